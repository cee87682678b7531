/** The frame every admin page shares: title, close/submit buttons, metadata, back button, notice. */

import type { ActionsBlock, Button, ContextBlock, InputBlock, KnownBlock, ModalView } from "@slack/types";
import type { T } from "../../../i18n/index.js";
import { LIMITS, SECTION_TEXT_ROOM } from "../../lib/blocks/limits.js";
import { mrkdwn, plainText, userText } from "../../lib/blocks/text.js";
import { adminNavigateActionId, type CallbackId } from "../../lib/ids.js";
import { type AdminMetadata, type AdminPage, encodeAdminMetadata } from "./metadata.js";

export interface AdminModalParts {
  readonly callbackId: CallbackId;
  readonly title: string;
  readonly metadata: AdminMetadata;
  readonly blocks: readonly KnownBlock[];
  /** Label of the submit button; pages without inputs have none. */
  readonly submit?: string;
  /** The reader's language (the Close button). */
  readonly t: T;
}

export function adminModal(parts: AdminModalParts): ModalView {
  const t = parts.t;
  const view: ModalView = {
    type: "modal",
    callback_id: parts.callbackId,
    title: plainText(parts.title, LIMITS.viewTitle),
    close: plainText(t("admin.close"), LIMITS.viewClose),
    private_metadata: encodeAdminMetadata(parts.metadata),
    blocks: parts.blocks.slice(0, LIMITS.viewBlocks),
  };
  if (parts.submit !== undefined) view.submit = plainText(parts.submit, LIMITS.viewSubmit);
  return view;
}

export function navigateButton(label: string, page: AdminPage, style?: "primary"): Button {
  const button: Button = {
    type: "button",
    action_id: adminNavigateActionId(page),
    text: plainText(label, LIMITS.buttonText),
    value: page,
  };
  if (style) button.style = style;
  return button;
}

/** A toolbar: the page's own buttons followed by the way back. */
export function toolbar(
  blockId: string,
  buttons: readonly Button[],
  back: AdminPage | null = "home",
  t: T,
): ActionsBlock {
  const elements: Button[] = [...buttons];
  if (back !== null)
    elements.push(navigateButton(t(back === "home" ? "admin.backHome" : "admin.back"), back));
  return { type: "actions", block_id: blockId, elements };
}

/** The outcome of the previous step, shown at the top of the next page; a string means success. */
export type Notice = string | { readonly ok: boolean; readonly text: string };

export function noticeBlocks(notice: Notice | null | undefined): ContextBlock[] {
  if (!notice) return [];
  const { ok, text } = typeof notice === "string" ? { ok: true, text: notice } : notice;
  if (text.trim() === "") return [];
  return [
    {
      type: "context",
      block_id: "notice",
      elements: [mrkdwn(`${ok ? "✅" : "⚠️"} ${userText(text, SECTION_TEXT_ROOM)}`)],
    },
  ];
}

export interface PartnerIdParts {
  /** What the id names. */
  readonly noun: "course" | "label";
  /** The saved record's id; null while it is being added. */
  readonly id: number | null;
  /** The input (block and action) that asks for a new id. */
  readonly inputId: string;
  /** The block that shows a saved id. */
  readonly fixedBlockId: string;
  readonly hint: string;
  readonly t: T;
}

/**
 * The partner's id of a course or label on its form: asked for (a whole number from 1) while the
 * record is new, then only shown, since the partner knows the record by it: another id is another one.
 */
export function partnerIdBlock(parts: PartnerIdParts): KnownBlock {
  const t = parts.t;
  if (parts.id !== null) {
    return {
      type: "section",
      block_id: parts.fixedBlockId,
      text: mrkdwn(t(`admin.partnerId.${parts.noun}.saved`, { id: parts.id })),
    };
  }
  return {
    type: "input",
    block_id: parts.inputId,
    label: plainText(t(`admin.partnerId.${parts.noun}.label`), LIMITS.inputLabel),
    hint: plainText(parts.hint, LIMITS.inputHint),
    element: {
      type: "number_input",
      action_id: parts.inputId,
      is_decimal_allowed: false,
      min_value: "1",
    },
  } satisfies InputBlock;
}
