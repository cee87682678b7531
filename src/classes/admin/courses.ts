/**
 * Courses as admins manage them. The store keeps allowed teachers as partner UIDs (what the partner
 * needs); admins pick Slack users, so both directions are mapped through the directory here.
 */
import { DuplicateError, hasUid, type Person } from "../../store/index.js";
import type { Actor } from "../actor.js";
import type { ClassesDeps } from "../deps.js";
import { type CourseProblemFacts, courseProblemFacts } from "./course-problems.js";
import type { FieldProblem } from "./field-problem.js";
import { fieldProblem } from "./problems.js";
import { type RemoveResult, removeEntry } from "./remove.js";

/** Lengths the course form accepts (the form's inputs and its checks use these). */
export const COURSE_NAME_MAX_LENGTH = 100;
export const FOLDER_ID_MAX_LENGTH = 20;

export interface TeacherEntry {
  readonly slackUserId: string;
  readonly name: string;
}

/** A course's allowed teacher: by name, or (name null) a UID the directory no longer knows. */
export type CourseTeacher =
  | TeacherEntry
  | { readonly slackUserId: ""; readonly name: null; readonly uid: string };

export interface CourseEntry {
  readonly courseId: number;
  readonly name: string;
  readonly defaultFolderId: string | null;
  readonly teachers: CourseTeacher[];
  /** Slack users of the allowed teachers that the directory still knows. */
  readonly teacherSlackUserIds: string[];
  /** The class service refused the course (first seen), as facts; null when no refusal was seen. */
  readonly problem?: CourseProblemFacts | null;
}

function byUid(people: readonly Person[]): Map<string, Person> {
  return new Map(people.filter(hasUid).map((p) => [p.uid, p]));
}

export async function directoryTeachers(
  deps: Pick<ClassesDeps, "store">,
  teamId: string,
): Promise<TeacherEntry[]> {
  const teachers = await deps.store.people.list(teamId, { role: "teacher" });
  return teachers.map((p) => ({ slackUserId: p.slackUserId, name: p.displayName }));
}

export async function listCourses(deps: Pick<ClassesDeps, "store">, teamId: string): Promise<CourseEntry[]> {
  const [courses, people] = await Promise.all([
    deps.store.courses.list(teamId),
    deps.store.people.list(teamId),
  ]);
  const owners = byUid(people);
  return courses.map((c) => {
    const known = c.teacherUids.map((uid) => owners.get(uid));
    return {
      courseId: c.courseId,
      name: c.name,
      defaultFolderId: c.defaultFolderId,
      teachers: c.teacherUids.map((uid, i) => {
        const p = known[i];
        return p
          ? { slackUserId: p.slackUserId, name: p.displayName }
          : { slackUserId: "" as const, name: null, uid };
      }),
      teacherSlackUserIds: known.flatMap((p) => (p ? [p.slackUserId] : [])),
      problem: c.problem ? courseProblemFacts(c.problem) : null,
    };
  });
}

export async function getCourse(
  deps: Pick<ClassesDeps, "store">,
  teamId: string,
  courseId: number,
): Promise<CourseEntry | undefined> {
  return (await listCourses(deps, teamId)).find((c) => c.courseId === courseId);
}

export interface CourseChange {
  readonly courseId: number;
  /** true: edit the registered course; false: register a new one. */
  readonly editing: boolean;
  readonly name: string;
  readonly defaultFolderId: string | null;
  readonly teacherSlackUserIds: readonly string[];
}

export type SaveCourseResult =
  | { readonly ok: true; readonly course: CourseEntry; readonly created: boolean }
  | FieldProblem<"courseId" | "teachers">;

export async function saveCourse(
  deps: ClassesDeps,
  actor: Actor,
  change: CourseChange,
): Promise<SaveCourseResult> {
  const { store } = deps;
  const teachers = await store.people.list(actor.teamId, { role: "teacher" });
  const uidOf = new Map(teachers.map((t) => [t.slackUserId, t.uid]));
  const teacherUids: string[] = [];
  let outsiders = 0;
  for (const id of change.teacherSlackUserIds) {
    const uid = uidOf.get(id);
    if (uid === undefined) outsiders++;
    else teacherUids.push(uid);
  }
  if (outsiders > 0) {
    return fieldProblem("teachers", { kind: "not-teachers", count: outsiders });
  }
  if (!change.editing && (await store.courses.get(actor.teamId, change.courseId))) {
    return fieldProblem("courseId", { kind: "course-listed", courseId: change.courseId });
  }
  const fields = { name: change.name, defaultFolderId: change.defaultFolderId, teacherUids };
  try {
    if (change.editing) await store.courses.edit(actor.teamId, change.courseId, fields);
    else await store.courses.add(actor.teamId, { courseId: change.courseId, ...fields });
  } catch (err) {
    if (err instanceof DuplicateError) {
      return fieldProblem("courseId", { kind: "course-listed", courseId: change.courseId });
    }
    throw err;
  }
  await store.audit.recordAdminChange(actor.teamId, {
    actor: actor.userId,
    operation: change.editing ? "course.edit" : "course.add",
    summary: {
      courseId: change.courseId,
      name: change.name,
      defaultFolderId: change.defaultFolderId,
      teachers: change.teacherSlackUserIds.length,
    },
  });
  const course = (await getCourse(deps, actor.teamId, change.courseId)) as CourseEntry;
  return { ok: true, course, created: !change.editing };
}

export type RemoveCourseResult = RemoveResult;

export function removeCourse(deps: ClassesDeps, actor: Actor, courseId: number): Promise<RemoveCourseResult> {
  const { store } = deps;
  return removeEntry(deps, actor, {
    find: () => store.courses.get(actor.teamId, courseId),
    gone: { kind: "course-gone", courseId },
    remove: async () => {
      await store.courses.remove(actor.teamId, courseId);
      return true;
    },
    inUse: (course) => ({ kind: "course-in-use", name: course.name }),
    name: (course) => course.name,
    audit: (course) => ({
      operation: "course.remove",
      summary: { courseId, name: course.name },
    }),
  });
}
