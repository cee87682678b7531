/**
 * Spaces sends to Slack's limits: `messagesPerSecond` per workspace, evenly (no bursts to be punished
 * for), and one message per channel per `channelIntervalMs`. A 429 pauses the workspace's sends for
 * its Retry-After, as Slack asks (Slack's limits are per workspace: one school's 429 holds no other).
 *
 * Workspace slots come from `WorkspaceSlots`, the store's `sendPacing` in the app: one row per workspace
 * that every instance reserves from, so N instances together keep to the rate instead of each sending
 * at it. Channel turns, the 429 pause and the catch-up spacing are also kept here, per channel or
 * workspace, and are safe to lose (docs/scale.md): a restart or another instance without them at
 * worst meets a 429, which is retried.
 */
export interface WorkspaceSlots {
  /**
   * Reserves the workspace's next slot at or after `nowMs` (Unix ms) and returns it; the next is
   * `intervalMs` later. Undefined, reserving nothing, when the next free slot is after `latestMs`.
   */
  reserve(teamId: string, intervalMs: number, nowMs: number, latestMs: number): Promise<number | undefined>;
  /** No slot of the workspace before `untilMs` (Unix ms). */
  holdUntil(teamId: string, untilMs: number): Promise<void>;
}

export class Pacer {
  readonly #intervalMs: number;
  /** The shared slots' spacing: whole milliseconds, rounded up so the rate is never exceeded. */
  readonly #slotIntervalMs: number;
  readonly #channelIntervalMs: number;
  readonly #now: () => number;
  readonly #slots: WorkspaceSlots;
  /** Per workspace: no send before this (ms), after a 429. */
  readonly #pausedUntil = new Map<string, number>();
  /** Per workspace: when its last send went (ms), for the catch-up spacing. */
  readonly #lastSent = new Map<string, number>();
  readonly #channelNext = new Map<string, number>();
  /** Per channel: when its last message really went out (ms); its turn may have come earlier. */
  readonly #channelSent = new Map<string, number>();

  constructor(
    messagesPerSecond: number,
    channelIntervalMs: number,
    slots: WorkspaceSlots,
    now: () => number = Date.now,
  ) {
    if (!(messagesPerSecond > 0)) throw new RangeError("Pacer: messagesPerSecond must be positive");
    this.#intervalMs = 1000 / messagesPerSecond;
    this.#slotIntervalMs = Math.max(1, Math.ceil(this.#intervalMs));
    this.#channelIntervalMs = channelIntervalMs;
    this.#slots = slots;
    this.#now = now;
  }

  /** Reserves the channel's next free moment and returns it (ms); later callers queue behind it. */
  reserveChannel(channel: string): number {
    const now = this.#now();
    const at = Math.max(now, this.#channelNext.get(channel) ?? 0);
    this.#channelNext.set(channel, at + this.#channelIntervalMs);
    forgetPast(this.#channelNext, now);
    return at;
  }

  /**
   * How long (ms) a send to `channel` must still wait so that it goes a full interval after the
   * channel's previous message really went out; 0: it may go. A turn is reserved ahead, and the
   * message before may have gone late (it waited for a workspace slot, or its timer ran late on a busy
   * machine): Slack counts the gap between the messages it receives.
   */
  channelWait(channel: string): number {
    const sent = this.#channelSent.get(channel);
    return sent === undefined ? 0 : Math.max(0, sent + this.#channelIntervalMs - this.#now());
  }

  /** A message to `channel` goes out now. */
  channelSent(channel: string): void {
    const now = this.#now();
    this.#channelSent.set(channel, now);
    forgetPast(this.#channelSent, now - this.#channelIntervalMs);
  }

  /** Pushes a channel's next send to at least `at` (ms), e.g. after a 429 on it. */
  deferChannel(channel: string, at: number): void {
    this.#channelNext.set(channel, Math.max(at, this.#channelNext.get(channel) ?? 0));
  }

  /**
   * Reserves the workspace's next slot (shared with every instance) and returns it (ms); while the
   * workspace is paused by a 429, reserves nothing and says until when. Undefined when no slot is free
   * until `latest` (ms): nothing is reserved then.
   */
  async reserveSlot(
    teamId: string,
    latest: number,
  ): Promise<{ at: number } | { pausedUntil: number } | undefined> {
    const now = this.#now();
    const pausedUntil = this.pausedUntil(teamId);
    if (pausedUntil > now) return { pausedUntil };
    // Slots left unused while idle are not saved up (the store takes max(next slot, now)).
    const at = await this.#slots.reserve(
      teamId,
      this.#slotIntervalMs,
      Math.round(now),
      Math.max(Math.round(now), Math.floor(latest)),
    );
    return at === undefined ? undefined : { at };
  }

  /**
   * How late a send may still use its slot (ms): two intervals, at least 250 ms (timers on a busy
   * machine run late). Later, the slot is given up and a new one reserved, so that the sends of every
   * instance together stay within the rate plus this much, whatever stalls one of them.
   */
  get lateToleranceMs(): number {
    return Math.max(2 * this.#intervalMs, 250);
  }

  /**
   * How long to hold a send of the workspace whose slot has come, so that its sends stay at least half
   * an interval apart: slots are reserved ahead, and after a stall (GC, a busy CPU) their timers all
   * fire at once; catching up at twice the rate, rather than all at once, keeps within a
   * burst-tolerant limit. Per workspace, as the rate is: other schools' sends do not slow this one.
   * 0: send now (and it counts as sent).
   */
  holdBeforeSend(teamId: string): number {
    const now = this.#now();
    const wait = (this.#lastSent.get(teamId) ?? Number.NEGATIVE_INFINITY) + this.#intervalMs / 2 - now;
    if (wait > 0) return wait;
    this.#lastSent.set(teamId, now);
    forgetPast(this.#lastSent, now - this.#intervalMs);
    return 0;
  }

  /**
   * Stops the workspace's sends from this instance for `ms` from now (a 429's Retry-After), and moves
   * the workspace's shared next slot past it, so other instances reserve nothing earlier either.
   */
  async pause(teamId: string, ms: number): Promise<void> {
    const now = this.#now();
    const until = now + ms;
    this.#pausedUntil.set(teamId, Math.max(this.pausedUntil(teamId), until));
    forgetPast(this.#pausedUntil, now);
    await this.#slots.holdUntil(teamId, Math.round(until));
  }

  /** Until when (ms) the workspace's sends are paused by a 429 seen here; 0: not paused. */
  pausedUntil(teamId: string): number {
    return this.#pausedUntil.get(teamId) ?? 0;
  }
}

/** These maps only need entries still ahead of `now`: the rest is forgotten once they grow large. */
const FORGET_ABOVE = 10_000;

function forgetPast(times: Map<string, number>, now: number): void {
  if (times.size <= FORGET_ABOVE) return;
  for (const [key, at] of times) if (at < now) times.delete(key);
}
