/**
 * The one summary DM a teacher gets when some DMs of a group (an enrolment, a batch) could not be
 * delivered. Delivery knows the facts (who, why, how many); the words are the teacher's language,
 * known above delivery: the worker is given the wording (`SummaryWording`, main.ts passes the Slack
 * view's, with the teacher's `t`).
 */
import type { OutboxMessage, OutboxRepo } from "../store/index.js";
import { type DmPayload, enqueueDm, type GroupAbout, type RenderedMessage } from "./payload.js";

/** At most this many students are named in one summary (Slack's limit is far off; teachers read it). */
const MAX_LISTED = 40;

/** Why a message died, as the teacher is told. Codes only: an error text never holds the message. */
export type UndeliveredReason =
  | "not-member"
  | "bot"
  | "deactivated"
  | "no-direct-messages"
  | "not-messageable"
  | "unreachable";

const REASONS: Readonly<Record<string, UndeliveredReason>> = {
  user_not_found: "not-member",
  cannot_dm_bot: "bot",
  account_inactive: "deactivated",
  user_disabled: "deactivated",
  messages_tab_disabled: "no-direct-messages",
  channel_not_found: "not-messageable",
  restricted_action: "not-messageable",
};

function reason(lastError: string | null): UndeliveredReason {
  const code = /^slack: ([a-z0-9_]+)$/.exec(lastError ?? "")?.[1];
  return (code && REASONS[code]) || "unreachable";
}

/** What the teacher's summary says, as facts. */
export interface UndeliveredSummary {
  readonly teamId: string;
  /** The Slack user told (the teacher who caused the group). */
  readonly teacher: string;
  /** How many messages the group had. */
  readonly total: number;
  /**
   * What the messages were: facts; a string for a group queued before they were facts (its English
   * label, shown as stored); null when not said.
   */
  readonly about: GroupAbout | string | null;
  /** The undelivered, at most MAX_LISTED: the student's Slack user id (null: the payload is unreadable). */
  readonly undelivered: readonly { readonly student: string | null; readonly reason: UndeliveredReason }[];
  /** How many more were undelivered than listed. */
  readonly unlisted: number;
}

/** Words a summary in the language of the teacher it is for. */
export type SummaryWording = (summary: UndeliveredSummary) => Promise<RenderedMessage>;

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
  words: SummaryWording,
): Promise<boolean> {
  const messages = await outbox.groupMessages<DmPayload>(teamId, group);
  if (messages.some((m) => m.state === "pending" || m.state === "claimed")) return false;
  const dead = messages.filter((m) => m.state === "dead");
  const notify = messages.find((m) => m.payload?.notifySlackUserId)?.payload.notifySlackUserId;
  if (dead.length === 0 || notify === undefined) return false;
  const dedupeKey = summaryDedupeKey(group);
  // Already queued by another worker: no need to word it again (the wording may ask Slack).
  if (await outbox.findByDedupeKey(teamId, dedupeKey)) return false;
  const message = await words(summaryOf(teamId, notify, messages, dead));
  const { created } = await enqueueDm(
    { outbox },
    {
      teamId,
      channel: notify,
      dedupeKey,
      text: message.text,
      ...(message.blocks ? { blocks: message.blocks } : {}),
    },
  );
  return created;
}

function summaryOf(
  teamId: string,
  teacher: string,
  all: readonly OutboxMessage<DmPayload>[],
  dead: readonly OutboxMessage<DmPayload>[],
): UndeliveredSummary {
  return {
    teamId,
    teacher,
    total: all.length,
    about: all.find((m) => m.payload?.groupLabel)?.payload.groupLabel ?? null,
    // A payload the store could not open (another encryption key) names nobody.
    undelivered: dead
      .slice(0, MAX_LISTED)
      .map((m) => ({ student: m.payload ? m.payload.channel : null, reason: reason(m.lastError) })),
    unlisted: Math.max(0, dead.length - MAX_LISTED),
  };
}
