/**
 * Sends a teacher a direct message from the app. The one place that does it, so moving these
 * messages to the durable outbox (src/delivery/) is a change here only.
 */
import type { WebClient } from "@slack/web-api";
import type { MessageContent } from "./views/message.js";

export async function notifyTeacher(
  client: WebClient,
  teacherSlackUserId: string,
  message: MessageContent,
): Promise<void> {
  // A user id as the channel posts into the app's DM with that user.
  await client.chat.postMessage({ channel: teacherSlackUserId, text: message.text, blocks: message.blocks });
}
