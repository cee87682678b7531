/** Labels page: the school's class labels (partner label id + name), each with Edit / Remove. */
import type { ModalView } from "@slack/types";
import type { T } from "../../../../i18n/index.js";
import { LIMITS } from "../../../lib/blocks/limits.js";
import { plainText, truncate, userText } from "../../../lib/blocks/text.js";
import { ActionId, CallbackId } from "../../../lib/ids.js";
import { type ListPageSpec, listPageView } from "../list-page.js";
import type { Notice } from "../modal.js";

export interface LabelSummary {
  readonly labelId: number;
  readonly name: string;
}

export interface LabelsPageInput {
  readonly labels: readonly LabelSummary[];
  readonly offset?: number;
  readonly notice?: Notice | null;
  /** The admin's language. */
  readonly t: T;
}

const labelsSpec = (t: T): ListPageSpec<LabelSummary> => ({
  page: "labels",
  callbackId: CallbackId.adminLabels,
  title: t("adminDirectory.labels.title"),
  noun: "labels",
  itemPrefix: "label",
  intro: (total) =>
    total === 0 ? t("adminDirectory.labels.empty") : t("adminDirectory.labels.intro", { count: total }),
  toolbar: [
    {
      type: "button",
      action_id: ActionId.labelAdd,
      text: plainText(t("adminDirectory.labels.add"), LIMITS.buttonText),
      style: "primary",
    },
  ],
  actionIds: {
    edit: ActionId.labelEdit,
    remove: ActionId.labelRemove,
    prev: ActionId.labelsPrev,
    next: ActionId.labelsNext,
  },
  removeTitle: t("adminDirectory.labels.removeTitle"),
  item: (label) => {
    const id = String(label.labelId);
    return {
      details: t("adminDirectory.labels.details", { name: userText(label.name, 200), id }),
      value: id,
      removeWarning: t("adminDirectory.labels.removeWarning", { name: truncate(label.name, 120), id }),
    };
  },
});

export function labelsPageView(input: LabelsPageInput): ModalView {
  const t = input.t;
  return listPageView(labelsSpec(t), {
    items: input.labels,
    ...(input.offset === undefined ? {} : { offset: input.offset }),
    notice: input.notice ?? null,
    t,
  });
}
