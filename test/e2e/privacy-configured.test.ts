/**
 * PRIVACY_POLICY_URL and SUPPORT_URL set (single-workspace HTTP mode): the App Home links both, and the
 * app's own /privacy sends the browser to the configured policy. Without them:
 * test/e2e/privacy-support.test.ts.
 */
import { expect, it } from "vitest";
import { type Harness, harnessPerFile, publishedHome } from "./harness.js";

const POLICY = "https://school.example.com/legal/privacy?lang=en&v=2";
const SUPPORT = "mailto:help@school.example.com";

let h: Harness;
harnessPerFile({ boot: { env: { PRIVACY_POLICY_URL: POLICY, SUPPORT_URL: SUPPORT } } }, async (booted) => {
  h = booted;
});

it("the Home's about line links the school's privacy policy and support contact (escaped for Slack)", async () => {
  const home = (await publishedHome(h, "UADMIN")) as { blocks: Array<Record<string, unknown>> };
  expect(home.blocks.at(-1)).toEqual({
    type: "context",
    block_id: "home_about",
    elements: [
      {
        type: "mrkdwn",
        text: "<https://school.example.com/legal/privacy?lang=en&amp;v=2|Privacy policy> · <mailto:help@school.example.com|Support>",
      },
    ],
  });
});

it("/privacy sends the browser to PRIVACY_POLICY_URL", async () => {
  const res = await fetch(`${h.appUrl}/privacy`, { redirect: "manual" });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe(POLICY);
});
