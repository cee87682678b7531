/**
 * Attempt deadlines on one shared ticking timer instead of a setTimeout per attempt: arming and
 * clearing a timer was a measurable share of the client's per-call CPU. The tick is a small fraction
 * of the timeout, so a deadline fires at most one tick late.
 */
interface Pending {
  readonly at: number;
  readonly onExpire: () => void;
}

export class Deadlines {
  readonly #pending = new Set<Pending>();
  readonly #tickMs: number;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(timeoutMs: number) {
    this.#tickMs = Math.min(250, Math.max(5, Math.floor(timeoutMs / 20)));
  }

  /** Calls `onExpire` once `performance.now()` passes `at`, unless the handle is cleared first. */
  arm(at: number, onExpire: () => void): Pending {
    const pending: Pending = { at, onExpire };
    this.#pending.add(pending);
    if (this.#timer === undefined) {
      this.#timer = setInterval(() => this.#sweep(), this.#tickMs);
      // In-flight sockets keep the process alive; the sweeper alone must not.
      this.#timer.unref();
    }
    return pending;
  }

  clear(pending: Pending): void {
    this.#pending.delete(pending);
  }

  #sweep(): void {
    if (this.#pending.size === 0) {
      // Stopped lazily, so back-to-back calls do not start and stop the timer each time.
      clearInterval(this.#timer);
      this.#timer = undefined;
      return;
    }
    const now = performance.now();
    for (const pending of this.#pending) {
      if (pending.at > now) continue;
      this.#pending.delete(pending);
      pending.onExpire();
    }
  }
}
