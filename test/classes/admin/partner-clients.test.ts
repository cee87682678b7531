import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testConnection } from "../../../src/classes/admin/connection.js";
import { translator } from "../../../src/i18n/index.js";
import { DEMO_SECRET, DEMO_SID } from "../../../src/sandbox/index.js";
import { connectionFailureText } from "../../../src/slack/features/admin/problems.js";
import { testActor } from "../../support/actor.js";
import { type Setup, setup, TEAM } from "./helpers.js";

let s: Setup;
beforeEach(async () => {
  s = await setup();
});
afterEach(async () => {
  await s.close();
});

describe("partner clients per workspace", () => {
  it("has no client until the school is connected", async () => {
    expect(await s.partners.forWorkspace(TEAM)).toBeUndefined();
  });

  it("reuses one client while the connection is unchanged and rebuilds when it changes", async () => {
    await s.store.workspaces.setConnection(TEAM, {
      partnerBaseUrl: s.sandbox.url,
      sid: DEMO_SID,
      secret: DEMO_SECRET,
    });
    const [a, b] = await Promise.all([s.partners.forWorkspace(TEAM), s.partners.forWorkspace(TEAM)]);
    expect(a).toBeDefined();
    expect(b).toBe(a);
    expect(await s.partners.forWorkspace(TEAM)).toBe(a);

    await s.store.workspaces.setConnection(TEAM, {
      partnerBaseUrl: `${s.sandbox.url}/`,
      sid: "1000002",
      secret: DEMO_SECRET,
    });
    const c = await s.partners.forWorkspace(TEAM);
    expect(c).not.toBe(a);
    expect(c?.sid).toBe("1000002");
  });

  it("audits every call with the Slack user it was made for, and never the SECRET", async () => {
    await s.store.workspaces.setConnection(TEAM, {
      partnerBaseUrl: s.sandbox.url,
      sid: DEMO_SID,
      secret: DEMO_SECRET,
    });
    expect(await testConnection(s, testActor(TEAM, "UADMIN", "admin"))).toMatchObject({ ok: true });
    const client = await s.partners.forWorkspace(TEAM);
    await client?.getCloudList({}).catch(() => undefined);
    await s.partners.flushAudit();
    const entries = await s.store.audit.latest(TEAM, 10, { kind: "partner" });
    expect(entries.map((e) => [e.actor, e.operation, e.errno])).toEqual([
      ["system", "getCloudList", 1],
      ["UADMIN", "getCloudList", 1],
    ]);
    expect(JSON.stringify(entries)).not.toContain(DEMO_SECRET);
  });

  it("audits how long each call took, including an injected delay", async () => {
    await s.store.workspaces.setConnection(TEAM, {
      partnerBaseUrl: s.sandbox.url,
      sid: DEMO_SID,
      secret: DEMO_SECRET,
    });
    const client = await s.partners.forWorkspace(TEAM);
    if (!client) throw new Error("not connected");
    await s.partners.asActor("UADA", () => client.getCloudList({}));
    s.sandbox.injectFault({ action: "getCloudList", delayMs: 250 });
    await s.partners.asActor("UADA", () => client.getCloudList({}));
    await s.partners.flushAudit();
    const [slow, fast] = await s.store.audit.latest(TEAM, 10, { kind: "partner" });
    expect(fast).toMatchObject({ actor: "UADA", operation: "getCloudList", errno: 1 });
    expect(fast?.latencyMs).toEqual(expect.any(Number));
    expect(fast?.latencyMs).toBeGreaterThanOrEqual(0);
    expect(slow).toMatchObject({ actor: "UADA", operation: "getCloudList", errno: 1 });
    expect(slow?.latencyMs).toBeGreaterThanOrEqual(250);
  });

  it("gives nothing after close", async () => {
    await s.store.workspaces.setConnection(TEAM, {
      partnerBaseUrl: s.sandbox.url,
      sid: DEMO_SID,
      secret: DEMO_SECRET,
    });
    await s.partners.close();
    expect(await s.partners.forWorkspace(TEAM)).toBeUndefined();
  });
});

describe("testConnection", () => {
  it("says the SID or SECRET is wrong for 102, and names an unreachable address", async () => {
    await s.store.workspaces.setConnection(TEAM, {
      partnerBaseUrl: s.sandbox.url,
      sid: DEMO_SID,
      secret: "wrong",
    });
    const wrong = await testConnection(s, testActor(TEAM, "UADMIN", "admin"));
    expect(wrong).toMatchObject({
      ok: false,
      failure: { kind: "keys-refused" },
    });

    await s.store.workspaces.setConnection(TEAM, {
      partnerBaseUrl: "http://127.0.0.1:9",
      sid: DEMO_SID,
      secret: "x",
    });
    const down = await testConnection(s, testActor(TEAM, "UADMIN", "admin"));
    expect(down.ok).toBe(false);
    expect(!down.ok && connectionFailureText(down.failure, translator("en"))).toMatch(
      /^ClassIn at http:\/\/127\.0\.0\.1:9 could not be reached/,
    );
  });

  it("explains an address that is not the partner API", async () => {
    await s.store.workspaces.setConnection(TEAM, {
      partnerBaseUrl: `${s.sandbox.url}/elsewhere`,
      sid: DEMO_SID,
      secret: DEMO_SECRET,
    });
    const result = await testConnection(s, testActor(TEAM, "UADMIN", "admin"));
    expect(result).toMatchObject({ ok: false });
    expect(!result.ok && connectionFailureText(result.failure, translator("en"))).toMatch(
      /not ClassIn; check the base URL/,
    );
  });

  it("tells the admin to save a connection first when there is none", async () => {
    const result = await testConnection(s, testActor(TEAM, "UADMIN", "admin"));
    expect(result).toMatchObject({
      ok: false,
      failure: { kind: "not-saved" },
    });
  });
});
