import { type ExpressionBuilder, type Kysely, type Selectable, sql } from "kysely";
import type { StoreContext } from "../context.js";
import type { SecretBox } from "../crypto.js";
import { StoreError } from "../errors.js";
import { precompile } from "../precompiled.js";
import type { Database, OutboxTable } from "../schema.js";
import { anyText, id, int, jsonText, text } from "../validate.js";
import { openPayload, sealPayload } from "./outbox-payload.js";

/**
 * The durable outbox of Slack messages. A message is written here before anyone tries to send it;
 * senders claim due messages under a lease, then complete or fail them. Claiming is atomic across
 * processes, so two app instances never hold the same message at once.
 *
 * States: pending -> claimed -> sent, or claimed -> pending (retry later) -> ... -> dead (given up).
 */
export type OutboxState = "pending" | "claimed" | "sent" | "dead";

/**
 * Kinds of durable jobs start with this (`job:enrol`, `job:class-ending`): the job runner claims them,
 * the delivery worker claims every other kind (docs/jobs.md). One table, one claim and lease.
 */
export const JOB_KIND_PREFIX = "job:";

/** Which rows a claimer takes: the messages (delivery worker), the jobs (job runner), or all. */
export type OutboxLane = "messages" | "jobs" | "all";

export interface OutboxMessage<P = unknown> {
  id: number;
  teamId: string;
  kind: string;
  dedupeKey: string;
  payload: P;
  state: OutboxState;
  /** How many times it was claimed (a claim is an attempt to send). */
  attempts: number;
  nextAttemptAt: number;
  claimedBy: string | null;
  leaseUntil: number | null;
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
  completedAt: number | null;
  /** The enrolment or batch this message belongs to, if any. */
  group: string | null;
  /** Claims after which it is given up: its own limit, or the store's policy. */
  maxAttempts: number;
  /** Where Slack put it once sent (chat.postMessage's channel and ts), for editing it later. */
  sent: { channel: string; ts: string } | null;
  /**
   * Unix ms when an attempt's post left for Slack and its answer was never recorded (the holder died,
   * or the connection broke): the message may be in Slack, sent at or after this moment. Null: certainly
   * not sent (or settled).
   */
  postingSince: number | null;
}

export interface EnqueueInput {
  teamId: string;
  /** What the sender should do with the payload, e.g. "dm" or "reminder". */
  kind: string;
  /** Same key in the same workspace = same message: a second enqueue changes nothing and returns the first. */
  dedupeKey: string;
  payload: unknown;
  /** Not to be sent before this Unix second; default now. */
  notBefore?: number;
  /** Messages caused by one enrolment or batch share a group (see groupMessages). */
  group?: string;
  /** Claims before it is given up; default the store's policy (jobs that must retry until they know). */
  maxAttempts?: number;
}

export interface OutboxPolicy {
  /** Claims after which a failing message is given up (state "dead"). Default 5. */
  maxAttempts: number;
  /** First retry delay; doubles per attempt. Default 30 s. */
  backoffBaseSeconds: number;
  /** Ceiling of the retry delay. Default 3600 s. */
  backoffMaxSeconds: number;
}

export const defaultOutboxPolicy: OutboxPolicy = {
  maxAttempts: 5,
  backoffBaseSeconds: 30,
  backoffMaxSeconds: 3600,
};

export interface FailOptions {
  /** Retry no sooner than this (e.g. Slack's Retry-After) instead of the exponential backoff. */
  retryAfterSeconds?: number;
  /** Give up now: retrying cannot help (e.g. the user no longer exists). */
  permanent?: boolean;
}

export interface OutboxRepo {
  enqueue<P>(input: EnqueueInput): Promise<{ message: OutboxMessage<P>; created: boolean }>;
  /**
   * Claims up to `batch` due messages for `instanceId` until now + leaseSeconds, oldest due first.
   * Due means pending and past its next attempt time; expired leases are returned to pending first.
   * `lane` picks the messages, the jobs or both (default).
   */
  claim<P = unknown>(
    batch: number,
    instanceId: string,
    leaseSeconds: number,
    lane?: OutboxLane,
  ): Promise<OutboxMessage<P>[]>;
  /**
   * Keeps a claim alive: the lease now ends `leaseSeconds` from now. False when this instance no longer
   * holds it (the lease ran out and another took it over): the holder must stop.
   */
  extendLease(id: number, instanceId: string, leaseSeconds: number): Promise<boolean>;
  /**
   * Marks a claimed message sent, with where Slack put it when known. False when this instance no longer
   * holds it (the lease was taken over).
   */
  complete(id: number, instanceId: string, sent?: { channel: string; ts: string }): Promise<boolean>;
  /**
   * `true`: a post of a claimed message leaves for Slack now (stamped with the store's clock, the one
   * Slack's timestamps are compared with), written before it is sent; `false`: no attempt can have
   * reached Slack unrecorded (Slack answered with an error or a 429). False when this instance no
   * longer holds it.
   */
  posting(id: number, instanceId: string, leaving: boolean): Promise<boolean>;
  /** Records a failed attempt: back to pending with backoff, or dead after maxAttempts / when permanent. */
  fail(
    id: number,
    instanceId: string,
    error: string,
    options?: FailOptions,
  ): Promise<OutboxMessage | undefined>;
  /**
   * Hands a claimed message back unsent (a stopping worker, a channel that must wait): pending again, due
   * at `notBefore` (default now), and the claim does not count as an attempt.
   */
  release(id: number, instanceId: string, notBefore?: number): Promise<boolean>;
  /** Every message of a group, oldest first, to tell whether all are settled and which died. */
  groupMessages<P = unknown>(teamId: string, group: string): Promise<OutboxMessage<P>[]>;
  /** Groups with a message that died since `sinceSeconds` (a summary may be due), oldest first. */
  recentDeadGroups(sinceSeconds: number, limit?: number): Promise<Array<{ teamId: string; group: string }>>;
  /** Returns messages whose lease expired to pending (or dead when out of attempts). */
  reclaimExpired(): Promise<{ requeued: number; dead: number }>;
  get<P = unknown>(id: number): Promise<OutboxMessage<P> | undefined>;
  findByDedupeKey<P = unknown>(teamId: string, dedupeKey: string): Promise<OutboxMessage<P> | undefined>;
  /**
   * Messages of `kind` whose dedupe key starts with `prefix` (the DMs about one class and student, to
   * edit them), oldest first, at most `limit` (default 50).
   */
  listByDedupePrefix<P = unknown>(
    teamId: string,
    kind: string,
    prefix: string,
    limit?: number,
  ): Promise<OutboxMessage<P>[]>;
  /**
   * The team's work held by someone now (claimed, lease not yet run out), but row `exceptId`: what a
   * school's erase waits for, so nothing in flight writes the school's rows again after its tombstone.
   */
  heldForTeam(teamId: string, exceptId: number): Promise<number>;
  /**
   * Records that `aliasKey` names the message `targetKey` too (issue 30: a moved class's live-link key
   * names the DM about the class it was moved from). The first alias of a key stays.
   */
  addAlias(teamId: string, aliasKey: string, targetKey: string): Promise<void>;
  /** The message `aliasKey` names (see `addAlias`), if any. */
  findByAlias<P = unknown>(teamId: string, aliasKey: string): Promise<OutboxMessage<P> | undefined>;
  /**
   * Messages of `kind` named by an alias starting with `prefix` (see `addAlias`), oldest first, at most
   * `limit` (default 50).
   */
  listByAliasPrefix<P = unknown>(
    teamId: string,
    kind: string,
    prefix: string,
    limit?: number,
  ): Promise<OutboxMessage<P>[]>;
  /**
   * Rows by state. `pending` counts work waiting now (retries and messages handed back included);
   * `later` the jobs set for a moment still to come and never tried (work due at a time), which nobody
   * is waiting on yet.
   */
  counts(): Promise<Record<OutboxState, number> & { later: number }>;
}

/** A stored row as a message; the payload is opened with `box` (see outbox-payload.ts). */
function rowToMessage<P>(r: Selectable<OutboxTable>, policy: OutboxPolicy, box: SecretBox): OutboxMessage<P> {
  return {
    id: Number(r.id),
    teamId: r.team_id,
    kind: r.kind,
    dedupeKey: r.dedupe_key,
    payload: openPayload<P>(box, r),
    state: r.state as OutboxState,
    attempts: r.attempts,
    nextAttemptAt: Number(r.next_attempt_at),
    claimedBy: r.claimed_by,
    leaseUntil: r.lease_until === null ? null : Number(r.lease_until),
    lastError: r.last_error,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    completedAt: r.completed_at === null ? null : Number(r.completed_at),
    group: r.group_key ?? null,
    maxAttempts: r.max_attempts ?? policy.maxAttempts,
    sent: r.sent_channel !== null && r.sent_ts !== null ? { channel: r.sent_channel, ts: r.sent_ts } : null,
    postingSince: r.posting_since === null || r.posting_since === undefined ? null : Number(r.posting_since),
  };
}

/** Delay before the retry that follows `attempts` failed attempts: base, 2*base, 4*base... capped. */
export function backoffSeconds(policy: OutboxPolicy, attempts: number): number {
  const exp = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(policy.backoffMaxSeconds, policy.backoffBaseSeconds * 2 ** exp);
}

export function outboxRepo(ctx: StoreContext, policy: OutboxPolicy = defaultOutboxPolicy): OutboxRepo {
  const { db } = ctx;
  const toMessage = <P>(r: Selectable<OutboxTable>, p: OutboxPolicy) => rowToMessage<P>(r, p, ctx.secrets);
  /** The clock second of this repository's last lease sweep inside claim. */
  let sweptAt: number | undefined;
  const byId = (id: number) => db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirst();

  const due = (now: number) => (eb: ExpressionBuilder<Database, "outbox">) =>
    eb.and([eb("state", "=", "pending"), eb("next_attempt_at", "<=", now)]);

  /**
   * Messages whose holder let the lease run out go back to pending (keeping their due time, so they come
   * first), or to dead when that was their last allowed attempt. One statement, found through the lease
   * index; claim runs it once per clock second.
   */
  async function expireLeases(q: Kysely<Database>, now: number): Promise<{ requeued: number; dead: number }> {
    const rows = await q
      .updateTable("outbox")
      .set((eb) => {
        const last = () =>
          eb.case().when("attempts", ">=", eb.fn.coalesce("max_attempts", eb.val(policy.maxAttempts)));
        return {
          state: last().then("dead").else("pending").end(),
          last_error: last()
            .then("lease expired on the last allowed attempt")
            .else("lease expired before completion")
            .end(),
          completed_at: last().then(eb.ref("lease_until")).else(eb.ref("completed_at")).end(),
          lease_until: null,
          updated_at: now,
        };
      })
      .where("state", "=", "claimed")
      .where("lease_until", "<=", now)
      .returning("state")
      .execute();
    const dead = rows.filter((r) => r.state === "dead").length;
    return { requeued: rows.length - dead, dead };
  }

  /**
   * Claims the oldest due messages in one statement. SKIP LOCKED: a second PostgreSQL instance passes
   * over rows the first is claiming instead of waiting for them, and never sees them once the first
   * commits them as claimed. SQLite needs no hint: a writing statement takes the database write lock
   * (waiting out the busy timeout) before it reads anything, so this one statement is as atomic as
   * BEGIN IMMEDIATE around it, in a third of the statements.
   */
  const claimDueIn = (lane: OutboxLane) =>
    precompile(db, ["now", "size", "owner", "leaseUntil"], (p) =>
      db
        .with("picked", (qb) => {
          const picked = qb
            .selectFrom("outbox")
            .select("id")
            .where(due(p.now))
            .$if(lane === "jobs", (q) => q.where("kind", "like", `${JOB_KIND_PREFIX}%`))
            .$if(lane === "messages", (q) => q.where("kind", "not like", `${JOB_KIND_PREFIX}%`))
            .orderBy("next_attempt_at")
            .orderBy("id")
            .limit(p.size);
          return ctx.engine === "postgres" ? picked.forUpdate().skipLocked() : picked;
        })
        .updateTable("outbox")
        .set((eb) => ({
          state: "claimed",
          claimed_by: p.owner,
          lease_until: p.leaseUntil,
          updated_at: p.now,
          attempts: eb("attempts", "+", 1),
        }))
        .where("id", "in", (eb) => eb.selectFrom("picked").select("id"))
        .returningAll(),
    );
  const claimDue: Record<OutboxLane, ReturnType<typeof claimDueIn>> = {
    all: claimDueIn("all"),
    messages: claimDueIn("messages"),
    jobs: claimDueIn("jobs"),
  };

  const completeClaimed = precompile(db, ["id", "owner", "now", "channel", "ts"], (p) =>
    db
      .updateTable("outbox")
      .set({
        state: "sent",
        completed_at: p.now,
        updated_at: p.now,
        lease_until: null,
        last_error: null,
        sent_channel: p.channel,
        sent_ts: p.ts,
        posting_since: null,
      })
      .where("id", "=", p.id)
      .where("state", "=", "claimed")
      .where("claimed_by", "=", p.owner),
  );

  return {
    async enqueue<P>(input: EnqueueInput) {
      const op = "outbox.enqueue";
      const now = ctx.clock();
      const teamId = text(op, "teamId", input?.teamId, 50);
      const dedupeKey = text(op, "dedupeKey", input.dedupeKey, 200);
      const notBefore = input.notBefore === undefined ? now : int(op, "notBefore", input.notBefore);
      const res = await db
        .insertInto("outbox")
        .values({
          team_id: teamId,
          kind: text(op, "kind", input.kind, 50),
          dedupe_key: dedupeKey,
          // Sealed: a live link's checkCode must not sit in the database in plaintext.
          payload: sealPayload(ctx.secrets, teamId, dedupeKey, jsonText(op, "payload", input.payload)),
          state: "pending",
          attempts: 0,
          next_attempt_at: notBefore,
          created_at: now,
          updated_at: now,
          group_key: input.group === undefined ? null : text(op, "group", input.group, 200),
          max_attempts:
            input.maxAttempts === undefined ? null : int(op, "maxAttempts", input.maxAttempts, 1, 1000),
        })
        .onConflict((oc) => oc.columns(["team_id", "dedupe_key"]).doNothing())
        .executeTakeFirst();
      const row = await db
        .selectFrom("outbox")
        .selectAll()
        .where("team_id", "=", teamId)
        .where("dedupe_key", "=", dedupeKey)
        .executeTakeFirst();
      if (!row) throw new StoreError(`${op}: message ${dedupeKey} vanished after being written`);
      return { message: toMessage<P>(row, policy), created: Number(res.numInsertedOrUpdatedRows ?? 0) > 0 };
    },

    async claim<P>(batch: number, instanceId: string, leaseSeconds: number, lane: OutboxLane = "all") {
      const op = "outbox.claim";
      const size = int(op, "batch", batch, 1, 1000);
      const owner = text(op, "instanceId", instanceId, 100);
      const lease = int(op, "leaseSeconds", leaseSeconds, 1, 86_400);
      const now = ctx.clock();
      // Leases are whole seconds of at least one, so a row can only pass its lease in a later second than
      // the one it was claimed in: one sweep per clock second finds every lease that can have run out,
      // and a burst of claims within the second skips that statement.
      if (sweptAt !== now) {
        await expireLeases(db, now);
        sweptAt = now;
      }
      const { rows } = await claimDue[lane]({ now, size, owner, leaseUntil: now + lease });
      return rows
        .map((r) => toMessage<P>(r, policy))
        .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.id - b.id);
    },

    async complete(messageId, instanceId, sent) {
      const op = "outbox.complete";
      const now = ctx.clock();
      const res = await completeClaimed({
        id: id(op, "id", messageId),
        owner: text(op, "instanceId", instanceId, 100),
        now,
        channel: sent ? text(op, "sent.channel", sent.channel, 50) : null,
        ts: sent ? text(op, "sent.ts", sent.ts, 50) : null,
      });
      return Number(res.numAffectedRows ?? 0) > 0;
    },

    async fail(messageId, instanceId, error, options) {
      const op = "outbox.fail";
      id(op, "id", messageId);
      const owner = text(op, "instanceId", instanceId, 100);
      const reason = anyText(op, "error", String(error ?? ""), 100_000).slice(0, 1000);
      const retryAfter =
        options?.retryAfterSeconds === undefined
          ? undefined
          : int(op, "retryAfterSeconds", Math.ceil(options.retryAfterSeconds), 0, 7 * 86_400);
      const row = await byId(messageId);
      if (row?.state !== "claimed" || row.claimed_by !== owner) return undefined;
      const now = ctx.clock();
      const giveUp = options?.permanent === true || row.attempts >= (row.max_attempts ?? policy.maxAttempts);
      const res = await db
        .updateTable("outbox")
        .set({
          state: giveUp ? "dead" : "pending",
          next_attempt_at: giveUp
            ? row.next_attempt_at
            : now + (retryAfter ?? backoffSeconds(policy, row.attempts)),
          last_error: reason,
          lease_until: null,
          updated_at: now,
          ...(giveUp && { completed_at: now }),
        })
        .where("id", "=", messageId)
        .where("state", "=", "claimed")
        .where("claimed_by", "=", owner)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) return undefined;
      const after = await byId(messageId);
      return after && toMessage(after, policy);
    },

    async posting(messageId, instanceId, leaving) {
      const op = "outbox.posting";
      const res = await db
        .updateTable("outbox")
        .set({ posting_since: leaving === true ? ctx.clock() * 1000 : null })
        .where("id", "=", id(op, "id", messageId))
        .where("state", "=", "claimed")
        .where("claimed_by", "=", text(op, "instanceId", instanceId, 100))
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    async extendLease(messageId, instanceId, leaseSeconds) {
      const op = "outbox.extendLease";
      const now = ctx.clock();
      const res = await db
        .updateTable("outbox")
        .set({ lease_until: now + int(op, "leaseSeconds", leaseSeconds, 1, 86_400), updated_at: now })
        .where("id", "=", id(op, "id", messageId))
        .where("state", "=", "claimed")
        .where("claimed_by", "=", text(op, "instanceId", instanceId, 100))
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    async release(messageId, instanceId, notBefore) {
      const op = "outbox.release";
      const now = ctx.clock();
      const due = notBefore === undefined ? now : int(op, "notBefore", notBefore);
      const res = await db
        .updateTable("outbox")
        .set((eb) => ({
          state: "pending",
          attempts: eb("attempts", "-", 1),
          next_attempt_at: due,
          lease_until: null,
          updated_at: now,
        }))
        .where("id", "=", id(op, "id", messageId))
        .where("state", "=", "claimed")
        .where("claimed_by", "=", text(op, "instanceId", instanceId, 100))
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    async groupMessages<P>(teamId: string, group: string) {
      const op = "outbox.groupMessages";
      const rows = await db
        .selectFrom("outbox")
        .selectAll()
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("group_key", "=", text(op, "group", group, 200))
        .orderBy("id")
        .execute();
      return rows.map((r) => toMessage<P>(r, policy));
    },

    async recentDeadGroups(sinceSeconds, limit = 100) {
      const op = "outbox.recentDeadGroups";
      const rows = await db
        .selectFrom("outbox")
        .select(["team_id", "group_key"])
        .where("state", "=", "dead")
        .where("group_key", "is not", null)
        .where("completed_at", ">=", int(op, "sinceSeconds", sinceSeconds))
        .groupBy(["team_id", "group_key"])
        .orderBy((eb) => eb.fn.min("completed_at"))
        .limit(int(op, "limit", limit, 1, 1000))
        .execute();
      return rows.map((r) => ({ teamId: r.team_id, group: r.group_key ?? "" }));
    },

    async reclaimExpired() {
      return expireLeases(db, ctx.clock());
    },

    async get<P>(messageId: number) {
      const r = await byId(id("outbox.get", "id", messageId));
      return r && toMessage<P>(r, policy);
    },

    async findByDedupeKey<P>(teamId: string, dedupeKey: string) {
      const op = "outbox.findByDedupeKey";
      const r = await db
        .selectFrom("outbox")
        .selectAll()
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("dedupe_key", "=", text(op, "dedupeKey", dedupeKey, 200))
        .executeTakeFirst();
      return r && toMessage<P>(r, policy);
    },

    async listByDedupePrefix<P>(teamId: string, kind: string, prefix: string, limit = 50) {
      const op = "outbox.listByDedupePrefix";
      const p = text(op, "prefix", prefix, 200);
      const rows = await db
        .selectFrom("outbox")
        .selectAll()
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("kind", "=", text(op, "kind", kind, 50))
        // substr, not LIKE: a key may hold "_" or "%"; the same on SQLite and PostgreSQL.
        .where(sql<string>`substr(dedupe_key, 1, ${[...p].length})`, "=", p)
        .orderBy("id")
        .limit(int(op, "limit", limit, 1, 1000))
        .execute();
      return rows.filter((r) => r.dedupe_key.startsWith(p)).map((r) => toMessage<P>(r, policy));
    },

    async heldForTeam(teamId, exceptId) {
      const op = "outbox.heldForTeam";
      const row = await db
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("id", "!=", id(op, "exceptId", exceptId))
        .where("state", "=", "claimed")
        .where("lease_until", ">", ctx.clock())
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async addAlias(teamId, aliasKey, targetKey) {
      const op = "outbox.addAlias";
      await db
        .insertInto("outbox_aliases")
        .values({
          team_id: text(op, "teamId", teamId, 50),
          alias_key: text(op, "aliasKey", aliasKey, 200),
          target_key: text(op, "targetKey", targetKey, 200),
          created_at: ctx.clock(),
        })
        .onConflict((oc) => oc.columns(["team_id", "alias_key"]).doNothing())
        .execute();
    },

    async findByAlias<P>(teamId: string, aliasKey: string) {
      const op = "outbox.findByAlias";
      const r = await db
        .selectFrom("outbox_aliases as a")
        .innerJoin("outbox as o", (j) =>
          j.onRef("o.team_id", "=", "a.team_id").onRef("o.dedupe_key", "=", "a.target_key"),
        )
        .selectAll("o")
        .where("a.team_id", "=", text(op, "teamId", teamId, 50))
        .where("a.alias_key", "=", text(op, "aliasKey", aliasKey, 200))
        .executeTakeFirst();
      return r && toMessage<P>(r, policy);
    },

    async listByAliasPrefix<P>(teamId: string, kind: string, prefix: string, limit = 50) {
      const op = "outbox.listByAliasPrefix";
      const p = text(op, "prefix", prefix, 200);
      const rows = await db
        .selectFrom("outbox_aliases as a")
        .innerJoin("outbox as o", (j) =>
          j.onRef("o.team_id", "=", "a.team_id").onRef("o.dedupe_key", "=", "a.target_key"),
        )
        .selectAll("o")
        .select("a.alias_key")
        .where("a.team_id", "=", text(op, "teamId", teamId, 50))
        .where("o.kind", "=", text(op, "kind", kind, 50))
        // substr, not LIKE, as listByDedupePrefix.
        .where(sql<string>`substr(a.alias_key, 1, ${[...p].length})`, "=", p)
        .orderBy("o.id")
        .limit(int(op, "limit", limit, 1, 1000))
        .execute();
      return rows
        .filter((r) => r.alias_key.startsWith(p))
        .map(({ alias_key: _, ...r }) => toMessage<P>(r, policy));
    },

    async counts() {
      const rows = await db
        .selectFrom("outbox")
        .select((eb) => ["state", eb.fn.countAll<number>().as("n")])
        .groupBy("state")
        .execute();
      const out: Record<OutboxState, number> & { later: number } = {
        pending: 0,
        claimed: 0,
        sent: 0,
        dead: 0,
        later: 0,
      };
      for (const r of rows) out[r.state as OutboxState] = Number(r.n);
      const later = await db
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("state", "=", "pending")
        // Jobs only: a message handed back unsent also has 0 attempts and a later time, and is owed now.
        .where("kind", "like", `${JOB_KIND_PREFIX}%`)
        .where("attempts", "=", 0)
        .where("next_attempt_at", ">", ctx.clock())
        .executeTakeFirst();
      out.later = Number(later?.n ?? 0);
      out.pending -= out.later;
      return out;
    },
  };
}
