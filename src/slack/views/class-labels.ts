/**
 * The labels modal of one class: a multi-select of the school's labels pre-set with the class's,
 * "Remove all labels" (modals cannot ask before a submit, so emptying needs this tick), and
 * "Apply to" when later classes of the series exist. Then a report per class.
 */
import type { KnownBlock, ModalView, PlainTextOption } from "@slack/types";
import type { ClassLabelsOutcome } from "../../classes/labels.js";
import { CallbackId, InputId } from "../ids.js";
import { type ClassHeading, classHeading, encodeClassModalMetadata } from "./class-modal.js";
import { LIMITS } from "./limits.js";
import { mrkdwn, packLines, plainText, plural, slackDate, userText } from "./text.js";

export interface ClassLabelsViewInput {
  readonly classId: number;
  readonly heading: ClassHeading;
  readonly labels: ReadonlyArray<{ readonly labelId: number; readonly name: string }>;
  readonly selected: readonly number[];
  readonly laterInSeries: number;
}

export const APPLY_TO_CLASS = "class";
export const APPLY_TO_SERIES = "series";
export const REMOVE_ALL = "remove_all";

function option(label: { labelId: number; name: string }): PlainTextOption {
  return { text: plainText(label.name, LIMITS.optionText), value: String(label.labelId) };
}

export function classLabelsView(input: ClassLabelsViewInput): ModalView {
  const shown = input.labels.slice(0, LIMITS.options);
  const selected = new Set(input.selected);
  const initial = shown.filter((l) => selected.has(l.labelId)).map(option);
  const blocks: KnownBlock[] = [
    { type: "section", block_id: "class_heading", text: mrkdwn(classHeading(input.heading)) },
    {
      type: "input",
      block_id: InputId.classLabelsPick,
      label: plainText("Labels", LIMITS.inputLabel),
      optional: true,
      hint: plainText("Leave empty and tick “Remove all labels” to take every label off.", LIMITS.inputHint),
      element: {
        type: "multi_static_select",
        action_id: InputId.classLabelsPick,
        options: shown.map(option),
        ...(initial.length > 0 ? { initial_options: initial } : {}),
      },
    },
    {
      type: "input",
      block_id: InputId.classLabelsRemoveAll,
      label: plainText("Remove all labels", LIMITS.inputLabel),
      optional: true,
      element: {
        type: "checkboxes",
        action_id: InputId.classLabelsRemoveAll,
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
  if (input.laterInSeries > 0) {
    const classOption = { text: plainText("This class", LIMITS.optionText), value: APPLY_TO_CLASS };
    blocks.push({
      type: "input",
      block_id: InputId.classApplyTo,
      label: plainText("Apply to", LIMITS.inputLabel),
      element: {
        type: "radio_buttons",
        action_id: InputId.classApplyTo,
        initial_option: classOption,
        options: [
          classOption,
          {
            text: plainText(
              `This and the ${plural(input.laterInSeries, "later class", "later classes")} of the series`,
              LIMITS.optionText,
            ),
            value: APPLY_TO_SERIES,
          },
        ],
      },
    });
  }
  return {
    type: "modal",
    callback_id: CallbackId.classLabels,
    title: plainText("Class labels", LIMITS.viewTitle),
    submit: plainText("Save", LIMITS.viewSubmit),
    close: plainText("Cancel", LIMITS.viewClose),
    private_metadata: encodeClassModalMetadata({ classId: input.classId }),
    blocks,
  };
}

export interface ClassLabelsReportInput {
  readonly heading: ClassHeading;
  readonly labelNames: readonly string[];
  readonly classes: readonly ClassLabelsOutcome[];
}

export function classLabelsReportView(input: ClassLabelsReportInput): ModalView {
  const chosen =
    input.labelNames.length === 0
      ? "No labels."
      : `Labels: ${input.labelNames.map((n) => userText(n, 80)).join(", ")}`;
  const lines = input.classes.map(
    (c) =>
      `${c.ok ? "✅" : "⚠️"} ${userText(c.className, 80)} (${slackDate(c.beginTime)}): ${userText(c.text, 400)}`,
  );
  const blocks: KnownBlock[] = [
    { type: "section", block_id: "class_heading", text: mrkdwn(`${classHeading(input.heading)}\n${chosen}`) },
    ...packLines(lines, LIMITS.sectionText)
      .slice(0, LIMITS.viewBlocks - 1)
      .map((text, i): KnownBlock => ({ type: "section", block_id: `report_${i}`, text: mrkdwn(text) })),
  ];
  return {
    type: "modal",
    callback_id: CallbackId.classLabelsReport,
    title: plainText("Class labels", LIMITS.viewTitle),
    close: plainText("Done", LIMITS.viewClose),
    blocks,
  };
}
