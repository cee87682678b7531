/**
 * Spaces sends to Slack's limits: `messagesPerSecond` across the workspace, evenly (no bursts to be
 * punished for), and one message per channel per `channelIntervalMs`. A 429 pauses every send for its
 * Retry-After, as Slack asks.
 */
export class Pacer {
  readonly #intervalMs: number;
  readonly #channelIntervalMs: number;
  readonly #now: () => number;
  #nextSlot = 0;
  #pausedUntil = 0;
  #lastSent = 0;
  readonly #channelNext = new Map<string, number>();

  constructor(messagesPerSecond: number, channelIntervalMs: number, now: () => number = Date.now) {
    if (!(messagesPerSecond > 0)) throw new RangeError("Pacer: messagesPerSecond must be positive");
    this.#intervalMs = 1000 / messagesPerSecond;
    this.#channelIntervalMs = channelIntervalMs;
    this.#now = now;
  }

  /** Reserves the channel's next free moment and returns it (ms); later callers queue behind it. */
  reserveChannel(channel: string): number {
    const now = this.#now();
    const at = Math.max(now, this.#channelNext.get(channel) ?? 0);
    this.#channelNext.set(channel, at + this.#channelIntervalMs);
    // The map only needs channels with a reservation still ahead; forget the rest now and then.
    if (this.#channelNext.size > 10_000) {
      for (const [c, t] of this.#channelNext) if (t < now) this.#channelNext.delete(c);
    }
    return at;
  }

  /** Pushes a channel's next send to at least `at` (ms), e.g. after a 429 on it. */
  deferChannel(channel: string, at: number): void {
    this.#channelNext.set(channel, Math.max(at, this.#channelNext.get(channel) ?? 0));
  }

  /** Reserves the next workspace slot and returns it (ms); null while paused until the pause ends. */
  reserveSlot(): { at: number } | { pausedUntil: number } {
    const now = this.#now();
    if (this.#pausedUntil > now) return { pausedUntil: this.#pausedUntil };
    // Slots left unused while idle are not saved up: after a quiet spell the rate stays even.
    const at = Math.max(now, this.#nextSlot);
    this.#nextSlot = at + this.#intervalMs;
    return { at };
  }

  /**
   * How long to hold a send whose slot has come, so that sends stay at least half an interval apart:
   * slots are reserved ahead, and after a stall (GC, a busy CPU) their timers all fire at once; catching
   * up at twice the rate, rather than all at once, keeps within a burst-tolerant limit. 0: send now
   * (and it counts as sent).
   */
  holdBeforeSend(): number {
    const now = this.#now();
    const wait = this.#lastSent + this.#intervalMs / 2 - now;
    if (wait > 0) return wait;
    this.#lastSent = now;
    return 0;
  }

  /** Stops every send for `ms` from now (a 429's Retry-After). */
  pause(ms: number): void {
    const until = this.#now() + ms;
    this.#pausedUntil = Math.max(this.#pausedUntil, until);
    this.#nextSlot = Math.max(this.#nextSlot, until);
  }

  get pausedUntil(): number {
    return this.#pausedUntil;
  }
}
