import { field, isObject, jsonArrayField, textOf } from "../params.js";
import { errorInfo, Refusal } from "../refusal.js";
import { courseAndClassIds, requireStudentIdentity, studentRequestClass } from "./class-of-request.js";
import { batchEntry, type Operation } from "./context.js";

export const delClassStudentMultiple: Operation = {
  action: "delClassStudentMultiple",
  file: "course.api.php",
  handle(ctx) {
    const { courseId, classId } = courseAndClassIds(ctx);
    requireStudentIdentity(ctx);
    // studentUidJson wins when both are sent; studentJson entries are {uid} objects (or bare uids).
    const byUid = field(ctx.fields, "studentUidJson") !== undefined;
    if (!byUid && field(ctx.fields, "studentJson") === undefined) {
      throw new Refusal(100, "studentUidJson or studentJson is required");
    }
    const list = jsonArrayField(ctx.fields, byUid ? "studentUidJson" : "studentJson", 155);
    const { cls } = studentRequestClass(ctx, courseId, classId);

    const data = list.map((entry) =>
      batchEntry(undefined, () => {
        const uid = byUid ? textOf(entry) : isObject(entry) ? textOf(entry.uid) : textOf(entry);
        if (uid === undefined || uid === "") throw new Refusal(400, "entry is not a student uid");
        if (!ctx.school.students.has(uid)) throw new Refusal(113, `${uid} is not registered`);
        if (!cls.students.has(uid)) throw new Refusal(167, `${uid} is not in the class`);
        ctx.state.removeStudent(cls, uid);
        return {};
      }),
    );
    return { data, error_info: errorInfo(1) };
  },
};
