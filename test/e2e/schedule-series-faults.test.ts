/**
 * A weekly series across a daylight-saving change, and partner faults without duplicates or lost
 * classes.
 */
import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import type { SlackView } from "../../src/slack-standin/index.js";
import { ADA, ALGEBRA } from "../support/cast.js";
import { until } from "../support/until.js";
import { viewText, WAIT_MS } from "./harness.js";
import {
  h,
  NY,
  openForm,
  sandboxClasses,
  schedulePerFile,
  settled,
  TEACHER,
  teamId,
  wallClock,
} from "./schedule.js";

// Retries a second apart, doubling (the app's own are 2 s): at the test stack's at-once retries, a
// garbled answer left on until the test clears it uses up the job's attempts in a few milliseconds.
schedulePerFile({ jobs: { retryBaseSeconds: 1 } });

/** addCourseClass calls the app made since entry `sinceId` of the audit log (each with its own retries). */
async function createCalls(sinceId: number): Promise<number> {
  const entries = await h.store.audit.latest(teamId, 200, { kind: "partner" });
  return entries.filter((e) => e.id > sinceId && e.operation === "addCourseClass").length;
}

async function lastAuditId(): Promise<number> {
  return (await h.store.audit.latest(teamId, 1))[0]?.id ?? 0;
}

describe("a weekly series", () => {
  it("schedules 10 weeks across a daylight-saving change at the same wall-clock time, in one DM", async () => {
    // The first Monday whose 10 weeks contain a New York clock change.
    let start = new TZDate(Date.now() + 2 * 86_400_000, NY);
    while (
      start.getDay() !== 1 ||
      start.getTimezoneOffset() === new TZDate(start.getTime() + 63 * 86_400_000, NY).getTimezoneOffset()
    ) {
      start = new TZDate(start.getTime() + 86_400_000, NY);
    }
    const date = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, "0")}-${String(start.getDate()).padStart(2, "0")}`;
    const form = await openForm(TEACHER, "Calculus every mon 17:00 90m for 10 weeks");
    const before = sandboxClasses().length;
    const mark = h.standin.calls.length;
    const result = await h.as(TEACHER).submit(form, { Date: date });
    expect(viewText(result.view as SlackView)).toContain("Scheduling 10 classes");
    const dm = await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === TEACHER,
      WAIT_MS,
    );
    const made = sandboxClasses().slice(before);
    expect(made).toHaveLength(10);
    expect(new Set(made.map((c) => wallClock(c.beginTime)))).toEqual(new Set(["Mon 17:00"]));
    const offsets = new Set(made.map((c) => new TZDate(c.beginTime * 1000, NY).getTimezoneOffset()));
    expect(offsets.size).toBe(2);
    const stored = await Promise.all(made.map((c) => h.store.classes.get(teamId, c.classId)));
    const series = new Set(stored.map((c) => c?.seriesId));
    expect(series.size).toBe(1);
    expect([...series][0]).toMatch(/^series-/);
    expect(String(dm.args.text)).toContain("10 classes scheduled");
  });
});

describe("partner faults", () => {
  for (const [what, fault] of [["errno 114 on every attempt", { errno: 114 }]] as const) {
    it(`${what}: a clear message, the form again, and a safe retry with no duplicate`, async () => {
      h.sandbox.injectFault({ action: "addCourseClass", count: 0, ...fault });
      const form = await openForm(TEACHER, "Statistics tomorrow 3pm 30m");
      const before = sandboxClasses().length;
      const mark = h.standin.calls.length;
      const result = await h.as(TEACHER).submit(form, {});
      expect(result.responseAction).toBe("update");
      const shown = await settled(mark, form.id as string);
      const text = viewText(shown.args.view as SlackView);
      expect(text).toContain("Nothing was scheduled");
      expect(text).not.toMatch(/errno|\b114\b|\b500\b/);
      expect(sandboxClasses().length).toBe(before);

      h.sandbox.clearFaults();
      const retry = h.standin.calls.length;
      await h.as(TEACHER).submit({ ...form, ...(shown.args.view as object), id: form.id } as SlackView, {});
      await h.standin.waitFor(
        "chat.postMessage",
        (c) => c.seq >= retry && c.args.channel === TEACHER,
        WAIT_MS,
      );
      expect(sandboxClasses().length).toBe(before + 1);
    });
  }

  // Each at its own hour: the same teacher at the same time would be a double booking (warned about).
  for (const [what, fault, subject, at] of [
    ["HTTP 500 that the service did not apply", { http: 500 }, "Chemistry", "2pm"],
    ["HTTP 500 after the service made the class", { applied: true, http: 500 }, "Geology", "9am"],
    ["a reset connection after the service made the class", { applied: true, reset: true }, "Botany", "10am"],
    [
      "a garbled answer after the service made the class",
      { applied: true, malformed: true },
      "Ecology",
      "11am",
    ],
  ] as const) {
    it(`${what}: never reported as a failure; asked again until known, one class`, async () => {
      h.sandbox.injectFault({ action: "addCourseClass", count: 0, ...fault });
      const form = await openForm(TEACHER, `${subject} tomorrow ${at} 30m`);
      const before = sandboxClasses().length;
      const mark = h.standin.calls.length;
      const audited = await lastAuditId();
      const result = await h.as(TEACHER).submit(form, {});
      expect(viewText(result.view as SlackView)).toContain("Scheduling");
      // The job keeps asking (a later attempt after each lost answer) and says nothing wrong meanwhile.
      await until(
        "a second attempt at creating the classes",
        async () => (await createCalls(audited)) >= 2,
        20_000,
      );
      const updates = h.standin.calls.filter((c) => c.seq >= mark && c.method === "views.update");
      expect(updates.map((c) => viewText(c.args.view as SlackView)).join("\n")).not.toContain(
        "Nothing was scheduled",
      );
      h.sandbox.clearFaults();
      await h.standin.waitFor("chat.postMessage", (c) => c.seq >= mark && c.args.channel === TEACHER, 20_000);
      expect(sandboxClasses().length).toBe(before + 1);
      const shown = await settled(mark, form.id as string);
      expect(viewText(shown.args.view as SlackView)).toContain("The class is scheduled");
    }, 30_000);
  }

  it("a call that hangs past the timeout is retried with the same identity: one class", async () => {
    h.sandbox.injectFault({ action: "addCourseClass", hang: true, count: 1 });
    const form = await openForm(TEACHER, "Biology tomorrow 4pm 30m");
    const before = sandboxClasses().length;
    const mark = h.standin.calls.length;
    const result = await h.as(TEACHER).submit(form, {});
    expect(result.responseAction).toBe("update");
    await h.standin.waitFor("chat.postMessage", (c) => c.seq >= mark && c.args.channel === TEACHER, WAIT_MS);
    expect(sandboxClasses().length).toBe(before + 1);
  });

  it("a suspended teacher is reported under the Teacher field", async () => {
    await h.store.people.upsert(teamId, {
      slackUserId: "URENE",
      uid: "T-RENE",
      displayName: "René",
      role: "teacher",
    });
    await h.store.courses.edit(teamId, ALGEBRA.courseId, { teacherUids: [ADA.uid, "T-RENE"] });
    h.standin.setUserInfo("URENE", { name: "rene", real_name: "René", tz: NY });
    const form = await openForm("URENE", "Algebra tomorrow 5pm");
    const mark = h.standin.calls.length;
    await h.as("URENE").submit(form, {});
    const shown = await settled(mark, form.id as string);
    const blocks = (shown.args.view as SlackView).blocks as { block_id?: string }[];
    const at = blocks.findIndex((b) => b.block_id === "schedule_teacher");
    expect(blocks[at + 1]?.block_id).toBe("schedule_teacher_problem");
    expect(viewText(shown.args.view as SlackView)).toContain("The teacher's account is suspended.");
  });
});
