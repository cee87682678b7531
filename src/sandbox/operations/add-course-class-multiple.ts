import { customColumnOf, cut, isObject, jsonArrayField, requiredIdField, textOf } from "../params.js";
import { errorInfo, Refusal } from "../refusal.js";
import { batchEntry, findCourse, type Operation } from "./context.js";
import { createClass, refuseCourseForCreation } from "./create-class.js";
import { moreData } from "./more-data.js";

export const addCourseClassMultiple: Operation = {
  action: "addCourseClassMultiple",
  file: "course.api.php",
  handle(ctx) {
    const courseId = requiredIdField(ctx.fields, "courseId");
    const classJson = jsonArrayField(ctx.fields, "classJson", 155);
    const course = findCourse(ctx, courseId, 147);
    refuseCourseForCreation(course);
    const identities = new Set<string>();
    const data = classJson.map((entry) => {
      if (!isObject(entry)) {
        return batchEntry(undefined, () => {
          throw new Refusal(400, "classJson entry is not an object");
        });
      }
      const name = textOf(entry.className);
      return batchEntry(
        customColumnOf(entry.customColumn),
        () => {
          const { cls, errno } = createClass(ctx, course, (key) => entry[key], identities);
          return {
            errno,
            fields: { data: cls.classId, className: cls.className, more_data: moreData(cls, ctx.baseUrl) },
          };
        },
        name === undefined ? {} : { className: cut(name, 50) },
      );
    });
    return { data, error_info: errorInfo(1) };
  },
};
