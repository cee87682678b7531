/**
 * courseId + classId + identity of the student operations (add/del students). Neither documents 149:
 * a class of a deleted course is answered as a deleted class (212).
 */
import { field, requiredIdField } from "../params.js";
import { Refusal } from "../refusal.js";
import type { ClassRecord, Course } from "../state.js";
import { findClassOfCourse, findCourse, type OperationContext } from "./context.js";

export interface StudentRequest {
  readonly course: Course;
  readonly cls: ClassRecord;
}

export function requireStudentIdentity(ctx: OperationContext): void {
  const identity = field(ctx.fields, "identity");
  if (identity === undefined) throw new Refusal(100, "identity is required");
  if (identity.trim() !== "1") throw new Refusal(159, "only identity 1 (student) is supported");
}

export function courseAndClassIds(ctx: OperationContext): { courseId: number; classId: number } {
  return {
    courseId: requiredIdField(ctx.fields, "courseId"),
    classId: requiredIdField(ctx.fields, "classId"),
  };
}

export function studentRequestClass(
  ctx: OperationContext,
  courseId: number,
  classId: number,
): StudentRequest {
  const course = findCourse(ctx, courseId, 144);
  if (course.type === "open") throw new Refusal(369, `course ${courseId} is of the open-class type`);
  const cls = findClassOfCourse(ctx, course, classId, 212);
  if (course.state === "deleted") throw new Refusal(212, `course ${courseId} was deleted`);
  if (ctx.now >= cls.endTime) throw new Refusal(145, "the class is over");
  return { course, cls };
}
