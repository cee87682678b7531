/**
 * "Apply to: this class / this and all later classes of the series". Classes that are over or in
 * session are skipped with the reason; the rest go ahead.
 */

import type { ClassRecord, Store } from "../store/index.js";
import type { ClassRefusal } from "./actor.js";
import type { NotDone } from "./partner-failure.js";

export type ApplyTo = "class" | "series";

/** Why a class cannot be changed now. */
export type NotChangeable = "over" | "in-session";

export interface SkippedClass {
  readonly cls: ClassRecord;
  readonly reason: NotChangeable;
}

export interface ApplyTargets {
  readonly targets: ClassRecord[];
  readonly skipped: SkippedClass[];
}

/** How the change went for one class it was applied to: done, or why not. */
export type ClassOutcome = {
  readonly classId: number;
  readonly className: string;
  readonly beginTime: number;
} & ({ readonly ok: true } | { readonly ok: false; readonly why: NotDone });

/** A change to a class, or to it and the later classes of its series. */
export interface ClassChangeRequest {
  readonly classId: number;
  readonly applyTo: ApplyTo;
}

/** The class may not be changed by this person: the facts the view words. */
export interface AccessRefused {
  readonly field: "access";
  readonly refusal: ClassRefusal;
}

/**
 * A change refused before anything was sent (`Refused`: the field and the facts of the rule, which
 * the view words), or how it went per class (with what else the change reports).
 */
export type ClassChangeResult<Refused extends { readonly field: string }, Done extends object> =
  | ({ readonly ok: false } & Refused)
  | ({
      readonly ok: true;
      readonly classes: ClassOutcome[];
      /** The scope the change was asked for (every result says it in words). */
      readonly scope?: ChangeScope;
    } & Done);

/** Some class may have been changed without the service saying so: ask again before reporting. */
export function anyUnconfirmed(classes: readonly ClassOutcome[]): boolean {
  return classes.some((c) => !c.ok && c.why.reason === "unconfirmed");
}

/** `why` null: the change was made. */
export function classOutcome(cls: ClassRecord, why: NotDone | null): ClassOutcome {
  const base = { classId: cls.classId, className: cls.name, beginTime: cls.beginTime };
  return why === null ? { ...base, ok: true } : { ...base, ok: false, why };
}

export function notChangeableReason(cls: ClassRecord, now: number): NotChangeable | null {
  if (now >= cls.endTime) return "over";
  if (now >= cls.beginTime) return "in-session";
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

/** How a series change reads: the classes it changes (this and later, not yet over), and those over. */
export async function seriesScope(
  store: Store,
  cls: ClassRecord,
  now: number,
): Promise<{ readonly changing: number; readonly over: number }> {
  const { targets } = await applyTargets(store, cls, "series", now);
  const all = cls.seriesId === null ? [cls] : await store.classes.listSeries(cls.teamId, cls.seriesId);
  return { changing: targets.length, over: all.filter((c) => c.endTime <= now).length };
}

/**
 * The scope of a change as the person chose it, the facts of the sentence every result repeats
 * (issue 30 §1): a class alone, one class of a series ("Tue 1 Dec only (1 of 11 classes of Algebra)"),
 * or the remaining classes of a series from that class on.
 */
export interface ChangeScope {
  /** "class": the class alone (of a series or not); "series": it and the later classes not over. */
  readonly applyTo: ApplyTo;
  /** The class the change was opened on. */
  readonly name: string;
  readonly beginTime: number;
  /** Classes of the series from this one on that are not over; null for a class not in a series. */
  readonly remaining: number | null;
}

/** The scope facts of a change opened on `cls` with `applyTo`, counted as the modal counts them. */
export async function changeScope(
  store: Store,
  cls: ClassRecord,
  applyTo: ApplyTo,
  now: number,
): Promise<ChangeScope> {
  const base = { name: cls.name, beginTime: cls.beginTime };
  if (cls.seriesId === null) return { ...base, applyTo: "class", remaining: null };
  const { changing } = await seriesScope(store, cls, now);
  return { ...base, applyTo, remaining: Math.max(changing, 1) };
}
