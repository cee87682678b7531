/**
 * The labels modal of one class: a multi-select of the school's labels pre-set with the class's,
 * "Remove all labels" (modals cannot ask before a submit, so emptying needs this tick), and
 * "Apply to" when later classes of the series exist. Then a report per class.
 */
import type { KnownBlock, ModalView, PlainTextOption } from "@slack/types";
import { type ClassLabelsOutcome, explainLabelErrno } from "../../../classes/labels.js";
import { CallbackId, ClassInputId } from "../../ids.js";
import { failureText } from "../failure-text.js";
import { LIMITS } from "../limits.js";
import { isPartnerFailure, notDoneLine } from "../not-done.js";
import { mrkdwn, plainText, plural, slackDate, userText } from "../text.js";
import { type ClassHeading, type ClassModalFace, classModalFrame, classReportView } from "./frame.js";

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
  const shown = input.labels.slice(0, LIMITS.options);
  const selected = new Set(input.selected);
  const initial = shown.filter((l) => selected.has(l.labelId)).map(option);
  const blocks: KnownBlock[] = [
    {
      type: "input",
      block_id: ClassInputId.labelsPick,
      label: plainText("Labels", LIMITS.inputLabel),
      optional: true,
      hint: plainText("Leave empty and tick “Remove all labels” to take every label off.", LIMITS.inputHint),
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
      label: plainText("Remove all labels", LIMITS.inputLabel),
      optional: true,
      element: {
        type: "checkboxes",
        action_id: ClassInputId.labelsRemoveAll,
        options: [{ text: plainText("Yes, remove every label", LIMITS.optionText), value: REMOVE_ALL }],
      },
    },
  ];
  if (input.labels.length > shown.length) {
    blocks.push({
      type: "context",
      block_id: "labels_cut",
      elements: [mrkdwn(`Showing the first ${shown.length} of ${input.labels.length} labels.`)],
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
}

/**
 * "labels set: Homework, Exam" ("all labels removed" when none were chosen), or why not — then no
 * label is said to be set, and the reason names the labels asked for.
 */
export function labelsOutcomeText(c: ClassLabelsOutcome, labelNames: readonly string[]): string {
  if (c.ok) return labelNames.length === 0 ? "all labels removed" : `labels set: ${labelNames.join(", ")}`;
  if (isPartnerFailure(c.why))
    return `no labels changed: ${failureText(c.why, "sentence", (errno) => explainLabelErrno(errno, labelNames))}`;
  if (c.why.reason === "over" || c.why.reason === "in-session") return `skipped: the ${notDoneLine(c.why)}`;
  return notDoneLine(c.why);
}

/** The heading tells only what holds for every class; each class's line says the rest. */
function labelsSummary(input: ClassLabelsReportInput): string {
  const set = input.classes.filter((c) => c.ok).length;
  const what =
    input.labelNames.length === 0
      ? "All labels removed"
      : `Labels ${input.labelNames.map((n) => userText(n, 80)).join(", ")} set`;
  if (set === 0) return "No labels were changed.";
  if (set === input.classes.length)
    return input.classes.length === 1 ? `${what}.` : `${what} on every class.`;
  return `${what} on ${set} of ${plural(input.classes.length, "class", "classes")}.`;
}

export function classLabelsReportView(face: ClassModalFace, input: ClassLabelsReportInput): ModalView {
  return classReportView({
    title: face.title,
    callbackId: CallbackId.classLabelsReport,
    heading: input.heading,
    summary: labelsSummary(input),
    lines: input.classes.map(
      (c) =>
        `${c.ok ? "✅" : "⚠️"} ${userText(c.className, 80)} (${slackDate(c.beginTime)}): ${userText(labelsOutcomeText(c, input.labelNames), 400)}`,
    ),
  });
}
