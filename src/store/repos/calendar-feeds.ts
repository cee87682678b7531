/**
 * Calendar feeds (issue 30): each person's feed address, and what a feed needs beyond the classes
 * themselves. A token is found by its SHA-256 (the database alone never answers a feed); it is kept
 * sealed too, so its owner can be shown their address again. A new address replaces the row: the old
 * token then finds nobody.
 */
import { createHash } from "node:crypto";
import type { StoreContext } from "../context.js";
import { id, list, text } from "../validate.js";

/** A moved class's event: the class whose UID it keeps (first of the chain) and when that was made. */
export interface CalendarOrigin {
  readonly originClassId: number;
  readonly originCreatedAt: number;
}

export interface CalendarFeedsRepo {
  /** The person's current feed token; undefined before their first Subscribe. */
  tokenOf(teamId: string, slackUserId: string): Promise<string | undefined>;
  /** Sets the person's token, replacing (and so stopping) any earlier one. */
  setToken(teamId: string, slackUserId: string, token: string): Promise<void>;
  /** Whose feed a token opens; undefined for a wrong or replaced token. */
  ownerOf(token: string): Promise<{ teamId: string; slackUserId: string } | undefined>;
  /** A moved class keeps the event of the class it was moved from. */
  setOrigin(teamId: string, classId: number, origin: CalendarOrigin): Promise<void>;
  origins(teamId: string, classIds: readonly number[]): Promise<Map<number, CalendarOrigin>>;
  /** The students a class had when it was cancelled. */
  rememberCancelled(teamId: string, classId: number, studentUids: readonly string[]): Promise<void>;
  /** The person downloaded a calendar file holding these classes. */
  rememberFile(teamId: string, slackUserId: string, classIds: readonly number[]): Promise<void>;
  /** Whether the person downloaded a calendar file holding any of these classes. */
  hasFile(teamId: string, slackUserId: string, classIds: readonly number[]): Promise<boolean>;
}

const sealContext = (teamId: string, slackUserId: string) => `calendar feed ${teamId} ${slackUserId}`;
export const tokenHash = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

export function calendarFeedsRepo(ctx: StoreContext): CalendarFeedsRepo {
  const { db } = ctx;
  return {
    async tokenOf(teamId, slackUserId) {
      const op = "calendarFeeds.tokenOf";
      const r = await db
        .selectFrom("calendar_feeds")
        .select("token_enc")
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("slack_user_id", "=", text(op, "slackUserId", slackUserId, 50))
        .executeTakeFirst();
      return r ? ctx.secrets.open(r.token_enc, sealContext(teamId, slackUserId)) : undefined;
    },
    async setToken(teamId, slackUserId, token) {
      const op = "calendarFeeds.setToken";
      const row = {
        team_id: text(op, "teamId", teamId, 50),
        slack_user_id: text(op, "slackUserId", slackUserId, 50),
        token_hash: tokenHash(text(op, "token", token, 200)),
        token_enc: ctx.secrets.seal(token, sealContext(teamId, slackUserId)),
        created_at: ctx.clock(),
      };
      await db
        .insertInto("calendar_feeds")
        .values(row)
        .onConflict((oc) =>
          oc.columns(["team_id", "slack_user_id"]).doUpdateSet({
            token_hash: row.token_hash,
            token_enc: row.token_enc,
            created_at: row.created_at,
          }),
        )
        .execute();
    },
    async ownerOf(token) {
      if (typeof token !== "string" || token.length === 0 || token.length > 200) return undefined;
      const r = await db
        .selectFrom("calendar_feeds")
        .select(["team_id", "slack_user_id"])
        .where("token_hash", "=", tokenHash(token))
        .executeTakeFirst();
      return r ? { teamId: r.team_id, slackUserId: r.slack_user_id } : undefined;
    },
    async setOrigin(teamId, classId, origin) {
      const op = "calendarFeeds.setOrigin";
      const row = {
        team_id: text(op, "teamId", teamId, 50),
        class_id: id(op, "classId", classId),
        origin_class_id: id(op, "originClassId", origin.originClassId),
        origin_created_at: Math.trunc(origin.originCreatedAt),
      };
      await db
        .insertInto("class_calendar_origins")
        .values(row)
        .onConflict((oc) => oc.columns(["team_id", "class_id"]).doNothing())
        .execute();
    },
    async origins(teamId, classIds) {
      const op = "calendarFeeds.origins";
      const found = new Map<number, CalendarOrigin>();
      const ids = list(op, "classIds", classIds, (c, i) => id(op, `classIds[${i}]`, c));
      // In chunks: a person's feed may hold a few thousand classes, beyond a statement's parameters.
      for (let i = 0; i < ids.length; i += 500) {
        const rows = await db
          .selectFrom("class_calendar_origins")
          .selectAll()
          .where("team_id", "=", text(op, "teamId", teamId, 50))
          .where("class_id", "in", ids.slice(i, i + 500))
          .execute();
        for (const r of rows) {
          found.set(Number(r.class_id), {
            originClassId: Number(r.origin_class_id),
            originCreatedAt: Number(r.origin_created_at),
          });
        }
      }
      return found;
    },
    async rememberCancelled(teamId, classId, studentUids) {
      const op = "calendarFeeds.rememberCancelled";
      const uids = list(op, "studentUids", studentUids, (u, i) => text(op, `studentUids[${i}]`, u, 64));
      if (uids.length === 0) return;
      await db
        .insertInto("cancelled_enrolments")
        .values(
          uids.map((u) => ({
            team_id: text(op, "teamId", teamId, 50),
            class_id: id(op, "classId", classId),
            student_uid: u,
          })),
        )
        .onConflict((oc) => oc.columns(["team_id", "class_id", "student_uid"]).doNothing())
        .execute();
    },
    async rememberFile(teamId, slackUserId, classIds) {
      const op = "calendarFeeds.rememberFile";
      const ids = list(op, "classIds", classIds, (c, i) => id(op, `classIds[${i}]`, c));
      const team = text(op, "teamId", teamId, 50);
      const user = text(op, "slackUserId", slackUserId, 50);
      for (let i = 0; i < ids.length; i += 200) {
        await db
          .insertInto("calendar_files")
          .values(ids.slice(i, i + 200).map((c) => ({ team_id: team, slack_user_id: user, class_id: c })))
          .onConflict((oc) => oc.columns(["team_id", "slack_user_id", "class_id"]).doNothing())
          .execute();
      }
    },
    async hasFile(teamId, slackUserId, classIds) {
      const op = "calendarFeeds.hasFile";
      const ids = list(op, "classIds", classIds, (c, i) => id(op, `classIds[${i}]`, c));
      if (ids.length === 0) return false;
      const r = await db
        .selectFrom("calendar_files")
        .select("class_id")
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("slack_user_id", "=", text(op, "slackUserId", slackUserId, 50))
        .where("class_id", "in", ids.slice(0, 500))
        .executeTakeFirst();
      return r !== undefined;
    },
  };
}
