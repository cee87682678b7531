/**
 * Setting a class's labels from the school's label list (admins keep it: the partner API cannot list
 * labels). One batched addClassLabels call covers the class, or the class and the later classes of
 * its series; each class is reported by itself and stored as soon as the partner confirms it.
 */
import { type EntryOf, Errno, outcomeUnknown, PartnerError } from "../partner/index.js";
import type { ClassRecord, Label } from "../store/index.js";
import { type Actor, type ClassRefusal, classAccess } from "./actor.js";
import {
  type ChangeScope,
  type ClassOutcome,
  changeScope,
  classOutcome,
  notChangeableReason,
} from "./apply-to.js";
import { markClassDeleted } from "./class-deleted.js";
import type { ClassesDeps } from "./deps.js";
import { isClassGone } from "./partner-batch.js";
import { inCourse, type NotDone, partnerFailureOf, refusal } from "./partner-failure.js";

type AddClassLabelsEntry = EntryOf<"addClassLabels">;

/** About 10 labels per class, code 357 past it (docs/partner-rules.md). */
export const MAX_LABELS_PER_CLASS = 10;

/** The label refusals of the class service a teacher can act on (the view words them). */
export const LABEL_ERRNOS = {
  tooMany: Errno.tooManyLabels,
  missing: Errno.labelsMissing,
  notSchool: Errno.labelsNotSchool,
} as const;

export type ApplyTo = "class" | "series";

export interface LabelsChoice {
  readonly classId: number;
  /** Empty removes every label (the caller confirmed it). */
  readonly labelIds: readonly number[];
  readonly applyTo: ApplyTo;
}

/** Labels set (or all removed, when none were chosen), or why not. */
export type ClassLabelsOutcome = ClassOutcome;

/** Why nothing was sent: facts the view words in the reader's language. */
export type LabelsRefusal =
  | { readonly kind: "access"; readonly refusal: ClassRefusal }
  | { readonly kind: "unknown"; readonly labelIds: readonly number[] }
  | { readonly kind: "too-many" }
  | { readonly kind: "not-connected" };

export type SetLabelsResult =
  | {
      readonly ok: true;
      readonly labels: readonly Label[];
      readonly classes: readonly ClassLabelsOutcome[];
      /** The scope the labels were asked for (the result says it in words). */
      readonly scope?: ChangeScope;
      /** What the changed classes gained and lost, by name (the result says it; the staff are told). */
      readonly change?: LabelsChange;
    }
  | {
      readonly ok: false;
      readonly field: "labels" | "class";
      readonly refused: LabelsRefusal;
    };

/**
 * The labels a change added (a chosen label some changed class lacked) and removed (a label some
 * changed class had that was not chosen), by name; `now`: what every changed class has now.
 */
export interface LabelsChange {
  readonly added: readonly string[];
  readonly removed: readonly string[];
  readonly now: readonly string[];
}

export function labelsChange(
  before: readonly (readonly number[])[],
  chosen: readonly Label[],
  known: ReadonlyMap<number, Label>,
): LabelsChange {
  const ids = new Set(chosen.map((l) => l.labelId));
  const added = chosen.filter((l) => before.some((had) => !had.includes(l.labelId))).map((l) => l.name);
  const lost = new Set(before.flat().filter((id) => !ids.has(id)));
  const removed = [...lost].flatMap((id) => known.get(id)?.name ?? []);
  return { added, removed, now: chosen.map((l) => l.name) };
}

export interface ClassLabelsForm {
  readonly classRecord: ClassRecord;
  /** The school's labels, by name. */
  readonly labels: readonly Label[];
  /** Later classes of the same series (not counting this one). */
  readonly laterInSeries: number;
}

/** What the labels modal shows for a class the caller may change. */
export async function classLabelsForm(
  deps: Pick<ClassesDeps, "store">,
  classRecord: ClassRecord,
): Promise<ClassLabelsForm> {
  const [labels, series] = await Promise.all([
    deps.store.labels.list(classRecord.teamId),
    classRecord.seriesId === null
      ? Promise.resolve([])
      : deps.store.classes.listSeries(classRecord.teamId, classRecord.seriesId, classRecord.beginTime),
  ]);
  return {
    classRecord,
    labels,
    laterInSeries: series.filter((c) => c.classId !== classRecord.classId).length,
  };
}

/** A rule of the labels form, on its field: "labels" (the menu) or "removeAll" (the tick). */
export interface LabelsFieldProblem {
  readonly field: "labels" | "removeAll";
  readonly kind: "pick-one" | "untick" | "just-removed" | "too-many";
}

/**
 * The labels form's rules, checked before anything is sent: a choice or the "remove all" tick (not
 * both), only labels the school has (`known`, read fresh), at most MAX_LABELS_PER_CLASS.
 */
export function labelsFieldProblem(
  labelIds: readonly number[],
  removeAll: boolean,
  known: ReadonlySet<number>,
): LabelsFieldProblem | null {
  if (labelIds.length === 0 && !removeAll) return { field: "labels", kind: "pick-one" };
  if (labelIds.length > 0 && removeAll) return { field: "removeAll", kind: "untick" };
  if (labelIds.some((id) => !known.has(id))) return { field: "labels", kind: "just-removed" };
  if (labelIds.length > MAX_LABELS_PER_CLASS) return { field: "labels", kind: "too-many" };
  return null;
}

export async function setClassLabels(
  deps: ClassesDeps,
  actor: Actor,
  choice: LabelsChoice,
): Promise<SetLabelsResult> {
  const access = await classAccess(deps.store, actor, "labels", choice.classId);
  if (!access.ok) {
    return { ok: false, field: "class", refused: { kind: "access", refusal: access.refusal } };
  }
  const { cls: classRecord } = access;
  const known = new Map((await deps.store.labels.list(actor.teamId)).map((l) => [l.labelId, l]));
  const labelIds = [...new Set(choice.labelIds)];
  const unknown = labelIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    return { ok: false, field: "labels", refused: { kind: "unknown", labelIds: unknown } };
  }
  if (labelIds.length > MAX_LABELS_PER_CLASS) {
    return { ok: false, field: "labels", refused: { kind: "too-many" } };
  }
  const now = deps.clock();
  const later =
    choice.applyTo === "series" && classRecord.seriesId !== null
      ? (
          await deps.store.classes.listSeries(actor.teamId, classRecord.seriesId, classRecord.beginTime)
        ).filter((c) => c.classId !== classRecord.classId && c.courseId === classRecord.courseId)
      : [];
  const outcomes = new Map<number, ClassLabelsOutcome>();
  const report = (c: ClassRecord, why: NotDone | null) => outcomes.set(c.classId, classOutcome(c, why));
  const targets: ClassRecord[] = [classRecord];
  for (const c of later) {
    const reason = notChangeableReason(c, now);
    if (reason) report(c, { reason });
    else targets.push(c);
  }
  const labels = labelIds.map((id) => known.get(id) as Label);

  const client = await deps.partners.forWorkspace(actor.teamId);
  if (!client) return { ok: false, field: "class", refused: { kind: "not-connected" } };
  const confirmed = async (entries: readonly AddClassLabelsEntry[]) => {
    for (const entry of entries) {
      const target = targets[entry.index];
      if (!target) continue;
      if (entry.ok) {
        await deps.store.classes.setLabels(actor.teamId, target.classId, labelIds);
        report(target, null);
      } else if (isClassGone(entry.errno)) {
        await markClassDeleted(deps.store, actor.teamId, target.classId, actor.userId, entry.errno);
        report(target, { reason: "deleted" });
      } else {
        report(target, inCourse(refusal("addClassLabels", entry), access.course?.name));
      }
    }
  };
  try {
    const result = await deps.partners.asActor(actor.userId, () =>
      client.addClassLabels({
        courseId: classRecord.courseId,
        classList: targets.map((c) => ({
          classId: c.classId,
          classLabelId: labelIds,
          customColumn: String(c.classId),
        })),
      }),
    );
    await confirmed(result.entries);
  } catch (err) {
    // An overall failure may still carry entries the partner applied: keep those.
    if (err instanceof PartnerError) await confirmed(err.entries as readonly AddClassLabelsEntry[]);
    if (isClassGone(err) && targets.length === 1 && !outcomes.has(classRecord.classId)) {
      await markClassDeleted(deps.store, actor.teamId, classRecord.classId, actor.userId, err);
      report(classRecord, { reason: "deleted" });
    }
    // The service may have applied the lost answer's call: not a failure (the job asks again).
    const failed: NotDone | null = outcomeUnknown(err) ? { reason: "unconfirmed" } : partnerFailureOf(err);
    if (!failed) throw err;
    const failure = inCourse(failed, access.course?.name);
    for (const c of targets) if (!outcomes.has(c.classId)) report(c, failure);
  }
  const ordered = [classRecord, ...later].flatMap((c) => {
    const o = outcomes.get(c.classId);
    return o ? [o] : [];
  });
  const scope = await changeScope(deps.store, classRecord, choice.applyTo, now);
  const changed = new Set(ordered.filter((o) => o.ok).map((o) => o.classId));
  const before = targets.filter((c) => changed.has(c.classId)).map((c) => c.labelIds);
  return { ok: true, labels, classes: ordered, scope, change: labelsChange(before, labels, known) };
}
