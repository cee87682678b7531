/**
 * When a class's settings (seats, recording, live, replay, time) can no longer change: the class
 * service refuses them from 20 minutes before the start (errno 252, docs/partner-rules.md), in session
 * and after the end. Known when a form opens, so the form says so at once and offers only what is
 * still possible: the later classes of a series stay changeable.
 */
import { SETTINGS_FROZEN_BEFORE_START_SECONDS } from "../partner/index.js";
import type { ClassRecord, Store } from "../store/index.js";

/** Minutes before its start from which the class service refuses changes to a class's settings. */
export const SETTINGS_FROZEN_MINUTES = SETTINGS_FROZEN_BEFORE_START_SECONDS / 60;

/** Why a class's settings cannot change now: over, in session, or within the freeze before its start. */
export type SettingsLocked = "over" | "in-session" | "frozen";

export function settingsLockedReason(
  cls: Pick<ClassRecord, "beginTime" | "endTime">,
  now: number,
): SettingsLocked | null {
  if (now >= cls.endTime) return "over";
  if (now >= cls.beginTime) return "in-session";
  if (now >= cls.beginTime - SETTINGS_FROZEN_BEFORE_START_SECONDS) return "frozen";
  return null;
}

/** A class whose settings can no longer change, and why. */
export interface LockedClass {
  readonly cls: ClassRecord;
  readonly reason: SettingsLocked;
}

/**
 * The class a settings form changes (the class itself while it can change, else the next class of its
 * series that can) and the class that can no longer change, if any; `cls` null: nothing left to change.
 */
export type SettingsTarget =
  | { readonly cls: ClassRecord; readonly locked: LockedClass | null }
  | { readonly cls: null; readonly locked: LockedClass };

/**
 * For a class that can no longer change, the form opens on the next class of its series that can
 * (its "apply to" then reads "this and all later"), naming the frozen one; a single class, or the last
 * of its series, has nothing left to change.
 */
export async function settingsTarget(
  store: Pick<Store, "classes">,
  cls: ClassRecord,
  now: number,
): Promise<SettingsTarget> {
  const reason = settingsLockedReason(cls, now);
  if (reason === null) return { cls, locked: null };
  const locked: LockedClass = { cls, reason };
  if (cls.seriesId === null) return { cls: null, locked };
  const later = (await store.classes.listSeries(cls.teamId, cls.seriesId, cls.beginTime))
    .filter((c) => c.classId !== cls.classId && !c.deleted && c.cancelledAt === null)
    .filter((c) => settingsLockedReason(c, now) === null)
    .sort((a, b) => a.beginTime - b.beginTime);
  const next = later[0];
  return next === undefined ? { cls: null, locked } : { cls: next, locked };
}
