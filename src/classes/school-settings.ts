/**
 * The school's own settings, kept on the workspace row (time zone column, settings JSON). One reader
 * so every feature gets the same defaults and a malformed stored value never reaches a rule.
 */
import type { Store, Workspace } from "../store/index.js";

export interface SchoolSettings {
  /** IANA zone used when a person's Slack profile has none. */
  readonly timeZone: string;
  /** The most students on stage the school allows (the service's ceiling is 12). */
  readonly seatMax: number;
  /** How long before a class its students are reminded. */
  readonly reminderMinutes: number;
  /**
   * How many days after it ended a class stays reachable (Home's "Recent classes", the rate picker)
   * and can still be rated; older classes are refused with this reason.
   */
  readonly recentClassDays: number;
  /**
   * How many days after a class its personal data (ratings with comments, link opens) is kept; the
   * daily purge removes it after that (docs/privacy.md).
   */
  readonly personalDataDays: number;
}

export const DEFAULT_SCHOOL_SETTINGS: SchoolSettings = {
  timeZone: "UTC",
  seatMax: 12,
  reminderMinutes: 15,
  recentClassDays: 14,
  personalDataDays: 365,
};

/** The shortest and longest a school may keep personal data after a class. */
export const PERSONAL_DATA_DAYS_MIN = 30;
export const PERSONAL_DATA_DAYS_MAX = 3650;

/** The longest window a school may keep classes rateable. */
export const RECENT_CLASS_DAYS_MAX = 365;

/** The service never allows more than this many students on stage. */
export const SEAT_CEILING = 12;

/**
 * Answers per zone string, because building an Intl.DateTimeFormat to ask costs ~0.1 ms and runs
 * several times per request (settings, profile zone, form checks). Bounded: the strings come from
 * Slack profiles and typed answers, so a flood of odd ones must not grow it without end.
 */
const zoneAnswers = new Map<string, boolean>();
const ZONE_ANSWERS_LIMIT = 1000;

export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== "string" || zone === "") return false;
  const known = zoneAnswers.get(zone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    valid = true;
  } catch {
    valid = false;
  }
  if (zoneAnswers.size >= ZONE_ANSWERS_LIMIT) zoneAnswers.clear();
  zoneAnswers.set(zone, valid);
  return valid;
}

function wholeIn(value: unknown, min: number, max: number): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max ? value : null;
}

export function schoolSettings(
  workspace: Pick<Workspace, "timeZone" | "settings"> | undefined,
): SchoolSettings {
  if (!workspace) return DEFAULT_SCHOOL_SETTINGS;
  const s = workspace.settings ?? {};
  return {
    timeZone: isTimeZone(workspace.timeZone) ? workspace.timeZone : DEFAULT_SCHOOL_SETTINGS.timeZone,
    seatMax: wholeIn(s.seatMax, 1, SEAT_CEILING) ?? DEFAULT_SCHOOL_SETTINGS.seatMax,
    reminderMinutes: wholeIn(s.reminderMinutes, 1, 24 * 60) ?? DEFAULT_SCHOOL_SETTINGS.reminderMinutes,
    recentClassDays:
      wholeIn(s.recentClassDays, 1, RECENT_CLASS_DAYS_MAX) ?? DEFAULT_SCHOOL_SETTINGS.recentClassDays,
    personalDataDays:
      wholeIn(s.personalDataDays, PERSONAL_DATA_DAYS_MIN, PERSONAL_DATA_DAYS_MAX) ??
      DEFAULT_SCHOOL_SETTINGS.personalDataDays,
  };
}

/** Settings key: true once an admin saved the school's zone (even UTC). */
export const TIME_ZONE_CHOSEN = "timeZoneChosen";

/** True while nobody chose the school's zone: the admin home asks for it. */
export function timeZoneIsDefault(workspace: Pick<Workspace, "timeZone" | "settings"> | undefined): boolean {
  const settings = schoolSettings(workspace);
  return (
    settings.timeZone === DEFAULT_SCHOOL_SETTINGS.timeZone && workspace?.settings?.[TIME_ZONE_CHOSEN] !== true
  );
}

/** The school's settings as they apply now (defaults filled in), and its name as Slack gave it. */
export async function schoolOf(
  store: Pick<Store, "workspaces">,
  teamId: string,
): Promise<{ readonly settings: SchoolSettings; readonly name: string | null }> {
  const workspace = await store.workspaces.get(teamId);
  return { settings: schoolSettings(workspace), name: workspace?.name ?? null };
}

/** The school's time zone: what a person without a Slack time zone sees times in. */
export async function schoolTimeZone(store: Pick<Store, "workspaces">, teamId: string): Promise<string> {
  return schoolSettings(await store.workspaces.get(teamId)).timeZone;
}
