/**
 * Free-text pre-fill of the schedule form, in the teacher's own zone.
 */
import { describe, expect, it } from "vitest";
import {
  formatLocalDate,
  parseLocalDate,
  seriesDates,
  WEEKDAY_NAMES,
  weekdayOf,
} from "../../../src/classes/schedule/occurrences.js";
import { type Prefill, parseScheduleText } from "../../../src/classes/schedule/prefill.js";
import { NY } from "./world.js";

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

describe("pre-fill of a series without a date", () => {
  it("starts on the first chosen weekday still ahead", () => {
    // Monday 23 Nov 2026, 10:00 in New York: Monday 9:00 has passed, so the series starts on the 30th.
    const now = new Date("2026-11-23T15:00:00Z");
    expect(parseScheduleText("Gym every mon 9am", now, NY).date).toBe("2026-11-30");
    expect(parseScheduleText("Gym every mon 11am", now, NY).date).toBe("2026-11-23");
  });
});

/** The classes the pre-filled form would make, as "Mon 2026-11-30 16:00" (the form's own series rule). */
function classesOf(p: Prefill): string[] {
  const first = parseLocalDate(p.date ?? "");
  if (!first || p.time === undefined) return [];
  const repeat = p.weekly ? { weekdays: p.weekdays ?? [], weeks: p.weeks ?? 0 } : null;
  return seriesDates(first, repeat).map(
    (d) => `${(WEEKDAY_NAMES[weekdayOf(d)] as string).slice(0, 3)} ${formatLocalDate(d)} ${p.time}`,
  );
}

describe("free text teachers type (issue 18)", () => {
  // Tuesday 24 Nov 2026, 08:45 in New York.
  const now = new Date("2026-11-24T13:45:00Z");
  const read = (text: string) => parseScheduleText(text, now, NY);

  it("reads weekday plurals as a weekly series on that day", () => {
    const p = read("Algebra Mondays 4pm for 8 weeks");
    expect(p).toMatchObject({ name: "Algebra", weekly: true, weekdays: [1], weeks: 8, time: "16:00" });
    const classes = classesOf(p);
    expect(classes).toHaveLength(8);
    expect(classes[0]).toBe("Mon 2026-11-30 16:00");
    expect(classes.every((c) => c.startsWith("Mon"))).toBe(true);
  });

  it("reads 'daily … for 5 days' as five classes on five days in a row", () => {
    const p = read("Algebra daily 9am for 5 days");
    expect(p.name).toBe("Algebra");
    expect(classesOf(p)).toEqual([
      "Tue 2026-11-24 09:00",
      "Wed 2026-11-25 09:00",
      "Thu 2026-11-26 09:00",
      "Fri 2026-11-27 09:00",
      "Sat 2026-11-28 09:00",
    ]);
  });

  it("reads 'in 2 hours' as a start two hours from now, leaving the length to the form", () => {
    const p = read("Quiz in 2 hours");
    expect(p).toEqual({ name: "Quiz", date: "2026-11-24", time: "10:45", fromNowMinutes: 120 });
    expect(read("Quiz in 30 minutes")).toMatchObject({ date: "2026-11-24", time: "09:15" });
  });

  it("reads 'on <date> at <time> for 2 hours' and keeps the connecting words out of the name", () => {
    expect(read("Geometry on Dec 3 at 3:30pm for 2 hours")).toEqual({
      name: "Geometry",
      date: "2026-12-03",
      time: "15:30",
      durationMinutes: 120,
    });
  });

  it("reads 'for 45 minutes' as the length and keeps 'for' out of the name", () => {
    expect(read("Algebra tomorrow at 5pm for 45 minutes")).toEqual({
      name: "Algebra",
      date: "2026-11-25",
      time: "17:00",
      durationMinutes: 45,
    });
  });

  it("reads several weekday plurals and a number of classes", () => {
    const p = read("Physics Tuesdays and Thursdays 4:30pm for 8 classes");
    expect(p).toMatchObject({ name: "Physics", weekly: true, weekdays: [2, 4], weeks: 4, time: "16:30" });
    const classes = classesOf(p);
    expect(classes).toHaveLength(8);
    expect(classes.slice(0, 3)).toEqual([
      "Tue 2026-11-24 16:30",
      "Thu 2026-11-26 16:30",
      "Tue 2026-12-01 16:30",
    ]);
  });

  it("reads 'every day' and 'weekdays'", () => {
    const gym = read("Gym every day 7am for 2 weeks");
    expect(gym.name).toBe("Gym");
    const days = classesOf(gym);
    expect(days).toHaveLength(14);
    expect(days[0]).toBe("Wed 2026-11-25 07:00"); // 7:00 has passed today
    const standup = read("Standup weekdays 9am for 10 days");
    expect(standup.name).toBe("Standup");
    const school = classesOf(standup);
    expect(school).toHaveLength(10);
    expect(school.some((c) => c.startsWith("Sat") || c.startsWith("Sun"))).toBe(false);
    expect(classesOf(read("Standup every weekday 9am for 1 week"))).toHaveLength(5);
  });

  it("reads 'at noon' and a time range as start and length", () => {
    expect(read("Lunch talk tomorrow at noon")).toMatchObject({ name: "Lunch talk", time: "12:00" });
    expect(read("Lab tomorrow from 5 to 6:30pm")).toEqual({
      name: "Lab",
      date: "2026-11-25",
      time: "17:00",
      durationMinutes: 90,
    });
  });

  it("leaves a number of classes that is not whole weeks for the teacher instead of guessing", () => {
    const p = read("Tutoring Tuesdays and Thursdays 4pm for 7 classes");
    expect(p).toMatchObject({
      name: "Tutoring",
      weekly: true,
      weekdays: [2, 4],
      span: { count: 7, unit: "classes" },
    });
    expect(p.weeks).toBeUndefined();
  });

  it("reads dates in the teacher's zone, not the server's", () => {
    // 22:00 on Tuesday 24 Nov in New York is already Wednesday in UTC: tomorrow is still the 25th.
    const late = new Date("2026-11-25T03:00:00Z");
    expect(parseScheduleText("Algebra tomorrow 5pm", late, NY).date).toBe("2026-11-25");
    expect(parseScheduleText("Algebra tomorrow 5pm", late, "Asia/Tokyo").date).toBe("2026-11-26");
  });
});

describe("a time that may be morning or evening", () => {
  const now = new Date("2026-11-24T13:45:00Z");
  it("is left for the teacher, not guessed", () => {
    const p = parseScheduleText("Algebra tomorrow at 5", now, NY);
    expect(p).toMatchObject({ name: "Algebra", date: "2026-11-25", unsureTime: "5" });
    expect(p.time).toBeUndefined();
    expect(parseScheduleText("Algebra tomorrow 5pm", now, NY).time).toBe("17:00");
    expect(parseScheduleText("Algebra tomorrow 9:30", now, NY).time).toBe("09:30");
    expect(parseScheduleText("Lab from 5 to 6:30pm", now, NY)).toMatchObject({
      time: "17:00",
      durationMinutes: 90,
    });
  });
});
