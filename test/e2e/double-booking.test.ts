/**
 * A teacher is never double-booked by accident (docs/scheduling.md "Double booking"): scheduling a
 * class, a series or a move at a time the teacher or assistant already has a class shows the form
 * again with a warning naming each clash, and nothing reaches the class service until "Schedule
 * anyway" / "Move anyway" is ticked. A cancelled class is no clash. The warning is in the reader's
 * language and zone.
 */
import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { DEMO_SID } from "../../src/sandbox/index.js";
import type { ClassRecord } from "../../src/store/index.js";
import { ADA, BEN, MARIE, PHYSICS } from "../support/cast.js";
import { type ClassWorld, makeClass } from "../support/school.js";
import {
  type Harness,
  harnessPerFile,
  openByCommand,
  openScheduleForm,
  submitForReport,
  updatedView,
  viewText,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool } from "./school.js";

const NY = "America/New_York";
let h: Harness;
let w: ClassWorld;
let teamId: string;

harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h, { people: [ADA, MARIE, BEN] });
  teamId = w.teamId;
  h.standin.setUserInfo(ADA.slackUserId, { name: "ada", real_name: ADA.displayName, tz: NY });
  h.standin.setUserInfo(MARIE.slackUserId, {
    name: "marie",
    real_name: MARIE.displayName,
    tz: NY,
    locale: "zh-CN",
  });
});

type View = Awaited<ReturnType<Harness["standin"]["waitForView"]>>;
const sandboxCount = () => h.sandbox.state(DEMO_SID).classes.length;

/** A New York wall-clock time `days` from today, as Unix seconds. */
function nyAt(days: number, hour: number, minute = 0): number {
  const today = new TZDate(Date.now(), NY);
  const d = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + days, hour, minute, NY);
  return Math.floor(d.getTime() / 1000);
}

/** "2026-11-26" in New York. */
function nyDate(unix: number): string {
  const z = new TZDate(unix * 1000, NY);
  return `${z.getFullYear()}-${String(z.getMonth() + 1).padStart(2, "0")}-${String(z.getDate()).padStart(2, "0")}`;
}

/** "Thu 26 Nov" as the English warning writes a New York day. */
function nyDay(unix: number): string {
  const at = new Date(unix * 1000);
  const part = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { ...o, timeZone: NY }).format(at);
  return `${part({ weekday: "short" })} ${part({ day: "numeric" })} ${part({ month: "short" })}`;
}

/** A class the app already holds for Ada (or whoever `teacherUid` is), at the partner too. */
function busyClass(
  name: string,
  beginTime: number,
  minutes: number,
  more: { teacherUid?: string; courseId?: number } = {},
) {
  return makeClass(w, { name, beginTime, minutes, ...more });
}

async function submit(userId: string, view: View, answers: Record<string, unknown>) {
  const result = await h.as(userId).submit(view, answers as never);
  return { result, text: viewText(result.view as View), next: updatedView(view, result.view) };
}

async function waitForResultDm(userId: string, mark: number) {
  await h.standin.waitFor("chat.postMessage", (c) => c.seq >= mark && c.args.channel === userId, WAIT_MS);
}

describe("the schedule form and a double booking", () => {
  it("warns, with the values kept and nothing sent; ticked, it schedules", async () => {
    const begin = nyAt(1, 17);
    await busyClass("Algebra <review>", begin, 45);
    const before = sandboxCount();
    const form = await openScheduleForm(h, ADA.slackUserId, "Algebra tomorrow 5:30pm 30m");

    const first = await submit(ADA.slackUserId, form, { "Class name": "Geometry" });
    expect(first.result.responseAction).toBe("update");
    expect((first.result.view as View).callback_id).toBe("schedule_form");
    expect(first.text).toContain(
      `Ada Lovelace already teaches *Algebra &lt;review&gt;* on ${nyDay(begin)}, 17:00–17:45`,
    );
    expect(first.text).toContain("Schedule anyway");
    expect(JSON.stringify(first.next.blocks)).toContain('"initial_value":"Geometry"');
    expect(JSON.stringify(first.next.blocks)).toContain('"initial_time":"17:30"');
    expect(sandboxCount()).toBe(before);

    // Pressed again without the tick: the same warning, still nothing sent.
    const again = await submit(ADA.slackUserId, first.next, {});
    expect(again.text).toContain("Ada Lovelace already teaches");
    expect(sandboxCount()).toBe(before);

    const mark = h.standin.calls.length;
    const anyway = await submit(ADA.slackUserId, again.next, { "Double booking": true });
    expect(anyway.text).toContain("Scheduling 1 class");
    await waitForResultDm(ADA.slackUserId, mark);
    expect(sandboxCount()).toBe(before + 1);
    const made = h.sandbox.state(DEMO_SID).classes.at(-1);
    expect(made?.className).toBe("Geometry");
  });

  it("'Schedule anyway' accepts the clashes it was shown under, not another one the new time meets", async () => {
    const chemistry = nyAt(3, 9);
    const biology = nyAt(3, 11);
    await busyClass("Chemistry", chemistry, 45);
    await busyClass("Biology <lab>", biology, 45);
    const before = sandboxCount();
    const form = await openScheduleForm(h, ADA.slackUserId, "Physics tomorrow 6am 30m");
    const first = await submit(ADA.slackUserId, form, { Date: nyDate(chemistry), "Start time": "09:15" });
    expect(first.text).toContain("Ada Lovelace already teaches *Chemistry*");
    // Ticked, but the time moved onto the other class: that clash was never shown, so it warns.
    const moved = await submit(ADA.slackUserId, first.next, {
      "Double booking": true,
      "Start time": "11:15",
    });
    expect(moved.result.responseAction).toBe("update");
    expect(moved.text).toContain("Ada Lovelace already teaches *Biology &lt;lab&gt;*");
    expect(moved.text).not.toContain("*Chemistry*");
    expect(sandboxCount()).toBe(before);
    // Ticked under that warning: it goes ahead.
    const mark = h.standin.calls.length;
    const anyway = await submit(ADA.slackUserId, moved.next, { "Double booking": true });
    expect(anyway.text).toContain("Scheduling 1 class");
    await waitForResultDm(ADA.slackUserId, mark);
    expect(sandboxCount()).toBe(before + 1);
  });

  it("the form has no 'Schedule anyway' box until there is a warning", async () => {
    const form = await openScheduleForm(h, ADA.slackUserId, "Algebra tomorrow 6am 30m");
    expect(viewText(form)).not.toContain("Schedule anyway");
  });

  it("a series clashing on one of its weeks names that date", async () => {
    const third = nyAt(15, 10, 15);
    await busyClass("Algebra clinic", third, 30);
    const before = sandboxCount();
    const form = await openScheduleForm(h, ADA.slackUserId, "Algebra tomorrow 10am 45m");
    const { text } = await submit(ADA.slackUserId, form, {
      Repeat: "Weekly",
      "Number of weeks": 4,
      Date: nyDate(nyAt(1, 10)),
    });
    expect(text).toContain(`Ada Lovelace already teaches *Algebra clinic* on ${nyDay(third)}, 10:15–10:45`);
    expect(text).not.toContain("more");
    expect(sandboxCount()).toBe(before);
  });

  it("names the assistant's clash", async () => {
    const begin = nyAt(1, 12);
    await busyClass("Physics lab", begin, 60, { teacherUid: MARIE.uid, courseId: PHYSICS.courseId });
    const before = sandboxCount();
    const form = await openScheduleForm(h, ADA.slackUserId, "Algebra tomorrow 12:30pm 30m");
    const { text } = await submit(ADA.slackUserId, form, { Assistant: MARIE.slackUserId });
    expect(text).toContain(`Marie Curie already teaches *Physics lab* on ${nyDay(begin)}, 12:00–13:00`);
    expect(text).not.toContain("Ada Lovelace already");
    expect(sandboxCount()).toBe(before);
  });

  it("a cancelled class is no clash", async () => {
    const gone = await busyClass("Algebra cancelled", nyAt(1, 8), 60);
    await h.store.classes.markCancelled(teamId, gone.classId, ADA.slackUserId);
    const before = sandboxCount();
    const form = await openScheduleForm(h, ADA.slackUserId, "Algebra tomorrow 8am 30m");
    const mark = h.standin.calls.length;
    const { text } = await submit(ADA.slackUserId, form, {});
    expect(text).toContain("Scheduling 1 class");
    await waitForResultDm(ADA.slackUserId, mark);
    expect(sandboxCount()).toBe(before + 1);
  });

  it("a Chinese-speaking teacher reads the warning in Chinese", async () => {
    const begin = nyAt(2, 9);
    await busyClass("Physics 复习", begin, 60, { teacherUid: MARIE.uid, courseId: PHYSICS.courseId });
    const before = sandboxCount();
    const form = await openScheduleForm(h, MARIE.slackUserId, "Physics 后天上午9点30分 30分钟");
    const { result, text } = await submit(MARIE.slackUserId, form, {
      日期: nyDate(begin),
      开始时间: "09:30",
    });
    expect(result.responseAction).toBe("update");
    expect(text).toContain("这样会让有人同时上两节课");
    expect(text).toMatch(/Marie Curie 在 .+ 09:00–10:00 已经要教 \*Physics 复习\*/);
    expect(text).toContain("仍然安排");
    expect(sandboxCount()).toBe(before);
  });
});

describe("the move form and a double booking", () => {
  const openMove = (cls: ClassRecord) =>
    openByCommand(h, ADA.slackUserId, `move ${cls.classId}`, "class_modal_move");

  it("warns when the new time meets another class; 'Move anyway' moves", async () => {
    const other = await busyClass("Algebra seminar", nyAt(4, 15), 60);
    const moving = await busyClass("Algebra to move", nyAt(3, 15), 60);
    const before = sandboxCount();
    const form = await openMove(moving);

    const first = await submit(ADA.slackUserId, form, { "New date": nyDate(other.beginTime) });
    expect(first.result.responseAction).toBe("update");
    expect(first.text).toContain(
      `Ada Lovelace already teaches *Algebra seminar* on ${nyDay(other.beginTime)}, 15:00–16:00`,
    );
    expect(first.text).toContain("Move anyway");
    expect(JSON.stringify(first.next.blocks)).toContain(`"initial_date":"${nyDate(other.beginTime)}"`);
    expect(sandboxCount()).toBe(before);
    expect((await h.store.classes.get(teamId, moving.classId))?.cancelledAt ?? null).toBeNull();

    const report = await submitForReport(h, ADA.slackUserId, first.next, { "Double booking": true });
    expect(report).toContain("Moved to");
    expect(sandboxCount()).toBe(before + 1);
    expect((await h.store.classes.get(teamId, moving.classId))?.cancelledAt).toBeGreaterThan(0);
  });

  it("the class being moved is not a clash with itself (a later start the same day)", async () => {
    const moving = await busyClass("Algebra nudge", nyAt(5, 11), 60);
    const form = await openMove(moving);
    const report = await submitForReport(h, ADA.slackUserId, form, { "Start time": "11:30" });
    expect(report).toContain("Moved to");
  });
});
