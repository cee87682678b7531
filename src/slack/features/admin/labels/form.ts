/**
 * Add a label or rename one. A label the school has used (removed from the list, or on its classes) is
 * picked by name; only a label the app has never seen needs its ID from the vendor's console, since
 * the class service cannot list its labels.
 */
import type { KnownBlock, ModalView, PlainTextOption } from "@slack/types";
import { type KnownLabel, LABEL_NAME_MAX_LENGTH } from "../../../../classes/admin/labels.js";
import type { T } from "../../../../i18n/index.js";
import { LIMITS } from "../../../lib/blocks/limits.js";
import { plainText } from "../../../lib/blocks/text.js";
import { CallbackId, InputId } from "../../../lib/ids.js";
import { adminModal, type Notice, noticeBlocks, partnerIdBlock, toolbar } from "../modal.js";
import type { LabelSummary } from "./view.js";

export interface LabelFormInput {
  /** The label being renamed; absent to add one. */
  readonly label?: LabelSummary | null;
  /** Labels the school has used that are not in its list, offered by name when adding. */
  readonly known?: readonly KnownLabel[];
  readonly notice?: Notice | null;
  /** The admin's language. */
  readonly t: T;
}

/** "Homework", or "The label on Algebra, Geometry" for one only classes carry. */
export function knownLabelText(label: KnownLabel, t: T): string {
  if (label.name !== null) return label.name;
  return label.classNames.length > 0
    ? t("adminDirectory.labelForm.onClasses", { classes: label.classNames.join(", ") })
    : t("adminDirectory.labelForm.ofService");
}

function knownLabelBlock(known: readonly KnownLabel[], t: T): KnownBlock {
  const options: PlainTextOption[] = known.slice(0, LIMITS.options).map((label) => ({
    text: plainText(knownLabelText(label, t), LIMITS.optionText),
    value: String(label.labelId),
  }));
  return {
    type: "input",
    block_id: InputId.labelKnown,
    label: plainText(t("adminDirectory.labelForm.known.label"), LIMITS.inputLabel),
    optional: true,
    hint: plainText(t("adminDirectory.labelForm.known.hint"), LIMITS.inputHint),
    element: { type: "static_select", action_id: InputId.labelKnown, options },
  };
}

export function labelFormView(input: LabelFormInput): ModalView {
  const t = input.t;
  const label = input.label ?? null;
  const known = label ? [] : (input.known ?? []);
  const picking = known.length > 0;
  const idBlock = partnerIdBlock({
    noun: "label",
    id: label ? label.labelId : null,
    inputId: InputId.labelId,
    fixedBlockId: "label_id_fixed",
    hint: t(picking ? "adminDirectory.labelForm.idHintPicking" : "adminDirectory.labelForm.idHint"),
    t,
  });
  const blocks: KnownBlock[] = [
    ...noticeBlocks(input.notice),
    ...(picking ? [knownLabelBlock(known, t), optionalIdBlock(idBlock, t)] : [idBlock]),
    {
      type: "input",
      block_id: InputId.labelName,
      label: plainText(t("adminDirectory.labelForm.name"), LIMITS.inputLabel),
      ...(picking && { optional: true }),
      hint: plainText(
        t(picking ? "adminDirectory.labelForm.nameHintPicking" : "adminDirectory.labelForm.nameHint"),
        LIMITS.inputHint,
      ),
      element: {
        type: "plain_text_input",
        action_id: InputId.labelName,
        max_length: LABEL_NAME_MAX_LENGTH,
        ...(label ? { initial_value: label.name.slice(0, LABEL_NAME_MAX_LENGTH) } : {}),
      },
    },
    toolbar("label_form_nav", [], "labels", t),
  ];
  return adminModal({
    callbackId: CallbackId.adminLabelForm,
    title: t(label ? "adminDirectory.labelForm.rename" : "adminDirectory.labelForm.add"),
    metadata: { page: "label_form", labelId: label ? label.labelId : null },
    blocks,
    submit: t("admin.save"),
    t,
  });
}

/** The ID input beside the list of used labels: a label from the list needs none. */
function optionalIdBlock(block: KnownBlock, t: T): KnownBlock {
  return block.type === "input"
    ? { ...block, optional: true, label: plainText(t("adminDirectory.labelForm.newId"), LIMITS.inputLabel) }
    : block;
}
