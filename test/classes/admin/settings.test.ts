import { describe, expect, it } from "vitest";
import {
  checkSchoolSettings as check,
  DEFAULT_SCHOOL_SETTINGS,
  type SchoolSettingsInput,
} from "../../../src/classes/admin/settings.js";
import type { SchoolSettings } from "../../../src/classes/school-settings.js";
import { translator } from "../../../src/i18n/index.js";
import { settingsProblemText } from "../../../src/slack/features/admin/problems.js";

/** The check, with each refused field's problem in the English admin's words (`errors`), as the form shows them. */
function checkSchoolSettings(input: SchoolSettingsInput, current?: SchoolSettings) {
  const result = check(input, current);
  if (result.ok) return result;
  const en = translator("en");
  const errors = Object.fromEntries(
    Object.entries(result.problems).map(([field, problem]) => [field, settingsProblemText(problem, en)]),
  );
  return { ...result, errors };
}

describe("checkSchoolSettings", () => {
  it("accepts a zone of the list and whole numbers in range", () => {
    expect(
      checkSchoolSettings({ timeZone: "America/New_York", seatMax: "1", reminderMinutes: "1440" }),
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

  it("refuses an abbreviation or a zone spelled otherwise than in the list, but keeps a stored one", () => {
    for (const timeZone of ["EST", "america/new_york", "Etc/GMT+5"]) {
      expect(checkSchoolSettings({ timeZone, seatMax: "1", reminderMinutes: "15" })).toMatchObject({
        ok: false,
        errors: { timeZone: expect.stringMatching(/from the list/) },
      });
    }
    const current = { ...DEFAULT_SCHOOL_SETTINGS, timeZone: "EST" };
    expect(
      checkSchoolSettings({ timeZone: "EST", seatMax: "12", reminderMinutes: "15" }, current),
    ).toMatchObject({
      ok: true,
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
    expect(checkSchoolSettings({ ...base, recentClassDays: "0" })).toMatchObject({
      ok: false,
      errors: { recentClassDays: "The number of days must be a whole number from 1 to 365" },
    });
  });

  it("names each field's problem in plain words", () => {
    const r = checkSchoolSettings({ timeZone: "+01:00", seatMax: "0", reminderMinutes: "1441" });
    expect(r).toMatchObject({
      ok: false,
      errors: {
        timeZone: expect.stringMatching(/from the list/),
        seatMax: "The seat maximum must be a whole number from 1 to 12",
        reminderMinutes: "The reminder time must be a whole number from 1 to 1440",
      },
    });
    const empty = checkSchoolSettings({ timeZone: "", seatMax: "", reminderMinutes: "-5" });
    expect(empty.ok ? {} : empty.errors).toMatchObject({
      timeZone: /Pick the school's time zone/,
      seatMax: "Enter the seat maximum",
    });
  });
});
