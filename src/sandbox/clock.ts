import { type Clock, systemClock } from "../clock.js";

/**
 * The sandbox's notion of now. Follows a base clock (real time by default) until a time is set; from
 * then on it is frozen and moves only when told, so time rules (in session, 20 minutes before start,
 * over) are deterministic in tests.
 */
export class SandboxClock {
  private frozen: number | undefined;
  private offset = 0;
  /** Told after every set or advance: a moved clock plays the scripted class sessions it passes. */
  private readonly listeners: (() => void)[] = [];

  constructor(
    private readonly base: Clock = systemClock,
    initial?: number,
  ) {
    this.frozen = initial;
  }

  now(): number {
    return this.frozen ?? this.base() + this.offset;
  }

  set(unix: number): number {
    this.frozen = unix;
    this.moved();
    return unix;
  }

  advance(seconds: number): number {
    if (this.frozen !== undefined) this.frozen += seconds;
    else this.offset += seconds;
    this.moved();
    return this.now();
  }

  /** Whether the clock stands still until set or advanced (else it follows its base clock). */
  get isFrozen(): boolean {
    return this.frozen !== undefined;
  }

  onMove(listener: () => void): void {
    this.listeners.push(listener);
  }

  private moved(): void {
    for (const listener of this.listeners) listener();
  }
}
