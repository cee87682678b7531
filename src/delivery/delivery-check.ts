/**
 * The check before resending a DM that may already be in Slack (its post left and no answer was read:
 * the worker died, or the connection broke), built for Slack's real limits: a non-Marketplace app gets
 * one conversations.history call a minute per workspace and 15 messages a page (HISTORY_LIMITS).
 *
 * - Calls are paced per workspace from slots shared by every instance (the store's `sendPacing`, under
 *   `history:<team>`), so no check is made only to be refused.
 * - One call settles every uncertain DM of one conversation: the window runs from the earliest attempt's
 *   start to the latest's lease end, and has_more is followed page by page (each page a slot).
 * - A check that cannot be made in time, is refused (429) or undecided holds the DMs (`held`): the
 *   worker hands them back until the slot, never sends them. Only a permanent refusal (the app lacks
 *   `im:history`) answers `unknowable`: nothing can ever tell, and the DM is sent (at least once).
 * - Pages read stay known (progress per conversation), so a window longer than the time between two
 *   claims still ends.
 */
import { createHmac } from "node:crypto";
import type { Logger } from "../logger.js";
import type { WorkspaceSlots } from "./pacer.js";

/** An opaque, per-secret hash of an outbox key: what a DM's metadata carries instead of the key. */
export type OutboxKeyHash = (teamId: string, dedupeKey: string) => string;

/**
 * HMAC-SHA256 with the app's secret: the metadata any member or app of the workspace can read names
 * no class id or UID, and cannot be turned back into them (a plain hash of a small key space could).
 */
export function outboxKeyHasher(secret: string): OutboxKeyHash {
  if (secret.length === 0) throw new RangeError("outboxKeyHasher: the secret is empty");
  return (teamId, dedupeKey) =>
    createHmac("sha256", secret)
      .update(`classroom-outbox\n${teamId}\n${dedupeKey}`)
      .digest("base64url")
      .slice(0, 27);
}

export interface HistoryQuery {
  teamId: string;
  /** The user whose DM with the app is read. */
  user: string;
  /** Unix seconds, exclusive: the window Slack is asked about. */
  oldest: number;
  latest: number;
  cursor?: string;
}

export type HistoryAnswer =
  /** The metadata hashes of our DMs on this page; `nextCursor` when the window holds older ones. */
  | { kind: "page"; hashes: readonly string[]; nextCursor?: string }
  | { kind: "refused"; retryAfterSeconds: number }
  /** `error`: a short code safe to log; `permanent`: asking again cannot answer (e.g. missing_scope). */
  | { kind: "undecided"; error: string; permanent: boolean };

/** One page of a DM's history (slackHistoryReader in the app). */
export type ReadHistory = (query: HistoryQuery) => Promise<HistoryAnswer>;

export type CheckVerdict =
  | { kind: "sent" }
  | { kind: "absent" }
  /** Not known yet: hand the DM back until `untilMs` (Unix ms) and ask again. */
  | { kind: "held"; untilMs: number; reason: "paced" | "refused" | "undecided" }
  /** Slack will never tell (the app cannot read the DM): `error` says why. */
  | { kind: "unknowable"; error: string };

export interface UncertainDm {
  teamId: string;
  user: string;
  /** The outbox key's hash, as the DM's metadata carries it. */
  hash: string;
  /** When the attempt's post left (Unix ms): the window starts here. */
  postingSinceMs: number;
  /** The check must be answered by then (Unix ms), else the DM is held. */
  deadlineMs: number;
}

export interface DeliveryChecksOptions {
  read: ReadHistory;
  /** Where the workspace's history slots are reserved (shared by every instance on the store). */
  slots: WorkspaceSlots;
  /** conversations.history calls a minute per workspace (1 for a non-Marketplace install). */
  callsPerMinute: number;
  /** The claim's lease: an attempt's post cannot have reached Slack later than this after it left. */
  leaseSeconds: number;
  now: () => number;
  /** Resolves after `ms` (or sooner when the worker stops). */
  sleep: (ms: number) => Promise<void>;
  logger?: Logger;
}

/** Slack's clock and ours may differ by this much (NTP keeps both far closer). */
const SKEW_SECONDS = 30;

interface Waiting extends UncertainDm {
  settle: (verdict: CheckVerdict) => void;
}

interface Progress {
  oldest: number;
  latest: number;
  cursor: string;
  /** Hashes on the pages already read. */
  seen: Set<string>;
}

export class DeliveryChecks {
  readonly #o: DeliveryChecksOptions;
  readonly #intervalMs: number;
  /** Per conversation: the DMs waiting for its next call (not yet made). */
  readonly #batches = new Map<string, Waiting[]>();
  /** Per conversation: a slot reserved for its next call, not yet used (the DMs were handed back). */
  readonly #heldSlots = new Map<string, number>();
  readonly #progress = new Map<string, Progress>();

  constructor(options: DeliveryChecksOptions) {
    if (!(options.callsPerMinute > 0))
      throw new RangeError("DeliveryChecks: callsPerMinute must be positive");
    this.#o = options;
    // A tenth more than Slack's spacing: the call reaches Slack a variable moment after its slot (the
    // conversations.open before it), and two calls closer than Slack's window are refused.
    this.#intervalMs = Math.ceil((60_000 / options.callsPerMinute) * 1.1);
  }

  /** Whether the DM is already in Slack; DMs of one conversation asked together share one call. */
  check(dm: UncertainDm): Promise<CheckVerdict> {
    const key = `${dm.teamId}\n${dm.user}`;
    return new Promise<CheckVerdict>((settle) => {
      const known = this.#progress.get(key);
      if (known?.seen.has(dm.hash)) {
        settle({ kind: "sent" });
        return;
      }
      const batch = this.#batches.get(key);
      if (batch) {
        batch.push({ ...dm, settle });
        return;
      }
      const fresh: Waiting[] = [{ ...dm, settle }];
      this.#batches.set(key, fresh);
      void this.#run(key, fresh).catch((err: unknown) => {
        this.#batches.delete(key);
        const name = err instanceof Error ? err.name : "unknown";
        this.#o.logger?.error({ err: name, teamId: dm.teamId }, "delivery: a history check failed");
        this.#settleAll(fresh, {
          kind: "held",
          untilMs: this.#o.now() + this.#intervalMs,
          reason: "undecided",
        });
      });
    });
  }

  #settleAll(waiting: readonly Waiting[], verdict: CheckVerdict): void {
    for (const w of waiting) w.settle(verdict);
  }

  /** The conversation's next slot (Unix ms): one held for it, else a fresh one of the workspace. */
  async #slot(key: string, teamId: string): Promise<number> {
    const held = this.#heldSlots.get(key);
    this.#heldSlots.delete(key);
    // A held slot whose moment passed long ago was taken by nobody else: still this conversation's.
    if (held !== undefined) return held;
    const now = this.#o.now();
    const slot = await this.#o.slots.reserve(`history:${teamId}`, this.#intervalMs, now, now + 86_400_000);
    return slot ?? now + this.#intervalMs;
  }

  async #run(key: string, waiting: Waiting[]): Promise<void> {
    const first = waiting[0] as Waiting;
    const { teamId, user } = first;
    const log = this.#o.logger;
    let slot = await this.#slot(key, teamId);
    const deadline = Math.min(...waiting.map((w) => w.deadlineMs));
    if (slot > deadline) {
      this.#batches.delete(key);
      this.#heldSlots.set(key, slot);
      log?.info({ teamId, user, dms: waiting.length, untilMs: slot }, "delivery: history check paced; held");
      this.#settleAll(waiting, { kind: "held", untilMs: slot, reason: "paced" });
      return;
    }
    await this.#o.sleep(slot - this.#o.now());
    // From here the window is fixed: DMs asking later wait for the next call.
    this.#batches.delete(key);
    const oldest = Math.floor(Math.min(...waiting.map((w) => w.postingSinceMs)) / 1000) - SKEW_SECONDS;
    const latest =
      Math.ceil(Math.max(...waiting.map((w) => w.postingSinceMs)) / 1000) +
      this.#o.leaseSeconds +
      SKEW_SECONDS;
    const known = this.#progress.get(key);
    const progress: Progress =
      known && known.oldest <= oldest && known.latest >= latest
        ? known
        : { oldest, latest, cursor: "", seen: new Set() };
    let remaining = waiting.filter((w) => !progress.seen.has(w.hash));
    this.#settleAll(
      waiting.filter((w) => progress.seen.has(w.hash)),
      { kind: "sent" },
    );
    for (;;) {
      if (remaining.length === 0) return;
      // Slack counts from when the call arrives, which may be later than its slot: no other call of the
      // workspace is made within a full interval of this one.
      await this.#o.slots.holdUntil(`history:${teamId}`, this.#o.now() + this.#intervalMs);
      const answer = await this.#o.read({
        teamId,
        user,
        oldest: progress.oldest,
        latest: progress.latest,
        ...(progress.cursor === "" ? {} : { cursor: progress.cursor }),
      });
      if (answer.kind === "refused") {
        const untilMs = this.#o.now() + answer.retryAfterSeconds * 1000;
        await this.#o.slots.holdUntil(`history:${teamId}`, untilMs);
        log?.warn(
          { teamId, user, dms: remaining.length, retryAfterSeconds: answer.retryAfterSeconds },
          "delivery: history check refused by Slack (429); held",
        );
        this.#settleAll(remaining, { kind: "held", untilMs, reason: "refused" });
        return;
      }
      if (answer.kind === "undecided") {
        if (answer.permanent) {
          log?.error({ teamId, user, error: answer.error }, "delivery: history check impossible");
          this.#settleAll(remaining, { kind: "unknowable", error: answer.error });
          return;
        }
        log?.warn(
          { teamId, user, dms: remaining.length, error: answer.error },
          "delivery: history check undecided; held",
        );
        this.#settleAll(remaining, {
          kind: "held",
          untilMs: this.#o.now() + this.#intervalMs,
          reason: "undecided",
        });
        return;
      }
      for (const h of answer.hashes) progress.seen.add(h);
      this.#settleAll(
        remaining.filter((w) => progress.seen.has(w.hash)),
        { kind: "sent" },
      );
      remaining = remaining.filter((w) => !progress.seen.has(w.hash));
      if (answer.nextCursor === undefined) {
        this.#progress.delete(key);
        this.#settleAll(remaining, { kind: "absent" });
        return;
      }
      progress.cursor = answer.nextCursor;
      this.#progress.set(key, progress);
      if (remaining.length === 0) return;
      slot = await this.#slot(key, teamId);
      if (slot > deadline) {
        this.#heldSlots.set(key, slot);
        log?.info(
          { teamId, user, dms: remaining.length, untilMs: slot },
          "delivery: history check continues on the next page later; held",
        );
        this.#settleAll(remaining, { kind: "held", untilMs: slot, reason: "paced" });
        return;
      }
      await this.#o.sleep(slot - this.#o.now());
    }
  }
}
