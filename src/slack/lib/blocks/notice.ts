/** A small modal that only tells something (a refusal, an error) and can be closed. */
import type { ModalView } from "@slack/types";
import { CallbackId } from "../ids.js";
import { LIMITS } from "./limits.js";
import type { MessageContent } from "./message.js";
import { plainText } from "./text.js";

export function noticeModalView(input: {
  readonly title: string;
  readonly message: MessageContent;
}): ModalView {
  return {
    type: "modal",
    callback_id: CallbackId.notice,
    title: plainText(input.title, LIMITS.viewTitle),
    close: plainText("Close", LIMITS.viewClose),
    blocks: input.message.blocks.slice(0, LIMITS.viewBlocks),
  };
}
