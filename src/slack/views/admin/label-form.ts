/**
 * Add a label or rename one. A label the school has used (removed from the list, or on its classes) is
 * picked by name; only a label the app has never seen needs its ID from the vendor's console, since
 * the class service cannot list its labels.
 */
import type { KnownBlock, ModalView, PlainTextOption } from "@slack/types";
import { type KnownLabel, LABEL_NAME_MAX_LENGTH } from "../../../classes/admin/labels.js";
import { CallbackId, InputId } from "../../ids.js";
import { LIMITS } from "../limits.js";
import { plainText } from "../text.js";
import type { LabelSummary } from "./labels.js";
import { adminModal, type Notice, noticeBlocks, partnerIdBlock, toolbar } from "./modal.js";

export interface LabelFormInput {
  /** The label being renamed; absent to add one. */
  readonly label?: LabelSummary | null;
  /** Labels the school has used that are not in its list, offered by name when adding. */
  readonly known?: readonly KnownLabel[];
  readonly notice?: Notice | null;
}

/** "Homework", or "The label on Algebra, Geometry" for one only classes carry. */
export function knownLabelText(label: KnownLabel): string {
  if (label.name !== null) return label.name;
  return label.classNames.length > 0
    ? `The label on ${label.classNames.join(", ")}`
    : "A label of the class service";
}

function knownLabelBlock(known: readonly KnownLabel[]): KnownBlock {
  const options: PlainTextOption[] = known.slice(0, LIMITS.options).map((label) => ({
    text: plainText(knownLabelText(label), LIMITS.optionText),
    value: String(label.labelId),
  }));
  return {
    type: "input",
    block_id: InputId.labelKnown,
    label: plainText("A label this school has used", LIMITS.inputLabel),
    optional: true,
    hint: plainText(
      "Labels removed from the list, or on classes, that teachers cannot pick now.",
      LIMITS.inputHint,
    ),
    element: { type: "static_select", action_id: InputId.labelKnown, options },
  };
}

export function labelFormView(input: LabelFormInput): ModalView {
  const label = input.label ?? null;
  const known = label ? [] : (input.known ?? []);
  const picking = known.length > 0;
  const idBlock = partnerIdBlock({
    noun: "label",
    id: label ? label.labelId : null,
    inputId: InputId.labelId,
    fixedBlockId: "label_id_fixed",
    hint: picking
      ? "Only for a label not in the list above: its ID (a whole number) from the vendor's console."
      : "The class service's label ID (a whole number), from the vendor's console.",
  });
  const blocks: KnownBlock[] = [
    ...noticeBlocks(input.notice),
    ...(picking ? [knownLabelBlock(known), optionalIdBlock(idBlock)] : [idBlock]),
    {
      type: "input",
      block_id: InputId.labelName,
      label: plainText("Name", LIMITS.inputLabel),
      ...(picking && { optional: true }),
      hint: plainText(
        picking
          ? "What teachers see when they pick labels. Leave it empty to keep the name of the label picked above."
          : "What teachers see when they pick labels.",
        LIMITS.inputHint,
      ),
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

/** The ID input beside the list of used labels: a label from the list needs none. */
function optionalIdBlock(block: KnownBlock): KnownBlock {
  return block.type === "input"
    ? { ...block, optional: true, label: plainText("Or a new label's ID", LIMITS.inputLabel) }
    : block;
}
