import { sql } from "kysely";
import type { StoreContext } from "../context.js";
import { int, text } from "../validate.js";

/**
 * Slack limits chat.postMessage per workspace, whichever instance posts. Each workspace has one row
 * holding its next free send slot; reserving a slot is one upsert that takes max(next slot, now) and
 * moves the row one interval on, so instances on one database together keep to the rate, evenly
 * spaced, and an idle spell saves up no burst. PostgreSQL serialises the upserts on the row's lock;
 * SQLite on its write lock.
 */
export interface SendPacingRepo {
  /**
   * Reserves the workspace's next send slot at or after `nowMs` (Unix ms) and returns it; the slot after
   * it is `intervalMs` later, for every instance. When that slot is after `latestMs` nothing is reserved
   * and the answer is undefined: a slot taken but never used would delay every later send.
   */
  reserve(teamId: string, intervalMs: number, nowMs: number, latestMs: number): Promise<number | undefined>;
  /** No slot of the workspace before `untilMs` (a 429's Retry-After, seen by any instance). */
  holdUntil(teamId: string, untilMs: number): Promise<void>;
}

export function sendPacingRepo(ctx: StoreContext): SendPacingRepo {
  const { db } = ctx;
  // Two-argument max() is SQLite's greatest().
  const greatest = sql.raw(ctx.engine === "postgres" ? "greatest" : "max");
  return {
    async reserve(teamId, intervalMs, nowMs, latestMs) {
      const op = "sendPacing.reserve";
      const team = text(op, "teamId", teamId, 50);
      const interval = int(op, "intervalMs", intervalMs, 1, 3_600_000);
      const now = int(op, "nowMs", nowMs);
      const latest = int(op, "latestMs", latestMs, now);
      const slot = sql<number>`${greatest}(send_pacing.next_slot_ms, ${now})`;
      const row = await db
        .insertInto("send_pacing")
        .values({ team_id: team, next_slot_ms: now + interval })
        .onConflict((oc) =>
          oc
            .column("team_id")
            .doUpdateSet({ next_slot_ms: sql<number>`${slot} + ${interval}` })
            .where(sql<boolean>`${slot} <= ${latest}`),
        )
        .returning("next_slot_ms")
        .executeTakeFirst();
      return row === undefined ? undefined : Number(row.next_slot_ms) - interval;
    },

    async holdUntil(teamId, untilMs) {
      const op = "sendPacing.holdUntil";
      const team = text(op, "teamId", teamId, 50);
      const until = int(op, "untilMs", untilMs);
      await db
        .insertInto("send_pacing")
        .values({ team_id: team, next_slot_ms: until })
        .onConflict((oc) =>
          oc.column("team_id").doUpdateSet({
            next_slot_ms: sql<number>`${greatest}(send_pacing.next_slot_ms, ${until})`,
          }),
        )
        .execute();
    },
  };
}
