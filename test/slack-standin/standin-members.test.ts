/**
 * The stand-in's conversations.members answers as Slack does: pages of `limit` (default 100, at most
 * 1000) with an opaque cursor, channel_not_found for an unknown channel or a private one the app is
 * not in, invalid_limit and invalid_cursor, and Tier 4's per-minute limit with Retry-After.
 */
import { describe, expect, it } from "vitest";
import { advance, api, standin, standinPerTest } from "./world.js";

standinPerTest();

const people = Array.from({ length: 250 }, (_, i) => `U${String(i).padStart(6, "0")}`);

describe("conversations.members", () => {
  it("pages with Slack's cursor until the last page, whose next_cursor is empty", async () => {
    standin.setChannelMembers("CMANY", people);
    const seen: string[] = [];
    let cursor = "";
    let pages = 0;
    do {
      const { json } = await api("conversations.members", { channel: "CMANY", limit: 100, cursor });
      expect(json.ok).toBe(true);
      seen.push(...json.members);
      cursor = json.response_metadata.next_cursor;
      if (cursor !== "") expect(cursor).not.toMatch(/^\d+$/);
      pages += 1;
    } while (cursor !== "");
    expect(pages).toBe(3);
    expect(seen).toEqual(people);
    const whole = await api("conversations.members", { channel: "CMANY", limit: 1000 });
    expect(whole.json.members).toHaveLength(250);
    expect(whole.json.response_metadata.next_cursor).toBe("");
    expect((await api("conversations.members", { channel: "CMANY" })).json.members).toHaveLength(100);
  });

  it("refuses a limit past 1000 or under 1, and a cursor it never gave", async () => {
    standin.setChannelMembers("CMANY", people);
    for (const limit of [0, 1001, "ten"]) {
      expect((await api("conversations.members", { channel: "CMANY", limit })).json).toEqual({
        ok: false,
        error: "invalid_limit",
      });
    }
    expect((await api("conversations.members", { channel: "CMANY", cursor: "bm9wZQ==" })).json).toEqual({
      ok: false,
      error: "invalid_cursor",
    });
  });

  it("does not know an unknown channel, nor a private one the app is not in", async () => {
    standin.setChannelMembers("GSECRET", ["U1", "U2"]);
    standin.setChannelMembers("GWITHAPP", ["U1", standin.identity.botUserId]);
    standin.setChannelMembers("CPUBLIC", ["U1"]);
    for (const channel of ["CNONE", "GSECRET"]) {
      expect((await api("conversations.members", { channel })).json).toEqual({
        ok: false,
        error: "channel_not_found",
      });
    }
    expect((await api("conversations.members", { channel: "GWITHAPP" })).json.members).toHaveLength(2);
    expect((await api("conversations.members", { channel: "CPUBLIC" })).json.members).toEqual(["U1"]);
  });

  it("answers ratelimited with Retry-After past 100 calls a minute (Tier 4), and again a minute on", async () => {
    standin.setChannelMembers("CSMALL", ["U1"]);
    for (let i = 0; i < 100; i++) {
      expect((await api("conversations.members", { channel: "CSMALL" })).status).toBe(200);
    }
    const limited = await api("conversations.members", { channel: "CSMALL" });
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ ok: false, error: "ratelimited" });
    expect(Number(limited.retryAfter)).toBeGreaterThanOrEqual(1);
    advance(60_001);
    expect((await api("conversations.members", { channel: "CSMALL" })).json.ok).toBe(true);
  });
});
