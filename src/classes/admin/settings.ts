/**
 * School settings: the time zone used when a person's Slack profile has none, the most seats on stage
 * the school allows, and how long before class students are reminded. Read through `schoolSettings`
 * (the same reader every feature uses), checked here in plain words, saved on the workspace row and
 * audited. Input is the text the admin typed, so the rules live in one place whatever the form.
 */

import type { Actor } from "../actor.js";
import type { ClassesDeps } from "../deps.js";
import {
  DEFAULT_SCHOOL_SETTINGS,
  PERSONAL_DATA_DAYS_MAX,
  PERSONAL_DATA_DAYS_MIN,
  RECENT_CLASS_DAYS_MAX,
  type SchoolSettings,
  SEAT_CEILING,
  schoolSettings,
  TIME_ZONE_CHOSEN,
  timeZoneIsDefault,
} from "../school-settings.js";
import { isSchoolZone } from "../time-zones.js";
import { hasControlCharacter } from "../typed-text.js";
import type { SettingsNumber, SettingsProblem } from "./problems.js";

export const REMINDER_MINUTES_MAX = 24 * 60;

export type SchoolSettingsField =
  | "timeZone"
  | "seatMax"
  | "reminderMinutes"
  | "recentClassDays"
  | "personalDataDays"
  | "name";

/** The longest school display name (it goes into Home's header, 150 characters with "Classroom · "). */
export const SCHOOL_NAME_MAX_LENGTH = 80;

export interface SchoolSettingsInput {
  /** The IANA name picked from the list (`searchZones`); anything else is refused. */
  readonly timeZone: string;
  readonly seatMax: string;
  readonly reminderMinutes: string;
  /** Empty (a form of an older version without the field): the current value is kept. */
  readonly recentClassDays?: string;
  /** Empty (a form of an older version without the field): the current value is kept. */
  readonly personalDataDays?: string;
  /** The school's display name; "" removes it, absent keeps it. */
  readonly name?: string;
}

export type SaveSchoolSettingsResult =
  | {
      readonly ok: true;
      readonly settings: SchoolSettings;
      readonly name: string | null;
      /** What changed, in the order a change is reported (a view words it); empty when nothing did. */
      readonly changedFields: SchoolSettingsField[];
      readonly reminderMinutesChanged: boolean;
    }
  | SettingsCheckFailure;

/**
 * The settings, the school's display name (null: none given) and whether the school's zone is still
 * the default nobody chose (the admin home asks then).
 */
export async function getSchoolSettingsState(deps: Pick<ClassesDeps, "store">, teamId: string) {
  const workspace = await deps.store.workspaces.get(teamId);
  return {
    settings: schoolSettings(workspace),
    name: workspace?.name ?? null,
    timeZoneUnset: timeZoneIsDefault(workspace),
  };
}

/** The display name as typed, or its problem; "" means none. */
function displayName(text: string): string | { problem: SettingsProblem } {
  const t = text.trim().replace(/\s+/g, " ");
  if (hasControlCharacter(t)) return { problem: { kind: "name-control" } };
  if ([...t].length > SCHOOL_NAME_MAX_LENGTH)
    return { problem: { kind: "name-too-long", max: SCHOOL_NAME_MAX_LENGTH } };
  return t;
}

function whole(
  text: string,
  min: number,
  max: number,
  what: SettingsNumber,
): number | { problem: SettingsProblem } {
  const t = text.trim();
  if (t === "") return { problem: { kind: "enter", what } };
  const n = Number(t);
  return /^\d+$/.test(t) && n >= min && n <= max ? n : { problem: { kind: "whole", what, min, max } };
}

/**
 * The zone as picked, or its problem. Only names of the list pass: a crafted "EST" or "+02:00" is a
 * fixed offset that ignores daylight saving, never what a school means.
 */
function zone(text: string, current: string): string | { problem: SettingsProblem } {
  const t = text.trim();
  if (t === "") return { problem: { kind: "zone-missing" } };
  // A zone stored before the list existed may be kept as it is; only a new choice must be listed.
  if (!isSchoolZone(t) && t !== current) return { problem: { kind: "zone-not-listed" } };
  return t;
}

type SettingsProblems = Partial<Record<SchoolSettingsField, SettingsProblem>>;

/** Refused: the problem of each field, for the admin's view to word. */
export type SettingsCheckFailure = { readonly ok: false; readonly problems: SettingsProblems };

function refused(problems: SettingsProblems): SettingsCheckFailure {
  return { ok: false, problems };
}

export function checkSchoolSettings(
  input: SchoolSettingsInput,
  current: SchoolSettings = DEFAULT_SCHOOL_SETTINGS,
): { ok: true; value: SchoolSettings } | SettingsCheckFailure {
  const problems: SettingsProblems = {};
  const tz = zone(input.timeZone, current.timeZone);
  if (typeof tz !== "string") problems.timeZone = tz.problem;
  const seatMax = whole(input.seatMax, 1, SEAT_CEILING, "seatMax");
  if (typeof seatMax !== "number") problems.seatMax = seatMax.problem;
  const reminderMinutes = whole(input.reminderMinutes, 1, REMINDER_MINUTES_MAX, "reminderMinutes");
  if (typeof reminderMinutes !== "number") problems.reminderMinutes = reminderMinutes.problem;
  const days = (input.recentClassDays ?? "").trim();
  const recentClassDays =
    days === "" ? current.recentClassDays : whole(days, 1, RECENT_CLASS_DAYS_MAX, "recentClassDays");
  if (typeof recentClassDays !== "number") problems.recentClassDays = recentClassDays.problem;
  const keep = (input.personalDataDays ?? "").trim();
  const personalDataDays =
    keep === ""
      ? current.personalDataDays
      : whole(keep, PERSONAL_DATA_DAYS_MIN, PERSONAL_DATA_DAYS_MAX, "personalDataDays");
  if (typeof personalDataDays !== "number") problems.personalDataDays = personalDataDays.problem;
  if (
    typeof tz !== "string" ||
    typeof seatMax !== "number" ||
    typeof reminderMinutes !== "number" ||
    typeof recentClassDays !== "number" ||
    typeof personalDataDays !== "number"
  ) {
    return refused(problems);
  }
  return { ok: true, value: { timeZone: tz, seatMax, reminderMinutes, recentClassDays, personalDataDays } };
}

/** The settings compared on save, in the order a change is reported. */
const SETTING_FIELDS = [
  "timeZone",
  "seatMax",
  "reminderMinutes",
  "recentClassDays",
  "personalDataDays",
] as const satisfies readonly (keyof SchoolSettings & SchoolSettingsField)[];

/**
 * Saves the three settings. The settings JSON is replaced by `upsert`, so other keys stored there are
 * kept by merging. Whoever calls this re-schedules reminders when `reminderMinutesChanged`.
 */
export async function saveSchoolSettings(
  deps: Pick<ClassesDeps, "store">,
  actor: Actor,
  input: SchoolSettingsInput,
): Promise<SaveSchoolSettingsResult> {
  const { store } = deps;
  const workspace = await store.workspaces.get(actor.teamId);
  const before = schoolSettings(workspace);
  const check = checkSchoolSettings(input, before);
  const name = input.name === undefined ? (workspace?.name ?? "") : displayName(input.name);
  if (!check.ok || typeof name !== "string") {
    return refused({
      ...(check.ok ? {} : check.problems),
      ...(typeof name === "string" ? {} : { name: name.problem }),
    });
  }
  const next = check.value;
  const changedFields: SchoolSettingsField[] = [];
  if ((workspace?.name ?? "") !== name) changedFields.push("name");
  for (const field of SETTING_FIELDS) if (before[field] !== next[field]) changedFields.push(field);
  await store.workspaces.upsert({
    teamId: actor.teamId,
    name: name === "" ? null : name,
    timeZone: next.timeZone,
    settings: {
      ...(workspace?.settings ?? {}),
      // An admin saved the zone: UTC is then the school's choice, no longer a default to ask about.
      [TIME_ZONE_CHOSEN]: true,
      seatMax: next.seatMax,
      reminderMinutes: next.reminderMinutes,
      recentClassDays: next.recentClassDays,
      personalDataDays: next.personalDataDays,
    },
  });
  await store.audit.recordAdminChange(actor.teamId, {
    actor: actor.userId,
    operation: "settings.save",
    summary: {
      timeZone: next.timeZone,
      seatMax: next.seatMax,
      reminderMinutes: next.reminderMinutes,
      recentClassDays: next.recentClassDays,
      personalDataDays: next.personalDataDays,
      name: name === "" ? null : name,
      changedFields,
    },
  });
  return {
    ok: true,
    settings: next,
    name: name === "" ? null : name,
    changedFields,
    reminderMinutesChanged: before.reminderMinutes !== next.reminderMinutes,
  };
}

/** What re-scheduling needs of the reminders (`src/delivery/reminders.ts`). */
export interface ReminderScheduler {
  scheduleReminders(teamId: string, classId: number): Promise<unknown>;
}

/**
 * After the reminder time changed: moves the reminders of the school's upcoming classes to the new
 * time. `scheduleReminders` compares each stored reminder's time with the one the setting now gives,
 * so it cancels and re-schedules exactly the stale ones; what does not fit Slack's limits now is left
 * for the periodic sweep, which does the same. Returns how many classes were looked at.
 */
export async function rescheduleReminders(
  deps: Pick<ClassesDeps, "store">,
  reminders: ReminderScheduler,
  teamId: string,
): Promise<number> {
  const upcoming = await deps.store.classes.listUpcoming(teamId, { limit: 1000 });
  for (const c of upcoming) await reminders.scheduleReminders(teamId, c.classId);
  return upcoming.length;
}

export { DEFAULT_SCHOOL_SETTINGS };
