import type { KnownBlock } from "@slack/types";
import { dropInvisible, escapeMrkdwn, mrkdwn } from "./text.js";

/** An ephemeral or DM message: `text` is the notification/screen-reader fallback for `blocks`. */
export interface MessageContent {
  readonly text: string;
  readonly blocks: KnownBlock[];
}

/**
 * A message of one section whose text is also the fallback. mrkdwn unless `plain` (text that holds
 * what people typed and is not escaped, such as a refusal naming a course): then the block is plain
 * text and the fallback, which Slack reads as mrkdwn, is escaped.
 */
export function sectionMessage(
  text: string,
  options: { readonly blockId?: string; readonly plain?: boolean } = {},
): MessageContent {
  const plain = options.plain ? dropInvisible(text) : "";
  const shown = options.plain
    ? { type: "plain_text" as const, text: plain === "" ? " " : plain }
    : mrkdwn(text);
  const block: KnownBlock = {
    type: "section",
    ...(options.blockId ? { block_id: options.blockId } : {}),
    text: shown,
  };
  return { text: options.plain ? escapeMrkdwn(plain) : text, blocks: [block] };
}
