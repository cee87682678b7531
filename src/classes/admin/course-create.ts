/**
 * A new course made at the class service from its name (`addCourse`), then registered with its
 * default folder and allowed teachers in one write: nobody types a course id. The course's unique
 * identity is derived from the school and the form it was asked from, so asking again — the client's
 * own retry after a timeout or a 460 "being created", a resumed job after a crash, a submission Slack
 * sent twice — answers the same course and never makes a second one.
 */
import { createHash } from "node:crypto";
import { Errno, outcomeUnknown, PartnerError } from "../../partner/index.js";
import { DuplicateError } from "../../store/index.js";
import type { Actor } from "../actor.js";
import { type PartnerFailure, partnerFailureOf } from "../partner-failure.js";
import { can } from "../roles.js";
import {
  allowedTeacherUids,
  type CourseDeps,
  type CourseEntry,
  getCourse,
  type NotATeacher,
  tellNewlyAllowed,
} from "./courses.js";

export interface NewCourse {
  /** The form's own id (random, given when it opened): with the team, the course's unique identity. */
  readonly formId: string;
  readonly name: string;
  readonly defaultFolderId: string | null;
  readonly teacherSlackUserIds: readonly string[];
}

/** The fields of the New course form a refusal belongs to. */
export type NewCourseField = "name" | "folder" | "teachers";

export type NewCourseProblem =
  | { readonly kind: "not-admin" }
  | { readonly kind: "not-connected" }
  | { readonly kind: "not-teachers"; readonly people: readonly NotATeacher[] }
  /** 398: the course this form made was deleted at the service since; the identity cannot be reused. */
  | { readonly kind: "made-and-deleted" }
  /** 160: the folder is not one of the school's. */
  | { readonly kind: "no-folder" }
  /** The answer was lost, or the service is busy making it (460): not known yet; asked again later. */
  | { readonly kind: "unconfirmed" }
  | { readonly kind: "failed"; readonly failure: PartnerFailure };

export type CreateCourseResult =
  | { readonly ok: true; readonly course: CourseEntry; readonly existed: boolean }
  | { readonly ok: false; readonly field: NewCourseField | null; readonly problem: NewCourseProblem };

/** The course's `courseUniqueIdentity` (32 characters, the service's most): the team and the form. */
export function newCourseIdentity(teamId: string, formId: string): string {
  return createHash("sha256")
    .update(JSON.stringify(["course", teamId, formId]))
    .digest("hex")
    .slice(0, 32);
}

function refused(field: NewCourseField | null, problem: NewCourseProblem): CreateCourseResult {
  return { ok: false, field, problem };
}

/** What a failed addCourse means for the form. */
function failedCall(err: unknown): CreateCourseResult {
  if (outcomeUnknown(err)) return refused(null, { kind: "unconfirmed" });
  if (err instanceof PartnerError) {
    if (err.errno === Errno.courseBeingCreated) return refused(null, { kind: "unconfirmed" });
    if (err.errno === Errno.courseIdentityDeleted) return refused("name", { kind: "made-and-deleted" });
    if (err.errno === Errno.noCloudFolder) return refused("folder", { kind: "no-folder" });
  }
  const failure = partnerFailureOf(err);
  if (!failure) throw err;
  return refused(null, { kind: "failed", failure });
}

/**
 * Makes the course at the service and registers it. `cause` names this run for the teachers' DMs
 * (the job's id): a resumed run tells nobody twice.
 */
export async function createCourse(
  deps: CourseDeps,
  actor: Actor,
  request: NewCourse,
  cause: string,
): Promise<CreateCourseResult> {
  if (!can(actor.role, "admin")) return refused(null, { kind: "not-admin" });
  const { store } = deps;
  const allowed = await allowedTeacherUids(store, actor.teamId, request.teacherSlackUserIds);
  if (!allowed.ok) return refused("teachers", { kind: "not-teachers", people: allowed.outsiders });
  const client = await deps.partners.forWorkspace(actor.teamId);
  if (!client) return refused(null, { kind: "not-connected" });
  let courseId: number;
  try {
    const made = await deps.partners.asActor(actor.userId, () =>
      client.addCourse({
        courseName: request.name,
        ...(request.defaultFolderId ? { folderId: request.defaultFolderId } : {}),
        courseUniqueIdentity: newCourseIdentity(actor.teamId, request.formId),
      }),
    );
    courseId = made.courseId;
  } catch (err) {
    return failedCall(err);
  }
  // A resumed run finds the course it registered before the crash: nothing written twice, and its
  // teachers' DMs queued again under the same keys (sent once, should the crash have come between).
  const earlier = await getCourse(deps, actor.teamId, courseId);
  if (earlier) {
    await tellNewlyAllowed(deps, actor, earlier, [], earlier.teacherSlackUserIds, cause);
    return { ok: true, course: earlier, existed: true };
  }
  try {
    await store.courses.add(actor.teamId, {
      courseId,
      name: request.name,
      defaultFolderId: request.defaultFolderId,
      teacherUids: allowed.uids,
    });
  } catch (err) {
    if (!(err instanceof DuplicateError)) throw err;
    const course = await getCourse(deps, actor.teamId, courseId);
    if (course) return { ok: true, course, existed: true };
    throw err;
  }
  await store.audit.recordAdminChange(actor.teamId, {
    actor: actor.userId,
    operation: "course.create",
    summary: {
      courseId,
      name: request.name,
      defaultFolderId: request.defaultFolderId,
      teachers: allowed.uids.length,
    },
  });
  const course = (await getCourse(deps, actor.teamId, courseId)) as CourseEntry;
  await tellNewlyAllowed(deps, actor, course, [], course.teacherSlackUserIds, cause);
  return { ok: true, course, existed: false };
}
