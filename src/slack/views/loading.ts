/** The "loading" and "coming soon" sections that modals and replies share. */
import type { KnownBlock } from "@slack/types";
import type { MessageContent } from "./message.js";
import { mrkdwn } from "./text.js";

/** What a modal opened with the trigger shows until its slow content arrives. */
export function loadingBlocks(text: string): KnownBlock[] {
  return [{ type: "section", block_id: "loading", text: mrkdwn(text) }];
}

/** A feature the next releases bring; role-checked like the real one. */
export function comingSoonMessage(text: string): MessageContent {
  return { text, blocks: [{ type: "section", block_id: "coming_soon", text: mrkdwn(text) }] };
}
