/**
 * Whether a caller may act on one class: the capability of their role and the course's allowed
 * teachers, both read fresh from the store on every open, submit and click. The class id may come
 * from a button value or private_metadata; those only say which class, never whether.
 */
import type { ClassRecord, Course, Store } from "../store/index.js";
import { type Capability, can, canTeachCourse, type Role } from "./roles.js";

/** Who is acting, as plain data (the Slack layer's caller maps onto it). */
export interface ClassActor {
  readonly teamId: string;
  /** Slack user id, for the audit log and "rated by". */
  readonly slackUserId: string;
  readonly role: Role | null;
  /** The caller's partner UID from the directory; null when they have none. */
  readonly uid: string | null;
}

export type ClassAccess =
  | { readonly ok: true; readonly classRecord: ClassRecord; readonly course: Course }
  | { readonly ok: false; readonly reason: "role" | "unknown_class" | "course"; readonly message: string };

export async function classAccess(
  deps: { readonly store: Store },
  actor: ClassActor,
  capability: Capability,
  classId: number | undefined,
): Promise<ClassAccess> {
  if (!can(actor.role, capability)) {
    return { ok: false, reason: "role", message: "Your role does not allow this." };
  }
  const classRecord =
    classId === undefined || !Number.isSafeInteger(classId) || classId <= 0
      ? undefined
      : await deps.store.classes.get(actor.teamId, classId);
  const course = classRecord && (await deps.store.courses.get(actor.teamId, classRecord.courseId));
  if (!classRecord || classRecord.deleted || !course) {
    return {
      ok: false,
      reason: "unknown_class",
      message: "That class is not known to Classroom (it may have been deleted).",
    };
  }
  if (!canTeachCourse({ role: actor.role, uid: actor.uid, allowedTeacherUids: course.teacherUids })) {
    return {
      ok: false,
      reason: "course",
      message: `Sorry, you are not allowed to teach ${course.name}. Ask an admin of your school to add you to its teachers.`,
    };
  }
  return { ok: true, classRecord, course };
}
