/**
 * Setting a class's labels from the school's label list (admins keep it: the partner API cannot list
 * labels). One batched addClassLabels call covers the class, or the class and the later classes of
 * its series; each class is reported by itself and stored as soon as the partner confirms it.
 */
import { type EntryOf, Errno, outcomeText, PartnerError } from "../partner/index.js";
import type { ClassRecord, Label } from "../store/index.js";
import { type Actor, classAccess } from "./actor.js";
import { CLASS_DELETED_TEXT, isClassDeleted, markClassDeleted } from "./class-deleted.js";
import type { ClassesDeps } from "./deps.js";
import { NOT_CONNECTED_TEXT, partnerFailureText } from "./partner-failure.js";

type AddClassLabelsEntry = EntryOf<"addClassLabels">;

/** About 10 labels per class, code 357 past it (docs/partner-rules.md). */
export const MAX_LABELS_PER_CLASS = 10;

export const TOO_MANY_LABELS_TEXT = `A class can hold at most ${MAX_LABELS_PER_CLASS} labels; pick fewer.`;

export type ApplyTo = "class" | "series";

export interface LabelsChoice {
  readonly classId: number;
  /** Empty removes every label (the caller confirmed it). */
  readonly labelIds: readonly number[];
  readonly applyTo: ApplyTo;
}

export interface ClassLabelsOutcome {
  readonly classId: number;
  readonly className: string;
  readonly beginTime: number;
  readonly ok: boolean;
  /** "labels set", "all labels removed", or why not, in plain words. */
  readonly text: string;
}

export type SetLabelsResult =
  | { readonly ok: true; readonly labels: readonly Label[]; readonly classes: readonly ClassLabelsOutcome[] }
  | { readonly ok: false; readonly field: "labels" | "class"; readonly message: string };

/** The label refusals as a teacher can act on them (they name this app's admin page). */
const LABEL_ADVICE: Readonly<Partial<Record<number, string>>> = {
  [Errno.tooManyLabels]: "the class already has as many labels as the class service allows; pick fewer",
  [Errno.labelsMissing]:
    "some of these labels no longer exist at the class service; an admin should remove them from the Labels list in /class admin",
  [Errno.labelsNotSchool]:
    "some of these labels belong to another school; an admin should check their ids in the Labels list in /class admin",
};

export function explainLabelErrno(errno: number): string | undefined {
  return LABEL_ADVICE[errno];
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
  readonly message: string;
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
  if (labelIds.length === 0 && !removeAll) {
    return {
      field: "labels",
      message:
        "Pick at least one label. To take every label off, tick “Remove all labels” below and save again.",
    };
  }
  if (labelIds.length > 0 && removeAll) {
    return { field: "removeAll", message: "Untick this to keep the labels you picked, or clear the labels." };
  }
  if (labelIds.some((id) => !known.has(id))) {
    return { field: "labels", message: "Some of these labels were just removed by an admin; pick again." };
  }
  if (labelIds.length > MAX_LABELS_PER_CLASS) return { field: "labels", message: TOO_MANY_LABELS_TEXT };
  return null;
}

export async function setClassLabels(
  deps: ClassesDeps,
  actor: Actor,
  choice: LabelsChoice,
): Promise<SetLabelsResult> {
  const access = await classAccess(deps.store, actor, "labels", choice.classId);
  if (!access.ok) return { ok: false, field: "class", message: access.reason };
  const { cls: classRecord } = access;
  const known = new Map((await deps.store.labels.list(actor.teamId)).map((l) => [l.labelId, l]));
  const labelIds = [...new Set(choice.labelIds)];
  const unknown = labelIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    return {
      ok: false,
      field: "labels",
      message: `Label ${unknown.join(", ")} is not in the school's label list any more; pick again.`,
    };
  }
  if (labelIds.length > MAX_LABELS_PER_CLASS) {
    return { ok: false, field: "labels", message: TOO_MANY_LABELS_TEXT };
  }
  const now = deps.clock();
  const later =
    choice.applyTo === "series" && classRecord.seriesId !== null
      ? (
          await deps.store.classes.listSeries(actor.teamId, classRecord.seriesId, classRecord.beginTime)
        ).filter((c) => c.classId !== classRecord.classId && c.courseId === classRecord.courseId)
      : [];
  const outcomes = new Map<number, ClassLabelsOutcome>();
  const report = (c: ClassRecord, ok: boolean, text: string) =>
    outcomes.set(c.classId, { classId: c.classId, className: c.name, beginTime: c.beginTime, ok, text });
  const targets: ClassRecord[] = [classRecord];
  for (const c of later) {
    if (c.endTime <= now) report(c, false, "skipped: the class is over");
    else if (c.beginTime <= now) report(c, false, "skipped: the class is in session");
    else targets.push(c);
  }
  const labels = labelIds.map((id) => known.get(id) as Label);
  const done = labelIds.length === 0 ? "all labels removed" : "labels set";

  const client = await deps.partners.forWorkspace(actor.teamId);
  if (!client) return { ok: false, field: "class", message: NOT_CONNECTED_TEXT };
  const confirmed = async (entries: readonly AddClassLabelsEntry[]) => {
    for (const entry of entries) {
      const target = targets[entry.index];
      if (!target) continue;
      if (entry.ok) {
        await deps.store.classes.setLabels(actor.teamId, target.classId, labelIds);
        report(target, true, done);
      } else if (isClassDeleted(entry.errno)) {
        await markClassDeleted(deps.store, actor.teamId, target.classId);
        report(target, false, CLASS_DELETED_TEXT);
      } else {
        report(
          target,
          false,
          explainLabelErrno(entry.errno) ?? outcomeText("addClassLabels", entry.errno, entry.userMessage),
        );
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
    if (isClassDeleted(err) && targets.length === 1 && !outcomes.has(classRecord.classId)) {
      await markClassDeleted(deps.store, actor.teamId, classRecord.classId);
      report(classRecord, false, CLASS_DELETED_TEXT);
    }
    const text = partnerFailureText(err, "sentence", explainLabelErrno);
    for (const c of targets) if (!outcomes.has(c.classId)) report(c, false, text);
  }
  const ordered = [classRecord, ...later].flatMap((c) => {
    const o = outcomes.get(c.classId);
    return o ? [o] : [];
  });
  return { ok: true, labels, classes: ordered };
}
