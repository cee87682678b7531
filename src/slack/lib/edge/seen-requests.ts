/**
 * Which Slack requests were already taken. A signature seen before is a replay (Slack never sends
 * one twice); an event id seen before is a retry of something already handled. Kept in the store so
 * every instance sharing it knows, and in memory too, so a store that cannot be reached leaves this
 * instance still refusing what it saw itself (and the request goes on to meet the store's failure
 * where the person is told about it).
 */
import type { Logger } from "../../../logger.js";
import type { SeenRequestsRepo } from "../../../store/index.js";

export interface SeenRequests {
  /** True when `key` is new (and is now remembered until `expiresAt`), false when seen before. */
  first(key: string, expiresAt: number, now: number): Promise<boolean>;
}

/** Largest number of keys kept in memory; the oldest are dropped first. */
const MEMORY_LIMIT = 50_000;

export function seenRequests(repo: SeenRequestsRepo | undefined, logger: Logger): SeenRequests {
  const memory = new Map<string, number>();

  function firstInMemory(key: string, expiresAt: number, now: number): boolean {
    const known = memory.get(key);
    if (known !== undefined && known >= now) return false;
    memory.delete(key);
    memory.set(key, expiresAt);
    if (memory.size > MEMORY_LIMIT) {
      for (const [oldest] of memory) {
        memory.delete(oldest);
        if (memory.size <= MEMORY_LIMIT) break;
      }
    }
    return true;
  }

  return {
    async first(key, expiresAt, now) {
      if (!firstInMemory(key, expiresAt, now)) return false;
      if (!repo) return true;
      try {
        return await repo.remember(key, expiresAt, now);
      } catch (err) {
        logger.warn({ err }, "could not record a Slack request in the store: checked in memory only");
        return true;
      }
    },
  };
}
