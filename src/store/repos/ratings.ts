import type { Selectable } from "kysely";
import type { StoreContext } from "../context.js";
import { translate, unknownClass } from "../errors.js";
import type { RatingsTable } from "../schema.js";
import { anyText, id, int, text } from "../validate.js";

/** A teacher's evaluation of a student in a class. Every save is kept; the latest one counts. */
export interface Rating {
  id: number;
  teamId: string;
  classId: number;
  studentUid: string;
  stars: number;
  comment: string;
  ratedBy: string;
  ratedAt: number;
}

export interface RatingInput {
  classId: number;
  studentUid: string;
  /** 0-5. */
  stars: number;
  /** Under 1000 characters, as the partner API requires. */
  comment: string;
  /** Slack user id of the teacher. */
  ratedBy: string;
}

export interface RatingsRepo {
  add(teamId: string, rating: RatingInput): Promise<Rating>;
  /** The latest rating of each rated student of the class, by student uid. */
  latestForClass(teamId: string, classId: number): Promise<Rating[]>;
  /** Every rating a student received, newest first. */
  listForStudent(teamId: string, studentUid: string): Promise<Rating[]>;
}

function toRating(r: Selectable<RatingsTable>): Rating {
  return {
    id: Number(r.id),
    teamId: r.team_id,
    classId: Number(r.class_id),
    studentUid: r.student_uid,
    stars: r.stars,
    comment: r.comment,
    ratedBy: r.rated_by,
    ratedAt: Number(r.rated_at),
  };
}

export function ratingsRepo(ctx: StoreContext): RatingsRepo {
  const { db } = ctx;
  return {
    async add(teamId, input) {
      const op = "ratings.add";
      text(op, "teamId", teamId, 50);
      const classId = id(op, "classId", input?.classId);
      try {
        const row = await db
          .insertInto("ratings")
          .values({
            team_id: teamId,
            class_id: classId,
            student_uid: text(op, "studentUid", input.studentUid, 64),
            stars: int(op, "stars", input.stars, 0, 5),
            comment: anyText(op, "comment", input.comment, 999),
            rated_by: text(op, "ratedBy", input.ratedBy, 50),
            rated_at: ctx.clock(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toRating(row);
      } catch (err) {
        throw translate(err, {
          "foreign-key": () => unknownClass(classId),
        });
      }
    },

    async latestForClass(teamId, classId) {
      const op = "ratings.latestForClass";
      text(op, "teamId", teamId, 50);
      id(op, "classId", classId);
      const rows = await db
        .selectFrom("ratings")
        .selectAll()
        .where(
          "id",
          "in",
          db
            .selectFrom("ratings")
            .select((eb) => eb.fn.max("id").as("id"))
            .where("team_id", "=", teamId)
            .where("class_id", "=", classId)
            .groupBy("student_uid"),
        )
        .orderBy("student_uid")
        .execute();
      return rows.map(toRating);
    },

    async listForStudent(teamId, studentUid) {
      const op = "ratings.listForStudent";
      const rows = await db
        .selectFrom("ratings")
        .selectAll()
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("student_uid", "=", text(op, "studentUid", studentUid, 64))
        .orderBy("id", "desc")
        .execute();
      return rows.map(toRating);
    },
  };
}
