/** Labels page: the school's class labels (partner label id + name), each with Edit / Remove. */
import type { ModalView } from "@slack/types";
import { ActionId, CallbackId } from "../../ids.js";
import { LIMITS } from "../limits.js";
import { plainText, plural, truncate, userText } from "../text.js";
import { type ListPageSpec, listPageView } from "./list-page.js";
import type { Notice } from "./modal.js";

export interface LabelSummary {
  readonly labelId: number;
  readonly name: string;
}

export interface LabelsPageInput {
  readonly labels: readonly LabelSummary[];
  readonly offset?: number;
  readonly notice?: Notice | null;
}

const LABELS: ListPageSpec<LabelSummary> = {
  page: "labels",
  callbackId: CallbackId.adminLabels,
  title: "Labels",
  noun: "labels",
  itemPrefix: "label",
  intro: (total) =>
    total === 0
      ? "No labels yet. The class service cannot list its labels, so add each one here with its label id from the vendor's console."
      : `${plural(total, "label")} teachers can put on classes.`,
  toolbar: [
    {
      type: "button",
      action_id: ActionId.labelAdd,
      text: plainText("Add label", LIMITS.buttonText),
      style: "primary",
    },
  ],
  actionIds: {
    edit: ActionId.labelEdit,
    remove: ActionId.labelRemove,
    prev: ActionId.labelsPrev,
    next: ActionId.labelsNext,
  },
  removeTitle: "Remove this label?",
  item: (label) => {
    const id = String(label.labelId);
    return {
      details: `*${userText(label.name, 200)}* · label ${id}`,
      value: id,
      removeWarning: `${truncate(label.name, 120)} (label ${id}) will no longer be offered to teachers. Classes that have it keep it.`,
    };
  },
};

export function labelsPageView(input: LabelsPageInput): ModalView {
  return listPageView(LABELS, {
    items: input.labels,
    ...(input.offset === undefined ? {} : { offset: input.offset }),
    notice: input.notice ?? null,
  });
}
