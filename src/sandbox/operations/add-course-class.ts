import { field, requiredIdField } from "../params.js";
import { errorInfo } from "../refusal.js";
import { findCourse, type Operation } from "./context.js";
import { createClass, refuseCourseForCreation } from "./create-class.js";
import { moreData } from "./more-data.js";

export const addCourseClass: Operation = {
  action: "addCourseClass",
  file: "course.api.php",
  handle(ctx) {
    const course = findCourse(ctx, requiredIdField(ctx.fields, "courseId"), 147);
    refuseCourseForCreation(course);
    const { cls, errno } = createClass(ctx, course, (name) => field(ctx.fields, name));
    return { data: cls.classId, more_data: moreData(cls, ctx.baseUrl), error_info: errorInfo(errno) };
  },
};
