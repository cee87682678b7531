import type { StoreContext } from "../context.js";
import { DuplicateError, StoreError, translate, workspaceMissing } from "../errors.js";
import type { PeopleTable } from "../schema.js";
import { oneOf, optionalText, text } from "../validate.js";

export const ROLES = ["admin", "teacher", "student"] as const;
export type Role = (typeof ROLES)[number];

/** One Slack user of a school and who they are on the partner side. */
export interface Person {
  teamId: string;
  slackUserId: string;
  uid: string;
  displayName: string;
  /** Partner account, used in the student live link; null when unknown. */
  account: string | null;
  role: Role;
  createdAt: number;
  updatedAt: number;
}

export interface PersonInput {
  slackUserId: string;
  uid: string;
  displayName: string;
  account?: string | null;
  role: Role;
}

export type ImportOutcome =
  | { line: number; slackUserId: string; outcome: "created" | "updated" | "unchanged" }
  | { line: number; slackUserId: string | null; outcome: "error"; message: string };

export interface PeopleRepo {
  /** Creates or replaces the entry of a Slack user; DuplicateError when the UID belongs to another user. */
  upsert(teamId: string, person: PersonInput): Promise<Person>;
  getBySlackUser(teamId: string, slackUserId: string): Promise<Person | undefined>;
  findByUid(teamId: string, uid: string): Promise<Person | undefined>;
  /** Everyone, or one role, ordered by display name. */
  list(teamId: string, filter?: { role?: Role }): Promise<Person[]>;
  remove(teamId: string, slackUserId: string): Promise<boolean>;
  /** Bulk import: each entry is applied on its own; one bad line does not stop the others. Lines count from 1. */
  upsertMany(teamId: string, people: readonly unknown[]): Promise<ImportOutcome[]>;
}

function toPerson(r: PeopleTable): Person {
  return {
    teamId: r.team_id,
    slackUserId: r.slack_user_id,
    uid: r.uid,
    displayName: r.display_name,
    account: r.account,
    role: r.role as Role,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

function check(op: string, input: unknown): PersonInput & { account: string | null } {
  if (typeof input !== "object" || input === null) throw new StoreError(`${op}: person must be an object`);
  const p = input as Record<string, unknown>;
  return {
    slackUserId: text(op, "slackUserId", p.slackUserId, 50),
    uid: text(op, "uid", typeof p.uid === "number" ? String(p.uid) : p.uid, 64),
    displayName: text(op, "displayName", p.displayName, 100),
    account: optionalText(op, "account", p.account, 100),
    role: oneOf(op, "role", p.role, ROLES),
  };
}

export function peopleRepo(ctx: StoreContext): PeopleRepo {
  const { db } = ctx;
  const bySlack = (teamId: string, slackUserId: string) =>
    db
      .selectFrom("people")
      .selectAll()
      .where("team_id", "=", teamId)
      .where("slack_user_id", "=", slackUserId)
      .executeTakeFirst();

  async function save(
    teamId: string,
    p: PersonInput & { account: string | null },
  ): Promise<{ person: Person; outcome: "created" | "updated" | "unchanged" }> {
    const existing = await bySlack(teamId, p.slackUserId);
    if (
      existing &&
      existing.uid === p.uid &&
      existing.display_name === p.displayName &&
      existing.account === p.account &&
      existing.role === p.role
    ) {
      return { person: toPerson(existing), outcome: "unchanged" };
    }
    const now = ctx.clock();
    const values = {
      uid: p.uid,
      display_name: p.displayName,
      account: p.account,
      role: p.role,
      updated_at: now,
    };
    try {
      await db
        .insertInto("people")
        .values({ team_id: teamId, slack_user_id: p.slackUserId, created_at: now, ...values })
        .onConflict((oc) => oc.columns(["team_id", "slack_user_id"]).doUpdateSet(values))
        .execute();
    } catch (err) {
      throw translate(err, {
        unique: () =>
          new DuplicateError(
            `UID ${p.uid} already belongs to another Slack user in this workspace`,
            "person",
            "uid",
            p.uid,
          ),
        "foreign-key": () => workspaceMissing(teamId),
      });
    }
    const saved = await bySlack(teamId, p.slackUserId);
    if (!saved) throw new StoreError(`people.upsert: ${p.slackUserId} vanished while being saved`);
    return { person: toPerson(saved), outcome: existing ? "updated" : "created" };
  }

  return {
    async upsert(teamId, person) {
      const op = "people.upsert";
      text(op, "teamId", teamId, 50);
      return (await save(teamId, check(op, person))).person;
    },

    async getBySlackUser(teamId, slackUserId) {
      const op = "people.getBySlackUser";
      const r = await bySlack(text(op, "teamId", teamId, 50), text(op, "slackUserId", slackUserId, 50));
      return r && toPerson(r);
    },

    async findByUid(teamId, uid) {
      const op = "people.findByUid";
      const r = await db
        .selectFrom("people")
        .selectAll()
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("uid", "=", text(op, "uid", uid, 64))
        .executeTakeFirst();
      return r && toPerson(r);
    },

    async list(teamId, filter) {
      const op = "people.list";
      let q = db
        .selectFrom("people")
        .selectAll()
        .where("team_id", "=", text(op, "teamId", teamId, 50));
      if (filter?.role !== undefined) q = q.where("role", "=", oneOf(op, "role", filter.role, ROLES));
      const rows = await q.orderBy("display_name").orderBy("slack_user_id").execute();
      return rows.map(toPerson);
    },

    async remove(teamId, slackUserId) {
      const op = "people.remove";
      const res = await db
        .deleteFrom("people")
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("slack_user_id", "=", text(op, "slackUserId", slackUserId, 50))
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    async upsertMany(teamId, people) {
      const op = "people.upsertMany";
      text(op, "teamId", teamId, 50);
      if (!Array.isArray(people)) throw new StoreError(`${op}: people must be a list`);
      const out: ImportOutcome[] = [];
      for (const [i, raw] of people.entries()) {
        const line = i + 1;
        const claimed = (raw as { slackUserId?: unknown } | null)?.slackUserId;
        const slackUserId = typeof claimed === "string" && claimed !== "" ? claimed : null;
        try {
          const { outcome } = await save(teamId, check(`line ${line}`, raw));
          out.push({ line, slackUserId: slackUserId as string, outcome });
        } catch (err) {
          if (!(err instanceof StoreError)) throw err;
          out.push({ line, slackUserId, outcome: "error", message: err.message });
        }
      }
      return out;
    },
  };
}
