/**
 * The stand-in's conversations.history under Slack's limits (HISTORY_LIMITS): a token from an OAuth
 * install is a non-Marketplace app's (one call a minute per workspace, 429 with Retry-After past it,
 * pages of at most 15 whatever `limit` asks), the single-workspace token an internal app's (Tier 3, 50
 * a minute, up to 999); both page with has_more and a cursor, and honour oldest, latest and inclusive.
 */
import { describe, expect, it } from "vitest";
import { advance, api, standin, standinPerTest } from "./world.js";

standinPerTest();

async function installed(teamId: string): Promise<string> {
  const code = standin.grantInstall({ teamId, teamName: teamId, userId: "UADMIN" });
  const { json } = await api("oauth.v2.access", { code, client_id: "cid", client_secret: "cs" }, null);
  return json.access_token as string;
}

/** `count` DMs to U1, one a second; returns their ts, oldest first. */
async function post(count: number, token = standin.botToken): Promise<string[]> {
  const ts: string[] = [];
  for (let i = 0; i < count; i++) {
    const { json } = await api("chat.postMessage", { channel: "U1", text: `m${i}` }, token);
    ts.push(json.ts as string);
    advance(1000);
  }
  return ts;
}

const texts = (json: { messages: Array<{ text: string }> }) => json.messages.map((m) => m.text);

describe("conversations.history, non-Marketplace (an OAuth install's token)", () => {
  it("gives at most 15 a page, newest first, with has_more and a cursor; one call a minute", async () => {
    const token = await installed("TSCHOOL");
    await post(20, token);
    const first = await api("conversations.history", { channel: "D1", limit: 200 }, token);
    expect(first.status).toBe(200);
    expect(texts(first.json)).toEqual(Array.from({ length: 15 }, (_, i) => `m${19 - i}`));
    expect(first.json.has_more).toBe(true);
    const cursor = first.json.response_metadata.next_cursor as string;
    expect(cursor).not.toBe("");

    const again = await api("conversations.history", { channel: "D1", cursor }, token);
    expect(again.status).toBe(429);
    expect(again.json).toEqual({ ok: false, error: "ratelimited" });
    expect(Number(again.retryAfter)).toBe(60);

    advance(30_000);
    const stillRefused = await api("conversations.history", { channel: "D1", cursor }, token);
    expect(Number(stillRefused.retryAfter)).toBe(30);
    advance(30_000);
    const rest = await api("conversations.history", { channel: "D1", cursor }, token);
    expect(texts(rest.json)).toEqual(["m4", "m3", "m2", "m1", "m0"]);
    expect(rest.json.has_more).toBe(false);
    expect(rest.json.response_metadata).toBeUndefined();
  });

  it("counts per workspace: another school's install has its own call", async () => {
    const a = await installed("TSCHOOLA");
    const b = await installed("TSCHOOLB");
    expect((await api("conversations.history", { channel: "D1" }, a)).status).toBe(200);
    expect((await api("conversations.history", { channel: "D1" }, a)).status).toBe(429);
    expect((await api("conversations.history", { channel: "D1" }, b)).status).toBe(200);
  });

  it("keeps its window to the test's: historyLimits shortens Slack's minute", async () => {
    const token = await installed("TSCHOOL");
    standin.historyLimits({ windowMs: 2000 });
    expect((await api("conversations.history", { channel: "D1" }, token)).status).toBe(200);
    const refused = await api("conversations.history", { channel: "D1" }, token);
    expect([refused.status, refused.retryAfter]).toEqual([429, "2"]);
    advance(2000);
    expect((await api("conversations.history", { channel: "D1" }, token)).status).toBe(200);
  });
});

describe("conversations.history, internal (the single-workspace token): Tier 3", () => {
  it("gives up to 999 a page and 50 calls a minute", async () => {
    await post(20);
    const whole = await api("conversations.history", { channel: "D1", limit: 200 });
    expect(whole.json.messages).toHaveLength(20);
    expect(whole.json.has_more).toBe(false);
    for (let i = 1; i < 50; i++)
      expect((await api("conversations.history", { channel: "D1" })).status).toBe(200);
    const refused = await api("conversations.history", { channel: "D1" });
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  });

  it("pages with limit and cursor, and honours oldest, latest and inclusive", async () => {
    const ts = await post(6);
    const page = await api("conversations.history", { channel: "D1", limit: 4 });
    expect(texts(page.json)).toEqual(["m5", "m4", "m3", "m2"]);
    const next = await api("conversations.history", {
      channel: "D1",
      limit: 4,
      cursor: page.json.response_metadata.next_cursor,
    });
    expect(texts(next.json)).toEqual(["m1", "m0"]);
    const window = { channel: "D1", oldest: ts[1], latest: ts[4] };
    expect(texts((await api("conversations.history", window)).json)).toEqual(["m3", "m2"]);
    expect(texts((await api("conversations.history", { ...window, inclusive: true })).json)).toEqual([
      "m4",
      "m3",
      "m2",
      "m1",
    ]);
    expect((await api("conversations.history", { channel: "D1", cursor: "bm9wZQ==" })).json).toEqual({
      ok: false,
      error: "invalid_cursor",
    });
  });

  it("a tier set for every caller applies to the single-workspace token too", async () => {
    standin.historyLimits({ tier: "nonMarketplace" });
    await post(20);
    const page = await api("conversations.history", { channel: "D1", limit: 100 });
    expect(page.json.messages).toHaveLength(15);
    expect((await api("conversations.history", { channel: "D1" })).status).toBe(429);
  });
});
