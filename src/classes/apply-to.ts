/**
 * "Apply to: this class / this and all later classes of the series". Classes that are over or in
 * session are skipped with the reason; the rest go ahead.
 */
import type { ClassRecord, Store } from "../store/index.js";

export type ApplyTo = "class" | "series";

export interface SkippedClass {
  readonly cls: ClassRecord;
  readonly reason: string;
}

export interface ApplyTargets {
  readonly targets: ClassRecord[];
  readonly skipped: SkippedClass[];
}

/** How the change went for one class it was applied to. */
export interface ClassOutcome {
  readonly classId: number;
  readonly className: string;
  readonly beginTime: number;
  readonly ok: boolean;
  /** "saved", or why not, in plain words ("class is over"). */
  readonly outcome: string;
}

export function classOutcome(cls: ClassRecord, ok: boolean, outcome: string): ClassOutcome {
  return { classId: cls.classId, className: cls.name, beginTime: cls.beginTime, ok, outcome };
}

/** Why a class cannot be changed now, or null. */
export function notChangeableReason(cls: ClassRecord, now: number): string | null {
  if (now >= cls.endTime) return "class is over";
  if (now >= cls.beginTime) return "class is in session";
  return null;
}

export async function applyTargets(
  store: Store,
  cls: ClassRecord,
  applyTo: ApplyTo,
  now: number,
): Promise<ApplyTargets> {
  const all =
    applyTo === "series" && cls.seriesId !== null
      ? await store.classes.listSeries(cls.teamId, cls.seriesId, cls.beginTime)
      : [cls];
  const list = all.some((c) => c.classId === cls.classId) ? all : [cls, ...all];
  const targets: ClassRecord[] = [];
  const skipped: SkippedClass[] = [];
  for (const c of list) {
    const reason = notChangeableReason(c, now);
    if (reason === null) targets.push(c);
    else skipped.push({ cls: c, reason });
  }
  return { targets, skipped };
}
