/**
 * A message the app posts in a channel (a class card), through the outbox like a DM: queued with its
 * cause, paced per channel, retried, sent once. Once Slack has it, where it went (its ts) is recorded
 * with the card, and edits name it by its dedupe key (`enqueueEdit`), as a DM's do.
 */
import type { OutboxMessage, OutboxRepo, Store } from "../store/index.js";
import type { DmPayload, RenderedMessage } from "./payload.js";
import type { PostMessage, PostOutcome } from "./slack-post.js";

export const CHANNEL_POST_KIND = "channel-post";

/** A channel id: public (C), private (G) or a conversation with the app (D). */
export function isChannelId(value: string): boolean {
  return /^[CGD][A-Z0-9]{2,}$/.test(value);
}

export interface EnqueueChannelPostInput extends RenderedMessage {
  readonly teamId: string;
  readonly channel: string;
  /** The card's post key (`card:<id>`): edits name the message by it. */
  readonly dedupeKey: string;
}

export async function enqueueChannelPost(
  tx: { readonly outbox: OutboxRepo },
  input: EnqueueChannelPostInput,
): Promise<{ created: boolean }> {
  if (!isChannelId(input.channel)) throw new TypeError("enqueueChannelPost: channel must be a channel id");
  const payload: DmPayload = {
    channel: input.channel,
    text: input.text,
    ...(input.blocks === undefined ? {} : { blocks: input.blocks }),
  };
  const { created } = await tx.outbox.enqueue({
    teamId: input.teamId,
    kind: CHANNEL_POST_KIND,
    dedupeKey: input.dedupeKey,
    payload,
  });
  return { created };
}

/** The worker's sender for channel posts: chat.postMessage, then the card learns its ts. */
export function channelPostSender(store: Pick<Store, "classCards">, post: PostMessage) {
  return async (message: OutboxMessage<DmPayload>): Promise<PostOutcome> => {
    const payload = message.payload as DmPayload;
    const outcome = await post({
      teamId: message.teamId,
      channel: payload.channel,
      text: payload.text,
      ...(payload.blocks === undefined ? {} : { blocks: payload.blocks }),
    });
    if (outcome.kind === "sent" && outcome.ref) {
      await store.classCards.setPosted(message.teamId, message.dedupeKey, outcome.ref.ts);
    }
    return outcome;
  };
}
