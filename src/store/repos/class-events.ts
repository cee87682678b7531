/**
 * Class events (issue 32 §1): each school's receiving address and the messages the class service
 * pushed to it. The address's token is found by its SHA-256 (the database alone never opens an
 * address) and kept sealed so admins can be shown it again; a new address replaces the row, so the old
 * token finds nobody. A message is stored once per `(team, dedupe key)`: a re-send meets the key.
 */
import type { StoreContext } from "../context.js";
import { anyText, id, int, text } from "../validate.js";
import { tokenHash } from "./calendar-feeds.js";

export interface ClassEventInput {
  readonly dedupeKey: string;
  readonly cmd: string;
  readonly classId: number | null;
  /** The body as JSON text, without its signature. */
  readonly body: string;
  readonly receivedAt: number;
}

export interface ClassEventRecord extends ClassEventInput {
  readonly id: number;
  readonly teamId: string;
  readonly processedAt: number | null;
  readonly outcome: string | null;
}

export interface ClassEventsStatus {
  /** When the service's `Test` came; null before. */
  readonly testedAt: number | null;
  /** When the latest message came; null before any. */
  readonly lastAt: number | null;
  /** Messages per `Cmd` received since the time asked. */
  readonly counts: Readonly<Record<string, number>>;
  /** When the admins were told no event came for a week; null when not (or an event came since). */
  readonly quietToldAt: number | null;
}

export interface ClassEventsRepo {
  /** The school's current token; undefined before an admin first opened the Class events page. */
  tokenOf(teamId: string): Promise<string | undefined>;
  /** Sets the school's token, replacing (and so stopping) any earlier one; not connected until its test. */
  setToken(teamId: string, token: string): Promise<void>;
  /** Which school a token belongs to; undefined for a wrong or replaced token. */
  schoolOf(token: string): Promise<string | undefined>;
  /** Stores a message unless one with its dedupe key is stored already. */
  add(teamId: string, input: ClassEventInput): Promise<{ id: number; created: boolean }>;
  get(teamId: string, eventId: number): Promise<ClassEventRecord | undefined>;
  /** Marks a message processed (once: a message processed already is left as it was). */
  markProcessed(teamId: string, eventId: number, outcome: string, at: number): Promise<boolean>;
  /** The service's `Test` came: the subscription is active. */
  markTested(teamId: string, at: number): Promise<void>;
  status(teamId: string, countsSince: number): Promise<ClassEventsStatus>;
  /** Marks the admins told of a quiet week; false when they were told already (another instance). */
  markQuietTold(teamId: string, at: number): Promise<boolean>;
  /** How many of the school's classes began in [from, to), neither cancelled nor deleted. */
  classesHeld(teamId: string, from: number, to: number): Promise<number>;
  /** Messages received before `before` (Unix seconds) are deleted; answers how many. */
  purge(teamId: string, before: number): Promise<number>;
}

const sealContext = (teamId: string) => `class events ${teamId}`;
/** The largest body stored (the route refuses larger ones before reading them). */
const MAX_BODY_CHARS = 4_000_000;

export function classEventsRepo(ctx: StoreContext): ClassEventsRepo {
  const { db } = ctx;
  return {
    async tokenOf(teamId) {
      const r = await db
        .selectFrom("class_event_receivers")
        .select("token_enc")
        .where("team_id", "=", text("classEvents.tokenOf", "teamId", teamId, 50))
        .executeTakeFirst();
      return r ? ctx.secrets.open(r.token_enc, sealContext(teamId)) : undefined;
    },
    async setToken(teamId, token) {
      const op = "classEvents.setToken";
      const row = {
        team_id: text(op, "teamId", teamId, 50),
        token_hash: tokenHash(text(op, "token", token, 200)),
        token_enc: ctx.secrets.seal(token, sealContext(teamId)),
        created_at: ctx.clock(),
      };
      await db
        .insertInto("class_event_receivers")
        .values(row)
        .onConflict((oc) =>
          // A new address is a new subscription: connected again once the service's test comes to it.
          oc.column("team_id").doUpdateSet({
            token_hash: row.token_hash,
            token_enc: row.token_enc,
            created_at: row.created_at,
            tested_at: null,
            quiet_told_at: null,
          }),
        )
        .execute();
    },
    async schoolOf(token) {
      if (typeof token !== "string" || token.length === 0 || token.length > 200) return undefined;
      const r = await db
        .selectFrom("class_event_receivers")
        .select("team_id")
        .where("token_hash", "=", tokenHash(token))
        .executeTakeFirst();
      return r?.team_id;
    },
    async add(teamId, input) {
      const op = "classEvents.add";
      const team = text(op, "teamId", teamId, 50);
      const dedupeKey = text(op, "dedupeKey", input.dedupeKey, 200);
      const res = await db
        .insertInto("class_events")
        .values({
          team_id: team,
          dedupe_key: dedupeKey,
          cmd: text(op, "cmd", input.cmd, 50),
          class_id: input.classId === null ? null : id(op, "classId", input.classId),
          body: anyText(op, "body", input.body, MAX_BODY_CHARS),
          received_at: int(op, "receivedAt", input.receivedAt),
        })
        .onConflict((oc) => oc.columns(["team_id", "dedupe_key"]).doNothing())
        .executeTakeFirst();
      const row = await db
        .selectFrom("class_events")
        .select("id")
        .where("team_id", "=", team)
        .where("dedupe_key", "=", dedupeKey)
        .executeTakeFirstOrThrow();
      // Any message clears the "no events for a week" mark: the next quiet week is told again.
      await db
        .updateTable("class_event_receivers")
        .set({ quiet_told_at: null })
        .where("team_id", "=", team)
        .where("quiet_told_at", "is not", null)
        .execute();
      return { id: Number(row.id), created: Number(res.numInsertedOrUpdatedRows ?? 0) > 0 };
    },
    async get(teamId, eventId) {
      const op = "classEvents.get";
      const r = await db
        .selectFrom("class_events")
        .selectAll()
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("id", "=", id(op, "eventId", eventId))
        .executeTakeFirst();
      if (!r) return undefined;
      return {
        id: Number(r.id),
        teamId: r.team_id,
        dedupeKey: r.dedupe_key,
        cmd: r.cmd,
        classId: r.class_id === null ? null : Number(r.class_id),
        body: r.body,
        receivedAt: Number(r.received_at),
        processedAt: r.processed_at === null ? null : Number(r.processed_at),
        outcome: r.outcome,
      };
    },
    async markProcessed(teamId, eventId, outcome, at) {
      const op = "classEvents.markProcessed";
      const res = await db
        .updateTable("class_events")
        .set({ processed_at: int(op, "at", at), outcome: text(op, "outcome", outcome, 100) })
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("id", "=", id(op, "eventId", eventId))
        .where("processed_at", "is", null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
    async markTested(teamId, at) {
      const op = "classEvents.markTested";
      await db
        .updateTable("class_event_receivers")
        .set({ tested_at: int(op, "at", at) })
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .execute();
    },
    async status(teamId, countsSince) {
      const op = "classEvents.status";
      const team = text(op, "teamId", teamId, 50);
      const receiver = await db
        .selectFrom("class_event_receivers")
        .select(["tested_at", "quiet_told_at"])
        .where("team_id", "=", team)
        .executeTakeFirst();
      const last = await db
        .selectFrom("class_events")
        .select((eb) => eb.fn.max("received_at").as("last"))
        .where("team_id", "=", team)
        .executeTakeFirst();
      const rows = await db
        .selectFrom("class_events")
        .select(["cmd", (eb) => eb.fn.countAll().as("n")])
        .where("team_id", "=", team)
        .where("received_at", ">=", int(op, "countsSince", countsSince))
        .groupBy("cmd")
        .execute();
      const counts: Record<string, number> = {};
      for (const r of rows) counts[r.cmd] = Number(r.n);
      const lastAt = last?.last;
      return {
        testedAt: receiver?.tested_at == null ? null : Number(receiver.tested_at),
        lastAt: lastAt == null ? null : Number(lastAt),
        counts,
        quietToldAt: receiver?.quiet_told_at == null ? null : Number(receiver.quiet_told_at),
      };
    },
    async markQuietTold(teamId, at) {
      const op = "classEvents.markQuietTold";
      const res = await db
        .updateTable("class_event_receivers")
        .set({ quiet_told_at: int(op, "at", at) })
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("quiet_told_at", "is", null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
    async classesHeld(teamId, from, to) {
      const op = "classEvents.classesHeld";
      const r = await db
        .selectFrom("classes")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("begin_time", ">=", int(op, "from", from))
        .where("begin_time", "<", int(op, "to", to))
        .where("deleted", "=", 0)
        .where("cancelled_at", "is", null)
        .executeTakeFirst();
      return Number(r?.n ?? 0);
    },
    async purge(teamId, before) {
      const op = "classEvents.purge";
      const res = await db
        .deleteFrom("class_events")
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("received_at", "<", int(op, "before", before))
        .executeTakeFirst();
      return Number(res.numDeletedRows);
    },
  };
}
