/**
 * Free-text pre-fill of the schedule form, in the teacher's own zone.
 */
import { describe, expect, it } from "vitest";
import { parseScheduleText } from "../../../src/classes/schedule/prefill.js";
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
