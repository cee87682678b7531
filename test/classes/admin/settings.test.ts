import { describe, expect, it } from "vitest";
import { checkSchoolSettings } from "../../../src/classes/admin/settings.js";

describe("checkSchoolSettings", () => {
  it("accepts a zone in any case and whole numbers in range, spelling the zone canonically", () => {
    expect(
      checkSchoolSettings({ timeZone: " america/new_york ", seatMax: "1", reminderMinutes: "1440" }),
    ).toEqual({
      ok: true,
      value: {
        timeZone: "America/New_York",
        seatMax: 1,
        reminderMinutes: 1440,
        recentClassDays: 14,
        personalDataDays: 365,
      },
    });
  });

  it("keeps the days classes stay rateable when the form has no such field, and checks it when it has", () => {
    const current = {
      timeZone: "UTC",
      seatMax: 12,
      reminderMinutes: 15,
      recentClassDays: 30,
      personalDataDays: 365,
    };
    const base = { timeZone: "UTC", seatMax: "12", reminderMinutes: "15" };
    expect(checkSchoolSettings(base, current)).toMatchObject({ ok: true, value: { recentClassDays: 30 } });
    expect(checkSchoolSettings({ ...base, recentClassDays: "7" })).toMatchObject({
      ok: true,
      value: { recentClassDays: 7 },
    });
    expect(checkSchoolSettings({ ...base, recentClassDays: "0" })).toEqual({
      ok: false,
      errors: { recentClassDays: "The number of days must be a whole number from 1 to 365" },
    });
  });

  it("names each field's problem in plain words", () => {
    const r = checkSchoolSettings({ timeZone: "+01:00", seatMax: "0", reminderMinutes: "1441" });
    expect(r).toEqual({
      ok: false,
      errors: {
        timeZone: expect.stringMatching(/not a time zone name/),
        seatMax: "The seat maximum must be a whole number from 1 to 12",
        reminderMinutes: "The reminder time must be a whole number from 1 to 1440",
      },
    });
    const empty = checkSchoolSettings({ timeZone: "", seatMax: "", reminderMinutes: "-5" });
    expect(empty.ok ? {} : empty.errors).toMatchObject({
      timeZone: /Enter a time zone/,
      seatMax: "Enter the seat maximum",
    });
  });
});
