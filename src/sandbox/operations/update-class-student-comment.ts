import { customColumnOf, cut, field, intOf, isAbsent, isObject, requiredIdField, textOf } from "../params.js";
import { errorInfo, Refusal } from "../refusal.js";
import type { Student } from "../state.js";
import { batchEntry, type Operation, type OperationContext } from "./context.js";

/** `00` + country number + `-` + phone, or a mainland number that does not start with 0. */
const ACCOUNT_FORMAT = /^(?:00\d{1,4}-\d{4,15}|[1-9]\d{4,14})$/;

function studentOf(ctx: OperationContext, entry: Record<string, unknown>): Student {
  // studentUid wins when both are sent (studentAccount is deprecated).
  if (!isAbsent(entry.studentUid)) {
    const uid = textOf(entry.studentUid);
    if (uid === undefined) throw new Refusal(100, "studentUid must be text");
    const student = ctx.school.students.get(uid);
    if (!student) throw new Refusal(228, `no student ${uid} in the school`);
    return student;
  }
  if (isAbsent(entry.studentAccount)) throw new Refusal(100, "studentUid or studentAccount is required");
  const account = textOf(entry.studentAccount);
  if (account === undefined || !ACCOUNT_FORMAT.test(account)) {
    throw new Refusal(100, "studentAccount must be 00<country>-<phone> or a mainland number");
  }
  const student = ctx.school.studentsByAccount.get(account);
  if (!student) throw new Refusal(228, `no student with account ${account} in the school`);
  return student;
}

function commentJson(ctx: OperationContext): unknown[] {
  const text = field(ctx.fields, "commentJson");
  if (text === undefined) throw new Refusal(100, "commentJson is required");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Refusal(100, "commentJson is not valid JSON");
  }
  // 155 is not documented for this operation: an empty array is invalid parameters.
  if (!Array.isArray(parsed) || parsed.length === 0)
    throw new Refusal(100, "commentJson must be a non-empty array");
  return parsed;
}

export const updateClassStudentComment: Operation = {
  action: "updateClassStudentComment",
  file: "course.api.php",
  handle(ctx) {
    const classId = requiredIdField(ctx.fields, "classId");
    const comments = commentJson(ctx);
    const cls = ctx.state.classById(classId);
    if (!cls || cls.sid !== ctx.school.sid || cls.deleted) throw new Refusal(233, `no class ${classId}`);
    const course = ctx.school.courses.get(cls.courseId);
    if (course?.state === "deleted") throw new Refusal(233, `the course of class ${classId} was deleted`);
    if (course?.type === "open") throw new Refusal(369, "the class is of the open-class type");

    const data = comments.map((entry) => {
      if (!isObject(entry)) {
        return batchEntry(
          undefined,
          () => {
            throw new Refusal(400, "commentJson entry is not an object");
          },
          { studentUid: "" },
        );
      }
      const sentUid = textOf(entry.studentUid) ?? "";
      return batchEntry(
        customColumnOf(entry.customColumn),
        () => {
          const student = studentOf(ctx, entry);
          const star = intOf(entry.starNum);
          if (star === undefined) throw new Refusal(100, "starNum must be an integer");
          const text = textOf(entry.comment);
          if (text === undefined) throw new Refusal(100, "comment is required");
          if (!cls.students.has(student.uid)) throw new Refusal(167, `${student.uid} is not in the class`);
          cls.comments.set(student.uid, {
            starNum: Math.min(5, Math.max(0, star)),
            comment: cut(text, 1000),
          });
          return { fields: { studentUid: student.uid } };
        },
        { studentUid: sentUid },
      );
    });
    return { data, error_info: errorInfo(1) };
  },
};
