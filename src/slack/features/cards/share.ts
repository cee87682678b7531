/**
 * Sharing a class card from Slack: the app checks it is a member of the channel first (and says how
 * to add it when it is not), then the use case posts the card; the answer is in the sharer's words.
 */
import type { WebClient } from "@slack/web-api";
import { shareClassCard } from "../../../classes/class-cards.js";
import type { T } from "../../../i18n/index.js";
import { slackErrorCode } from "../../lib/after-ack.js";
import type { MessageContent } from "../../lib/blocks/message.js";
import type { Caller, SlackDeps } from "../../lib/context.js";
import { cardNotInChannelMessage, cardSharedMessage, shareRefusalText } from "./view.js";

/**
 * Whether the app is a member of the channel. Slack says so for channels; a conversation it cannot
 * describe (a DM without the scope to read it) is tried, and the outbox reports what Slack answers.
 */
export async function appIsInChannel(client: WebClient, channel: string): Promise<boolean> {
  try {
    const info = await client.conversations.info({ channel });
    return (info.channel as { is_member?: boolean } | undefined)?.is_member !== false;
  } catch (err) {
    const code = slackErrorCode(err);
    if (code === "channel_not_found" || code === "not_in_channel") return false;
    return true;
  }
}

/** Checks the channel, then shares: the private answer to the person who asked, in their words. */
export async function share(
  deps: SlackDeps,
  client: WebClient | undefined,
  caller: Caller,
  input: { classId: number; series: boolean; channel: string | undefined },
  t: T,
): Promise<MessageContent | { notice: string }> {
  if (!input.channel || !client) return { notice: t("cards.share.noChannel") };
  if (!(await appIsInChannel(client, input.channel))) return cardNotInChannelMessage(t);
  const result = await shareClassCard(deps, caller, {
    classId: input.classId,
    series: input.series,
    channel: input.channel,
  });
  if (!result.ok) return { notice: shareRefusalText(result.why, t) };
  deps.delivery?.wake();
  return cardSharedMessage(result.name, result.series, t);
}
