import type { StoreContext } from "../context.js";
import { translate, unknownClass } from "../errors.js";
import type { EnrolmentsTable } from "../schema.js";
import { id, list, optionalText, text } from "../validate.js";

/** A student of a class, with the name the partner API was given for them. */
export interface Enrolment {
  teamId: string;
  classId: number;
  studentUid: string;
  studentName: string;
  addedBy: string | null;
  addedAt: number;
}

export interface EnrolmentsRepo {
  /** Adds students; `added` is false for one already enrolled (their row is left as it was). */
  add(
    teamId: string,
    classId: number,
    students: ReadonlyArray<{ uid: string; name: string }>,
    addedBy?: string | null,
  ): Promise<Array<{ uid: string; added: boolean }>>;
  /** Returns how many of the uids were enrolled and are now removed. */
  remove(teamId: string, classId: number, uids: readonly string[]): Promise<number>;
  listForClass(teamId: string, classId: number): Promise<Enrolment[]>;
  listForStudent(teamId: string, studentUid: string): Promise<Enrolment[]>;
}

function toEnrolment(r: EnrolmentsTable): Enrolment {
  return {
    teamId: r.team_id,
    classId: Number(r.class_id),
    studentUid: r.student_uid,
    studentName: r.student_name,
    addedBy: r.added_by,
    addedAt: Number(r.added_at),
  };
}

export function enrolmentsRepo(ctx: StoreContext): EnrolmentsRepo {
  const { db } = ctx;
  return {
    async add(teamId, classId, students, addedBy) {
      const op = "enrolments.add";
      text(op, "teamId", teamId, 50);
      id(op, "classId", classId);
      const by = optionalText(op, "addedBy", addedBy, 50);
      const checked = list(op, "students", students, (s, i) => ({
        uid: text(op, `students[${i}].uid`, (s as { uid?: unknown } | null)?.uid, 64),
        name: text(op, `students[${i}].name`, (s as { name?: unknown } | null)?.name, 100),
      }));
      const out: Array<{ uid: string; added: boolean }> = [];
      const now = ctx.clock();
      for (const s of checked) {
        try {
          const res = await db
            .insertInto("enrolments")
            .values({
              team_id: teamId,
              class_id: classId,
              student_uid: s.uid,
              student_name: s.name,
              added_by: by,
              added_at: now,
            })
            .onConflict((oc) => oc.columns(["team_id", "class_id", "student_uid"]).doNothing())
            .executeTakeFirst();
          out.push({ uid: s.uid, added: Number(res.numInsertedOrUpdatedRows ?? 0) > 0 });
        } catch (err) {
          throw translate(err, {
            "foreign-key": () => unknownClass(classId),
          });
        }
      }
      return out;
    },

    async remove(teamId, classId, uids) {
      const op = "enrolments.remove";
      const wanted = list(op, "uids", uids, (u, i) => text(op, `uids[${i}]`, u, 64));
      if (wanted.length === 0) return 0;
      const res = await db
        .deleteFrom("enrolments")
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("class_id", "=", id(op, "classId", classId))
        .where("student_uid", "in", wanted)
        .executeTakeFirst();
      return Number(res.numDeletedRows);
    },

    async listForClass(teamId, classId) {
      const op = "enrolments.listForClass";
      const rows = await db
        .selectFrom("enrolments")
        .selectAll()
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("class_id", "=", id(op, "classId", classId))
        .orderBy("student_name")
        .orderBy("student_uid")
        .execute();
      return rows.map(toEnrolment);
    },

    async listForStudent(teamId, studentUid) {
      const op = "enrolments.listForStudent";
      const rows = await db
        .selectFrom("enrolments")
        .selectAll()
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("student_uid", "=", text(op, "studentUid", studentUid, 64))
        .orderBy("class_id")
        .execute();
      return rows.map(toEnrolment);
    },
  };
}
