import { customColumnOf, field, isObject, jsonArrayField, textOf } from "../params.js";
import { errorInfo, Refusal } from "../refusal.js";
import { DEFAULT_PASSWORD } from "../state.js";
import { courseAndClassIds, requireStudentIdentity, studentRequestClass } from "./class-of-request.js";
import { batchEntry, type Operation } from "./context.js";

/** A student uid the service accepts as an account: no blanks or control characters, at most 64. */
const ACCOUNT_FORMAT = /^[^\s\p{Cc}]{1,64}$/u;

export const addClassStudentMultiple: Operation = {
  action: "addClassStudentMultiple",
  file: "course.api.php",
  handle(ctx) {
    const { courseId, classId } = courseAndClassIds(ctx);
    requireStudentIdentity(ctx);
    const register = field(ctx.fields, "isRegister") === "1";
    const students = jsonArrayField(ctx.fields, "studentJson", 155);
    const { course, cls } = studentRequestClass(ctx, courseId, classId);
    const { school, state } = ctx;

    const data = students.map((entry) => {
      if (!isObject(entry)) {
        return batchEntry(undefined, () => {
          throw new Refusal(100, "studentJson entry is not an object");
        });
      }
      return batchEntry(customColumnOf(entry.customColumn), () => {
        const uid = textOf(entry.uid);
        const name = textOf(entry.name);
        if (uid === undefined || uid === "") throw new Refusal(100, "uid is required");
        if (name === undefined || name === "") throw new Refusal(100, "name is required");
        if (!ACCOUNT_FORMAT.test(uid)) throw new Refusal(288, `${uid} is not a valid account`);
        if (uid === school.sid) throw new Refusal(128, "the institution account cannot be a student");
        if (uid === course.headTeacherUid) throw new Refusal(333, `${uid} is the head teacher of the course`);
        if (state.isCourseStaff(courseId, uid))
          throw new Refusal(332, `${uid} teaches a class of the course`);
        if (school.teachers.has(uid)) throw new Refusal(129, `${uid} is a teacher account`);
        if (course.auditors.has(uid)) throw new Refusal(164, `${uid} is already in the course as an auditor`);
        if (!school.students.has(uid)) {
          if (!register) throw new Refusal(113, `${uid} is not registered`);
          const password = textOf(entry.password);
          state.registerStudent(school, uid, name, password || DEFAULT_PASSWORD);
        }
        if (cls.students.has(uid)) throw new Refusal(166, `${uid} is already in the class`);
        if (cls.students.size >= school.classCapacity) {
          throw new Refusal(157, `the class holds at most ${school.classCapacity} students`);
        }
        state.addStudent(cls, uid);
        return {};
      });
    });
    return { data, error_info: errorInfo(1) };
  },
};
