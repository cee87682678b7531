/**
 * The outbox worker: claims due DMs, posts each with chat.postMessage within Slack's limits, and
 * settles it (sent, retried later, or dead with a summary to the teacher). Several workers, in one
 * process or many, share one outbox: the store's claim hands each message to one of them.
 */
import { randomBytes } from "node:crypto";
import { setMaxListeners } from "node:events";
import { hostname } from "node:os";
import type { Logger } from "../logger.js";
import type { OutboxMessage, Store } from "../store/index.js";
import { type CheckVerdict, DeliveryChecks, type OutboxKeyHash, type ReadHistory } from "./delivery-check.js";
import { naps } from "./naps.js";
import { Pacer, type WorkspaceSlots } from "./pacer.js";
import { DM_KIND, type DmPayload } from "./payload.js";
import type { PostMessage, PostOutcome } from "./slack-post.js";
import { type SummaryWording, summariseGroupIfSettled } from "./summary.js";

export interface DeliveryWorkerOptions {
  store: Store;
  post: PostMessage;
  /**
   * Words the summary a teacher gets of a group's undelivered DMs, in the teacher's language (delivery
   * has the facts, not the words).
   */
  summaryWords: SummaryWording;
  /**
   * Senders for outbox kinds other than "dm" (e.g. a reminder through chat.scheduleMessage), paced and
   * settled like DMs; their payload needs `channel` (the user id). A kind with no sender is given up.
   */
  senders?: Readonly<Record<string, (message: OutboxMessage<DmPayload>) => Promise<PostOutcome>>>;
  /**
   * Hashes each DM's outbox key into its metadata (never the key: anyone in the workspace can read it),
   * for the check below. Without it DMs carry no metadata.
   */
  keyHash?: OutboxKeyHash;
  /**
   * The check before resending a DM whose earlier post may have reached Slack (its holder died, or the
   * connection broke, after the post left): one page of the DM's history per call, at most
   * `callsPerMinute` calls per workspace (1 for a non-Marketplace install, HISTORY_LIMITS). Such a DM is
   * held until the check answers. Without it (or without keyHash) such a DM is sent again: at least once.
   */
  history?: { read: ReadHistory; callsPerMinute: number };
  /**
   * Sending rate per workspace (SLACK_MESSAGES_PER_SECOND), shared by every instance on the store: the
   * slots are reserved in the store's `sendPacing`, so N instances together send at this rate.
   */
  messagesPerSecond: number;
  /** Where workspace slots are reserved; default the store's `sendPacing` (shared by instances). */
  slots?: WorkspaceSlots;
  /** Gap between two messages to one channel; default 1100 ms (Slack: about one per second). */
  channelIntervalMs?: number;
  /** Names this worker's claims; default host-pid-random. */
  instanceId?: string;
  /** How long a claim is held before another worker may take it over; default 60 s. */
  leaseSeconds?: number;
  /** How long to wait when nothing is due before looking again; default 500 ms (wake() cuts it short). */
  idleMs?: number;
  /**
   * How often to look for groups whose last message died without this worker settling it (its lease ran
   * out on the last attempt, swept by the store) and summarise them; default 30 s.
   */
  groupSweepMs?: number;
  /** Messages claimed but not yet settled, at most; default two seconds' worth, at least 4. */
  maxInFlight?: number;
  logger?: Logger;
  /** Milliseconds clock for pacing; tests may pass their own. */
  now?: () => number;
}

/** What code that queues a DM needs of the worker. */
export type WakeWorker = Pick<DeliveryWorker, "wake">;

export interface DeliveryWorker {
  readonly instanceId: string;
  /** Starts claiming and sending; a second call does nothing. */
  start(): void;
  /** Looks for due messages now instead of at the next poll (call after enqueueing). */
  wake(): void;
  /** Messages this worker is delivering or settling now: 0 when it is idle. */
  busy(): number;
  /**
   * Stops cleanly: claims nothing more, lets a post already sent to Slack finish and be recorded, and
   * hands every other claimed message back to the outbox unsent. Safe to call more than once.
   */
  stop(): Promise<void>;
}

export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { store, post } = options;
  const now = options.now ?? Date.now;
  const instanceId = options.instanceId ?? `${hostname()}-${process.pid}-${randomBytes(3).toString("hex")}`;
  const leaseSeconds = options.leaseSeconds ?? 60;
  const idleMs = options.idleMs ?? 500;
  const maxInFlight = options.maxInFlight ?? Math.max(4, Math.ceil(options.messagesPerSecond * 2));
  const pacer = new Pacer(
    options.messagesPerSecond,
    options.channelIntervalMs ?? 1100,
    options.slots ?? store.sendPacing,
    now,
  );
  const log = options.logger;
  const stopping = new AbortController();
  // Every message waiting for its turn listens for the stop.
  setMaxListeners(maxInFlight + 10, stopping.signal);
  const tasks = new Set<Promise<void>>();
  /** Ids of the messages this worker is delivering now. */
  const delivering = new Set<number>();
  let loop: Promise<void> | undefined;
  let stopped: Promise<void> | undefined;

  /** Resolves after `ms`, or at once when the worker stops (or, with `wakeable`, on wake()). */
  const { sleep, wake: wakeUp } = naps(stopping.signal);
  const keyHash = options.keyHash;
  const checks =
    options.history && keyHash
      ? new DeliveryChecks({
          read: options.history.read,
          callsPerMinute: options.history.callsPerMinute,
          slots: options.slots ?? store.sendPacing,
          leaseSeconds,
          now,
          sleep: (ms) => sleep(ms),
          ...(log ? { logger: log } : {}),
        })
      : undefined;

  /** Waits until the message may go out: its channel's turn, then a workspace slot. False: hand it back. */
  async function waitForTurn(teamId: string, channel: string, deadline: number): Promise<boolean> {
    const channelAt = pacer.reserveChannel(channel);
    if (channelAt > deadline) return false;
    await sleep(channelAt - now());
    for (;;) {
      if (stopping.signal.aborted) return false;
      // No slot is taken beyond the deadline: one taken and left unused would hold up every instance.
      const slot = await pacer.reserveSlot(teamId, deadline);
      if (slot === undefined) return false;
      const at = "at" in slot ? slot.at : slot.pausedUntil;
      if (at > deadline) return false;
      await sleep(at - now());
      // A slot whose moment passed long ago (this machine stalled) is given up for a fresh one: the
      // other instances' slots went on meanwhile, and sending on it too would make a burst.
      if ("at" in slot && now() - slot.at > pacer.lateToleranceMs) continue;
      // The channel's previous message went out later than its turn: wait out the full gap, then take
      // a fresh slot (this one's moment has passed by then).
      const channelWait = pacer.channelWait(channel);
      if (channelWait > 0) {
        if (now() + channelWait > deadline) return false;
        await sleep(channelWait);
        continue;
      }
      // A 429 seen while waiting pauses everyone: a slot reserved before it is no longer good.
      if ("at" in slot && pacer.pausedUntil(teamId) <= now()) {
        for (
          let hold = pacer.holdBeforeSend(teamId);
          hold > 0 && !stopping.signal.aborted;
          hold = pacer.holdBeforeSend(teamId)
        ) {
          await sleep(hold);
        }
        if (stopping.signal.aborted) return false;
        pacer.channelSent(channel);
        return true;
      }
    }
  }

  async function release(message: OutboxMessage, notBeforeMs?: number): Promise<void> {
    const notBefore = notBeforeMs === undefined ? undefined : Math.ceil(notBeforeMs / 1000);
    await store.outbox.release(message.id, instanceId, notBefore);
  }

  async function settled(message: OutboxMessage<DmPayload>): Promise<void> {
    const group = message.payload?.group;
    if (group === undefined) return;
    try {
      if (await summariseGroupIfSettled(store.outbox, message.teamId, group, options.summaryWords)) {
        log?.info({ group, messageId: message.id }, "delivery: queued a summary of undelivered messages");
        wakeUp();
      }
    } catch (err) {
      log?.error({ err: errorCode(err), group }, "delivery: could not check the group for a summary");
    }
  }

  async function deliver(message: OutboxMessage<DmPayload>): Promise<void> {
    const fields = { messageId: message.id, dedupeKey: message.dedupeKey, attempt: message.attempts };
    const sender = message.kind === DM_KIND ? undefined : options.senders?.[message.kind];
    if (message.payload === null) {
      // The store could not open it: sealed with another APP_ENCRYPTION_KEY. Retried with backoff (the
      // operator may restore the key), then given up; the error names the cause, never the payload.
      const after = await store.outbox.fail(message.id, instanceId, UNREADABLE_ERROR);
      log?.error(
        { ...fields, state: after?.state },
        "delivery: message payload unreadable (encryption key?)",
      );
      return;
    }
    if ((message.kind !== DM_KIND && !sender) || typeof message.payload?.channel !== "string") {
      await store.outbox.fail(message.id, instanceId, `unknown message kind ${message.kind}`, {
        permanent: true,
      });
      log?.error(fields, "delivery: message of an unknown kind given up");
      return;
    }
    const payload = message.payload;
    if (!sender && message.postingSince !== null) {
      if (!(await settleUncertain(message, payload, message.postingSince))) return;
    }
    // Keep a margin before the lease runs out so a slow post cannot outlive the claim.
    const deadline = now() + (leaseSeconds * 1000) / 2;
    for (;;) {
      if (!(await waitForTurn(message.teamId, payload.channel, deadline))) {
        await release(
          message,
          stopping.signal.aborted ? undefined : Math.max(pacer.pausedUntil(message.teamId), now() + 1000),
        );
        return;
      }
      // Written before the post leaves: after a crash only the DMs marked may be in Slack, and the check
      // looks from this moment.
      if (!sender && !(await store.outbox.posting(message.id, instanceId, true))) {
        log?.warn(fields, "delivery: the claim passed to another worker before posting; not sent");
        return;
      }
      const outcome = sender
        ? await sender(message)
        : await post({
            teamId: message.teamId,
            channel: payload.channel,
            text: payload.text,
            ...(keyHash ? { keyHash: keyHash(message.teamId, message.dedupeKey) } : {}),
            ...(payload.blocks === undefined ? {} : { blocks: payload.blocks }),
          });
      // Slack answered (a 429 or an error), or the request never left: certainly not posted.
      if (!sender && outcome.kind !== "sent" && !maySlackHavePosted(outcome)) {
        await store.outbox.posting(message.id, instanceId, false);
      }
      if (outcome.kind === "sent") {
        if (!(await store.outbox.complete(message.id, instanceId, outcome.ref))) {
          log?.warn(fields, "delivery: sent, but the claim had passed to another worker");
        }
        await settled(message);
        return;
      }
      if (outcome.kind === "rate-limited") {
        const waitMs = outcome.retryAfterSeconds * 1000;
        pacer.deferChannel(payload.channel, now() + waitMs);
        await pacer.pause(message.teamId, waitMs).catch((err: unknown) => {
          // This instance still pauses; the others meet the limit themselves.
          log?.error({ err: errorCode(err), ...fields }, "delivery: could not share the rate-limit pause");
        });
        log?.warn({ ...fields, retryAfterSeconds: outcome.retryAfterSeconds }, "delivery: Slack rate limit");
        if (stopping.signal.aborted) {
          await release(message, now() + waitMs);
          return;
        }
        continue;
      }
      const after = await store.outbox.fail(message.id, instanceId, outcome.error, {
        permanent: outcome.permanent,
      });
      log?.warn({ ...fields, error: outcome.error, state: after?.state }, "delivery: post failed");
      if (after?.state === "dead") await settled(message);
      return;
    }
  }

  /**
   * A DM whose earlier post may be in Slack: true when it must be sent (the check found it absent, or
   * it can never tell, or its `sendBy` has come); false when it was settled here (found: recorded as
   * sent; not known yet: handed back until the check can answer, never sent on a guess).
   */
  async function settleUncertain(
    message: OutboxMessage<DmPayload>,
    payload: DmPayload,
    postingSince: number,
  ): Promise<boolean> {
    const fields = { messageId: message.id, dedupeKey: message.dedupeKey, attempt: message.attempts };
    if (!checks || !keyHash) {
      log?.warn(fields, "delivery: may already be in Slack, no history check configured; sending again");
      return true;
    }
    const verdict: CheckVerdict = await checks.check({
      teamId: message.teamId,
      user: payload.channel,
      hash: keyHash(message.teamId, message.dedupeKey),
      postingSinceMs: postingSince,
      deadlineMs: now() + (leaseSeconds * 1000) / 2,
    });
    const uncertainMs = now() - postingSince;
    if (verdict.kind === "sent") {
      await store.outbox.complete(message.id, instanceId);
      log?.info(
        { ...fields, uncertainMs },
        "delivery: already in the DM from an interrupted attempt; not sent again",
      );
      await settled(message);
      return false;
    }
    if (verdict.kind === "absent") {
      log?.info({ ...fields, uncertainMs }, "delivery: not in the DM after an interrupted attempt; sending");
      return true;
    }
    if (verdict.kind === "unknowable") {
      log?.error(
        { ...fields, uncertainMs, error: verdict.error },
        "delivery: cannot tell whether an interrupted DM reached Slack; sending (at least once)",
      );
      return true;
    }
    if (payload.sendBy !== undefined && now() >= payload.sendBy * 1000) {
      log?.warn(
        { ...fields, uncertainMs, reason: verdict.reason },
        "delivery: check not answered and the DM cannot wait longer (sendBy); sending",
      );
      return true;
    }
    log?.info(
      { ...fields, uncertainMs, reason: verdict.reason, untilMs: verdict.untilMs },
      "delivery: may already be in Slack; held until its check",
    );
    const until =
      payload.sendBy === undefined ? verdict.untilMs : Math.min(verdict.untilMs, payload.sendBy * 1000);
    // Due again in the second the check's slot falls in (claims are by the second), so it is claimed
    // just before its slot and the call goes on time, not up to a second late and close to the next one.
    await release(message, stopping.signal.aborted ? undefined : Math.floor(until / 1000) * 1000);
    return false;
  }

  function track(message: OutboxMessage<DmPayload>): void {
    // A post slower than the lease lets the store hand the message out again, here too: the claim is
    // ours once more (the running delivery will complete it), but a second delivery would send it twice.
    if (delivering.has(message.id)) return;
    delivering.add(message.id);
    const task = deliver(message)
      .catch((err: unknown) => {
        // The store failed mid-way; the lease returns the message to the outbox.
        log?.error({ err: errorCode(err), messageId: message.id }, "delivery: could not settle a message");
      })
      .finally(() => {
        delivering.delete(message.id);
        tasks.delete(task);
        wakeUp();
      });
    tasks.add(task);
  }

  const groupSweepMs = options.groupSweepMs ?? 30_000;
  let groupsSweptAt = now();

  /** Summaries for groups settled by the store's lease sweep rather than by a worker. */
  async function sweepGroups(): Promise<void> {
    const since = Math.floor((groupsSweptAt - groupSweepMs * 2) / 1000);
    groupsSweptAt = now();
    try {
      for (const { teamId, group } of await store.outbox.recentDeadGroups(since)) {
        if (await summariseGroupIfSettled(store.outbox, teamId, group, options.summaryWords)) {
          log?.info({ group }, "delivery: queued a summary of undelivered messages");
        }
      }
    } catch (err) {
      log?.error({ err: errorCode(err) }, "delivery: could not look for groups to summarise");
    }
  }

  async function run(): Promise<void> {
    while (!stopping.signal.aborted) {
      if (now() - groupsSweptAt >= groupSweepMs) await sweepGroups();
      const room = maxInFlight - tasks.size;
      if (room <= 0) {
        await sleep(idleMs, true);
        continue;
      }
      let claimed: OutboxMessage<DmPayload>[];
      try {
        claimed = await store.outbox.claim<DmPayload>(
          Math.min(room, 50),
          instanceId,
          leaseSeconds,
          "messages",
        );
      } catch (err) {
        log?.error({ err: errorCode(err) }, "delivery: could not claim messages");
        await sleep(idleMs * 4);
        continue;
      }
      if (stopping.signal.aborted) {
        await Promise.all(claimed.map((m) => release(m)));
        break;
      }
      for (const m of claimed) track(m);
      if (claimed.length === 0) await sleep(idleMs, true);
    }
    while (tasks.size > 0) await Promise.all([...tasks]);
  }

  return {
    instanceId,
    start() {
      loop ??= run().catch((err: unknown) => {
        log?.error({ err: errorCode(err) }, "delivery: worker stopped on an error");
      });
    },
    wake() {
      wakeUp();
    },
    busy() {
      return tasks.size;
    },
    stop() {
      stopped ??= (async () => {
        stopping.abort();
        await loop;
        log?.info({ instanceId }, "delivery: worker stopped");
      })();
      return stopped;
    },
  };
}

const UNREADABLE_ERROR =
  "payload cannot be read: APP_ENCRYPTION_KEY is not the key it was queued with, or the row is damaged";

/** A connection that failed after the request may have left: a timeout, a reset, a socket closed mid-answer. */
const MAYBE_SENT_NETWORK: ReadonlySet<string> = new Set([
  "network: timeout",
  "network: ECONNRESET",
  "network: UND_ERR_SOCKET",
]);

/** Whether a post that got `outcome` may still have reached Slack: the connection broke after it left. */
function maySlackHavePosted(outcome: PostOutcome): boolean {
  return outcome.kind === "failed" && MAYBE_SENT_NETWORK.has(outcome.error);
}

/** Logs carry an error's class and code, not its message: a driver's message may quote a payload. */
function errorCode(err: unknown): string {
  if (!(err instanceof Error)) return "unknown error";
  const code = (err as { code?: unknown }).code;
  return typeof code === "string" ? `${err.name} ${code}` : err.name;
}
