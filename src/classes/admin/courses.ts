/**
 * Courses as admins manage them. The store keeps allowed teachers as partner UIDs (what the partner
 * needs); admins pick Slack users, so both directions are mapped through the directory here. A
 * course is registered by its id (one the school made in the service's console) or made at the
 * service from its name (course-create.ts); a teacher newly allowed into a course is told by DM.
 */
import { DuplicateError, hasUid, type Person, type Store } from "../../store/index.js";
import type { Actor } from "../actor.js";
import type { ClassesDeps } from "../deps.js";
import type { NoticeDeps } from "../notices/recipient.js";
import { queueCourseAllowed } from "./course-notices.js";
import { type CourseProblemFacts, courseProblemFacts } from "./course-problems.js";
import type { FieldProblem } from "./field-problem.js";
import { fieldProblem } from "./problems.js";
import { type RemoveResult, removeEntry } from "./remove.js";

/** Lengths the course form accepts (the form's inputs and its checks use these): the service keeps 90. */
export const COURSE_NAME_MAX_LENGTH = 90;
export const FOLDER_ID_MAX_LENGTH = 20;

/**
 * What the course use cases write with: the notices' renderer tells newly allowed teachers. Absent
 * (some tests): nobody is told.
 */
export type CourseDeps = ClassesDeps & Partial<NoticeDeps>;

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

/** Someone picked as an allowed teacher who cannot be one; `name` null when the directory lacks them. */
export interface NotATeacher {
  readonly slackUserId: string;
  readonly name: string | null;
}

/**
 * The partner UIDs of the picked Slack users, or the people among them who are not teachers of the
 * directory (with a UID): only they can teach a class at the service.
 */
export async function allowedTeacherUids(
  store: Pick<Store, "people">,
  teamId: string,
  picked: readonly string[],
): Promise<
  { readonly ok: true; readonly uids: string[] } | { readonly ok: false; readonly outsiders: NotATeacher[] }
> {
  const people = await store.people.list(teamId);
  const bySlack = new Map(people.map((p) => [p.slackUserId, p]));
  const uids: string[] = [];
  const outsiders: NotATeacher[] = [];
  for (const id of new Set(picked)) {
    const person = bySlack.get(id);
    if (person?.role === "teacher" && hasUid(person)) uids.push(person.uid);
    else outsiders.push({ slackUserId: id, name: person?.displayName ?? null });
  }
  return outsiders.length > 0 ? { ok: false, outsiders } : { ok: true, uids };
}

/** Tells the teachers allowed into the course now who were not before (queued through the outbox). */
export async function tellNewlyAllowed(
  deps: CourseDeps,
  actor: Actor,
  course: { readonly courseId: number; readonly name: string },
  before: readonly string[],
  after: readonly string[],
  cause: string,
): Promise<void> {
  const { noticeRenderer } = deps;
  if (!noticeRenderer) return;
  const earlier = new Set(before);
  const added = after.filter((id) => !earlier.has(id));
  const queued = await queueCourseAllowed(
    { ...deps, noticeRenderer },
    { teamId: actor.teamId, course, added, by: actor.userId, cause },
  );
  if (queued) deps.delivery?.wake();
}

export async function saveCourse(
  deps: CourseDeps,
  actor: Actor,
  change: CourseChange,
): Promise<SaveCourseResult> {
  const { store } = deps;
  const allowed = await allowedTeacherUids(store, actor.teamId, change.teacherSlackUserIds);
  if (!allowed.ok) return fieldProblem("teachers", { kind: "not-teachers", people: allowed.outsiders });
  const teacherUids = allowed.uids;
  const previous = change.editing ? await getCourse(deps, actor.teamId, change.courseId) : undefined;
  if (!change.editing && (await store.courses.get(actor.teamId, change.courseId))) {
    return fieldProblem("courseId", { kind: "course-listed", courseId: change.courseId });
  }
  const fields = { name: change.name, defaultFolderId: change.defaultFolderId, teacherUids };
  try {
    if (change.editing) {
      await store.courses.edit(actor.teamId, change.courseId, fields);
      // An admin saving the course says it is fixed: the flag goes, and a refusal met after this
      // is a new one, told again (course-problems.ts).
      await store.courses.clearProblem(actor.teamId, change.courseId);
    } else await store.courses.add(actor.teamId, { courseId: change.courseId, ...fields });
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
  const saved = await store.courses.get(actor.teamId, change.courseId);
  await tellNewlyAllowed(
    deps,
    actor,
    course,
    previous?.teacherSlackUserIds ?? [],
    course.teacherSlackUserIds,
    `saved${saved?.updatedAt ?? deps.clock()}`,
  );
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
