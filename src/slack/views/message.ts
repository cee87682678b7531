import type { KnownBlock } from "@slack/types";

/** An ephemeral or DM message: `text` is the notification/screen-reader fallback for `blocks`. */
export interface MessageContent {
  readonly text: string;
  readonly blocks: KnownBlock[];
}
