import { isSlackUserId } from "../slack-user-id.js";
import type { OutboxMessage, OutboxRepo } from "../store/index.js";

/** The outbox kind of a direct message sent with chat.postMessage. */
export const DM_KIND = "dm";

/** The kinds of direct message, the first part of their dedupe keys. */
export type DmKind =
  | "live-link"
  | "reminder"
  | "summary"
  | "result"
  | "notice"
  | "after-class"
  | "replay"
  | "welcome";

/** What an outbox "dm" row carries: enough to post it, and to tell the teacher when it cannot be. */
export interface DmPayload {
  /** The recipient's Slack user id: chat.postMessage opens the app's DM with them itself. */
  channel: string;
  /** Fallback text (notifications, screen readers); required by Slack alongside blocks. */
  text: string;
  blocks?: readonly unknown[];
  /** The enrolment or batch that caused this message; its dead messages are summarised once. */
  group?: string;
  /** Who caused the group (the teacher who added the students): gets the summary of dead messages. */
  notifySlackUserId?: string;
  /**
   * What the group's messages were, for the summary, as facts (worded in the teacher's language when
   * the summary is written). A string: a label stored in English before it was facts. No links.
   */
  groupLabel?: GroupAbout | string;
  /**
   * Unix seconds from which this DM arriving late costs more than it arriving twice (a live link just
   * before its class): a DM that may already be in Slack, still unsettled by its check then, is sent
   * without waiting for the check (docs/delivery.md). Unset: never sent twice, however late.
   */
  sendBy?: number;
}

/** What a group's messages were: a class's live link (or links of several classes), or a message about it. */
export interface GroupAbout {
  /** The (first) class's name, as typed. */
  readonly name: string;
  /** How many classes the messages are for. */
  readonly classes: number;
  /** Whether they carry a live link (else: a message about the class). */
  readonly link: boolean;
}

/** A message as Slack takes it, rendered by whoever queues it: delivery stores and posts it as is. */
export type RenderedMessage = Readonly<Pick<DmPayload, "text" | "blocks">>;

export interface EnqueueDmInput extends DmPayload {
  teamId: string;
  /** `<kind>:<class or series id>:<student uid>`, see dmDedupeKey. */
  dedupeKey: string;
  /** Not before this Unix second; default now. */
  notBefore?: number;
}

/** The dedupe key convention: one message per kind, class (or series) and student. */
export function dmDedupeKey(kind: DmKind, classOrSeriesId: string | number, studentUid: string): string {
  return `${kind}:${classOrSeriesId}:${studentUid}`;
}

/**
 * Queues a DM through the outbox of `tx`: a store.transaction's `tx` (so the DM commits with the change
 * that causes it) or the store itself. A second call with the same dedupe key changes nothing and
 * returns the first message with `created: false`.
 */
export async function enqueueDm(
  tx: { readonly outbox: OutboxRepo },
  input: EnqueueDmInput,
): Promise<{ message: OutboxMessage<DmPayload>; created: boolean }> {
  if (!isSlackUserId(input.channel)) {
    throw new TypeError("enqueueDm: channel must be the recipient's Slack user id (U... or W...)");
  }
  if (input.group !== undefined && input.group.length > 190) {
    throw new TypeError("enqueueDm: group must be at most 190 characters (its summary key adds a prefix)");
  }
  if (input.group !== undefined && input.notifySlackUserId === undefined) {
    throw new TypeError("enqueueDm: a group needs notifySlackUserId, the person told about failures");
  }
  const payload: DmPayload = {
    channel: input.channel,
    text: input.text,
    ...(input.blocks === undefined ? {} : { blocks: input.blocks }),
    ...(input.group === undefined ? {} : { group: input.group }),
    ...(input.notifySlackUserId === undefined ? {} : { notifySlackUserId: input.notifySlackUserId }),
    ...(input.groupLabel === undefined ? {} : { groupLabel: input.groupLabel }),
    ...(input.sendBy === undefined ? {} : { sendBy: input.sendBy }),
  };
  return tx.outbox.enqueue<DmPayload>({
    teamId: input.teamId,
    kind: DM_KIND,
    dedupeKey: input.dedupeKey,
    payload,
    ...(input.notBefore === undefined ? {} : { notBefore: input.notBefore }),
    ...(input.group === undefined ? {} : { group: input.group }),
  });
}
