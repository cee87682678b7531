/**
 * Sharing a class card from Slack: the app checks it is a member of the channel first (and says how
 * to add it when it is not), then the use case posts the card; the answer is in the sharer's words.
 * The check reads the channel (conversations.info: channels:read for a public channel, groups:read for
 * a private one, both optional scopes). A workspace that declined the one the channel needs (known
 * from its granted scopes, or Slack's missing_scope) still gets its card, posted without the check,
 * and the sharer is told in one sentence why it was not checked and how to make sure it arrives.
 */
import type { WebClient } from "@slack/web-api";
import { shareClassCard } from "../../../classes/class-cards.js";
import type { T } from "../../../i18n/index.js";
import { slackErrorCode } from "../../lib/after-ack.js";
import type { MessageContent } from "../../lib/blocks/message.js";
import type { Caller, SlackDeps } from "../../lib/context.js";
import type { BotScopeName } from "../../lib/scopes/bot-scopes.js";
import { lacksScope, missingScopeOf } from "../../lib/scopes/granted.js";
import { cardNotInChannelMessage, cardSharedMessage, shareRefusalText } from "./view.js";

/** Whether the app is in the channel: yes, no, or not checked (the scope to read it is missing). */
export type ChannelMembership = "member" | "not-member" | "unchecked";

/** The optional scope conversations.info needs for a conversation id: public C…, private G…. */
function readScopeOf(channel: string): BotScopeName | undefined {
  if (channel.startsWith("C")) return "channels:read";
  if (channel.startsWith("G")) return "groups:read";
  return undefined;
}

/**
 * Whether the app is a member of the channel. Slack says so for channels; a conversation it cannot
 * describe (a DM without the scope to read it) is tried, and the outbox reports what Slack answers.
 */
export async function appIsInChannel(
  deps: Pick<SlackDeps, "scopes">,
  client: WebClient,
  teamId: string,
  channel: string,
): Promise<ChannelMembership> {
  const scope = readScopeOf(channel);
  if (scope && (await lacksScope(deps, teamId, scope))) return "unchecked";
  try {
    const info = await client.conversations.info({ channel });
    return (info.channel as { is_member?: boolean } | undefined)?.is_member === false
      ? "not-member"
      : "member";
  } catch (err) {
    const missing = missingScopeOf(err);
    if (missing) {
      deps.scopes?.learn(teamId, missing.provided);
      return scope ? "unchecked" : "member";
    }
    const code = slackErrorCode(err);
    if (code === "channel_not_found" || code === "not_in_channel") return "not-member";
    return "member";
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
  const membership = await appIsInChannel(deps, client, caller.teamId, input.channel);
  if (membership === "not-member") return cardNotInChannelMessage(t);
  const result = await shareClassCard(deps, caller, {
    classId: input.classId,
    series: input.series,
    channel: input.channel,
  });
  if (!result.ok) return { notice: shareRefusalText(result.why, t) };
  deps.delivery?.wake();
  return cardSharedMessage(result.name, result.series, t, membership === "unchecked");
}
