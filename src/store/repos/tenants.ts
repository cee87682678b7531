/**
 * A workspace's data as a whole: erased when the school leaves (the app uninstalled or its tokens
 * revoked), and its personal data purged once older than the school keeps it. Which tables hold a
 * school's data is declared once, per table of the schema (`ON_ERASE`): a new table does not compile
 * until it says what becomes of it when a school leaves.
 */
import type { StoreContext } from "../context.js";
import type { Database } from "../schema.js";
import { int, text } from "../validate.js";

/**
 * "erase": every row of the team goes. "tombstone": the team's rows go and one tombstone is written
 * (the audit log: team, date, what was erased, no personal data). "expires": not per team, nothing
 * personal, swept by age (seen Slack requests).
 */
export const ON_ERASE = {
  // In the order the rows are erased: a table before the tables it refers to.
  outbox: "erase",
  outbox_aliases: "erase",
  class_events: "erase",
  class_event_receivers: "erase",
  class_cards: "erase",
  calendar_feeds: "erase",
  class_calendar_origins: "erase",
  cancelled_enrolments: "erase",
  calendar_files: "erase",
  reminders: "erase",
  student_links: "erase",
  ratings: "erase",
  enrolments: "erase",
  classes: "erase",
  labels: "erase",
  course_teachers: "erase",
  courses: "erase",
  people: "erase",
  send_pacing: "erase",
  installations: "erase",
  agenda_prefs: "erase",
  language_prefs: "erase",
  import_drafts: "erase",
  workspaces: "erase",
  audit_log: "tombstone",
  seen_requests: "expires",
} as const satisfies Record<keyof Database, "erase" | "tombstone" | "expires">;

type ErasedTable = {
  [T in keyof typeof ON_ERASE]: (typeof ON_ERASE)[T] extends "erase" ? T : never;
}[keyof typeof ON_ERASE];

/** The audit operation of the one row kept after a school's data is erased. */
export const ERASED_OPERATION = "workspace.erased";

export interface EraseInput {
  /** Why: "app_uninstalled", "tokens_revoked", "team_access_revoked" or "app_uninstalled_team". */
  readonly cause: string;
  /**
   * Which school left: the creation time of its workspace row (Unix seconds). Only that school is
   * erased: when the row is gone (erased already, by the install path or another instance) or was made
   * again since (the app reinstalled, a new school on first contact), nothing is erased.
   */
  readonly school: number;
  /**
   * The team is erased because its Enterprise Grid organisation uninstalled the org-wide install: the
   * organisation's installation goes too once no other workspace still depends on it (every other
   * workspace seen under it is erased already or has its own installation).
   */
  readonly enterpriseId?: string;
}

/** Rows erased per table (only tables that had any). */
export type ErasedCounts = Partial<Record<keyof Database, number>>;

export interface PurgedCounts {
  readonly ratings: number;
  readonly links: number;
}

export interface TenantsRepo {
  /**
   * Erases every row of the team (every outbox row included: the erase job's own is completed in the
   * same transaction before) and writes the tombstone; returns what went, per table. The school's
   * workspace row is locked first, so of two erases of one school (the job runner's and the install
   * path's) the second finds it gone and answers undefined: no second tombstone, nothing of a school
   * made since touched.
   */
  erase(teamId: string, input: EraseInput): Promise<ErasedCounts | undefined>;
  /** Erases the org-wide installation of an Enterprise Grid organisation; answers the rows removed. */
  eraseOrganisation(enterpriseId: string): Promise<number>;
  /** The tombstones of the team (newest first): when it was erased and what went. */
  tombstones(teamId: string): Promise<{ at: number; summary: string }[]>;
  /**
   * Ratings (with their comments) and personal link rows (with their opens) of classes that ended
   * before `endedBefore` (Unix seconds).
   */
  purgePersonalData(teamId: string, endedBefore: number): Promise<PurgedCounts>;
}

const ERASED_TABLES = (Object.keys(ON_ERASE) as (keyof typeof ON_ERASE)[]).filter(
  (t): t is ErasedTable => ON_ERASE[t] === "erase",
);

export function tenantsRepo(ctx: StoreContext): TenantsRepo {
  const { db } = ctx;

  async function eraseOrganisation(enterpriseId: string): Promise<number> {
    const res = await db
      .deleteFrom("installations")
      .where("enterprise_id", "=", text("tenants.eraseOrganisation", "enterpriseId", enterpriseId, 50))
      .where("team_id", "=", "")
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  }

  return {
    eraseOrganisation,

    async erase(teamId, input) {
      const op = "tenants.erase";
      const team = text(op, "teamId", teamId, 50);
      const school = int(op, "school", input.school);
      const leaving = await db
        .selectFrom("workspaces")
        .select("team_id")
        .where("team_id", "=", team)
        .where("created_at", "=", school)
        .$if(ctx.engine === "postgres", (q) => q.forUpdate())
        .executeTakeFirst();
      if (!leaving) return undefined;
      const counts: ErasedCounts = {};
      for (const table of ERASED_TABLES) {
        const q = db.deleteFrom(table).where("team_id", "=", team);
        const n = Number((await q.executeTakeFirst()).numDeletedRows);
        if (n > 0) counts[table] = n;
      }
      const audit = Number(
        (
          await db
            .deleteFrom("audit_log")
            .where("team_id", "=", team)
            .where("operation", "!=", ERASED_OPERATION)
            .executeTakeFirst()
        ).numDeletedRows,
      );
      if (audit > 0) counts.audit_log = audit;
      if (input.enterpriseId !== undefined) {
        const enterprise = text(op, "enterpriseId", input.enterpriseId, 50);
        const dependent = await db
          .selectFrom("workspaces as w")
          .select("w.team_id")
          .where("w.enterprise_id", "=", enterprise)
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom("installations as i")
                  .select("i.team_id")
                  .whereRef("i.team_id", "=", "w.team_id")
                  .where("i.is_enterprise_install", "=", 0),
              ),
            ),
          )
          .limit(1)
          .execute();
        if (dependent.length === 0) {
          const n = await eraseOrganisation(enterprise);
          if (n > 0) counts.installations = (counts.installations ?? 0) + n;
        }
      }
      await db
        .insertInto("audit_log")
        .values({
          team_id: team,
          at: ctx.clock(),
          actor: "system",
          kind: "admin",
          operation: ERASED_OPERATION,
          summary: JSON.stringify({ cause: text(op, "cause", input.cause, 40), erased: counts }),
          errno: null,
          latency_ms: null,
        })
        .execute();
      return counts;
    },

    async tombstones(teamId) {
      const rows = await db
        .selectFrom("audit_log")
        .select(["at", "summary"])
        .where("team_id", "=", text("tenants.tombstones", "teamId", teamId, 50))
        .where("operation", "=", ERASED_OPERATION)
        .orderBy("id", "desc")
        .execute();
      return rows.map((r) => ({ at: Number(r.at), summary: r.summary }));
    },

    async purgePersonalData(teamId, endedBefore) {
      const op = "tenants.purgePersonalData";
      const team = text(op, "teamId", teamId, 50);
      const before = int(op, "endedBefore", endedBefore);
      const ended = db
        .selectFrom("classes")
        .select("class_id")
        .where("team_id", "=", team)
        .where("end_time", "<", before);
      const ratings = await db
        .deleteFrom("ratings")
        .where("team_id", "=", team)
        .where("class_id", "in", ended)
        .executeTakeFirst();
      const links = await db
        .deleteFrom("student_links")
        .where("team_id", "=", team)
        .where("class_id", "in", ended)
        .executeTakeFirst();
      return { ratings: Number(ratings.numDeletedRows), links: Number(links.numDeletedRows) };
    },
  };
}
