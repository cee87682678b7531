/**
 * The privacy policy and support (issue 31 §5, a Marketplace requirement) in OAuth mode with neither
 * PRIVACY_POLICY_URL nor SUPPORT_URL: the install page, the OAuth success and failure pages and the App
 * Home link the app's own /privacy page (docs/privacy.md in the reader's language) and say whom to
 * ask for help. With both set: test/e2e/privacy-configured.test.ts.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createSignedClient } from "../../src/slack-standin/index.js";
import { type Harness, harnessPerFile, WAIT_MS } from "./harness.js";
import { installApp } from "./oauth-install.js";

let h: Harness;
harnessPerFile({ boot: { oauth: true } }, async (booted) => {
  h = booted;
});

const ZH = { "accept-language": "zh-CN,zh;q=0.9,en;q=0.5" };
const FOOTER_EN = `<footer><a href="/privacy">Privacy policy</a> · For help, ask your school&#39;s Slack admin.</footer>`;
const FOOTER_ZH = `<footer><a href="/privacy">隐私政策</a> · 如需帮助，请联系学校的 Slack 管理员。</footer>`;

describe("the install and OAuth pages", () => {
  it("the install page links the privacy policy and says where help is, after the Add to Slack button", async () => {
    const en = await (await fetch(`${h.appUrl}/slack/install`)).text();
    expect(en).toContain(FOOTER_EN);
    expect(en.indexOf("Add to Slack</a>")).toBeLessThan(en.indexOf("<footer>"));
    const zh = await (await fetch(`${h.appUrl}/slack/install`, { headers: ZH })).text();
    expect(zh).toContain(FOOTER_ZH);
  });

  it("the success and the failure page say the same", async () => {
    const done = await installApp(h, { id: "T0PRIV", name: "Privet School", domain: "privet" }, "U0PRIV");
    expect(done.status).toBe(200);
    expect(done.html).toContain("installed in Privet School");
    expect(done.html).toContain(FOOTER_EN);
    const failed = await fetch(`${h.appUrl}/slack/oauth_redirect?code=x&state=forged`, { headers: ZH });
    expect(failed.status).toBe(400);
    expect(await failed.text()).toContain(FOOTER_ZH);
  });
});

describe("GET /privacy", () => {
  it("shows docs/privacy.md in English, or its Chinese version to a Chinese browser", async () => {
    const en = await fetch(`${h.appUrl}/privacy`, { headers: { "accept-language": "en-GB" } });
    expect(en.status).toBe(200);
    expect(en.headers.get("content-language")).toBe("en");
    const enHtml = await en.text();
    expect(enHtml).toContain("<title>Privacy policy of Classroom</title>");
    expect(enHtml).toContain("<h1>Privacy: what is stored, where, for how long, and how it is erased</h1>");
    expect(enHtml).toContain("<h2>When a school leaves</h2>");
    expect(enHtml).toContain("<td><strong>Ratings with comments</strong></td>");
    expect(enHtml).toContain("For help, ask your school&#39;s Slack admin.");
    const zh = await fetch(`${h.appUrl}/privacy`, { headers: ZH });
    expect(zh.headers.get("content-language")).toBe("zh-CN");
    const zhHtml = await zh.text();
    expect(zhHtml).toContain('<html lang="zh-CN">');
    expect(zhHtml).toContain("<h2>学校离开时</h2>");
    expect(zhHtml).toContain("如需帮助，请联系学校的 Slack 管理员。");
  });

  it("the Chinese policy names every table, event and setting the English one does", () => {
    const codes = (text: string) => new Set([...text.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]));
    const en = codes(readFileSync("docs/privacy.md", "utf8"));
    const zh = codes(readFileSync("docs/privacy.zh-CN.md", "utf8"));
    expect([...en].filter((code) => !zh.has(code))).toEqual([]);
  });
});

describe("the App Home", () => {
  it("ends with an about line: the app's own privacy page, and whom to ask for help", async () => {
    const team = { id: "T0HOMEP", domain: "homep", name: "Home Park School" };
    await installApp(h, team, "U0HOMEP");
    const client = createSignedClient({
      appUrl: h.appUrl,
      signingSecret: h.signingSecret,
      standin: h.standin,
      team: { id: team.id, domain: team.domain },
    });
    const mark = h.standin.calls.length;
    await client.as("U0HOMEP").openHome();
    const published = await h.standin.waitFor(
      "views.publish",
      (c) => c.seq >= mark && c.args.user_id === "U0HOMEP",
      WAIT_MS,
    );
    const blocks = (published.args.view as { blocks: Array<{ block_id?: string; elements?: unknown }> })
      .blocks;
    expect(blocks.at(-1)).toEqual({
      type: "context",
      block_id: "home_about",
      elements: [
        {
          type: "mrkdwn",
          text: `<${h.appUrl}/privacy|Privacy policy> · For help, ask your school's Slack admin.`,
        },
      ],
    });
  });
});
