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
} from "../../../../classes/admin/connection.js";
import type { T } from "../../../../i18n/index.js";
import { LIMITS } from "../../../lib/blocks/limits.js";
import { mrkdwn, plainText, slackDate, userText } from "../../../lib/blocks/text.js";
import { ActionId, CallbackId, InputId } from "../../../lib/ids.js";
import { adminModal, type Notice, noticeBlocks, toolbar } from "../modal.js";
import { connectionFailureText } from "../problems.js";

export interface ConnectionFormInput {
  readonly baseUrl: string;
  readonly liveBaseUrl?: string | null;
  readonly sid: string;
  readonly hasSecret: boolean;
  readonly lastTest?: ConnectionTestOutcome | null;
  readonly notice?: Notice | null;
  /** The admin's language. */
  readonly t: T;
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

function testResultBlock(result: ConnectionTestOutcome | null | undefined, t: T): ContextBlock {
  let text: string;
  if (!result) text = t("admin.connection.untested");
  else if (result.ok) text = t("admin.connection.works", { when: slackDate(result.at) });
  else
    text = t("admin.connection.failed", {
      reason: userText(connectionFailureText(result.failure, t), 2500),
      when: slackDate(result.at),
    });
  return { type: "context", block_id: "connection_test_result", elements: [mrkdwn(text)] };
}

export function connectionFormView(input: ConnectionFormInput): ModalView {
  const t = input.t;
  const blocks: KnownBlock[] = [
    ...noticeBlocks(input.notice),
    textInput(InputId.connectionBaseUrl, t("admin.connection.baseUrl.label"), {
      initial: input.baseUrl,
      placeholder: "https://school.example.com",
      hint: t("admin.connection.baseUrl.hint"),
      maxLength: URL_MAX_LENGTH,
    }),
    textInput(InputId.connectionLiveBaseUrl, t("admin.connection.liveBaseUrl.label"), {
      initial: input.liveBaseUrl,
      optional: true,
      hint: t("admin.connection.liveBaseUrl.hint"),
      maxLength: URL_MAX_LENGTH,
    }),
    textInput(InputId.connectionSid, t("admin.connection.sid.label"), {
      initial: input.sid,
      placeholder: "12345",
      hint: t("admin.connection.sid.hint"),
      maxLength: SID_MAX_LENGTH,
    }),
    textInput(InputId.connectionSecret, t("admin.connection.secret.label"), {
      optional: input.hasSecret,
      placeholder: t(input.hasSecret ? "admin.connection.secret.stored" : "admin.connection.secret.paste"),
      hint: t(input.hasSecret ? "admin.connection.secret.hintStored" : "admin.connection.secret.hintNew"),
      maxLength: SECRET_MAX_LENGTH,
    }),
    {
      type: "input",
      block_id: InputId.connectionSaveAnyway,
      label: plainText(t("admin.connection.saveAnyway.label"), LIMITS.inputLabel),
      optional: true,
      hint: plainText(t("admin.connection.saveAnyway.hint"), LIMITS.inputHint),
      element: {
        type: "checkboxes",
        action_id: InputId.connectionSaveAnyway,
        options: [
          { text: plainText(t("admin.connection.saveAnyway.option"), LIMITS.optionText), value: "yes" },
        ],
        // Ticking asks first: a refused connection stops every class operation of the school.
        confirm: {
          title: plainText(t("admin.connection.saveAnyway.confirmTitle"), LIMITS.confirmTitle),
          text: plainText(t("admin.connection.saveAnyway.confirmText"), LIMITS.confirmText),
          confirm: plainText(t("admin.connection.saveAnyway.confirm"), LIMITS.confirmButton),
          deny: plainText(t("admin.connection.saveAnyway.deny"), LIMITS.confirmButton),
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
          text: plainText(t("admin.connection.test"), LIMITS.buttonText),
        },
      ],
    },
    testResultBlock(input.lastTest, t),
    toolbar("connection_nav", [], "home", t),
  ];
  return adminModal({
    callbackId: CallbackId.adminConnection,
    title: t("admin.connection.title"),
    metadata: { page: "connection" },
    blocks,
    submit: t("admin.save"),
    t,
  });
}
