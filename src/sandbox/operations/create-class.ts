/**
 * Creating one class: the rules shared by addCourseClass (scalar form fields) and addCourseClassMultiple
 * (members of a classJson object). The order of the checks is the sandbox's documented choice: format
 * (100) first, then the unique identity, then time, people, seats and folder.
 */

import { CLASS_START_MIN_LEAD_SECONDS } from "../../partner/fields.js";
import { charLength, cut, flagOf, hdOf, intOf, isAbsent, textOf } from "../params.js";
import { Refusal } from "../refusal.js";
import type { ClassRecord, Course, Teacher } from "../state.js";
import type { OperationContext } from "./context.js";
import { bindPullAddresses } from "./more-data.js";

export const MAX_AHEAD_SECONDS = 3 * 365 * 86_400;
export const MIN_LENGTH_SECONDS = 15 * 60;
export const MAX_LENGTH_SECONDS = 24 * 3600;
export const DEFAULT_SEAT_NUM = 6;
export const SEAT_CEILING = 12;

/** A uid the service would accept as an account: no blanks or control characters, at most 64 chars. */
const UID_FORMAT = /^[^\s\p{Cc}]{1,64}$/u;

export interface Created {
  readonly cls: ClassRecord;
  /** 1, or 280 when live/replay were asked without recording (the class exists, recording stays off). */
  readonly errno: number;
}

/** Course conditions that refuse any class creation: deleted 149, expired 153, open-class type 369. */
export function refuseCourseForCreation(course: Course): void {
  if (course.state === "deleted") throw new Refusal(149, `course ${course.courseId} was deleted`);
  if (course.state === "expired") throw new Refusal(153, `course ${course.courseId} has expired`);
  if (course.type === "open") throw new Refusal(369, `course ${course.courseId} is of the open-class type`);
}

function requiredTime(value: unknown, name: string): number {
  const n = intOf(value);
  if (n === undefined || n < 0) throw new Refusal(100, `${name} must be Unix seconds`);
  return n;
}

function checkTeacher(ctx: OperationContext, course: Course, uid: string): void {
  if (ctx.state.isCourseStudent(course.courseId, uid))
    throw new Refusal(172, `${uid} is a student of the course`);
  if (course.auditors.has(uid)) throw new Refusal(173, `${uid} is an auditor of the course`);
  const teacher = ctx.school.teachers.get(uid);
  if (!teacher) throw new Refusal(136, `${uid} is not a teacher of the school`);
  refuseTeacherState(teacher, 387, 800);
}

function refuseTeacherState(teacher: Teacher, suspendedCode: number, disabledCode: number): void {
  if (teacher.state === "suspended") throw new Refusal(suspendedCode, `${teacher.uid} is suspended`);
  if (teacher.state === "disabled") throw new Refusal(disabledCode, `${teacher.uid} is out of use`);
}

function checkAssistant(ctx: OperationContext, course: Course, uid: string, teacherUid: string): void {
  if (uid === teacherUid) throw new Refusal(322, "the class teacher cannot also be its assistant");
  if (ctx.state.isCourseStudent(course.courseId, uid))
    throw new Refusal(319, `${uid} is a student of the course`);
  if (course.auditors.has(uid)) throw new Refusal(320, `${uid} is an auditor of the course`);
  const teacher = ctx.school.teachers.get(uid);
  if (!teacher) throw new Refusal(318, `${uid} is not a teacher of the school`);
  refuseTeacherState(teacher, 388, 804);
}

function folderFor(ctx: OperationContext, course: Course, value: unknown): string {
  // 0 / "0" is empty to the PHP service, like a folderId that was not sent.
  if (isAbsent(value) || value === 0 || value === "0") {
    // The spec names the course folder (op 2) and the school's top level (op 3); both ops use the
    // course folder when the course has one and fall back to the top level.
    const folder = course.folderId ?? ctx.school.rootFolderId;
    if (folder === undefined) throw new Refusal(160, "the school has no cloud disk directory");
    return folder;
  }
  const folder = textOf(value);
  if (folder === undefined || ctx.state.folderOwner(folder) !== ctx.school.sid) {
    throw new Refusal(160, `folder ${String(value)} is not a cloud disk directory of the school`);
  }
  return folder;
}

/**
 * Creates a class from `get(name)` (a form field or a classJson member), or returns the earlier class
 * holding the same courseUniqueIdentity. `batchIdentities` collects identities already seen in the same
 * classJson (a repeat gives 133).
 */
export function createClass(
  ctx: OperationContext,
  course: Course,
  get: (name: string) => unknown,
  batchIdentities?: Set<string>,
): Created {
  const nameText = textOf(get("className"));
  if (nameText === undefined || nameText.trim() === "") throw new Refusal(100, "className is required");
  const className = cut(nameText, 50);
  const beginTime = requiredTime(get("beginTime"), "beginTime");
  const endTime = requiredTime(get("endTime"), "endTime");
  const teacherUid = textOf(get("teacherUid"));
  if (teacherUid === undefined || teacherUid === "") throw new Refusal(100, "teacherUid is required");

  let identity = "";
  const identityValue = get("courseUniqueIdentity");
  if (!isAbsent(identityValue)) {
    const text = textOf(identityValue);
    if (text === undefined || charLength(text) > 32) {
      throw new Refusal(100, "courseUniqueIdentity must be 1-32 characters");
    }
    identity = text;
  }

  let seatNum = DEFAULT_SEAT_NUM;
  const seatValue = get("seatNum");
  if (!isAbsent(seatValue)) {
    const n = intOf(seatValue);
    if (n === undefined || n < 1) throw new Refusal(100, "seatNum must be a positive integer");
    seatNum = n;
  }

  let assistantUid = "";
  const assistantValue = get("assistantUid");
  if (!isAbsent(assistantValue)) {
    const text = textOf(assistantValue);
    if (text === undefined || !UID_FORMAT.test(text))
      throw new Refusal(330, "assistantUid format is incorrect");
    assistantUid = text;
  }

  if (identity !== "" && batchIdentities) {
    if (batchIdentities.has(identity))
      throw new Refusal(133, `courseUniqueIdentity ${identity} repeated in classJson`);
    batchIdentities.add(identity);
  }
  if (identity !== "") {
    const earlier = ctx.school.identities.get(identity);
    if (earlier && !earlier.deleted) return { cls: earlier, errno: 1 };
    // A deleted class keeps its identity: it can neither be returned nor reused.
    if (earlier) throw new Refusal(398, `courseUniqueIdentity ${identity} belongs to a deleted class`);
  }

  if (endTime <= beginTime) throw new Refusal(119, "endTime must be later than beginTime");
  if (beginTime - ctx.now < CLASS_START_MIN_LEAD_SECONDS)
    throw new Refusal(120, "the class must start at least 1 minute ahead");
  if (beginTime - ctx.now > MAX_AHEAD_SECONDS) throw new Refusal(268, "the class must start within 3 years");
  const length = endTime - beginTime;
  if (length < MIN_LENGTH_SECONDS || length > MAX_LENGTH_SECONDS) {
    throw new Refusal(165, "class length must be 15 minutes to 24 hours");
  }

  checkTeacher(ctx, course, teacherUid);
  if (assistantUid !== "") checkAssistant(ctx, course, assistantUid, teacherUid);

  if (seatNum > SEAT_CEILING) throw new Refusal(259, `seatNum ${seatNum} is above ${SEAT_CEILING}`);
  seatNum = Math.min(seatNum, ctx.school.maxSeatNum);
  const isHd = hdOf(get("isHd"));
  if (isHd !== 0 && seatNum !== 1 && seatNum !== 6) throw new Refusal(100, "HD needs seatNum 1 or 6");

  const folderId = folderFor(ctx, course, get("folderId"));

  const record = flagOf(get("record"));
  let live = flagOf(get("live"));
  let replay = flagOf(get("replay"));
  let errno = 1;
  if (record !== 1 && (live === 1 || replay === 1)) {
    live = 0;
    replay = 0;
    errno = 280;
  }

  const cls = ctx.state.createClass(ctx.school, {
    courseId: course.courseId,
    className,
    beginTime,
    endTime,
    teacherUid,
    assistantUid,
    folderId,
    seatNum,
    isHd,
    record,
    live,
    replay,
    isAutoOnstage: flagOf(get("isAutoOnstage")),
    courseUniqueIdentity: identity,
    classIntroduce: cut(textOf(get("classIntroduce")) ?? "", 1000),
  });
  bindPullAddresses(cls, ctx.baseUrl);
  return { cls, errno };
}
