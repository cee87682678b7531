/**
 * Courses the class service refuses. The service has no way to read a course, so the app learns that
 * one was deleted, has expired, is unknown or is an open-class course only from the answer to some
 * call: the first such answer, whatever feature made the call, is kept on the course so the admin's
 * Courses page flags it with the reason. A class created in the course later clears it.
 */
import { type CallInfo, Errno } from "../../partner/index.js";
import type { CourseProblem, Store } from "../../store/index.js";

/** The errnos that are about the course itself, and what each means to an admin. */
const COURSE_REFUSALS: Readonly<Record<number, string>> = {
  [Errno.courseUnknown]: "the class service does not know this course ID",
  [Errno.courseDeleted]: "it was deleted at the class service",
  [Errno.courseExpired]: "it has expired there, so it takes no new classes or seat changes",
  [Errno.openClassType]:
    "it is an open-class course, whose classes the class service does not let the app manage",
};

/** What the call that showed it was doing, in words (never the operation's name). */
const DOING: Readonly<Record<string, string>> = {
  addCourseClass: "scheduling a class",
  addCourseClassMultiple: "scheduling a series",
  addClassStudentMultiple: "adding students",
  delClassStudentMultiple: "removing students",
  modifyClassSeatNum: "changing seats",
  setClassVideoMultiple: "changing recording",
  addClassLabels: "setting labels",
  updateClassStudentComment: "rating students",
};

export interface CourseProblemText {
  /** "it has expired there, so …" */
  readonly reason: string;
  /** "scheduling a class" */
  readonly during: string;
  readonly at: number;
}

export function isCourseRefusal(errno: number | null): errno is number {
  return errno !== null && COURSE_REFUSALS[errno] !== undefined;
}

export function courseProblemText(problem: CourseProblem): CourseProblemText {
  return {
    reason: COURSE_REFUSALS[problem.errno] ?? "the class service refuses it",
    during: DOING[problem.operation] ?? "a call to the class service",
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
