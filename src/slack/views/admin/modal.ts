/** The frame every admin page shares: title, close/submit buttons, metadata, back button, notice. */
import type { ActionsBlock, Button, ContextBlock, KnownBlock, ModalView } from "@slack/types";
import { adminNavigateActionId, type CallbackId } from "../../ids.js";
import { LIMITS } from "../limits.js";
import { mrkdwn, plainText, userText } from "../text.js";
import { type AdminMetadata, type AdminPage, encodeAdminMetadata } from "./metadata.js";

export interface AdminModalParts {
  readonly callbackId: CallbackId;
  readonly title: string;
  readonly metadata: AdminMetadata;
  readonly blocks: readonly KnownBlock[];
  /** Label of the submit button; pages without inputs have none. */
  readonly submit?: string;
}

export function adminModal(parts: AdminModalParts): ModalView {
  const view: ModalView = {
    type: "modal",
    callback_id: parts.callbackId,
    title: plainText(parts.title, LIMITS.viewTitle),
    close: plainText("Close", LIMITS.viewClose),
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
): ActionsBlock {
  const elements: Button[] = [...buttons];
  if (back !== null) elements.push(navigateButton(back === "home" ? "← Admin home" : "← Back", back));
  return { type: "actions", block_id: blockId, elements };
}

/** The outcome of the previous step, shown at the top of the next page; a string means success. */
export type Notice = string | { readonly ok: boolean; readonly text: string };

export function noticeBlocks(notice: Notice | null | undefined): ContextBlock[] {
  if (!notice) return [];
  const { ok, text } = typeof notice === "string" ? { ok: true, text: notice } : notice;
  if (text.trim() === "") return [];
  return [
    { type: "context", block_id: "notice", elements: [mrkdwn(`${ok ? "✅" : "⚠️"} ${userText(text, 2900)}`)] },
  ];
}
