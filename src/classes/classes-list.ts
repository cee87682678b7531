/**
 * "My upcoming classes": what a teacher teaches, what a student attends, everything for admins.
 * Names come from the directory and the registered courses; a UID the directory no longer knows is
 * shown as the UID rather than dropped.
 */
import { type ClassRecord, hasUid, type Person, type Store } from "../store/index.js";
import { can, type Role } from "./roles.js";

export type UpcomingScope = "teaching" | "attending" | "all";

export interface UpcomingClass {
  readonly classId: number;
  readonly name: string;
  readonly courseName: string;
  /** Unix seconds. */
  readonly beginTime: number;
  readonly endTime: number;
  readonly teacherName: string;
  readonly teacherSlackUserId: string | null;
  /** Students on stage (the teacher not counted). */
  readonly seats: number;
  readonly record: boolean;
  readonly live: boolean;
  readonly replay: boolean;
}

export interface UpcomingInput {
  readonly teamId: string;
  readonly role: Role | null;
  /** The caller's directory entry (their partner UID); null for bootstrap admins and strangers. */
  readonly person: Person | null;
  /** Unix seconds; defaults to the store clock. */
  readonly now?: number;
  readonly limit?: number;
}

export interface UpcomingResult {
  readonly scope: UpcomingScope;
  readonly classes: UpcomingClass[];
}

export async function upcomingClassesFor(store: Store, input: UpcomingInput): Promise<UpcomingResult> {
  const query = { ...(input.now === undefined ? {} : { now: input.now }), limit: input.limit ?? 50 };
  let scope: UpcomingScope;
  let records: ClassRecord[];
  if (can(input.role, "listAll")) {
    scope = "all";
    records = await store.classes.listUpcoming(input.teamId, query);
  } else if (input.role === "teacher" && input.person && hasUid(input.person)) {
    scope = "teaching";
    records = await store.classes.listUpcomingForTeacher(input.teamId, input.person.uid, query);
  } else if (input.role === "student" && input.person && hasUid(input.person)) {
    scope = "attending";
    records = await store.classes.listUpcomingForStudent(input.teamId, input.person.uid, query);
  } else {
    return { scope: input.role === "teacher" ? "teaching" : "attending", classes: [] };
  }
  if (records.length === 0) return { scope, classes: [] };
  const [people, courses] = await Promise.all([
    store.people.list(input.teamId),
    store.courses.list(input.teamId),
  ]);
  const byUid = new Map<string, Person>(people.filter(hasUid).map((p) => [p.uid, p]));
  const courseNames = new Map(courses.map((c) => [c.courseId, c.name]));
  const classes = records.map((r): UpcomingClass => {
    const teacher = byUid.get(r.teacherUid);
    return {
      classId: r.classId,
      name: r.name,
      courseName: courseNames.get(r.courseId) ?? `Course ${r.courseId}`,
      beginTime: r.beginTime,
      endTime: r.endTime,
      teacherName: teacher?.displayName ?? `UID ${r.teacherUid}`,
      teacherSlackUserId: teacher?.slackUserId ?? null,
      seats: r.seatNum,
      record: r.record,
      live: r.live,
      replay: r.replay,
    };
  });
  return { scope, classes };
}
