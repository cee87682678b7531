import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeKey } from "../../src/partner/signing.js";
import {
  NOW,
  OTHER_SECRET,
  OTHER_SID,
  type PartnerTestClient,
  SECRET,
  SID,
  startTestSandbox,
} from "./helpers.js";

describe("sandbox authentication", () => {
  let c: PartnerTestClient;
  let strict: PartnerTestClient;
  beforeAll(async () => {
    c = await startTestSandbox();
    strict = await startTestSandbox({ maxSkewSeconds: 30 });
  });
  afterAll(async () => {
    await c.sandbox.close();
    await strict.sandbox.close();
  });

  const list = (client: PartnerTestClient, auth?: Record<string, string>, skew = 0) =>
    client.call("getCloudList", {}, { ...(auth ? { auth } : {}), skew });

  it("accepts SID + md5(SECRET + timeStamp) in lowercase", async () => {
    const a = await list(c);
    expect(a.status).toBe(200);
    expect(a.json.error_info).toEqual({ errno: 1, error: "Success" });
  });

  it("answers 102 for a wrong, uppercase or missing safeKey and an unknown SID", async () => {
    const ts = String(NOW);
    const good = safeKey(SECRET, NOW);
    const cases: Record<string, string>[] = [
      { SID, safeKey: safeKey("wrong", NOW), timeStamp: ts },
      { SID, safeKey: good.toUpperCase(), timeStamp: ts },
      { SID, timeStamp: ts },
      { SID: "9999999", safeKey: good, timeStamp: ts },
      { SID, safeKey: good, timeStamp: String(NOW + 1) },
      { SID, safeKey: good, timeStamp: `${ts}000` },
    ];
    for (const auth of cases) {
      const a = await list(c, auth);
      expect(a.json.error_info).toEqual({
        errno: 102,
        error: "No permission (security verification failed)",
      });
    }
  });

  it("does not accept one school's key for another school", async () => {
    const a = await list(c, { SID: OTHER_SID, safeKey: safeKey(SECRET, NOW), timeStamp: String(NOW) });
    expect(a.json.error_info.errno).toBe(102);
    const b = await c.call("getCloudList", {}, { sid: OTHER_SID, secret: OTHER_SECRET });
    expect(b.json.error_info.errno).toBe(1);
  });

  it("accepts a timeStamp up to 20 minutes away from the sandbox clock by default", async () => {
    expect((await list(c, undefined, 20 * 60)).json.error_info.errno).toBe(1);
    expect((await list(c, undefined, -20 * 60)).json.error_info.errno).toBe(1);
    expect((await list(c, undefined, 20 * 60 + 1)).json.error_info.errno).toBe(102);
    expect((await list(c, undefined, -20 * 60 - 1)).json.error_info.errno).toBe(102);
  });

  it("uses the configured skew (maxSkewSeconds)", async () => {
    expect((await list(strict, undefined, 30)).json.error_info.errno).toBe(1);
    expect((await list(strict, undefined, 31)).json.error_info.errno).toBe(102);
  });

  it("checks the skew against the sandbox clock, which can be moved", async () => {
    c.sandbox.advance(3600);
    try {
      // Signed with the old time: now an hour off.
      const a = await list(c, { SID, safeKey: safeKey(SECRET, NOW), timeStamp: String(NOW) });
      expect(a.json.error_info.errno).toBe(102);
      expect((await list(c)).json.error_info.errno).toBe(1);
    } finally {
      c.sandbox.setNow(NOW);
    }
  });

  it("never reveals the expected key or the secret in an answer", async () => {
    const a = await list(c, { SID, safeKey: "0".repeat(32), timeStamp: String(NOW) });
    expect(a.json.error_info.errno).toBe(102);
    expect(`${a.text} ${a.detail}`).not.toContain(safeKey(SECRET, NOW));
    expect(`${a.text} ${a.detail}`).not.toContain(SECRET);
  });
});
