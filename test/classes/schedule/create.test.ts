/**
 * Creating scheduled classes at the partner and in the store: idempotent creation, series in chunks,
 * partial successes and per-class errors.
 */

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import type { Actor } from "../../../src/classes/actor.js";
import { createScheduledClasses, uniqueIdentity } from "../../../src/classes/schedule/create.js";
import { planSchedule } from "../../../src/classes/schedule/plan.js";
import { translator } from "../../../src/i18n/index.js";
import { DEMO_SECRET, DEMO_SID } from "../../../src/sandbox/index.js";
import { scheduleProblemWords } from "../../../src/slack/features/schedule/result.js";
import { ADA } from "../../support/cast.js";
import { type Setup, TEAM } from "../admin/helpers.js";
import { form, NY, RENE, schedulingSchoolPerTest } from "./world.js";

const en = translator("en");

let s: Setup;
let ada: Actor;
schedulingSchoolPerTest((setup, actor) => {
  s = setup;
  ada = actor;
});

describe("creating", () => {
  it("creates one class, stores it with its live page, and returns it again for the same submission", async () => {
    const planned = await planSchedule(s, ada, { form: form(), timeZone: NY });
    if (!planned.ok) throw new Error(JSON.stringify(planned.errors));
    const first = await createScheduledClasses(s, ada, { plan: planned.plan, submissionKey: "V1" });
    expect(first.results).toMatchObject([{ status: "created" }]);
    const record = first.results[0]?.record;
    expect(record?.liveUrl).toMatch(/live\.php\?lessonKey=/);
    expect(record?.courseUniqueIdentity).toBe(uniqueIdentity(TEAM, "V1", 0));
    expect(record?.courseUniqueIdentity?.length).toBeLessThanOrEqual(32);
    const again = await createScheduledClasses(s, ada, { plan: planned.plan, submissionKey: "V1" });
    expect(again.results).toMatchObject([{ status: "existing", record: { classId: record?.classId } }]);
    expect(again.storedNow).toBe(0);
    expect(s.sandbox.state(DEMO_SID).classes).toHaveLength(1);
    await s.partners.flushAudit();
    const audit = await s.store.audit.latest(TEAM, 10, { kind: "partner" });
    expect(audit.map((a) => [a.operation, a.actor])).toEqual([["addCourseClass", ADA.slackUserId]]);
  });

  it("creates a 40-class series in chunks of at most 30, all with one series id", async () => {
    const planned = await planSchedule(s, ada, {
      form: form({ weekly: true, weekdays: [1, 2, 3, 4], weeks: "10" }),
      timeZone: NY,
    });
    if (!planned.ok) throw new Error(JSON.stringify(planned.errors));
    const out = await createScheduledClasses(s, ada, { plan: planned.plan, submissionKey: "V2" });
    expect(out.results.filter((r) => r.status === "created")).toHaveLength(40);
    expect(new Set(out.results.map((r) => r.record?.seriesId))).toEqual(new Set([out.seriesId]));
    expect(await s.store.classes.listSeries(TEAM, out.seriesId as string)).toHaveLength(40);
    await s.partners.flushAudit();
    const calls = await s.store.audit.latest(TEAM, 10, { kind: "partner" });
    expect(calls.map((c) => c.operation)).toEqual(["addCourseClassMultiple", "addCourseClassMultiple"]);
  });

  it("reports a suspended teacher on the Teacher field, and keeps the rest of a series", async () => {
    const planned = await planSchedule(
      s,
      { ...ada, userId: RENE.slackUserId, person: null },
      { form: form({ teacherSlackUserId: RENE.slackUserId }), timeZone: NY },
    );
    if (!planned.ok) throw new Error(JSON.stringify(planned.errors));
    const out = await createScheduledClasses(s, ada, { plan: planned.plan, submissionKey: "V3" });
    expect(out.results).toMatchObject([{ status: "failed", field: "teacher" }]);
    expect(out.results.map((r) => scheduleProblemWords(r, en))).toEqual([
      "The teacher's account is suspended.",
    ]);
    expect(await s.store.classes.listUpcoming(TEAM)).toEqual([]);
  });

  it.each([
    [136, "teacher"],
    [387, "teacher"],
    [800, "teacher"],
    [172, "teacher"],
    [173, "teacher"],
    [318, "assistant"],
    [319, "assistant"],
    [320, "assistant"],
    [330, "assistant"],
    [322, "assistant"],
    [388, "assistant"],
    [804, "assistant"],
    [165, "duration"],
    [119, "duration"],
    [120, "date"],
    [268, "date"],
    [259, "seats"],
    [160, "folder"],
  ] as const)("puts the service's error %i on the %s field, in plain words", async (errno, field) => {
    s.sandbox.injectFault({ action: "addCourseClass", errno });
    const planned = await planSchedule(s, ada, {
      form: form({ assistantSlackUserId: RENE.slackUserId }),
      timeZone: NY,
    });
    if (!planned.ok) throw new Error(JSON.stringify(planned.errors));
    const out = await createScheduledClasses(s, ada, { plan: planned.plan, submissionKey: `VE${errno}` });
    expect(out.results).toMatchObject([{ status: "failed", field, record: null }]);
    const problem = scheduleProblemWords(out.results[0] ?? { why: null }, en) ?? "";
    expect(problem).toMatch(/^[A-Z][a-z'’]* [a-z].*\.$/);
    expect(problem).not.toMatch(new RegExp(`\\b${errno}\\b`));
    expect(s.sandbox.state(DEMO_SID).classes).toEqual([]);
    expect(await s.store.classes.listUpcoming(TEAM)).toEqual([]);
  });

  it.each([
    [280, "recording not opened"],
    [281, "class created, video service problem, recording not opened"],
  ])("stores a class the service made without recording (%i) and says so", async (errno, error) => {
    // The sandbox only answers 280/281 to what the SDK refuses to send, so a stub plays the service.
    const stub = createServer((_req, res) => {
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify({
          error_info: { errno, error },
          data: 777,
          more_data: [],
        }),
      );
    });
    await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
    const { port } = stub.address() as AddressInfo;
    try {
      await s.store.workspaces.setConnection(TEAM, {
        partnerBaseUrl: `http://127.0.0.1:${port}`,
        sid: DEMO_SID,
        secret: DEMO_SECRET,
      });
      const planned = await planSchedule(s, ada, {
        form: form({ record: true, live: true, replay: true }),
        timeZone: NY,
      });
      if (!planned.ok) throw new Error(JSON.stringify(planned.errors));
      const out = await createScheduledClasses(s, ada, { plan: planned.plan, submissionKey: `V4-${errno}` });
      expect(out.results).toMatchObject([{ status: "partial", field: null, record: { classId: 777 } }]);
      expect(out.results.map((r) => scheduleProblemWords(r, en))).toEqual([
        "created, but recording is not on (you can switch it on later)",
      ]);
      expect(out.storedNow).toBe(1);
      expect(await s.store.classes.get(TEAM, 777)).toMatchObject({
        record: false,
        live: false,
        replay: false,
        name: "Algebra",
      });
    } finally {
      stub.close();
    }
  });

  it("reports each class of a series on its own: made, made without its introduction (824), refused", async () => {
    const stub = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        const sent = JSON.parse(new URLSearchParams(body).get("classJson") ?? "[]") as {
          customColumn: string;
        }[];
        const entry = (i: number, c: { customColumn: string }) =>
          i === 0
            ? { errno: 1, error: "", data: 901, customColumn: c.customColumn, more_data: [] }
            : i === 1
              ? { errno: 824, error: "intro", data: 902, customColumn: c.customColumn, more_data: [] }
              : { errno: 387, error: "suspended", customColumn: c.customColumn };
        res.setHeader("content-type", "application/json");
        res.end(
          JSON.stringify({ error_info: { errno: 1, error: "" }, data: sent.map((c, i) => entry(i, c)) }),
        );
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
    const { port } = stub.address() as AddressInfo;
    try {
      await s.store.workspaces.setConnection(TEAM, {
        partnerBaseUrl: `http://127.0.0.1:${port}`,
        sid: DEMO_SID,
        secret: DEMO_SECRET,
      });
      const planned = await planSchedule(s, ada, {
        form: form({ weekly: true, weekdays: [1, 3, 5], weeks: "1", intro: "Welcome", date: "2027-03-01" }),
        timeZone: NY,
      });
      if (!planned.ok) throw new Error(JSON.stringify(planned.errors));
      const out = await createScheduledClasses(s, ada, { plan: planned.plan, submissionKey: "V6" });
      expect(out.results.map((r) => [r.status, scheduleProblemWords(r, en), r.field])).toEqual([
        ["created", null, null],
        ["partial", "created, but the introduction could not be saved", null],
        ["failed", "The teacher's account is suspended.", "teacher"],
      ]);
      expect(await s.store.classes.get(TEAM, 902)).toMatchObject({ introduce: null, seriesId: out.seriesId });
    } finally {
      stub.close();
    }
  });

  it("a series whose call answers HTTP 500 is unconfirmed per class, not failed, and safe to ask again", async () => {
    s.sandbox.injectFault({ action: "addCourseClassMultiple", http: 500 });
    const planned = await planSchedule(s, ada, {
      form: form({ weekly: true, weekdays: [2], weeks: "3" }),
      timeZone: NY,
    });
    if (!planned.ok) throw new Error(JSON.stringify(planned.errors));
    const failed = await createScheduledClasses(s, ada, { plan: planned.plan, submissionKey: "V5" });
    // The service may have made them: the job asks again rather than report a failure.
    expect(failed.results.map((r) => r.why?.reason)).toEqual(["unconfirmed", "unconfirmed", "unconfirmed"]);
    expect(scheduleProblemWords(failed.results[0] ?? { why: null }, en)).toMatch(/did not confirm/);
    const retried = await createScheduledClasses(s, ada, { plan: planned.plan, submissionKey: "V5" });
    expect(retried.results.map((r) => r.status)).toEqual(["created", "created", "created"]);
    expect(s.sandbox.state(DEMO_SID).classes).toHaveLength(3);
  });
});
