/** Labels page: the school's class labels (partner label id + name), each with Edit / Remove. */
import type { ActionsBlock, KnownBlock, ModalView, SectionBlock } from "@slack/types";
import { ActionId, CallbackId } from "../../ids.js";
import { LIMITS } from "../limits.js";
import { mrkdwn, plainText, plural, truncate, userText } from "../text.js";
import { adminModal, type Notice, noticeBlocks, toolbar } from "./modal.js";
import { pageOf, pagingBlocks } from "./paging.js";

export interface LabelSummary {
  readonly labelId: number;
  readonly name: string;
}

export interface LabelsPageInput {
  readonly labels: readonly LabelSummary[];
  readonly offset?: number;
  readonly notice?: Notice | null;
}

function labelBlocks(label: LabelSummary, index: number): [SectionBlock, ActionsBlock] {
  const id = String(label.labelId);
  return [
    {
      type: "section",
      block_id: `label_${index}`,
      text: mrkdwn(`*${userText(label.name, 200)}* · label ${id}`),
    },
    {
      type: "actions",
      block_id: `label_${index}_actions`,
      elements: [
        {
          type: "button",
          action_id: ActionId.labelEdit,
          text: plainText("Edit", LIMITS.buttonText),
          value: id,
        },
        {
          type: "button",
          action_id: ActionId.labelRemove,
          text: plainText("Remove", LIMITS.buttonText),
          style: "danger",
          value: id,
          confirm: {
            title: plainText("Remove this label?", LIMITS.confirmTitle),
            text: plainText(
              `${truncate(label.name, 120)} (label ${id}) will no longer be offered to teachers. Classes that have it keep it.`,
              LIMITS.confirmText,
            ),
            confirm: plainText("Remove", LIMITS.confirmButton),
            deny: plainText("Keep", LIMITS.confirmButton),
            style: "danger",
          },
        },
      ],
    },
  ];
}

export function labelsPageView(input: LabelsPageInput): ModalView {
  const page = pageOf(input.labels, input.offset);
  const intro =
    page.total === 0
      ? "No labels yet. The class service cannot list its labels, so add each one here with its label id from the vendor's console."
      : `${plural(page.total, "label")} teachers can put on classes.`;
  const blocks: KnownBlock[] = [
    ...noticeBlocks(input.notice),
    { type: "section", block_id: "labels_intro", text: mrkdwn(intro) },
    toolbar("labels_toolbar", [
      {
        type: "button",
        action_id: ActionId.labelAdd,
        text: plainText("Add label", LIMITS.buttonText),
        style: "primary",
      },
    ]),
    ...page.items.flatMap((label, i) => labelBlocks(label, page.offset + i)),
    ...pagingBlocks(page, "labels", { prev: ActionId.labelsPrev, next: ActionId.labelsNext }, "labels"),
  ];
  return adminModal({
    callbackId: CallbackId.adminLabels,
    title: "Labels",
    metadata: { page: "labels", offset: page.offset },
    blocks,
  });
}
