/**
 * Scheduling use cases against a real store and the partner sandbox: the rules of the form, time
 * zones and DST, free-text pre-fill, idempotent creation, partial successes and per-class errors.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Actor } from "../../src/classes/actor.js";
import { createScheduledClasses, uniqueIdentity } from "../../src/classes/schedule/create.js";
import { occurrences, seriesDates } from "../../src/classes/schedule/occurrences.js";
import { planSchedule, type ScheduleForm } from "../../src/classes/schedule/plan.js";
import { parseScheduleText } from "../../src/classes/schedule/prefill.js";
import { schoolSettings } from "../../src/classes/school-settings.js";
import { DEMO_SECRET, DEMO_SID } from "../../src/sandbox/index.js";
import { ADA, ALGEBRA, BEN, CAST, MARIE, PHYSICS } from "../support/cast.js";
import { seedSchool } from "../support/school.js";
import { type Setup, setup, TEAM } from "./admin/helpers.js";

const NY = "America/New_York";
/** A second teacher of Algebra I, outside the cast. */
const RENE = { slackUserId: "URENE", uid: "T-RENE", displayName: "René", role: "teacher" } as const;
let s: Setup;
let ada: Actor;

function tomorrow(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

function form(over: Partial<ScheduleForm> = {}): ScheduleForm {
  return {
    courseId: String(ALGEBRA.courseId),
    name: "Algebra",
    date: tomorrow(),
    time: "17:00",
    duration: "45",
    teacherSlackUserId: ADA.slackUserId,
    assistantSlackUserId: null,
    seats: "6",
    hd: "0",
    record: true,
    live: false,
    replay: false,
    autoEnter: true,
    folderId: null,
    intro: "",
    weekly: false,
    weekdays: [],
    weeks: "",
    ...over,
  };
}

beforeEach(async () => {
  s = await setup();
  await s.store.workspaces.setConnection(TEAM, {
    partnerBaseUrl: s.sandbox.url,
    sid: DEMO_SID,
    secret: DEMO_SECRET,
  });
  await seedSchool(s.store, TEAM, {
    people: [...CAST, RENE],
    courses: [{ ...ALGEBRA, teacherUids: [ADA.uid, RENE.uid] }, PHYSICS],
  });
  ada = {
    teamId: TEAM,
    userId: ADA.slackUserId,
    role: "teacher",
    person: (await s.store.people.getBySlackUser(TEAM, ADA.slackUserId)) ?? null,
  };
});
afterEach(async () => {
  await s.close();
});

describe("time zones", () => {
  it("keeps a weekly 17:00 class at 17:00 New York time across the November DST change", () => {
    const dates = seriesDates({ year: 2026, month: 10, day: 26 }, { weekdays: [1], weeks: 3 });
    const times = occurrences(dates, { hour: 17, minute: 0 }, 60, NY).map((o) =>
      new Date(o.beginTime * 1000).toISOString(),
    );
    expect(times).toEqual([
      "2026-10-26T21:00:00.000Z",
      "2026-11-02T22:00:00.000Z",
      "2026-11-09T22:00:00.000Z",
    ]);
  });

  it("reads the school settings with defaults", () => {
    expect(schoolSettings(undefined)).toEqual({ timeZone: "UTC", seatMax: 12, reminderMinutes: 15 });
    expect(
      schoolSettings({ timeZone: "Europe/Paris", settings: { seatMax: 4, reminderMinutes: "x" } }),
    ).toEqual({
      timeZone: "Europe/Paris",
      seatMax: 4,
      reminderMinutes: 15,
    });
  });
});

describe("free-text pre-fill", () => {
  const now = new Date("2026-11-23T15:00:00Z");
  it("reads name, tomorrow's date, time and length", () => {
    expect(parseScheduleText("Algebra tomorrow 5pm 45m", now, NY)).toEqual({
      name: "Algebra",
      date: "2026-11-24",
      time: "17:00",
      durationMinutes: 45,
    });
  });
  it("reads a weekly series", () => {
    expect(parseScheduleText("Physics every mon wed 16:30 90m for 8 weeks", now, NY)).toMatchObject({
      name: "Physics",
      time: "16:30",
      durationMinutes: 90,
      weekly: true,
      weekdays: [1, 3],
      weeks: 8,
    });
  });
  it("leaves what it cannot read empty and never fails", () => {
    expect(parseScheduleText("", now, NY)).toEqual({});
    expect(parseScheduleText("<@U1> ??? 999999m", now, NY).name).toBeDefined();
  });
});

describe("rules, each on its own field", () => {
  it("refuses every broken rule before any call, on its field", async () => {
    const result = await planSchedule(s, ada, {
      form: form({
        name: "x".repeat(51),
        duration: "10",
        seats: "7",
        hd: "1",
        record: false,
        live: true,
        intro: "y".repeat(1001),
        assistantSlackUserId: ADA.slackUserId,
      }),
      timeZone: NY,
    });
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.errors).sort()).toEqual(
      ["assistant", "duration", "hd", "intro", "name", "video"].sort(),
    );
    expect(s.sandbox.state(DEMO_SID).classes).toEqual([]);
  });

  it("refuses a start under 2 minutes ahead, more than 3 years ahead, and more than 100 classes", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const soon = await planSchedule(s, ada, { form: form({ date: today, time: "00:00" }), timeZone: "UTC" });
    expect(soon.ok ? null : soon.errors.time).toMatch(/2 minutes/);
    const far = await planSchedule(s, ada, { form: form({ date: "2031-01-01" }), timeZone: NY });
    expect(far.ok ? null : far.errors.date).toMatch(/3 years/);
    const many = await planSchedule(s, ada, {
      form: form({ weekly: true, weekdays: [1, 2, 3], weeks: "40" }),
      timeZone: NY,
    });
    expect(many.ok ? null : many.errors.weeks).toMatch(/at most 100/);
  });

  it("applies the school's seat maximum", async () => {
    await s.store.workspaces.upsert({ teamId: TEAM, settings: { seatMax: 4 } });
    const r = await planSchedule(s, ada, { form: form({ seats: "6" }), timeZone: NY });
    expect(r.ok ? null : r.errors.seats).toBe("Your school allows at most 4 students on stage");
  });

  it("refuses a course the teacher may not teach and another teacher's class", async () => {
    const r = await planSchedule(s, ada, {
      form: form({ courseId: String(PHYSICS.courseId), teacherSlackUserId: MARIE.slackUserId }),
      timeZone: NY,
    });
    expect(r.ok ? null : r.errors).toMatchObject({
      course: expect.stringMatching(/not allowed/),
      teacher: expect.any(String),
    });
    const student = await planSchedule(
      s,
      { ...ada, userId: BEN.slackUserId, role: "student" },
      { form: form(), timeZone: NY },
    );
    expect(student.ok ? null : student.refused).toMatch(/may not schedule/);
  });
});

describe("each rule alone, refused on its own field with no partner call", () => {
  // A fixed clock: Monday 23 Nov 2026, 15:00 UTC.
  const NOW = Date.UTC(2026, 10, 23, 15, 0) / 1000;
  const at = (clock: number) => ({ ...s, clock: () => clock });
  type Case = {
    readonly rule: string;
    readonly form: Partial<ScheduleForm>;
    readonly field: string;
    readonly message: RegExp;
    readonly clock?: number;
  };
  const cases: readonly Case[] = [
    { rule: "no seats", form: { seats: "0" }, field: "seats", message: /1 or more/ },
    {
      rule: "seats above the 12 ceiling",
      form: { seats: "13" },
      field: "seats",
      message: /At most 12 students/,
    },
    { rule: "duration over 24 hours", form: { duration: "1441" }, field: "duration", message: /24 hours/ },
    { rule: "duration under 15 minutes", form: { duration: "14" }, field: "duration", message: /15 minutes/ },
    { rule: "an empty name", form: { name: "" }, field: "name", message: /Enter a class name/ },
    { rule: "a blank name", form: { name: "   " }, field: "name", message: /Enter a class name/ },
    {
      rule: "a name over 50 characters",
      form: { name: "x".repeat(51) },
      field: "name",
      message: /At most 50/,
    },
    {
      rule: "an assistant who is a student",
      form: { assistantSlackUserId: BEN.slackUserId },
      field: "assistant",
      message: /must be a teacher/,
    },
    {
      rule: "an assistant who is not in the directory",
      form: { assistantSlackUserId: "UNOBODY" },
      field: "assistant",
      message: /must be a teacher/,
    },
    {
      rule: "a series of 0 weeks",
      form: { weekly: true, weekdays: [1], weeks: "0" },
      field: "weeks",
      message: /from 1 to 100/,
    },
    {
      rule: "a series of 101 weeks",
      form: { weekly: true, weekdays: [1], weeks: "101" },
      field: "weeks",
      message: /from 1 to 100/,
    },
    {
      rule: "a series of more than 100 classes",
      form: { weekly: true, weekdays: [1, 2, 3], weeks: "34", date: "2026-11-30" },
      field: "weeks",
      message: /at most 100 classes; these settings make 102/,
    },
    {
      // 12 and 19 Nov 2029 are inside 3 years of NOW; 26 Nov 2029 is past it.
      rule: "the last class of a series past 3 years, the first inside",
      form: { weekly: true, weekdays: [], weeks: "3", date: "2029-11-12", time: "10:00" },
      field: "weeks",
      message: /last class \(Mon,? 26 Nov 2029\) would be more than 3 years ahead/,
    },
    {
      rule: "a start 90 seconds ahead",
      form: { date: "2026-12-01", time: "17:00" },
      clock: Date.UTC(2026, 11, 1, 17, 0) / 1000 - 90,
      field: "time",
      message: /at least 2 minutes/,
    },
    { rule: "HD with 4 seats", form: { hd: "1", seats: "4" }, field: "hd", message: /1 or 6/ },
    { rule: "full HD with 12 seats", form: { hd: "2", seats: "12" }, field: "hd", message: /1 or 6/ },
    {
      rule: "live without recording",
      form: { record: false, live: true },
      field: "video",
      message: /need Recording on/,
    },
    {
      rule: "replay without recording",
      form: { record: false, replay: true },
      field: "video",
      message: /need Recording on/,
    },
    {
      rule: "an introduction over 1,000 characters",
      form: { intro: "y".repeat(1001) },
      field: "intro",
      message: /At most 1000/,
    },
  ];

  it.each(cases)("refuses $rule", async ({ form: over, field, message, clock }) => {
    const r = await planSchedule(at(clock ?? NOW), ada, {
      form: form({ date: "2026-12-01", ...over }),
      timeZone: "UTC",
    });
    expect(r.ok).toBe(false);
    const errors = r.ok ? {} : r.errors;
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field as keyof typeof errors]).toMatch(message);
    await s.partners.flushAudit();
    expect(await s.store.audit.latest(TEAM, 10, { kind: "partner" })).toEqual([]);
    expect(s.sandbox.state(DEMO_SID).classes).toEqual([]);
  });

  const accepted: readonly {
    readonly rule: string;
    readonly form: Partial<ScheduleForm>;
    readonly clock?: number;
  }[] = [
    { rule: "1 seat", form: { seats: "1" } },
    { rule: "12 seats", form: { seats: "12" } },
    { rule: "24 hours", form: { duration: "1440" } },
    { rule: "a 50-character name", form: { name: "x".repeat(50) } },
    { rule: "another teacher as assistant", form: { assistantSlackUserId: RENE.slackUserId } },
    { rule: "a series of 100 weeks", form: { weekly: true, weekdays: [1], weeks: "100" } },
    {
      rule: "a series whose last class is inside 3 years",
      form: { weekly: true, weeks: "2", date: "2029-11-12" },
    },
    { rule: "a start 150 seconds ahead", form: {}, clock: Date.UTC(2026, 11, 1, 17, 0) / 1000 - 150 },
    { rule: "HD with 1 seat", form: { hd: "1", seats: "1" } },
    { rule: "full HD with 6 seats", form: { hd: "2", seats: "6" } },
    { rule: "live and replay with recording", form: { record: true, live: true, replay: true } },
    { rule: "a 1,000-character introduction", form: { intro: "y".repeat(1000) } },
  ];

  it.each(accepted)("accepts $rule (the limit itself)", async ({ form: over, clock }) => {
    const r = await planSchedule(at(clock ?? NOW), ada, {
      form: form({ date: "2026-12-01", ...over }),
      timeZone: "UTC",
    });
    expect(r.ok ? {} : r.errors).toEqual({});
  });
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
    expect(out.results).toMatchObject([
      { status: "failed", field: "teacher", problem: "The teacher's account is suspended." },
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
    const problem = out.results[0]?.problem ?? "";
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
      expect(out.results).toMatchObject([
        {
          status: "partial",
          field: null,
          problem: "created, but recording is not on (you can switch it on later)",
          record: { classId: 777 },
        },
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
      expect(out.results.map((r) => [r.status, r.problem, r.field])).toEqual([
        ["created", null, null],
        ["partial", "created, but the introduction could not be saved", null],
        ["failed", "The teacher's account is suspended.", "teacher"],
      ]);
      expect(await s.store.classes.get(TEAM, 902)).toMatchObject({ introduce: null, seriesId: out.seriesId });
    } finally {
      stub.close();
    }
  });

  it("a series whose call fails (HTTP 500) is reported per class and is safe to submit again", async () => {
    s.sandbox.injectFault({ action: "addCourseClassMultiple", http: 500 });
    const planned = await planSchedule(s, ada, {
      form: form({ weekly: true, weekdays: [2], weeks: "3" }),
      timeZone: NY,
    });
    if (!planned.ok) throw new Error(JSON.stringify(planned.errors));
    const failed = await createScheduledClasses(s, ada, { plan: planned.plan, submissionKey: "V5" });
    expect(failed.results.map((r) => r.status)).toEqual(["failed", "failed", "failed"]);
    expect(failed.results[0]?.problem).toMatch(/press Schedule again/);
    const retried = await createScheduledClasses(s, ada, { plan: planned.plan, submissionKey: "V5" });
    expect(retried.results.map((r) => r.status)).toEqual(["created", "created", "created"]);
    expect(s.sandbox.state(DEMO_SID).classes).toHaveLength(3);
  });
});

describe("pre-fill of a series without a date", () => {
  it("starts on the first chosen weekday still ahead", () => {
    // Monday 23 Nov 2026, 10:00 in New York: Monday 9:00 has passed, so the series starts on the 30th.
    const now = new Date("2026-11-23T15:00:00Z");
    expect(parseScheduleText("Gym every mon 9am", now, NY).date).toBe("2026-11-30");
    expect(parseScheduleText("Gym every mon 11am", now, NY).date).toBe("2026-11-23");
  });
});
