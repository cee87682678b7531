/**
 * Editing a DM the app already sent, through the outbox: when something changes (a class cancelled or
 * moved, a student removed, the next class of a series), the person's existing message is edited with
 * chat.update rather than followed by a second copy. An edit names the DM by its dedupe key; the worker
 * finds where Slack put it (recorded when it was sent) and updates it there, paced like any DM.
 */
import { isSlackUserId } from "../slack-user-id.js";
import type { OutboxMessage, OutboxRepo } from "../store/index.js";
import { isChannelId } from "./channel-post.js";
import type { DmPayload, RenderedMessage } from "./payload.js";
import type { PostOutcome, UpdateMessage } from "./slack-post.js";

/** The outbox kind of an edit. */
export const EDIT_KIND = "edit";

export interface EditPayload extends DmPayload {
  /** The dedupe key of the DM to edit. */
  targetKey: string;
}

export interface EnqueueEditInput extends RenderedMessage {
  teamId: string;
  /** The recipient of the DM, or the channel of a channel post (its pacing follows theirs). */
  channel: string;
  targetKey: string;
  /** Names the change: the same change enqueued twice edits once (`edit:<cause>:<target key>`). */
  dedupeKey: string;
}

/** Queues an edit of the DM `targetKey` (in `tx`, so it commits with the change that causes it). */
export async function enqueueEdit(
  tx: { readonly outbox: OutboxRepo },
  input: EnqueueEditInput,
): Promise<{ created: boolean }> {
  // A DM's edit names its recipient; a channel post's (a class card) names the channel.
  if (!isSlackUserId(input.channel) && !isChannelId(input.channel)) {
    throw new TypeError("enqueueEdit: channel must be a Slack user id or a channel id");
  }
  const payload: EditPayload = {
    channel: input.channel,
    targetKey: input.targetKey,
    text: input.text,
    ...(input.blocks === undefined ? {} : { blocks: input.blocks }),
  };
  const { created } = await tx.outbox.enqueue({
    teamId: input.teamId,
    kind: EDIT_KIND,
    dedupeKey: input.dedupeKey,
    payload,
  });
  return { created };
}

/**
 * The worker's sender for edits. The target sent -> chat.update where it is. Not sent yet -> retried
 * later (the edit must land after it). Given up or never queued -> nothing to edit: done.
 */
export function editSender(outbox: OutboxRepo, update: UpdateMessage) {
  return async (message: OutboxMessage<DmPayload>): Promise<PostOutcome> => {
    const payload = message.payload as EditPayload;
    // A key may name another message (a moved class's DM is the one about the class it came from).
    const target =
      (await outbox.findByDedupeKey(message.teamId, payload.targetKey)) ??
      (await outbox.findByAlias(message.teamId, payload.targetKey));
    if (!target || target.state === "dead") return { kind: "sent" };
    if (target.state !== "sent")
      return { kind: "failed", error: "edit: the message is not sent yet", permanent: false };
    if (!target.sent)
      return { kind: "failed", error: "edit: where the message went is not known", permanent: true };
    const recipient = (target.payload as Partial<DmPayload>).channel;
    return update({
      teamId: message.teamId,
      ...target.sent,
      ...(typeof recipient === "string" ? { recipient } : {}),
      text: payload.text,
      ...(payload.blocks === undefined ? {} : { blocks: payload.blocks }),
    });
  };
}
