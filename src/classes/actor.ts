/**
 * Who acts, and whether they may. Every use case takes the same `Actor` (the Slack layer's caller is
 * one); class use cases check access themselves on every call (open, submit, click), so a crafted
 * Slack payload naming another class gets nowhere.
 */
import type { ClassRecord, Course, Person, Store } from "../store/index.js";
import { type Capability, can, canTeachCourse, type Role, resolveRole } from "./roles.js";

export interface Actor {
  readonly teamId: string;
  /** The Slack user id: audit logs and "rated by"/"connected by" name them by it. */
  readonly userId: string;
  readonly role: Role | null;
  /** The directory entry; null for bootstrap admins not in the directory and for strangers. */
  readonly person: Person | null;
}

/**
 * The actor for a Slack user, read from the directory now: the bootstrap admins of ADMIN_SLACK_USER_IDS
 * are admins until the directory says otherwise. Every request, and every job run on someone's behalf,
 * reads it afresh, so a role taken away takes effect at once.
 */
export async function actorOf(
  store: Pick<Store, "people">,
  bootstrapAdmins: readonly string[],
  teamId: string,
  userId: string,
): Promise<Actor> {
  const person = (await store.people.getBySlackUser(teamId, userId)) ?? null;
  const role = resolveRole({ slackUserId: userId, directoryRole: person?.role ?? null, bootstrapAdmins });
  return { teamId, userId, role, person };
}

/** The actor's partner UID from the directory; null when they have none. */
export function uidOf(actor: Actor): string | null {
  return actor.person?.uid ?? null;
}

/** Why an actor may not act on a class: facts the reader's view words (slack/lib/words/refusal.ts). */
export type ClassRefusal =
  /** The actor's role lacks the capability: the refusal names that action ("only teachers ... can move classes"). */
  | { readonly kind: "role"; readonly capability: Capability }
  | { readonly kind: "no-class"; readonly classId: number }
  /** The class's course is not one the actor teaches; its name is null when the store lost the course. */
  | { readonly kind: "course"; readonly courseId: number; readonly courseName: string | null };

export type ClassAccess =
  | { readonly ok: true; readonly cls: ClassRecord; readonly course: Course | undefined }
  | { readonly ok: false; readonly refusal: ClassRefusal };

function refused(refusal: ClassRefusal): ClassAccess {
  return { ok: false, refusal };
}

/** Role for the capability, then the class exists, then the actor may teach its course. */
export async function classAccess(
  store: Store,
  actor: Actor,
  capability: Capability,
  classId: number,
): Promise<ClassAccess> {
  if (!can(actor.role, capability)) return refused({ kind: "role", capability });
  const cls = Number.isSafeInteger(classId) ? await store.classes.get(actor.teamId, classId) : undefined;
  if (!cls || cls.deleted) return refused({ kind: "no-class", classId });
  const course = await store.courses.get(actor.teamId, cls.courseId);
  if (!mayTeach(actor, course)) {
    return refused({ kind: "course", courseId: cls.courseId, courseName: course?.name ?? null });
  }
  return { ok: true, cls, course };
}

/** A course the store no longer knows is open to admins only. */
export function mayTeach(actor: Actor, course: Course | undefined): boolean {
  if (!course) return actor.role === "admin";
  return canTeachCourse({ role: actor.role, uid: uidOf(actor), allowedTeacherUids: course.teacherUids });
}
