import type { StoreContext } from "../context.js";
import { int, text } from "../validate.js";

/**
 * Keys of the Slack requests already taken (their signatures, their event ids), shared by every
 * instance on the same store, so a replayed request or a retried event is recognised by whichever
 * instance receives it. Rows are only needed until `expiresAt`; expired ones are deleted as new ones
 * arrive.
 */
export interface SeenRequestsRepo {
  /**
   * Records `key` until `expiresAt` (Unix seconds); true when it was new, false when it was already
   * recorded and has not expired. `now` also clears rows that expired before it.
   */
  remember(key: string, expiresAt: number, now: number): Promise<boolean>;
}

/** Expired rows are swept at most this often per instance. */
const SWEEP_EVERY_SECONDS = 60;

export function seenRequestsRepo(ctx: StoreContext): SeenRequestsRepo {
  const { db } = ctx;
  let sweptAt = Number.NEGATIVE_INFINITY;
  return {
    async remember(key, expiresAt, now) {
      const op = "seenRequests.remember";
      text(op, "key", key, 200);
      int(op, "expiresAt", expiresAt);
      int(op, "now", now);
      if (now - sweptAt >= SWEEP_EVERY_SECONDS) {
        sweptAt = now;
        await db.deleteFrom("seen_requests").where("expires_at", "<", now).execute();
      }
      const res = await db
        .insertInto("seen_requests")
        .values({ key, expires_at: expiresAt })
        .onConflict((oc) => oc.column("key").doNothing())
        .executeTakeFirst();
      if (Number(res.numInsertedOrUpdatedRows ?? 0) > 0) return true;
      // Recorded before: still a repeat unless that row has expired (and not been swept yet).
      const taken = await db
        .updateTable("seen_requests")
        .set({ expires_at: expiresAt })
        .where("key", "=", key)
        .where("expires_at", "<", now)
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) > 0;
    },
  };
}
