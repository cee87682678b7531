/**
 * Courses the class service refuses. The service has no way to read a course, so the app learns that
 * one was deleted, has expired, is unknown or is an open-class course only from the answer to some
 * call: the first such answer, whatever feature made the call, is kept on the course so the admin's
 * Courses page flags it with the reason. A class created in the course later clears it.
 */
import { type CallInfo, Errno } from "../../partner/index.js";
import type { CourseProblem, Store } from "../../store/index.js";

/** What the class service's refusal says of the course itself (worded by the view). */
export type CourseRefusal = "unknown" | "deleted" | "expired" | "openClass" | "other";

/** What the call that showed it was doing (worded by the view; never the operation's name). */
export type CourseCall =
  | "scheduleClass"
  | "scheduleSeries"
  | "addStudents"
  | "removeStudents"
  | "seats"
  | "recording"
  | "labels"
  | "ratings"
  | "other";

/** The errnos that are about the course itself. */
const COURSE_REFUSALS: Readonly<Record<number, CourseRefusal>> = {
  [Errno.courseUnknown]: "unknown",
  [Errno.courseDeleted]: "deleted",
  [Errno.courseExpired]: "expired",
  [Errno.openClassType]: "openClass",
};

const DOING: Readonly<Record<string, CourseCall>> = {
  addCourseClass: "scheduleClass",
  addCourseClassMultiple: "scheduleSeries",
  addClassStudentMultiple: "addStudents",
  delClassStudentMultiple: "removeStudents",
  modifyClassSeatNum: "seats",
  setClassVideoMultiple: "recording",
  addClassLabels: "labels",
  updateClassStudentComment: "ratings",
};

/** The course's refusal as facts, for the admin's Courses page. */
export interface CourseProblemFacts {
  readonly refusal: CourseRefusal;
  readonly during: CourseCall;
  readonly at: number;
}

export function isCourseRefusal(errno: number | null): errno is number {
  return errno !== null && COURSE_REFUSALS[errno] !== undefined;
}

export function courseProblemFacts(problem: CourseProblem): CourseProblemFacts {
  return {
    refusal: COURSE_REFUSALS[problem.errno] ?? "other",
    during: DOING[problem.operation] ?? "other",
    at: problem.at,
  };
}

const CREATES = new Set(["addCourseClass", "addCourseClassMultiple"]);

/**
 * Called with every finished partner call of a school: flags the course on a refusal about it, and
 * clears the flag when a class was created in it (the course works again).
 */
export async function noteCourseAnswer(
  store: Pick<Store, "courses">,
  teamId: string,
  info: CallInfo,
  at: number,
): Promise<void> {
  const raw = info.params.courseId;
  const courseId = typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof courseId !== "number" || !Number.isSafeInteger(courseId) || courseId <= 0) return;
  if (isCourseRefusal(info.errno)) {
    await store.courses.flagProblem(teamId, courseId, { errno: info.errno, operation: info.operation, at });
  } else if (info.ok && CREATES.has(info.operation)) {
    await store.courses.clearProblem(teamId, courseId);
  }
}
