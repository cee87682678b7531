/**
 * Courses the class service refuses. The service has no way to read a course, so the app learns that
 * one was deleted, has expired, is unknown or is an open-class course only from the answer to some
 * call: the first such answer, whatever feature made the call, is kept on the course so the admin's
 * Courses page flags it with the reason, and in the same transaction every admin of the school is
 * told once by DM (`CourseRefusedNotice`, classes/admin/course-notices.ts). A class created in the
 * course later (it works again), or an admin saving the course (fixed), clears it; a refusal met
 * after that is a new one, told again.
 */
import { type CallInfo, Errno } from "../../partner/index.js";
import type { Course, CourseProblem, Store, StoreTransaction } from "../../store/index.js";

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

export function isCourseRefusal(errno: number | null | undefined): errno is number {
  return errno !== null && errno !== undefined && COURSE_REFUSALS[errno] !== undefined;
}

/** What an errno about the course itself says of it; undefined for any other errno. */
export function courseRefusalOf(errno: number): CourseRefusal | undefined {
  return COURSE_REFUSALS[errno];
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
 * Written with the flag, in its transaction, when a call is the first to meet the course's refusal:
 * the admins' DMs (classes/notices/course-refused.ts). The flag is set once (`flagProblem` only sets
 * an empty one), so however many calls meet the refusal at once, one of them writes the DMs.
 */
export type CourseRefusedNotice = (
  tx: StoreTransaction,
  teamId: string,
  course: Course & { readonly problem: CourseProblem },
) => Promise<void>;

/**
 * Called with every finished partner call of a school: flags the course on a refusal about it (and
 * tells the admins, `notice`), and clears the flag when a class was created in it (the course works
 * again). True when a notice was written (the caller wakes the outbox).
 */
export async function noteCourseAnswer(
  store: Pick<Store, "courses" | "transaction">,
  teamId: string,
  info: CallInfo,
  at: number,
  notice?: CourseRefusedNotice,
): Promise<boolean> {
  const raw = info.params.courseId;
  const courseId = typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof courseId !== "number" || !Number.isSafeInteger(courseId) || courseId <= 0) return false;
  if (isCourseRefusal(info.errno)) {
    const problem = { errno: info.errno, operation: info.operation, at };
    if (!notice) {
      await store.courses.flagProblem(teamId, courseId, problem);
      return false;
    }
    return store.transaction(async (tx) => {
      if (!(await tx.courses.flagProblem(teamId, courseId, problem))) return false;
      const course = await tx.courses.get(teamId, courseId);
      if (!course?.problem) return false;
      await notice(tx, teamId, { ...course, problem: course.problem });
      return true;
    });
  }
  if (info.ok && CREATES.has(info.operation)) await store.courses.clearProblem(teamId, courseId);
  return false;
}
