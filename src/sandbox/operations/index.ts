import { addClassLabels } from "./add-class-labels.js";
import { addClassStudentMultiple } from "./add-class-student-multiple.js";
import { addCourse } from "./add-course.js";
import { addCourseClass } from "./add-course-class.js";
import { addCourseClassMultiple } from "./add-course-class-multiple.js";
import type { Operation } from "./context.js";
import { delClassStudentMultiple } from "./del-class-student-multiple.js";
import { getCloudList } from "./get-cloud-list.js";
import { modifyClassSeatNum } from "./modify-class-seat-num.js";
import { register } from "./register.js";
import { setClassVideoMultiple } from "./set-class-video-multiple.js";
import { updateClassStudentComment } from "./update-class-student-comment.js";

/** The eleven partner operations by action name. */
export const operations: ReadonlyMap<string, Operation> = new Map(
  [
    modifyClassSeatNum,
    addCourseClassMultiple,
    addClassStudentMultiple,
    getCloudList,
    addClassLabels,
    setClassVideoMultiple,
    addCourseClass,
    delClassStudentMultiple,
    updateClassStudentComment,
    register,
    addCourse,
  ].map((op) => [op.action, op]),
);

export type { Operation, OperationContext } from "./context.js";
