import type { OutboxMessage, OutboxRepo } from "../store/index.js";
import { plural } from "../words.js";
import { type DmPayload, enqueueDm } from "./payload.js";

/** At most this many students are named in one summary (Slack's limit is far off; teachers read it). */
const MAX_LISTED = 40;

/** Why a message died, in the teacher's words. Codes only: an error text never holds the message. */
const REASONS: Record<string, string> = {
  user_not_found: "is not a member of this Slack workspace",
  cannot_dm_bot: "is a bot",
  account_inactive: "has a deactivated Slack account",
  user_disabled: "has a deactivated Slack account",
  messages_tab_disabled: "does not accept direct messages from apps",
  channel_not_found: "cannot be messaged by the app",
  restricted_action: "cannot be messaged by the app",
};

function reason(lastError: string | null): string {
  const code = /^slack: ([a-z0-9_]+)$/.exec(lastError ?? "")?.[1];
  return (code && REASONS[code]) ?? "could not be reached after several tries";
}

/** The dedupe key of a group's summary: at most one per group, however many workers settle it. */
export function summaryDedupeKey(group: string): string {
  return `summary:${group}`;
}

/**
 * Called after a message of `group` is settled (sent or dead). When it was the last unsettled one and
 * some died, queues one summary DM to the person who caused them. Every worker that settles a group's
 * last messages may call it; the dedupe key keeps the summary single.
 */
export async function summariseGroupIfSettled(
  outbox: OutboxRepo,
  teamId: string,
  group: string,
): Promise<boolean> {
  const messages = await outbox.groupMessages<DmPayload>(teamId, group);
  if (messages.some((m) => m.state === "pending" || m.state === "claimed")) return false;
  const dead = messages.filter((m) => m.state === "dead");
  const notify = messages.find((m) => m.payload?.notifySlackUserId)?.payload.notifySlackUserId;
  if (dead.length === 0 || notify === undefined) return false;
  const { created } = await enqueueDm({ outbox }, summaryMessage(teamId, group, notify, messages, dead));
  return created;
}

function summaryMessage(
  teamId: string,
  group: string,
  notify: string,
  all: readonly OutboxMessage<DmPayload>[],
  dead: readonly OutboxMessage<DmPayload>[],
) {
  const label = all.find((m) => m.payload?.groupLabel)?.payload.groupLabel ?? "your message";
  // A payload the store could not open (another encryption key) names nobody.
  const who = (m: OutboxMessage<DmPayload>) => (m.payload ? `<@${m.payload.channel}>` : "A student");
  const lines = dead.slice(0, MAX_LISTED).map((m) => `• ${who(m)} ${reason(m.lastError)}`);
  if (dead.length > MAX_LISTED) lines.push(`• and ${dead.length - MAX_LISTED} more`);
  const headline =
    dead.length === all.length
      ? `${all.length === 1 ? "The student" : `None of the ${all.length} students`} could not be sent ${label}:`
      : `${dead.length} of ${plural(all.length, "student")} could not be sent ${label}:`;
  const text = `${headline}\n${lines.join("\n")}`;
  return {
    teamId,
    channel: notify,
    dedupeKey: summaryDedupeKey(group),
    text,
    blocks: [{ type: "section", text: { type: "mrkdwn", text: text.slice(0, 3000) } }],
  };
}
