import type { StoreContext } from "../context.js";
import { translate, unknownClass } from "../errors.js";
import type { StudentLinksTable } from "../schema.js";
import { id, list, text } from "../validate.js";

/** What the app knows of one student's live link for one class. */
export interface StudentLink {
  teamId: string;
  classId: number;
  studentUid: string;
  /** When their link DM was queued; null when they have none yet (e.g. the class was not recorded). */
  linkedAt: number | null;
  firstOpenedAt: number | null;
  /** Join clicks counted (a click in Slack, not a visit to the page). */
  opens: number;
}

export interface StudentLinksRepo {
  /** Records that these students' links were queued; a second call keeps the first time. */
  markLinked(teamId: string, classId: number, uids: readonly string[]): Promise<void>;
  /** Counts one Join click. */
  recordOpen(teamId: string, classId: number, uid: string): Promise<void>;
  listForClass(teamId: string, classId: number): Promise<StudentLink[]>;
  /**
   * Recording switched off: these students hold no working link any more (their DM was edited to say
   * so), so switching it on again finds them without one. Their Join clicks are kept.
   */
  unlink(teamId: string, classId: number, uids: readonly string[]): Promise<void>;
  /** Forgets removed students, so adding them again sends a new link. */
  forget(teamId: string, classId: number, uids: readonly string[]): Promise<void>;
}

function toLink(r: StudentLinksTable): StudentLink {
  return {
    teamId: r.team_id,
    classId: Number(r.class_id),
    studentUid: r.student_uid,
    linkedAt: r.linked_at === null ? null : Number(r.linked_at),
    firstOpenedAt: r.first_opened_at === null ? null : Number(r.first_opened_at),
    opens: Number(r.opens),
  };
}

export function studentLinksRepo(ctx: StoreContext): StudentLinksRepo {
  const { db } = ctx;
  const uidList = (op: string, uids: readonly string[]) =>
    list(op, "uids", uids, (u, i) => text(op, `uids[${i}]`, u, 64));

  return {
    async markLinked(teamId, classId, uids) {
      const op = "studentLinks.markLinked";
      text(op, "teamId", teamId, 50);
      id(op, "classId", classId);
      const now = ctx.clock();
      for (const uid of uidList(op, uids)) {
        try {
          await db
            .insertInto("student_links")
            .values({
              team_id: teamId,
              class_id: classId,
              student_uid: uid,
              linked_at: now,
              first_opened_at: null,
              opens: 0,
            })
            .onConflict((oc) =>
              oc
                .columns(["team_id", "class_id", "student_uid"])
                .doUpdateSet({ linked_at: now })
                .where("student_links.linked_at", "is", null),
            )
            .execute();
        } catch (err) {
          throw translate(err, { "foreign-key": () => unknownClass(classId) });
        }
      }
    },

    async recordOpen(teamId, classId, uid) {
      const op = "studentLinks.recordOpen";
      const now = ctx.clock();
      try {
        await db
          .insertInto("student_links")
          .values({
            team_id: text(op, "teamId", teamId, 50),
            class_id: id(op, "classId", classId),
            student_uid: text(op, "uid", uid, 64),
            linked_at: null,
            first_opened_at: now,
            opens: 1,
          })
          .onConflict((oc) =>
            oc.columns(["team_id", "class_id", "student_uid"]).doUpdateSet((eb) => ({
              opens: eb("student_links.opens", "+", 1),
              first_opened_at: eb.fn.coalesce("student_links.first_opened_at", eb.val(now)),
            })),
          )
          .execute();
      } catch (err) {
        throw translate(err, { "foreign-key": () => unknownClass(classId) });
      }
    },

    async listForClass(teamId, classId) {
      const op = "studentLinks.listForClass";
      const rows = await db
        .selectFrom("student_links")
        .selectAll()
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("class_id", "=", id(op, "classId", classId))
        .orderBy("student_uid")
        .execute();
      return rows.map(toLink);
    },

    async unlink(teamId, classId, uids) {
      const op = "studentLinks.unlink";
      const wanted = uidList(op, uids);
      if (wanted.length === 0) return;
      await db
        .updateTable("student_links")
        .set({ linked_at: null })
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("class_id", "=", id(op, "classId", classId))
        .where("student_uid", "in", wanted)
        .execute();
    },

    async forget(teamId, classId, uids) {
      const op = "studentLinks.forget";
      const wanted = uidList(op, uids);
      if (wanted.length === 0) return;
      await db
        .deleteFrom("student_links")
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("class_id", "=", id(op, "classId", classId))
        .where("student_uid", "in", wanted)
        .execute();
    },
  };
}
