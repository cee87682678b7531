import type { KnownBlock } from "@slack/types";
import { mrkdwn } from "./text.js";

/** An ephemeral or DM message: `text` is the notification/screen-reader fallback for `blocks`. */
export interface MessageContent {
  readonly text: string;
  readonly blocks: KnownBlock[];
}

/**
 * A message of one section whose text is also the fallback. mrkdwn unless `plain` (text that holds
 * what people typed and is not escaped, such as a refusal naming a course).
 */
export function sectionMessage(
  text: string,
  options: { readonly blockId?: string; readonly plain?: boolean } = {},
): MessageContent {
  const shown = options.plain
    ? { type: "plain_text" as const, text: text === "" ? " " : text }
    : mrkdwn(text);
  const block: KnownBlock = {
    type: "section",
    ...(options.blockId ? { block_id: options.blockId } : {}),
    text: shown,
  };
  return { text, blocks: [block] };
}
