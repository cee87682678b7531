/**
 * Series dates and times across time zones and DST, and the school settings they read.
 */
import { describe, expect, it } from "vitest";
import { occurrences, seriesDates } from "../../../src/classes/schedule/occurrences.js";
import { schoolSettings } from "../../../src/classes/school-settings.js";
import { NY } from "./world.js";

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
    expect(schoolSettings(undefined)).toEqual({
      timeZone: "UTC",
      seatMax: 12,
      reminderMinutes: 15,
      recentClassDays: 14,
      personalDataDays: 365,
    });
    expect(
      schoolSettings({ timeZone: "Europe/Paris", settings: { seatMax: 4, reminderMinutes: "x" } }),
    ).toEqual({
      timeZone: "Europe/Paris",
      seatMax: 4,
      reminderMinutes: 15,
      recentClassDays: 14,
      personalDataDays: 365,
    });
    // A window shorter than the shortest allowed is not taken: the default stays.
    expect(schoolSettings({ timeZone: "UTC", settings: { personalDataDays: 7 } }).personalDataDays).toBe(365);
  });
});
