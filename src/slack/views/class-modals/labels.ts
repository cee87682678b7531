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
import { mrkdwn, plainText, slackDate, userText } from "../text.js";
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

/** "labels set" ("all labels removed" when none were chosen), or why not. */
export function labelsOutcomeText(c: ClassLabelsOutcome, removedAll: boolean): string {
  if (c.ok) return removedAll ? "all labels removed" : "labels set";
  if (isPartnerFailure(c.why)) return failureText(c.why, "sentence", explainLabelErrno);
  if (c.why.reason === "over" || c.why.reason === "in-session") return `skipped: the ${notDoneLine(c.why)}`;
  return notDoneLine(c.why);
}

export function classLabelsReportView(face: ClassModalFace, input: ClassLabelsReportInput): ModalView {
  const chosen =
    input.labelNames.length === 0
      ? "No labels."
      : `Labels: ${input.labelNames.map((n) => userText(n, 80)).join(", ")}`;
  return classReportView({
    title: face.title,
    callbackId: CallbackId.classLabelsReport,
    heading: input.heading,
    summary: chosen,
    lines: input.classes.map(
      (c) =>
        `${c.ok ? "✅" : "⚠️"} ${userText(c.className, 80)} (${slackDate(c.beginTime)}): ${userText(labelsOutcomeText(c, input.labelNames.length === 0), 400)}`,
    ),
  });
}
