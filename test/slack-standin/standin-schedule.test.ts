/** The Slack stand-in's chat.scheduleMessage follows Slack's rules, so the reminder tests mean something. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SlackStandin, startSlackStandin } from "../../src/slack-standin/index.js";

let standin: SlackStandin;
let now = Date.UTC(2026, 10, 23, 12);
beforeAll(async () => {
  standin = await startSlackStandin({ clock: () => now });
});
afterAll(async () => {
  await standin?.close();
});

async function schedule(channel: string, postAt: number): Promise<Record<string, unknown>> {
  const res = await fetch(`${standin.url}chat.scheduleMessage`, {
    method: "POST",
    headers: { authorization: `Bearer ${standin.botToken}`, "content-type": "application/json" },
    body: JSON.stringify({ channel, post_at: postAt, text: "Class soon" }),
  });
  return (await res.json()) as Record<string, unknown>;
}

describe("chat.scheduleMessage on the stand-in", () => {
  it("takes 30 per channel per 5 minutes, then answers restricted_too_many", async () => {
    const inAnHour = now / 1000 + 3600;
    for (let i = 0; i < 30; i++) expect((await schedule("UONE", inAnHour + i)).ok).toBe(true);
    expect(await schedule("UONE", inAnHour)).toMatchObject({ ok: false, error: "restricted_too_many" });
    // Another channel has its own allowance; the first one gets its back after 5 minutes.
    expect((await schedule("UTWO", inAnHour)).ok).toBe(true);
    now += 5 * 60 * 1000 + 1;
    expect((await schedule("UONE", inAnHour)).ok).toBe(true);
  });

  it("refuses a time in the past or more than 120 days ahead", async () => {
    expect(await schedule("UTHREE", now / 1000 - 1)).toMatchObject({ error: "time_in_past" });
    expect(await schedule("UTHREE", now / 1000 + 121 * 86400)).toMatchObject({ error: "time_too_far" });
  });
});
