/**
 * Slack takes at most 30 scheduled messages per channel in 5 minutes. Counting our own calls keeps the
 * app from being refused; when Slack refuses anyway (another instance used the allowance), the channel
 * is treated as full until its window passes.
 */
import { SCHEDULED_MESSAGE_LIMITS } from "../slack-api-limits.js";

export class ChannelBudget {
  /** Seconds of the calls made per channel within the window. */
  readonly #calls = new Map<string, number[]>();

  hasRoom(channel: string, now: number): boolean {
    const recent = (this.#calls.get(channel) ?? []).filter(
      (at) => at > now - SCHEDULED_MESSAGE_LIMITS.windowSeconds,
    );
    this.#calls.set(channel, recent);
    return recent.length < SCHEDULED_MESSAGE_LIMITS.perChannel;
  }

  spend(channel: string, now: number): void {
    this.#calls.set(channel, [...(this.#calls.get(channel) ?? []), now]);
  }

  exhaust(channel: string, now: number): void {
    this.#calls.set(channel, Array<number>(SCHEDULED_MESSAGE_LIMITS.perChannel).fill(now));
  }
}
