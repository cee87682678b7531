import type { StoreContext } from "../context.js";
import { DuplicateError, StoreError, translate, workspaceMissing } from "../errors.js";
import type { PeopleTable } from "../schema.js";
import { oneOf, optionalText, text } from "../validate.js";

export const ROLES = ["admin", "teacher", "student"] as const;
export type Role = (typeof ROLES)[number];

interface PersonFields {
  teamId: string;
  slackUserId: string;
  displayName: string;
  /** Partner account, used in the student live link; null when unknown. */
  account: string | null;
  createdAt: number;
  updatedAt: number;
}

/** A teacher or student: always known to the partner by a UID. */
export interface PersonWithUid extends PersonFields {
  uid: string;
  role: Role;
}

/** An admin who does not teach: no partner UID. */
export interface AdminWithoutUid extends PersonFields {
  uid: null;
  role: "admin";
}

/**
 * One Slack user of a school and who they are on the partner side. Only an admin may have no UID
 * (`hasUid` tells them apart; a role check of teacher or student narrows too).
 */
export type Person =
  | (PersonWithUid & { role: "teacher" | "student" })
  | (PersonWithUid & { role: "admin" })
  | AdminWithoutUid;

export function hasUid(p: Person): p is PersonWithUid {
  return p.uid !== null;
}

export interface PersonInput {
  slackUserId: string;
  /** Empty or null only for an admin (an admin who does not teach has no partner UID). */
  uid?: string | null;
  displayName: string;
  account?: string | null;
  role: Role;
}

export type ImportOutcome =
  | { line: number; slackUserId: string; outcome: "created" | "updated" | "unchanged" }
  | {
      line: number;
      slackUserId: string | null;
      outcome: "error";
      /** Why, as a fact the importer words: the UID is another user's, or the entry is not a person. */
      reason: "uid-taken" | "invalid";
      /** The store's own diagnostic, for logs; never shown to people. */
      message: string;
    };

export interface PeopleRepo {
  /** Creates or replaces the entry of a Slack user; DuplicateError when the UID belongs to another user. */
  upsert(teamId: string, person: PersonInput): Promise<Person>;
  getBySlackUser(teamId: string, slackUserId: string): Promise<Person | undefined>;
  findByUid(teamId: string, uid: string): Promise<PersonWithUid | undefined>;
  /** Everyone, or one role, ordered by display name. Teachers and students always have a UID. */
  list(teamId: string, filter: { role: "teacher" | "student" }): Promise<PersonWithUid[]>;
  list(teamId: string, filter?: { role?: Role }): Promise<Person[]>;
  remove(teamId: string, slackUserId: string): Promise<boolean>;
  /** Bulk import: each entry is applied on its own; one bad line does not stop the others. Lines count from 1. */
  upsertMany(teamId: string, people: readonly unknown[]): Promise<ImportOutcome[]>;
}

function toPerson(r: PeopleTable): Person {
  const fields: PersonFields = {
    teamId: r.team_id,
    slackUserId: r.slack_user_id,
    displayName: r.display_name,
    account: r.account,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
  const role = r.role as Role;
  if (r.uid !== null) return { ...fields, uid: r.uid, role } as Person;
  if (role !== "admin") throw new StoreError(`people: ${r.slack_user_id} is a ${role} without a UID`);
  return { ...fields, uid: null, role };
}

type CheckedPerson = PersonInput & { uid: string | null; account: string | null };

function check(op: string, input: unknown): CheckedPerson {
  if (typeof input !== "object" || input === null) throw new StoreError(`${op}: person must be an object`);
  const p = input as Record<string, unknown>;
  const role = oneOf(op, "role", p.role, ROLES);
  const rawUid = typeof p.uid === "number" ? String(p.uid) : p.uid;
  const uid = role === "admin" ? optionalText(op, "uid", rawUid, 64) : text(op, "uid", rawUid, 64);
  return {
    slackUserId: text(op, "slackUserId", p.slackUserId, 50),
    uid,
    displayName: text(op, "displayName", p.displayName, 100),
    account: optionalText(op, "account", p.account, 100),
    role,
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
    p: CheckedPerson,
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
            p.uid ?? "",
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
        .where("uid", "=", text(op, "uid", uid, 64) as string)
        .executeTakeFirst();
      return r && (toPerson(r) as PersonWithUid);
    },

    async list(teamId: string, filter?: { role?: Role }): Promise<never[]> {
      const op = "people.list";
      let q = db
        .selectFrom("people")
        .selectAll()
        .where("team_id", "=", text(op, "teamId", teamId, 50));
      if (filter?.role !== undefined) q = q.where("role", "=", oneOf(op, "role", filter.role, ROLES));
      const rows = await q.orderBy("display_name").orderBy("slack_user_id").execute();
      return rows.map(toPerson) as never[];
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
          const reason = err instanceof DuplicateError && err.field === "uid" ? "uid-taken" : "invalid";
          out.push({ line, slackUserId, outcome: "error", reason, message: err.message });
        }
      }
      return out;
    },
  };
}
