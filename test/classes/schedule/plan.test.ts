/**
 * The rules of the schedule form, each refused on its own field with no partner call.
 */

import { describe, expect, it } from "vitest";
import type { Actor } from "../../../src/classes/actor.js";
import { planSchedule as planFacts, type ScheduleForm } from "../../../src/classes/schedule/plan.js";
import { translator } from "../../../src/i18n/index.js";
import { DEMO_SID } from "../../../src/sandbox/index.js";
import { scheduleFieldProblems } from "../../../src/slack/features/schedule/problems.js";
import { ADA, BEN, MARIE, PHYSICS } from "../../support/cast.js";
import { type Setup, TEAM } from "../admin/helpers.js";
import { form, NY, RENE, schedulingSchoolPerTest } from "./world.js";

const en = translator("en");

/** The use case returns facts; the rules are read here in the form's English words. */
async function planSchedule(...args: Parameters<typeof planFacts>) {
  const result = await planFacts(...args);
  if (result.ok) return result;
  return {
    ok: false as const,
    errors: scheduleFieldProblems(result.errors, en),
    ...(result.refused ? { refused: en("schedule.problems.refused") } : {}),
  };
}

let s: Setup;
let ada: Actor;
schedulingSchoolPerTest((setup, actor) => {
  s = setup;
  ada = actor;
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
    // Issue 16 §3: PostgreSQL cannot store NUL, so such a class was created at the partner, never here.
    {
      rule: "a NUL in the name",
      form: { name: "Alg\u0000ebra" },
      field: "name",
      message: /control characters/,
    },
    {
      rule: "a DEL in the name",
      form: { name: "Algebra\u007F" },
      field: "name",
      message: /control characters/,
    },
    { rule: "a tab in the name", form: { name: "Alg\tebra" }, field: "name", message: /control characters/ },
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
      rule: "a series every 5 weeks (the form offers 1 to 4)",
      form: { weekly: true, weekdays: [2], weeks: "4", interval: "5" },
      field: "interval",
      message: /every 1 to 4 weeks/,
    },
    {
      rule: "a last date before the first",
      form: { weekly: true, weekdays: [2], weeks: "", until: "2026-11-30" },
      field: "until",
      message: /on or after the first date/,
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

describe("a series every N weeks, until a last date (issue 30)", () => {
  const days = (r: Awaited<ReturnType<typeof planFacts>>) =>
    r.ok ? r.plan.occurrences.map((o) => new Date(o.beginTime * 1000).toISOString().slice(0, 10)) : r.errors;
  it("every 2 weeks on Tuesday for 6 weeks: three classes, two weeks apart", async () => {
    const r = await planFacts(s, ada, {
      form: form({ date: "2026-12-01", weekly: true, weekdays: [2], weeks: "6", interval: "2" }),
      timeZone: "UTC",
    });
    expect(days(r)).toEqual(["2026-12-01", "2026-12-15", "2026-12-29"]);
  });
  it("until a date with no number of weeks: every class up to it, none after", async () => {
    const r = await planFacts(s, ada, {
      form: form({ date: "2026-11-30", weekly: true, weekdays: [1, 3], weeks: "", until: "2026-12-21" }),
      timeZone: "UTC",
    });
    expect(days(r)).toEqual([
      "2026-11-30",
      "2026-12-02",
      "2026-12-07",
      "2026-12-09",
      "2026-12-14",
      "2026-12-16",
      "2026-12-21",
    ]);
  });
});
