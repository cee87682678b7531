/**
 * Requests that are not from Slack change nothing; /healthz tells what the app can reach; a failing
 * store ends as a friendly message with a reference, not a silent failure; shutdown is graceful.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../src/logger.js";
import type { SendOptions } from "../../src/slack-standin/index.js";
import { ADMIN } from "../support/cast.js";
import {
  click,
  expectNoBlockKitRefusals,
  type Harness,
  openAdmin,
  settled,
  startHarness,
  WAIT_MS,
} from "./harness.js";

describe("requests that are not signed by Slack", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });
  afterEach(() => {
    expectNoBlockKitRefusals(h.standin);
  });

  const tampers: NonNullable<SendOptions["tamper"]>[] = ["forged", "stale", "unsigned"];
  for (const tamper of tampers) {
    it(`${tamper}: 401, no Slack call, nothing stored`, async () => {
      const admin = h.as(ADMIN);
      const mark = h.standin.calls.length;
      const answers = [
        await admin.command("/class admin", { tamper }),
        await admin.command("/class help", { tamper }),
        await admin.openHome({ tamper }),
        await admin.shortcut("schedule_class", { tamper }),
      ];
      expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401]);
      await settled(h);
      expect(h.standin.calls.slice(mark).filter((c) => c.method !== "auth.test")).toEqual([]);
      // Not even the workspace row of first contact exists.
      expect(await h.store.workspaces.list()).toEqual([]);
      expect(await h.store.audit.latest(h.standin.identity.teamId, 10)).toEqual([]);
    });
  }

  it("a forged view submission saves nothing", async () => {
    // A real admin session first, so the forged request has a real modal to aim at.
    const home = await openAdmin(h, ADMIN);
    const form = {
      ...home,
      callback_id: "admin_person_form",
      private_metadata: '{"page":"person_form","slackUserId":null}',
    };
    const values = {
      person_slack_user: { person_slack_user: { type: "users_select", selected_user: "UEVIL" } },
      person_uid: { person_uid: { type: "plain_text_input", value: "X-1" } },
      person_name: { person_name: { type: "plain_text_input", value: "Mallory" } },
      person_account: { person_account: { type: "plain_text_input", value: "1" } },
      person_role: { person_role: { type: "radio_buttons", selected_option: { value: "admin" } } },
    };
    const res = await h.slack.viewSubmission(form, values, ADMIN, { tamper: "forged" });
    expect(res.status).toBe(401);
    expect(await h.store.people.list(h.standin.identity.teamId)).toEqual([]);
  });

  it("a signed command or event without a user is answered and ignored, changing nothing", async () => {
    const mark = h.standin.calls.length;
    const teamId = h.standin.identity.teamId;
    const form = "application/x-www-form-urlencoded";
    const peopleBefore = await h.store.people.list(teamId);
    const auditBefore = await h.store.audit.latest(teamId, 100);
    const answers = [
      await h.slack.send(`command=%2Fclass&text=admin&team_id=${teamId}`, form),
      await h.slack.send(
        JSON.stringify({ type: "event_callback", event: { type: "app_home_opened" } }),
        "application/json",
      ),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    await settled(h);
    expect(h.standin.calls.slice(mark).filter((c) => c.method !== "auth.test")).toEqual([]);
    expect(await h.store.people.list(teamId)).toEqual(peopleBefore);
    expect(await h.store.audit.latest(teamId, 100)).toEqual(auditBefore);
  });

  it('GET /healthz answers anyone 200 "ok" and nothing more; the details need the token', async () => {
    const res = await fetch(`${h.appUrl}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ status: "ok" });
    const details = await fetch(`${h.appUrl}/healthz/details`, {
      headers: { authorization: `Bearer ${h.healthDetailsToken}` },
    });
    expect(details.status).toBe(200);
    const body = (await details.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      ok: true,
      store: { ok: true, engine: "sqlite" },
      partner: { ok: true, endpoints: [{ baseUrl: h.sandbox.url, reachable: true }] },
    });
    for (const authorization of [
      undefined,
      "Bearer wrong",
      `bearer ${h.healthDetailsToken}`,
      h.healthDetailsToken,
    ]) {
      const refused = await fetch(`${h.appUrl}/healthz/details`, {
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(refused.status).toBe(401);
      const text = await refused.text();
      expect(text).not.toContain(h.sandbox.url);
      expect(text).not.toContain("sqlite");
    }
  });
});

describe("failures and shutdown", () => {
  it("a broken store gives the user a friendly message with a reference that matches a log line, and /healthz 503", async () => {
    const logLines: string[] = [];
    const h = await startHarness({
      logger: createLogger({
        level: "info",
        destination: { write: (line: string) => void logLines.push(line) },
      }),
    });
    try {
      await h.store.close();
      const mark = h.standin.calls.length;
      const res = await h.as(ADMIN).command("/class list");
      // Acknowledged before any database work, so Slack still gets its answer in time.
      expect(res.status).toBe(200);
      const answer = await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
      expect(answer.args.response_type).toBe("ephemeral");
      const text = String(answer.args.text);
      expect(text).toMatch(
        /^Sorry, something went wrong on our side.*give an admin of your school the reference [A-Z0-9]{8}\.$/,
      );
      const reference = /reference ([A-Z0-9]{8})/.exec(text)?.[1];
      const logged = logLines.map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(logged.find((l) => l.referenceId === reference)).toMatchObject({
        msg: "listener failed",
        user: ADMIN,
      });
      const health = await fetch(`${h.appUrl}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: "degraded" });
      const details = await fetch(`${h.appUrl}/healthz/details`, {
        headers: { authorization: `Bearer ${h.healthDetailsToken}` },
      });
      expect(await details.json()).toMatchObject({ ok: false, store: { ok: false } });
    } finally {
      await h.close();
    }
  }, 60_000);

  it("close() lets running work finish, then stops taking requests", async () => {
    const h = await startHarness();
    try {
      const home = await openAdmin(h, ADMIN);
      const form = await click(h, ADMIN, home, "Open", "admin_connection", { near: "School connection" });
      // The partner takes a while: the click is acked at once, the test is still running when we stop.
      h.sandbox.injectFault({ action: "getCloudList", delayMs: 800 });
      const mark = h.standin.calls.length;
      const res = await h.as(ADMIN).clickButton(form, "Test connection");
      expect(res.status).toBe(200);
      await h.app.close();
      const updates = h.standin.calls.slice(mark).filter((c) => c.method === "views.update" && c.response.ok);
      expect(updates.length).toBe(1);
      expect(JSON.stringify(updates[0]?.args.view)).toContain("Connection works");
      await expect(fetch(`${h.appUrl}/healthz`)).rejects.toThrow();
    } finally {
      await h.close();
    }
  }, 60_000);
});
