import type { StoreContext } from "../context.js";
import {
  DuplicateError,
  NotFoundError,
  StoreError,
  translate,
  unknownClass,
  ValidationError,
} from "../errors.js";
import type { ClassesTable } from "../schema.js";
import { anyText, bool, id, int, list, optionalText, parseJson, text } from "../validate.js";

/** Pull-stream addresses from `more_data.live_info`; bound to the class once live was ever on. */
export interface PullAddresses {
  rtmp: string | null;
  hls: string | null;
  flv: string | null;
}

/** A class created through the app, as the app last knew it. */
export interface ClassRecord {
  teamId: string;
  classId: number;
  courseId: number;
  name: string;
  beginTime: number;
  endTime: number;
  teacherUid: string;
  assistantUid: string | null;
  folderId: string | null;
  seatNum: number;
  isHd: 0 | 1 | 2;
  record: boolean;
  live: boolean;
  replay: boolean;
  isAutoOnstage: boolean;
  liveUrl: string | null;
  lessonKey: string | null;
  pull: PullAddresses;
  labelIds: number[];
  courseUniqueIdentity: string | null;
  introduce: string | null;
  /** Shared by the classes of one weekly series; null for a single class. */
  seriesId: string | null;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
  /**
   * Gone from every list, picker and reminder: deleted in the class service, or cancelled through the
   * app (then `cancelledAt` says when).
   */
  deleted: boolean;
  /** When the class was cancelled (0016_cancelled); null when it was not. */
  cancelledAt?: number | null;
  /** Who cancelled it: a Slack user id, or "school" when the class service had deleted it. */
  cancelledBy?: string | null;
  /** The reason given with the cancel, as typed (0028); null when none was given. */
  cancelReason?: string | null;
}

export interface ClassInput {
  classId: number;
  courseId: number;
  name: string;
  beginTime: number;
  endTime: number;
  teacherUid: string;
  assistantUid?: string | null;
  folderId?: string | null;
  seatNum?: number;
  isHd?: 0 | 1 | 2;
  record?: boolean;
  live?: boolean;
  replay?: boolean;
  isAutoOnstage?: boolean;
  liveUrl?: string | null;
  lessonKey?: string | null;
  pull?: Partial<PullAddresses>;
  labelIds?: number[];
  courseUniqueIdentity?: string | null;
  introduce?: string | null;
  /** Set for every class of a weekly series (the same id for all of them). */
  seriesId?: string | null;
  /** Slack user id of whoever scheduled it. */
  createdBy: string;
}

export interface LiveInfoInput {
  liveUrl: string | null;
  /** Taken from the `lessonKey` query value of liveUrl when omitted. */
  lessonKey?: string | null;
  pull?: Partial<PullAddresses>;
}

export interface UpcomingQuery {
  /** Defaults to the store clock. A class is upcoming until it ends. */
  now?: number;
  limit?: number;
  /** Only the classes of this course. */
  courseId?: number;
}

export interface ClassesRepo {
  /** DuplicateError for a known class id or unique identity; NotFoundError for an unregistered course. */
  create(teamId: string, input: ClassInput): Promise<ClassRecord>;
  get(teamId: string, classId: number): Promise<ClassRecord | undefined>;
  findByUniqueIdentity(teamId: string, courseUniqueIdentity: string): Promise<ClassRecord | undefined>;
  /** All upcoming classes of the workspace (admins), soonest first. */
  listUpcoming(teamId: string, query?: UpcomingQuery): Promise<ClassRecord[]>;
  /** Upcoming classes the uid teaches or assists. */
  listUpcomingForTeacher(teamId: string, teacherUid: string, query?: UpcomingQuery): Promise<ClassRecord[]>;
  /**
   * The classes (not deleted or cancelled) any of `uids` teaches or assists that overlap
   * [fromTime, toTime), soonest first; at most 1000.
   */
  listForStaffBetween(
    teamId: string,
    uids: readonly string[],
    fromTime: number,
    toTime: number,
  ): Promise<ClassRecord[]>;
  /** Upcoming classes the uid is enrolled in. */
  listUpcomingForStudent(teamId: string, studentUid: string, query?: UpcomingQuery): Promise<ClassRecord[]>;
  /**
   * A person's calendar feed: the classes `uid` teaches, assists or is enrolled in, and those they were
   * in when they were cancelled, ending after `fromEnd`, cancelled ones included (deleted ones without a
   * cancel are not); in date order, at most `limit` (default 2000).
   */
  listForCalendar(teamId: string, uid: string, fromEnd: number, limit?: number): Promise<ClassRecord[]>;
  /** The classes of a series (not deleted) in date order; from `fromBegin` on when given. */
  listSeries(teamId: string, seriesId: string, fromBegin?: number): Promise<ClassRecord[]>;
  /** The classes of a series cancelled through the app, in date order. */
  listSeriesCancelled(teamId: string, seriesId: string): Promise<ClassRecord[]>;
  markDeleted(teamId: string, classId: number): Promise<ClassRecord>;
  /**
   * Marks the class cancelled (and so gone from lists, like a deleted one); kept for the audit. A class
   * already cancelled keeps its first `cancelledAt`/`cancelledBy`/`cancelReason`. `reason`: as the
   * canceller typed it (at most 300 characters), shown after the fact.
   */
  markCancelled(teamId: string, classId: number, by: string, reason?: string): Promise<ClassRecord>;
  updateVideo(
    teamId: string,
    classId: number,
    video: { record: boolean; live: boolean; replay: boolean },
  ): Promise<ClassRecord>;
  updateSeats(
    teamId: string,
    classId: number,
    seats: { seatNum?: number; isHd?: 0 | 1 | 2 },
  ): Promise<ClassRecord>;
  setLabels(teamId: string, classId: number, labelIds: number[]): Promise<ClassRecord>;
  setLiveInfo(teamId: string, classId: number, info: LiveInfoInput): Promise<ClassRecord>;
}

const flag = (b: boolean) => (b ? 1 : 0);

function toClass(r: ClassesTable): ClassRecord {
  return {
    teamId: r.team_id,
    classId: Number(r.class_id),
    courseId: Number(r.course_id),
    name: r.name,
    beginTime: Number(r.begin_time),
    endTime: Number(r.end_time),
    teacherUid: r.teacher_uid,
    assistantUid: r.assistant_uid,
    folderId: r.folder_id,
    seatNum: r.seat_num,
    isHd: r.is_hd as 0 | 1 | 2,
    record: r.record === 1,
    live: r.live === 1,
    replay: r.replay === 1,
    isAutoOnstage: r.is_auto_onstage === 1,
    liveUrl: r.live_url,
    lessonKey: r.lesson_key,
    pull: { rtmp: r.pull_rtmp, hls: r.pull_hls, flv: r.pull_flv },
    labelIds: parseJson<number[]>(r.label_ids, []),
    courseUniqueIdentity: r.course_unique_identity,
    introduce: r.introduce,
    seriesId: r.series_id,
    createdBy: r.created_by,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    deleted: r.deleted === 1,
    cancelledAt: r.cancelled_at === null || r.cancelled_at === undefined ? null : Number(r.cancelled_at),
    cancelledBy: r.cancelled_by ?? null,
    cancelReason: r.cancel_reason ?? null,
  };
}

const hd = (op: string, v: unknown) => int(op, "isHd", v, 0, 2) as 0 | 1 | 2;
const labels = (op: string, v: unknown) => list(op, "labelIds", v, (x, i) => id(op, `labelIds[${i}]`, x));
const url = (op: string, field: string, v: unknown) => optionalText(op, field, v, 2000);

function lessonKeyOf(liveUrl: string | null): string | null {
  if (liveUrl === null || !URL.canParse(liveUrl)) return null;
  return new URL(liveUrl).searchParams.get("lessonKey");
}

function pullColumns(op: string, pull: Partial<PullAddresses> | undefined) {
  return {
    pull_rtmp: url(op, "pull.rtmp", pull?.rtmp),
    pull_hls: url(op, "pull.hls", pull?.hls),
    pull_flv: url(op, "pull.flv", pull?.flv),
  };
}

export function classesRepo(ctx: StoreContext): ClassesRepo {
  const { db } = ctx;
  const one = (teamId: string, classId: number) =>
    db
      .selectFrom("classes")
      .selectAll()
      .where("team_id", "=", teamId)
      .where("class_id", "=", classId)
      .executeTakeFirst();

  async function update(
    op: string,
    teamId: string,
    classId: number,
    set: Partial<Omit<ClassesTable, "team_id" | "class_id">>,
  ): Promise<ClassRecord> {
    text(op, "teamId", teamId, 50);
    id(op, "classId", classId);
    const res = await db
      .updateTable("classes")
      .set({ ...set, updated_at: ctx.clock() })
      .where("team_id", "=", teamId)
      .where("class_id", "=", classId)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw unknownClass(classId);
    const r = await one(teamId, classId);
    if (!r) throw unknownClass(classId);
    return toClass(r);
  }

  function upcoming(teamId: string, op: string, query: UpcomingQuery | undefined) {
    const now = query?.now === undefined ? ctx.clock() : int(op, "now", query.now);
    const limit = query?.limit === undefined ? 100 : int(op, "limit", query.limit, 1, 1000);
    let q = db
      .selectFrom("classes as c")
      .selectAll("c")
      .where("c.team_id", "=", text(op, "teamId", teamId, 50))
      .where("c.deleted", "=", 0)
      .where("c.end_time", ">", now);
    if (query?.courseId !== undefined) q = q.where("c.course_id", "=", id(op, "courseId", query.courseId));
    return q.orderBy("c.begin_time").orderBy("c.class_id").limit(limit);
  }

  return {
    async create(teamId, input) {
      const op = "classes.create";
      text(op, "teamId", teamId, 50);
      if (typeof input !== "object" || input === null) throw new StoreError(`${op}: class must be an object`);
      const classId = id(op, "classId", input.classId);
      const courseId = id(op, "courseId", input.courseId);
      const beginTime = int(op, "beginTime", input.beginTime);
      const endTime = int(op, "endTime", input.endTime);
      if (endTime <= beginTime) throw new ValidationError(op, "endTime", "must be later than beginTime");
      const liveUrl = url(op, "liveUrl", input.liveUrl);
      const now = ctx.clock();
      const identity = optionalText(op, "courseUniqueIdentity", input.courseUniqueIdentity, 32);
      try {
        await db
          .insertInto("classes")
          .values({
            team_id: teamId,
            class_id: classId,
            course_id: courseId,
            name: text(op, "name", input.name, 50),
            begin_time: beginTime,
            end_time: endTime,
            teacher_uid: text(op, "teacherUid", input.teacherUid, 64),
            assistant_uid: optionalText(op, "assistantUid", input.assistantUid, 64),
            folder_id: optionalText(op, "folderId", input.folderId, 64),
            seat_num: input.seatNum === undefined ? 6 : int(op, "seatNum", input.seatNum, 1, 12),
            is_hd: input.isHd === undefined ? 0 : hd(op, input.isHd),
            record: flag(input.record === undefined ? false : bool(op, "record", input.record)),
            live: flag(input.live === undefined ? false : bool(op, "live", input.live)),
            replay: flag(input.replay === undefined ? false : bool(op, "replay", input.replay)),
            is_auto_onstage: flag(
              input.isAutoOnstage === undefined ? false : bool(op, "isAutoOnstage", input.isAutoOnstage),
            ),
            live_url: liveUrl,
            lesson_key:
              input.lessonKey === undefined
                ? lessonKeyOf(liveUrl)
                : optionalText(op, "lessonKey", input.lessonKey, 200),
            ...pullColumns(op, input.pull),
            label_ids: JSON.stringify(input.labelIds === undefined ? [] : labels(op, input.labelIds)),
            course_unique_identity: identity,
            introduce: input.introduce == null ? null : anyText(op, "introduce", input.introduce, 1000),
            series_id: optionalText(op, "seriesId", input.seriesId, 64),
            created_by: text(op, "createdBy", input.createdBy, 50),
            created_at: now,
            updated_at: now,
            deleted: 0,
            cancelled_at: null,
            cancelled_by: null,
          })
          .execute();
      } catch (err) {
        throw translate(err, {
          unique: () =>
            (err as Error).message.includes("identity")
              ? new DuplicateError(
                  `a class with unique identity ${identity} is already recorded`,
                  "class",
                  "courseUniqueIdentity",
                  String(identity),
                )
              : new DuplicateError(
                  `class ${classId} is already recorded`,
                  "class",
                  "classId",
                  String(classId),
                ),
          "foreign-key": () =>
            new NotFoundError(
              `course ${courseId} is not registered in this workspace; an admin must add it before classes can be created in it`,
              "course",
              String(courseId),
            ),
        });
      }
      const r = await one(teamId, classId);
      if (!r) throw unknownClass(classId);
      return toClass(r);
    },

    async get(teamId, classId) {
      const op = "classes.get";
      const r = await one(text(op, "teamId", teamId, 50), id(op, "classId", classId));
      return r && toClass(r);
    },

    async findByUniqueIdentity(teamId, courseUniqueIdentity) {
      const op = "classes.findByUniqueIdentity";
      const r = await db
        .selectFrom("classes")
        .selectAll()
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("course_unique_identity", "=", text(op, "courseUniqueIdentity", courseUniqueIdentity, 32))
        .executeTakeFirst();
      return r && toClass(r);
    },

    async listUpcoming(teamId, query) {
      return (await upcoming(teamId, "classes.listUpcoming", query).execute()).map(toClass);
    },

    async listUpcomingForTeacher(teamId, teacherUid, query) {
      const op = "classes.listUpcomingForTeacher";
      const uid = text(op, "teacherUid", teacherUid, 64);
      const rows = await upcoming(teamId, op, query)
        .where((eb) => eb.or([eb("c.teacher_uid", "=", uid), eb("c.assistant_uid", "=", uid)]))
        .execute();
      return rows.map(toClass);
    },

    async listForStaffBetween(teamId, uids, fromTime, toTime) {
      const op = "classes.listForStaffBetween";
      const team = text(op, "teamId", teamId, 50);
      const wanted = list(op, "uids", uids, (u, i) => text(op, `uids[${i}]`, u, 64));
      if (wanted.length === 0) return [];
      const from = int(op, "fromTime", fromTime);
      const to = int(op, "toTime", toTime);
      // Two arms, each served by its index (teacher_uid / assistant_uid with end_time).
      const arm = (column: "teacher_uid" | "assistant_uid") =>
        db
          .selectFrom("classes")
          .selectAll()
          .where("team_id", "=", team)
          .where(column, "in", wanted)
          .where("deleted", "=", 0)
          .where("end_time", ">", from)
          .where("begin_time", "<", to)
          .orderBy("begin_time")
          .limit(1000)
          .execute();
      const [taught, assisted] = await Promise.all([arm("teacher_uid"), arm("assistant_uid")]);
      const byId = new Map([...taught, ...assisted].map((r) => [Number(r.class_id), r]));
      return [...byId.values()]
        .map(toClass)
        .sort((a, b) => a.beginTime - b.beginTime || a.classId - b.classId)
        .slice(0, 1000);
    },

    async listUpcomingForStudent(teamId, studentUid, query) {
      const op = "classes.listUpcomingForStudent";
      const uid = text(op, "studentUid", studentUid, 64);
      const rows = await upcoming(teamId, op, query)
        .innerJoin("enrolments as e", (j) =>
          j.onRef("e.team_id", "=", "c.team_id").onRef("e.class_id", "=", "c.class_id"),
        )
        .where("e.student_uid", "=", uid)
        .execute();
      return rows.map(toClass);
    },

    async listForCalendar(teamId, uid, fromEnd, limit) {
      const op = "classes.listForCalendar";
      const team = text(op, "teamId", teamId, 50);
      const who = text(op, "uid", uid, 64);
      const from = int(op, "fromEnd", fromEnd);
      const max = limit === undefined ? 2000 : int(op, "limit", limit, 1, 5000);
      const base = () =>
        db
          .selectFrom("classes as c")
          .selectAll("c")
          .where("c.team_id", "=", team)
          .where("c.end_time", ">", from)
          .where((eb) => eb.or([eb("c.deleted", "=", 0), eb("c.cancelled_at", "is not", null)]))
          .orderBy("c.begin_time")
          .limit(max);
      // One arm per index (teacher, assistant, enrolments, cancelled enrolments), merged here.
      const [taught, assisted, enrolled, cancelled] = await Promise.all([
        base().where("c.teacher_uid", "=", who).execute(),
        base().where("c.assistant_uid", "=", who).execute(),
        base()
          .innerJoin("enrolments as e", (j) =>
            j.onRef("e.team_id", "=", "c.team_id").onRef("e.class_id", "=", "c.class_id"),
          )
          .where("e.student_uid", "=", who)
          .execute(),
        base()
          .innerJoin("cancelled_enrolments as x", (j) =>
            j.onRef("x.team_id", "=", "c.team_id").onRef("x.class_id", "=", "c.class_id"),
          )
          .where("x.student_uid", "=", who)
          .execute(),
      ]);
      const byId = new Map(
        [...taught, ...assisted, ...enrolled, ...cancelled].map((r) => [Number(r.class_id), r]),
      );
      return [...byId.values()]
        .map(toClass)
        .sort((a, b) => a.beginTime - b.beginTime || a.classId - b.classId)
        .slice(0, max);
    },

    async listSeries(teamId, seriesId, fromBegin) {
      const op = "classes.listSeries";
      let q = db
        .selectFrom("classes")
        .selectAll()
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("series_id", "=", text(op, "seriesId", seriesId, 64))
        .where("deleted", "=", 0);
      if (fromBegin !== undefined) q = q.where("begin_time", ">=", int(op, "fromBegin", fromBegin));
      return (await q.orderBy("begin_time").orderBy("class_id").execute()).map(toClass);
    },

    async listSeriesCancelled(teamId, seriesId) {
      const op = "classes.listSeriesCancelled";
      const rows = await db
        .selectFrom("classes")
        .selectAll()
        .where("team_id", "=", text(op, "teamId", teamId, 50))
        .where("series_id", "=", text(op, "seriesId", seriesId, 64))
        .where("cancelled_at", "is not", null)
        .orderBy("begin_time")
        .orderBy("class_id")
        .execute();
      return rows.map(toClass);
    },

    async markDeleted(teamId, classId) {
      return update("classes.markDeleted", teamId, classId, { deleted: 1 });
    },

    async markCancelled(teamId, classId, by, reason) {
      const op = "classes.markCancelled";
      const before = await one(text(op, "teamId", teamId, 50), id(op, "classId", classId));
      if (!before) throw unknownClass(classId);
      if (before.cancelled_at !== null && before.cancelled_at !== undefined) {
        return update(op, teamId, classId, { deleted: 1 });
      }
      return update(op, teamId, classId, {
        deleted: 1,
        cancelled_at: ctx.clock(),
        cancelled_by: text(op, "by", by, 50),
        cancel_reason:
          reason === undefined || reason.trim() === "" ? null : anyText(op, "reason", reason, 300),
      });
    },

    async updateVideo(teamId, classId, video) {
      const op = "classes.updateVideo";
      return update(op, teamId, classId, {
        record: flag(bool(op, "record", video?.record)),
        live: flag(bool(op, "live", video.live)),
        replay: flag(bool(op, "replay", video.replay)),
      });
    },

    async updateSeats(teamId, classId, seats) {
      const op = "classes.updateSeats";
      if (seats?.seatNum === undefined && seats?.isHd === undefined) {
        throw new ValidationError(op, "seatNum", "or isHd must be given");
      }
      return update(op, teamId, classId, {
        ...(seats.seatNum !== undefined && { seat_num: int(op, "seatNum", seats.seatNum, 1, 12) }),
        ...(seats.isHd !== undefined && { is_hd: hd(op, seats.isHd) }),
      });
    },

    async setLabels(teamId, classId, labelIds) {
      const op = "classes.setLabels";
      return update(op, teamId, classId, { label_ids: JSON.stringify(labels(op, labelIds)) });
    },

    async setLiveInfo(teamId, classId, info) {
      const op = "classes.setLiveInfo";
      const liveUrl = url(op, "liveUrl", info?.liveUrl);
      return update(op, teamId, classId, {
        live_url: liveUrl,
        lesson_key:
          info.lessonKey === undefined
            ? lessonKeyOf(liveUrl)
            : optionalText(op, "lessonKey", info.lessonKey, 200),
        // Pull addresses stay bound to the class once issued, so a call without them keeps the old ones.
        ...(info.pull !== undefined && pullColumns(op, info.pull)),
      });
    },
  };
}
