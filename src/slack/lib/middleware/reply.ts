/**
 * Telling the person who acted something only they see, through whatever the payload offers:
 * the response URL of a slash command or message button (ephemeral), a notice modal for a
 * shortcut (it has a fresh trigger and no channel), an ephemeral in the channel of a message
 * action, else a DM from the app.
 */
import type { RespondFn } from "@slack/bolt";
import type { WebClient } from "@slack/web-api";
import type { MessageContent } from "../blocks/message.js";
import { noticeModalView } from "../blocks/notice.js";
import { channelIdOf, requestKind, responseUrlOf, triggerIdOf, userIdOf } from "./request.js";

export interface ReplyTarget {
  readonly body: unknown;
  readonly client: WebClient;
  readonly respond?: RespondFn | undefined;
}

export async function replyPrivately(
  target: ReplyTarget,
  message: MessageContent,
  options: { readonly modalTitle?: string } = {},
): Promise<void> {
  const { body, client } = target;
  const userId = userIdOf(body);
  const kind = requestKind(body);
  if (target.respond && responseUrlOf(body)) {
    await target.respond({
      response_type: "ephemeral",
      replace_original: false,
      text: message.text,
      blocks: message.blocks,
    });
    return;
  }
  const trigger = triggerIdOf(body);
  if (trigger && (kind === "shortcut" || kind === "message_action")) {
    await client.views.open({
      trigger_id: trigger,
      view: noticeModalView({ title: options.modalTitle ?? "Classroom", message }),
    });
    return;
  }
  const channel = channelIdOf(body);
  if (channel && userId) {
    await client.chat.postEphemeral({ channel, user: userId, text: message.text, blocks: message.blocks });
    return;
  }
  if (userId) await client.chat.postMessage({ channel: userId, text: message.text, blocks: message.blocks });
}
