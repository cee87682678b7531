/**
 * addCourse: a course of the school. Format first (100), then the unique identity (an existing one
 * answers that course's id with errno 1; one held by a deleted course answers 398), then the expiry
 * (151 under a day ahead, 154 beyond 5 years; 0 or absent never expires), the folder (160) and the
 * head teacher. The contract groups the head teacher's account problems (331/334/389/805/883)
 * without telling them apart; the sandbox answers 331 for a person who is not a teacher of the
 * school, 389 for a suspended and 805 for an out-of-use teacher (as 387/800 for a class's teacher).
 */
import { COURSE_EXPIRY_MIN_LEAD_SECONDS, latestCourseExpiry } from "../../partner/fields.js";
import { charLength, cut, field, intOf } from "../params.js";
import { errorInfo, Refusal } from "../refusal.js";
import type { Operation, OperationContext } from "./context.js";

export const COURSE_NAME_MAX = 90;
export const COURSE_INTRODUCE_MAX = 400;

function expiryTime(ctx: OperationContext): number {
  const text = field(ctx.fields, "expiryTime");
  if (text === undefined) return 0;
  const t = intOf(text);
  if (t === undefined || t < 0) throw new Refusal(100, "expiryTime must be Unix seconds");
  if (t === 0) return 0;
  if (t < ctx.now + COURSE_EXPIRY_MIN_LEAD_SECONDS)
    throw new Refusal(151, "expiryTime must be at least a day ahead");
  if (t > latestCourseExpiry(ctx.now)) throw new Refusal(154, "expiryTime must be within 5 years");
  return t;
}

function folder(ctx: OperationContext): string | undefined {
  const value = field(ctx.fields, "folderId");
  if (value === undefined || value === "0") return undefined;
  if (ctx.state.folderOwner(value) !== ctx.school.sid) {
    throw new Refusal(160, `folder ${value} is not a cloud disk directory of the school`);
  }
  return value;
}

function headTeacher(ctx: OperationContext): string | undefined {
  const uid = field(ctx.fields, "mainTeacherUid");
  if (uid === undefined) return undefined;
  const teacher = ctx.school.teachers.get(uid);
  if (!teacher) throw new Refusal(331, `${uid} is not a teacher of the school`);
  if (teacher.state === "suspended") throw new Refusal(389, `${uid} is suspended`);
  if (teacher.state === "disabled") throw new Refusal(805, `${uid} is out of use`);
  return uid;
}

export const addCourse: Operation = {
  action: "addCourse",
  file: "course.api.php",
  handle(ctx) {
    const nameText = field(ctx.fields, "courseName");
    if (nameText === undefined || nameText.trim() === "") throw new Refusal(100, "courseName is required");
    const identity = field(ctx.fields, "courseUniqueIdentity") ?? "";
    if (charLength(identity) > 32) throw new Refusal(100, "courseUniqueIdentity must be 1-32 characters");

    const earlier = identity === "" ? undefined : ctx.school.courseIdentities.get(identity);
    if (earlier !== undefined) {
      if (ctx.school.courses.get(earlier)?.state === "deleted") {
        throw new Refusal(398, `courseUniqueIdentity ${identity} belongs to a deleted course`);
      }
      return { data: earlier, error_info: errorInfo(1) };
    }

    const expiry = expiryTime(ctx);
    const folderId = folder(ctx);
    const headTeacherUid = headTeacher(ctx);
    const course = ctx.state.createCourse(ctx.school, {
      name: cut(nameText, COURSE_NAME_MAX),
      folderId,
      headTeacherUid,
      expiryTime: expiry,
      courseIntroduce: cut(field(ctx.fields, "courseIntroduce") ?? "", COURSE_INTRODUCE_MAX),
      courseUniqueIdentity: identity,
    });
    return { data: course.courseId, error_info: errorInfo(1) };
  },
};
