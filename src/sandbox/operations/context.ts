/**
 * What every operation handler receives, and the lookups several operations share so that the same
 * situation (unknown course, class of another school, deleted class, ...) always maps to the same code.
 */

import type { OperationName } from "../../partner/operations.js";
import type { Fields } from "../body.js";
import { errorText, Refusal } from "../refusal.js";
import type { ClassRecord, Course, SandboxState, School } from "../state.js";

export interface OperationContext {
  readonly school: School;
  readonly fields: Fields;
  readonly now: number;
  readonly state: SandboxState;
  /** The sandbox's own base URL, e.g. http://127.0.0.1:4010 (live_url and pull addresses use it). */
  readonly baseUrl: string;
}

export type OperationResult = Record<string, unknown>;

export interface Operation {
  readonly action: OperationName;
  /** The PHP file the action lives in: every action but getCloudList is on course.api.php. */
  readonly file: "course.api.php" | "cloud.api.php";
  handle(ctx: OperationContext): OperationResult;
}

/**
 * The course of the request. Unknown everywhere -> `unknownCode` (147 where documented, else 144);
 * owned by another school of the fixture -> 144.
 */
export function findCourse(ctx: OperationContext, courseId: number, unknownCode: number): Course {
  const course = ctx.school.courses.get(courseId);
  if (course) return course;
  if (ctx.state.courseOwner(courseId) !== undefined) {
    throw new Refusal(144, `course ${courseId} belongs to another school`);
  }
  throw new Refusal(unknownCode, `no course ${courseId}`);
}

/**
 * A class addressed together with its course. Unknown -> 143, another school's -> 144, another course's
 * -> 142, deleted -> `deletedCode` (212 where documented).
 */
export function findClassOfCourse(
  ctx: OperationContext,
  course: Course,
  classId: number,
  deletedCode: number,
): ClassRecord {
  const cls = ctx.state.classById(classId);
  if (!cls) throw new Refusal(143, `no class ${classId}`);
  if (cls.sid !== ctx.school.sid) throw new Refusal(144, `class ${classId} belongs to another school`);
  if (cls.courseId !== course.courseId) {
    throw new Refusal(142, `class ${classId} is not a class of course ${course.courseId}`);
  }
  if (cls.deleted) throw new Refusal(deletedCode, `class ${classId} was deleted`);
  return cls;
}

/** What one batch entry produced: its own errno (1 unless said) and the fields it answers with. */
export interface EntryOutcome {
  readonly errno?: number;
  readonly fields?: Record<string, unknown>;
}

/**
 * Runs one batch entry; a Refusal becomes that entry's errno and never spoils the other entries.
 * `failureFields` are answered on a refused entry (e.g. the studentUid a comment was meant for).
 */
export function batchEntry(
  customColumn: string | undefined,
  run: () => EntryOutcome,
  failureFields: Record<string, unknown> = {},
): Record<string, unknown> {
  const echo = customColumn === undefined ? {} : { customColumn };
  try {
    const r = run();
    const errno = r.errno ?? 1;
    return { ...r.fields, ...echo, errno, error: errorText(errno) };
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    return { ...failureFields, ...echo, errno: err.code, error: errorText(err.code) };
  }
}
