/**
 * The labels modal of one class: a multi-select of the school's labels pre-set with the class's,
 * "Remove all labels" (modals cannot ask before a submit, so emptying needs this tick), and
 * "Apply to" when later classes of the series exist. Then a report per class.
 */
import type { KnownBlock, ModalView, PlainTextOption } from "@slack/types";
import {
  type ClassLabelsOutcome,
  LABEL_ERRNOS,
  type LabelsChange,
  type LabelsFieldProblem,
  type LabelsRefusal,
  MAX_LABELS_PER_CLASS,
} from "../../../classes/labels.js";
import type { T } from "../../../i18n/index.js";
import { LIMITS } from "../../lib/blocks/limits.js";
import { escapeMrkdwn, mrkdwn, plainText, slackDate, userText } from "../../lib/blocks/text.js";
import {
  type ClassHeading,
  type ClassModalFace,
  classModalFrame,
  classReportView,
} from "../../lib/class-modals/frame.js";
import { type ScopeSaid, scopeOf } from "../../lib/class-modals/report.js";
import { CallbackId, ClassInputId } from "../../lib/ids.js";
import { failureText } from "../../lib/words/failure-text.js";
import { isPartnerFailure, notDoneLine } from "../../lib/words/not-done.js";
import { classRefusalText } from "../../lib/words/refusal.js";

export interface ClassLabelsViewInput {
  readonly classId: number;
  readonly heading: ClassHeading;
  readonly labels: ReadonlyArray<{ readonly labelId: number; readonly name: string }>;
  readonly selected: readonly number[];
  readonly laterInSeries: number;
}

export const REMOVE_ALL = "remove_all";

function option(label: { labelId: number; name: string }): PlainTextOption {
  return { text: plainText(label.name, LIMITS.optionText), value: String(label.labelId) };
}

export function classLabelsView(face: ClassModalFace, input: ClassLabelsViewInput): ModalView {
  const t = face.t;
  const shown = input.labels.slice(0, LIMITS.options);
  const selected = new Set(input.selected);
  const initial = shown.filter((l) => selected.has(l.labelId)).map(option);
  const blocks: KnownBlock[] = [
    {
      type: "input",
      block_id: ClassInputId.labelsPick,
      label: plainText(t("classLabels.label"), LIMITS.inputLabel),
      optional: true,
      hint: plainText(t("classLabels.hint"), LIMITS.inputHint),
      element: {
        type: "multi_static_select",
        action_id: ClassInputId.labelsPick,
        options: shown.map(option),
        ...(initial.length > 0 ? { initial_options: initial } : {}),
      },
    },
    {
      type: "input",
      block_id: ClassInputId.labelsRemoveAll,
      label: plainText(t("classLabels.removeAll"), LIMITS.inputLabel),
      optional: true,
      element: {
        type: "checkboxes",
        action_id: ClassInputId.labelsRemoveAll,
        options: [{ text: plainText(t("classLabels.removeAllYes"), LIMITS.optionText), value: REMOVE_ALL }],
      },
    },
  ];
  if (input.labels.length > shown.length) {
    blocks.push({
      type: "context",
      block_id: "labels_cut",
      elements: [mrkdwn(t("classLabels.cut", { shown: shown.length, count: input.labels.length }))],
    });
  }
  return classModalFrame(face, {
    cls: { ...input.heading, classId: input.classId },
    blocks,
    later: input.laterInSeries,
  });
}

export interface ClassLabelsReportInput {
  readonly heading: ClassHeading;
  readonly labelNames: readonly string[];
  readonly classes: readonly ClassLabelsOutcome[];
  /** The scope asked for, in the reader's zone: the summary says it as the modal did. */
  readonly scope?: ScopeSaid;
  /** Which labels were added and removed: "Labels on 12 classes of Algebra: Exam prep added". */
  readonly change?: LabelsChange;
}

/** "Bogus", "Homework, Exam or Bogus": the labels a refusal may be about. */
function whichLabels(names: readonly string[], t: T): string {
  if (names.length <= 1) return names[0] ?? t("classLabels.aLabel");
  return t("classLabels.either", {
    first: names.slice(0, -1).join(t("classLabels.separator")),
    last: names.at(-1) ?? "",
  });
}

/**
 * The label refusals as a teacher can act on them (they name this app's admin page). The service does
 * not say which label it refused: one chosen label is named as the one; several are named as the
 * candidates.
 */
function labelErrnoText(errno: number, labelNames: readonly string[], t: T): string | undefined {
  const one = labelNames.length === 1;
  const labels = whichLabels(labelNames, t);
  switch (errno) {
    case LABEL_ERRNOS.tooMany:
      return t("classLabels.errno.tooMany");
    case LABEL_ERRNOS.missing:
      return t(one ? "classLabels.errno.missingOne" : "classLabels.errno.missingMany", { labels });
    case LABEL_ERRNOS.notSchool:
      return t(one ? "classLabels.errno.notSchoolOne" : "classLabels.errno.notSchoolMany", { labels });
    default:
      return undefined;
  }
}

/**
 * "labels set: Homework, Exam" ("all labels removed" when none were chosen), or why not — then no
 * label is said to be set, and the reason names the labels asked for. Plain text (escaped by the report).
 */
export function labelsOutcomeText(c: ClassLabelsOutcome, labelNames: readonly string[], t: T): string {
  if (c.ok)
    return labelNames.length === 0
      ? t("classLabels.outcome.allRemoved")
      : t("classLabels.outcome.set", { names: labelNames.join(t("classLabels.separator")) });
  if (isPartnerFailure(c.why)) {
    const explain = (errno: number) => labelErrnoText(errno, labelNames, t);
    return t("classLabels.outcome.noneChanged", { why: failureText(c.why, "sentence", explain, t) });
  }
  if (c.why.reason === "over") return t("classLabels.outcome.skippedOver");
  if (c.why.reason === "in-session") return t("classLabels.outcome.skippedInSession");
  return notDoneLine(c.why, "class", t);
}

/** "Exam prep added, Homework removed" over the changed classes; "nothing changed (Homework)". */
function addedRemoved({ added, removed, now }: LabelsChange, t: T): string {
  const list = (names: readonly string[]) =>
    names.map((n) => userText(n, 80)).join(t("classLabels.separator"));
  const parts = [
    ...(added.length > 0 ? [t("classLabels.summary.added", { names: list(added) })] : []),
    ...(removed.length > 0 ? [t("classLabels.summary.removed", { names: list(removed) })] : []),
  ];
  if (parts.length > 0) return parts.join(t("classLabels.summary.join"));
  return now.length === 0
    ? t("classLabels.summary.unchangedNone")
    : t("classLabels.summary.unchanged", { names: list(now) });
}

/**
 * What changed, on the scope asked for: "Labels on Tue 1 Dec only (1 of 11 classes of Algebra): Exam
 * prep added"; without the scope's facts, only what holds for every class. Each class's line says the rest.
 */
function labelsSummary(input: ClassLabelsReportInput, t: T): string {
  const done = input.classes.filter((c) => c.ok);
  if (input.scope && input.change) {
    if (done.length === 0)
      return t("classLabels.summary.notChanged", {
        scope: userText(scopeOf(input.classes, t, input.scope), 300),
      });
    return t("classLabels.summary.changed", {
      scope: userText(scopeOf(done, t, input.scope), 300),
      what: addedRemoved(input.change, t),
    });
  }
  const set = done.length;
  const what =
    input.labelNames.length === 0
      ? t("classLabels.summary.allRemoved")
      : t("classLabels.summary.set", {
          names: input.labelNames.map((n) => userText(n, 80)).join(t("classLabels.separator")),
        });
  if (set === 0) return t("classLabels.summary.none");
  if (set === input.classes.length)
    return input.classes.length === 1
      ? t("classLabels.summary.one", { what })
      : t("classLabels.summary.every", { what });
  return t("classLabels.summary.some", { what, set, count: input.classes.length });
}

export function classLabelsReportView(face: ClassModalFace, input: ClassLabelsReportInput): ModalView {
  const t = face.t;
  return classReportView({
    title: face.title,
    callbackId: CallbackId.classLabelsReport,
    heading: input.heading,
    summary: labelsSummary(input, t),
    lines: input.classes.map(
      (c) =>
        `${c.ok ? "✅" : "⚠️"} ${t("classLabels.line", {
          name: userText(c.className, 80),
          when: slackDate(c.beginTime),
          outcome: userText(labelsOutcomeText(c, input.labelNames, t), 400),
        })}`,
    ),
    t,
  });
}

/** A rule of the form broken, for its field (plain text). */
export function labelsProblemText(problem: LabelsFieldProblem, t: T): string {
  switch (problem.kind) {
    case "pick-one":
      return t("classLabels.pickOne");
    case "untick":
      return t("classLabels.untick");
    case "just-removed":
      return t("classLabels.justRemoved");
    case "too-many":
      return t("classLabels.tooMany", { max: MAX_LABELS_PER_CLASS });
  }
}

/** Why the labels were not sent, as mrkdwn in the reader's words. */
export function labelsRefusalText(refused: LabelsRefusal, t: T): string {
  switch (refused.kind) {
    case "access":
      return classRefusalText(refused.refusal, t);
    case "unknown":
      return t("classLabels.unknown", {
        ids: escapeMrkdwn(refused.labelIds.join(t("classLabels.separator"))),
      });
    case "too-many":
      return t("classLabels.tooMany", { max: MAX_LABELS_PER_CLASS });
    case "not-connected":
      return t("reports.notDone.notConnected");
  }
}
