import type { Kysely } from "kysely";
import type { StoreContext } from "../context.js";
import { DuplicateError, InUseError, NotFoundError, translate, workspaceMissing } from "../errors.js";
import type { CoursesTable, Database } from "../schema.js";
import { writeTransaction } from "../transaction.js";
import { id, list, optionalText, text } from "../validate.js";

/**
 * A course the school registered (the partner API has no listing call). `teacherUids` are the teachers
 * allowed to schedule classes in it; an empty list leaves it open to every teacher of the school
 * (`canTeachCourse`, classes/roles.ts).
 */
export interface Course {
  teamId: string;
  courseId: number;
  name: string;
  defaultFolderId: string | null;
  teacherUids: string[];
  /** The class service refused the course: first seen then, by that call; null when none was seen. */
  problem: CourseProblem | null;
  createdAt: number;
  updatedAt: number;
}

export interface CourseProblem {
  readonly errno: number;
  /** The partner operation whose answer showed it, e.g. "addCourseClass". */
  readonly operation: string;
  readonly at: number;
}

export interface CourseInput {
  courseId: number;
  name: string;
  defaultFolderId?: string | null;
  teacherUids?: string[];
}

export type CoursePatch = Partial<Omit<CourseInput, "courseId">>;

export interface CoursesRepo {
  /** DuplicateError when the course id is registered already. */
  add(teamId: string, course: CourseInput): Promise<Course>;
  /** NotFoundError when the course is not registered. */
  edit(teamId: string, courseId: number, patch: CoursePatch): Promise<Course>;
  /** InUseError while classes of the course are recorded. */
  remove(teamId: string, courseId: number): Promise<boolean>;
  get(teamId: string, courseId: number): Promise<Course | undefined>;
  list(teamId: string): Promise<Course[]>;
  /** Courses the teacher may schedule classes in. */
  listForTeacher(teamId: string, teacherUid: string): Promise<Course[]>;
  /**
   * Records that the class service refused the course, unless a refusal is recorded already (the
   * first one is kept). False when the course is not registered or was flagged before.
   */
  flagProblem(teamId: string, courseId: number, problem: CourseProblem): Promise<boolean>;
  /** Forgets the refusal (the course worked again, or an admin saved it). */
  clearProblem(teamId: string, courseId: number): Promise<boolean>;
}

const uids = (op: string, v: unknown) =>
  [...new Set(list(op, "teacherUids", v, (u, i) => text(op, `teacherUids[${i}]`, u, 64)))].sort();

export function coursesRepo(ctx: StoreContext): CoursesRepo {
  const { db } = ctx;

  async function load(teamId: string, rows: CoursesTable[]): Promise<Course[]> {
    if (rows.length === 0) return [];
    const teachers = await db
      .selectFrom("course_teachers")
      .select(["course_id", "teacher_uid"])
      .where("team_id", "=", teamId)
      .where(
        "course_id",
        "in",
        rows.map((r) => r.course_id),
      )
      .orderBy("teacher_uid")
      .execute();
    return rows.map((r) => ({
      teamId: r.team_id,
      courseId: Number(r.course_id),
      name: r.name,
      defaultFolderId: r.default_folder_id,
      teacherUids: teachers
        .filter((t) => Number(t.course_id) === Number(r.course_id))
        .map((t) => t.teacher_uid),
      problem:
        r.problem_errno == null
          ? null
          : {
              errno: Number(r.problem_errno),
              operation: r.problem_operation ?? "",
              at: Number(r.problem_at ?? 0),
            },
      createdAt: Number(r.created_at),
      updatedAt: Number(r.updated_at),
    }));
  }

  async function getOne(teamId: string, courseId: number): Promise<Course | undefined> {
    const rows = await db
      .selectFrom("courses")
      .selectAll()
      .where("team_id", "=", teamId)
      .where("course_id", "=", courseId)
      .execute();
    return (await load(teamId, rows))[0];
  }

  async function setTeachers(
    db: Kysely<Database>,
    teamId: string,
    courseId: number,
    teacherUids: string[],
  ): Promise<void> {
    await db
      .deleteFrom("course_teachers")
      .where("team_id", "=", teamId)
      .where("course_id", "=", courseId)
      .execute();
    if (teacherUids.length === 0) return;
    await db
      .insertInto("course_teachers")
      .values(teacherUids.map((u) => ({ team_id: teamId, course_id: courseId, teacher_uid: u })))
      .execute();
  }

  const missing = (courseId: number) =>
    new NotFoundError(`course ${courseId} is not registered in this workspace`, "course", String(courseId));

  return {
    async add(teamId, input) {
      const op = "courses.add";
      text(op, "teamId", teamId, 50);
      const courseId = id(op, "courseId", input?.courseId);
      const name = text(op, "name", input.name, 100);
      const folder = optionalText(op, "defaultFolderId", input.defaultFolderId, 64);
      const teachers = uids(op, input.teacherUids ?? []);
      const now = ctx.clock();
      try {
        await writeTransaction(db, ctx.engine, async (trx) => {
          await trx
            .insertInto("courses")
            .values({
              team_id: teamId,
              course_id: courseId,
              name,
              default_folder_id: folder,
              created_at: now,
              updated_at: now,
            })
            .execute();
          await setTeachers(trx, teamId, courseId, teachers);
        });
      } catch (err) {
        throw translate(err, {
          unique: () =>
            new DuplicateError(
              `course ${courseId} is already registered in this workspace`,
              "course",
              "courseId",
              String(courseId),
            ),
          "foreign-key": () => workspaceMissing(teamId),
        });
      }
      return (await getOne(teamId, courseId)) as Course;
    },

    async edit(teamId, courseId, patch) {
      const op = "courses.edit";
      text(op, "teamId", teamId, 50);
      id(op, "courseId", courseId);
      const name = patch?.name === undefined ? undefined : text(op, "name", patch.name, 100);
      const folder =
        patch.defaultFolderId === undefined
          ? undefined
          : optionalText(op, "defaultFolderId", patch.defaultFolderId, 64);
      const teachers = patch.teacherUids === undefined ? undefined : uids(op, patch.teacherUids);
      const updated = await writeTransaction(db, ctx.engine, async (trx) => {
        const res = await trx
          .updateTable("courses")
          .set({
            updated_at: ctx.clock(),
            ...(name !== undefined && { name }),
            ...(folder !== undefined && { default_folder_id: folder }),
          })
          .where("team_id", "=", teamId)
          .where("course_id", "=", courseId)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) === 0) return false;
        if (teachers !== undefined) await setTeachers(trx, teamId, courseId, teachers);
        return true;
      });
      if (!updated) throw missing(courseId);
      return (await getOne(teamId, courseId)) as Course;
    },

    async remove(teamId, courseId) {
      const op = "courses.remove";
      text(op, "teamId", teamId, 50);
      id(op, "courseId", courseId);
      try {
        const res = await db
          .deleteFrom("courses")
          .where("team_id", "=", teamId)
          .where("course_id", "=", courseId)
          .executeTakeFirst();
        return Number(res.numDeletedRows) > 0;
      } catch (err) {
        throw translate(err, {
          "foreign-key": () =>
            new InUseError(
              `course ${courseId} still has classes recorded in the app; it cannot be removed`,
              "course",
              String(courseId),
            ),
        });
      }
    },

    async get(teamId, courseId) {
      const op = "courses.get";
      return getOne(text(op, "teamId", teamId, 50), id(op, "courseId", courseId));
    },

    async list(teamId) {
      const rows = await db
        .selectFrom("courses")
        .selectAll()
        .where("team_id", "=", text("courses.list", "teamId", teamId, 50))
        .orderBy("name")
        .orderBy("course_id")
        .execute();
      return load(teamId, rows);
    },

    async flagProblem(teamId, courseId, problem) {
      const op = "courses.flagProblem";
      const res = await db
        .updateTable("courses")
        .set({
          problem_errno: id(op, "errno", problem.errno),
          problem_operation: text(op, "operation", problem.operation, 64),
          problem_at: problem.at,
        })
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("course_id", "=", id(op, "courseId", courseId))
        .where("problem_errno", "is", null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    async clearProblem(teamId, courseId) {
      const op = "courses.clearProblem";
      const res = await db
        .updateTable("courses")
        .set({ problem_errno: null, problem_operation: null, problem_at: null })
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("course_id", "=", id(op, "courseId", courseId))
        .where("problem_errno", "is not", null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    async listForTeacher(teamId, teacherUid) {
      const op = "courses.listForTeacher";
      const rows = await db
        .selectFrom("courses")
        .selectAll("courses")
        .innerJoin("course_teachers as t", (j) =>
          j.onRef("t.team_id", "=", "courses.team_id").onRef("t.course_id", "=", "courses.course_id"),
        )
        .where("courses.team_id", "=", text(op, "teamId", teamId, 50))
        .where("t.teacher_uid", "=", text(op, "teacherUid", teacherUid, 64))
        .orderBy("courses.name")
        .orderBy("courses.course_id")
        .execute();
      return load(teamId, rows);
    },
  };
}
