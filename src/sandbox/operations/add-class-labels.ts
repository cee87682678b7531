import { customColumnOf, intOf, isObject, jsonArrayField, requiredId, requiredIdField } from "../params.js";
import { errorInfo, Refusal } from "../refusal.js";
import {
  batchEntry,
  findClassOfCourse,
  findCourse,
  type Operation,
  type OperationContext,
} from "./context.js";

/** The spec leaves the limit behind 357 open; ten distinct labels per class is the sandbox's choice. */
export const MAX_LABELS_PER_CLASS = 10;

function labelSet(ctx: OperationContext, value: unknown): number[] {
  if (!Array.isArray(value)) throw new Refusal(100, "classLabelId must be an array of label ids");
  const labels: number[] = [];
  for (const item of value) {
    const id = intOf(item);
    if (id === undefined || id <= 0) throw new Refusal(100, "classLabelId holds a non-id");
    if (!labels.includes(id)) labels.push(id);
  }
  for (const id of labels) {
    const owner = ctx.state.labelOwner(id);
    if (owner === undefined) throw new Refusal(358, `no label ${id}`);
    if (owner !== ctx.school.sid) throw new Refusal(359, `label ${id} belongs to another school`);
  }
  if (labels.length > MAX_LABELS_PER_CLASS) {
    throw new Refusal(357, `a class holds at most ${MAX_LABELS_PER_CLASS} labels`);
  }
  return labels;
}

export const addClassLabels: Operation = {
  action: "addClassLabels",
  file: "course.api.php",
  handle(ctx) {
    const courseId = requiredIdField(ctx.fields, "courseId");
    const classList = jsonArrayField(ctx.fields, "classList", 155);
    const course = findCourse(ctx, courseId, 147);
    if (course.state === "deleted") throw new Refusal(149, `course ${courseId} was deleted`);
    if (course.type === "open") throw new Refusal(369, `course ${courseId} is of the open-class type`);

    const data = classList.map((entry) => {
      if (!isObject(entry)) {
        return batchEntry(undefined, () => {
          throw new Refusal(100, "classList entry is not an object");
        });
      }
      const classIdEcho = intOf(entry.classId);
      return batchEntry(
        customColumnOf(entry.customColumn),
        () => {
          const cls = findClassOfCourse(ctx, course, requiredId(entry.classId, "classId"), 212);
          // Empty array: remove all; otherwise the given ids become the class's label set. Not sent:
          // the labels stay as they are.
          if (entry.classLabelId !== undefined && entry.classLabelId !== null) {
            cls.labels = labelSet(ctx, entry.classLabelId);
          }
          return { fields: { classId: cls.classId } };
        },
        classIdEcho === undefined ? {} : { classId: classIdEcho },
      );
    });
    return { data, error_info: errorInfo(1) };
  },
};
