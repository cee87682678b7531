/** The "loading" section that modals opened with the trigger share. */
import type { KnownBlock } from "@slack/types";
import { mrkdwn } from "./text.js";

/** What a modal opened with the trigger shows until its slow content arrives. */
export function loadingBlocks(text: string): KnownBlock[] {
  return [{ type: "section", block_id: "loading", text: mrkdwn(text) }];
}
