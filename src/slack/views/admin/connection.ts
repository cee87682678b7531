/**
 * School connection form. The SECRET is write-only: the input type below has no field that could
 * carry it, only `hasSecret`, so no code path can echo it into a view.
 */
import type { ContextBlock, InputBlock, KnownBlock, ModalView } from "@slack/types";
import {
  type ConnectionTestOutcome,
  SECRET_MAX_LENGTH,
  SID_MAX_LENGTH,
  URL_MAX_LENGTH,
} from "../../../classes/admin/connection.js";
import { ActionId, CallbackId, InputId } from "../../ids.js";
import { LIMITS } from "../limits.js";
import { mrkdwn, plainText, slackDate, userText } from "../text.js";
import { adminModal, type Notice, noticeBlocks, toolbar } from "./modal.js";

export interface ConnectionFormInput {
  readonly baseUrl: string;
  readonly liveBaseUrl?: string | null;
  readonly sid: string;
  readonly hasSecret: boolean;
  readonly lastTest?: ConnectionTestOutcome | null;
  readonly notice?: Notice | null;
}

// plain_text_input rather than url_text_input: Slack's URL input refuses addresses such as
// http://127.0.0.1:8080 that a local sandbox uses; our own validation checks http(s) instead.
function textInput(
  id: string,
  label: string,
  opts: {
    initial?: string | null;
    hint?: string;
    placeholder?: string;
    optional?: boolean;
    maxLength: number;
  },
): InputBlock {
  const element: InputBlock["element"] = {
    type: "plain_text_input",
    action_id: id,
    max_length: opts.maxLength,
    ...(opts.initial ? { initial_value: opts.initial.slice(0, opts.maxLength) } : {}),
    ...(opts.placeholder ? { placeholder: plainText(opts.placeholder, LIMITS.placeholder) } : {}),
  };
  return {
    type: "input",
    block_id: id,
    label: plainText(label, LIMITS.inputLabel),
    optional: opts.optional ?? false,
    element,
    ...(opts.hint ? { hint: plainText(opts.hint, LIMITS.inputHint) } : {}),
  };
}

function testResultBlock(result: ConnectionTestOutcome | null | undefined): ContextBlock {
  let text: string;
  if (!result) text = "Not tested yet. *Test connection* asks the partner for the school's cloud folder.";
  else if (result.ok) text = `✅ Connection works: the partner answered. Checked ${slackDate(result.at)}.`;
  else text = `⚠️ Connection failed: ${userText(result.reason, 2500)}. Checked ${slackDate(result.at)}.`;
  return { type: "context", block_id: "connection_test_result", elements: [mrkdwn(text)] };
}

export function connectionFormView(input: ConnectionFormInput): ModalView {
  const blocks: KnownBlock[] = [
    ...noticeBlocks(input.notice),
    textInput(InputId.connectionBaseUrl, "Base URL", {
      initial: input.baseUrl,
      placeholder: "https://partner.example.com",
      hint: "The partner API address, starting with https://",
      maxLength: URL_MAX_LENGTH,
    }),
    textInput(InputId.connectionLiveBaseUrl, "Live page base URL", {
      initial: input.liveBaseUrl,
      optional: true,
      hint: "Where students' live links point. Leave empty to use the base URL.",
      maxLength: URL_MAX_LENGTH,
    }),
    textInput(InputId.connectionSid, "School ID (SID)", {
      initial: input.sid,
      placeholder: "12345",
      hint: "Digits only, from the partner's school application.",
      maxLength: SID_MAX_LENGTH,
    }),
    textInput(InputId.connectionSecret, "School SECRET", {
      optional: input.hasSecret,
      placeholder: input.hasSecret ? "•••• stored" : "Paste the SECRET",
      hint: input.hasSecret
        ? "Leave empty to keep the current secret. It is never shown again."
        : "From the partner's API docking-key page. It is stored encrypted and never shown again.",
      maxLength: SECRET_MAX_LENGTH,
    }),
    {
      type: "input",
      block_id: InputId.connectionSaveAnyway,
      label: plainText("If the test fails", LIMITS.inputLabel),
      optional: true,
      hint: plainText(
        "Saving tests the connection first; a connection the partner refuses is not saved unless this is ticked.",
        LIMITS.inputHint,
      ),
      element: {
        type: "checkboxes",
        action_id: InputId.connectionSaveAnyway,
        options: [
          { text: plainText("Save anyway, even if the partner refuses it", LIMITS.optionText), value: "yes" },
        ],
        // Ticking asks first: a refused connection stops every class operation of the school.
        confirm: {
          title: plainText("Save a failing connection?", LIMITS.confirmTitle),
          text: plainText(
            "Teachers will be blocked: while the partner refuses the connection, no class can be scheduled or changed and students get no links.",
            LIMITS.confirmText,
          ),
          confirm: plainText("Save anyway", LIMITS.confirmButton),
          deny: plainText("Go back", LIMITS.confirmButton),
          style: "danger",
        },
      },
    },
    {
      type: "actions",
      block_id: "connection_test",
      elements: [
        {
          type: "button",
          action_id: ActionId.connectionTest,
          text: plainText("Test connection", LIMITS.buttonText),
        },
      ],
    },
    testResultBlock(input.lastTest),
    toolbar("connection_nav", []),
  ];
  return adminModal({
    callbackId: CallbackId.adminConnection,
    title: "School connection",
    metadata: { page: "connection" },
    blocks,
    submit: "Save",
  });
}
