/**
 * kill -9 in the middle of registering a channel of 200 people (issue 29), then a restart on the same
 * database (SQLite and PostgreSQL): everyone ends up in the directory with the UID of their one
 * account at the service, nobody is registered twice — only the few in flight at the kill are asked
 * again, and the service answers them with the account the first request made (461) — and the admin
 * gets one report. The moment of the kill is random: after 10-150 people were answered (printed;
 * replay with CRASH_AFTER).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { REGISTRATIONS_AT_ONCE } from "../../src/classes/admin/registration.js";
import {
  type CrashStack,
  crashStack,
  dmsTo,
  openModal,
  outboxSettled,
  seedCrashSchool,
} from "../support/crash-stack.js";
import { until } from "../support/until.js";

const PG_URL = process.env.TEST_DATABASE_URL || undefined;
const ENGINES = ["sqlite", "postgres"] as const;
const PEOPLE = 200;
const ADMIN = "UADMIN";
const WAIT_MS = 60_000;

/** Every register request the app sent, by e-mail, with the errno the service answered. */
let answers = new Map<string, number[]>();
let proxy: Server | undefined;

/** Forwards the app's partner calls to the sandbox, noting each register's e-mail and answer. */
async function recordingProxy(target: string): Promise<string> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const email = req.url?.includes("action=register")
        ? new URLSearchParams(body.toString("utf8")).get("email")
        : null;
      fetch(`${target}${req.url ?? ""}`, {
        method: req.method ?? "POST",
        headers: { "content-type": req.headers["content-type"] ?? "application/x-www-form-urlencoded" },
        ...(req.method === "GET" || req.method === "HEAD" ? {} : { body }),
      })
        .then(async (r) => {
          const answer = Buffer.from(await r.arrayBuffer());
          if (email !== null) {
            const errno = Number(JSON.parse(answer.toString("utf8"))?.error_info?.errno);
            answers.set(email, [...(answers.get(email) ?? []), errno]);
          }
          res.writeHead(r.status, { "content-type": r.headers.get("content-type") ?? "application/json" });
          res.end(answer);
        })
        .catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  proxy = server;
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let stack: CrashStack | undefined;
afterEach(async () => {
  await stack?.close();
  stack = undefined;
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  proxy = undefined;
});

if (!PG_URL) console.warn("PostgreSQL kill -9 tests skipped: TEST_DATABASE_URL not set");

/** How many people the service has answered when the app is killed: random, printed, replayable. */
function crashAfter(min: number, max: number): number {
  const fixed = Number(process.env.CRASH_AFTER);
  const at = Number.isFinite(fixed) && fixed > 0 ? fixed : min + Math.floor(Math.random() * (max - min));
  console.info(`kill -9 once ${at} people are answered (replay with CRASH_AFTER=${at})`);
  return at;
}

const email = (n: number) => `person${String(n).padStart(3, "0")}@school.test`;
const memberId = (n: number) => `URG${String(n).padStart(3, "0")}`;

describe.each(ENGINES)("kill -9 on %s", (engine) => {
  it.skipIf(engine === "postgres" && !PG_URL)(
    "during a 200-person registration: one account and one UID each, nobody registered twice, one report",
    async () => {
      answers = new Map();
      let partnerUrl = "";
      stack = await crashStack({
        engine,
        postgresUrl: PG_URL,
        leaseSeconds: 2,
        partnerUrl: async (sandboxUrl) => {
          partnerUrl = await recordingProxy(sandboxUrl);
          return partnerUrl;
        },
      });
      const s = stack;
      await seedCrashSchool(s, 0, partnerUrl);
      const ids = Array.from({ length: PEOPLE }, (_, i) => memberId(i + 1));
      ids.forEach((id, i) => {
        s.standin.setUserInfo(id, { real_name: `Person ${i + 1}`, email: email(i + 1) });
      });
      s.standin.setChannelMembers("CEVERYONE", [s.standin.identity.botUserId, ...ids]);
      // Each registration takes 40 ms, 3 at a time: the 200 span about 3 s, so the kill lands mid-work.
      s.sandbox.injectFault({ action: "register", delayMs: 40, count: 0 });
      await s.start();

      const home = await openModal(s, ADMIN, "admin", "admin_home");
      let mark = s.standin.calls.length;
      await s.slack().as(ADMIN).clickButton(home, "Manage", { near: "People" });
      const people = await s.standin.waitForView({
        callbackId: "admin_people",
        sinceSeq: mark,
        timeoutMs: WAIT_MS,
      });
      mark = s.standin.calls.length;
      await s.slack().as(ADMIN).clickButton(people, "Add a channel's members");
      const page = await s.standin.waitForView({
        callbackId: "admin_channel_members",
        sinceSeq: mark,
        timeoutMs: WAIT_MS,
      });
      const sent = await s
        .slack()
        .as(ADMIN)
        .submit(page, { Channel: "CEVERYONE", "Add them as": "Students", "Their agreement": true });
      expect(sent.errors).toEqual({});

      const killAfter = crashAfter(10, 150);
      await until("people answered before the kill", () => answers.size >= killAfter, WAIT_MS, 5);
      // Mid-work: no report yet.
      expect(dmsTo(s, ADMIN)).toHaveLength(0);
      await s.kill();
      const beforeRestart = answers.size;
      expect(beforeRestart).toBeLessThan(PEOPLE);
      await s.start();

      await until("the report after the crash", () => dmsTo(s, ADMIN).length >= 1, WAIT_MS);
      await outboxSettled(s);

      // One report, naming everyone among new accounts or existing ones (the few asked again after
      // the kill were answered 461: the account their first request made).
      expect(dmsTo(s, ADMIN)).toHaveLength(1);
      // The report as read: its sections (the notification text holds only what fits).
      const report = s.standin.messages
        .filter((m) => m.channel === s.standin.dmChannelOf(ADMIN))
        .flatMap((m) => m.blocks.map((b) => String((b.text as { text?: string } | undefined)?.text ?? "")))
        .join("\n");
      const made = Number(/New ClassIn accounts \((\d+)\)/.exec(report)?.[1] ?? 0);
      const existing = Number(/Existing ClassIn accounts used \((\d+)\)/.exec(report)?.[1] ?? 0);
      expect(made + existing, report).toBe(PEOPLE);
      expect(existing).toBeLessThanOrEqual(REGISTRATIONS_AT_ONCE);
      expect(report).not.toContain("Need your attention");
      expect(report).toContain("ClassIn accounts for 200 people");

      // Each person: in the directory with their one account's UID.
      const stored = await s.store.people.list(s.teamId, { role: "student" });
      const registered = stored.filter((p) => p.slackUserId.startsWith("URG"));
      expect(registered).toHaveLength(PEOPLE);
      expect(new Set(registered.map((p) => p.uid)).size).toBe(PEOPLE);
      for (const p of registered) expect(p.uid).toMatch(/^\d+$/);

      // At the service: one account made per person (one errno 1 each); asked at most twice, and
      // twice only for the ones in flight at the kill, whose second answer is the existing account.
      expect(answers.size).toBe(PEOPLE);
      const twice = [...answers.values()].filter((a) => a.length > 1);
      expect(twice.length).toBeLessThanOrEqual(REGISTRATIONS_AT_ONCE);
      expect(twice.length).toBe(existing);
      for (const [address, errnos] of answers) {
        expect(errnos.length, address).toBeLessThanOrEqual(2);
        expect(errnos[0], address).toBe(1);
        for (const later of errnos.slice(1)) expect([461, 101003002], address).toContain(later);
      }
    },
    120_000,
  );
});
