/** Add a label (partner label id + name) or rename one. */
import type { KnownBlock, ModalView } from "@slack/types";
import { LABEL_NAME_MAX_LENGTH } from "../../../classes/admin/labels.js";
import { CallbackId, InputId } from "../../ids.js";
import { LIMITS } from "../limits.js";
import { plainText } from "../text.js";
import type { LabelSummary } from "./labels.js";
import { adminModal, type Notice, noticeBlocks, partnerIdBlock, toolbar } from "./modal.js";

export interface LabelFormInput {
  /** The label being renamed; absent to add one. */
  readonly label?: LabelSummary | null;
  readonly notice?: Notice | null;
}

export function labelFormView(input: LabelFormInput): ModalView {
  const label = input.label ?? null;
  const idBlock = partnerIdBlock({
    noun: "label",
    id: label ? label.labelId : null,
    inputId: InputId.labelId,
    fixedBlockId: "label_id_fixed",
    hint: "The class service's label ID (a whole number), from the vendor's console.",
  });
  const blocks: KnownBlock[] = [
    ...noticeBlocks(input.notice),
    idBlock,
    {
      type: "input",
      block_id: InputId.labelName,
      label: plainText("Name", LIMITS.inputLabel),
      hint: plainText("What teachers see when they pick labels.", LIMITS.inputHint),
      element: {
        type: "plain_text_input",
        action_id: InputId.labelName,
        max_length: LABEL_NAME_MAX_LENGTH,
        ...(label ? { initial_value: label.name.slice(0, LABEL_NAME_MAX_LENGTH) } : {}),
      },
    },
    toolbar("label_form_nav", [], "labels"),
  ];
  return adminModal({
    callbackId: CallbackId.adminLabelForm,
    title: label ? "Rename label" : "Add label",
    metadata: { page: "label_form", labelId: label ? label.labelId : null },
    blocks,
    submit: "Save",
  });
}
