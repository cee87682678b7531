/**
 * "My upcoming classes": what a teacher teaches, what a student attends, everything for admins.
 * Names come from the directory and the registered courses; a UID the directory no longer knows is
 * shown as the UID rather than dropped.
 */
import { type ClassRecord, hasUid, type Person, type Store, type StoreTransaction } from "../store/index.js";
import { can, type Role } from "./roles.js";

export type UpcomingScope = "teaching" | "attending" | "all";

/** One class as every list shows it: its times, and its course and teacher by name. */
export interface ClassSummary {
  readonly classId: number;
  readonly name: string;
  readonly courseName: string;
  /** Unix seconds. */
  readonly beginTime: number;
  readonly endTime: number;
  readonly teacherName: string;
  readonly teacherSlackUserId: string | null;
}

/**
 * Reads the team's directory and courses once, and returns what summarises a class with them; a
 * transaction's repositories fit as well as the store's.
 */
export async function classSummarizer(
  store: Pick<StoreTransaction, "people" | "courses">,
  teamId: string,
): Promise<(cls: ClassRecord) => ClassSummary> {
  const [people, courses] = await Promise.all([store.people.list(teamId), store.courses.list(teamId)]);
  const byUid = new Map<string, Person>(people.filter(hasUid).map((p) => [p.uid, p]));
  const courseNames = new Map(courses.map((c) => [c.courseId, c.name]));
  return (cls) => {
    const teacher = byUid.get(cls.teacherUid);
    return {
      classId: cls.classId,
      name: cls.name,
      courseName: courseNames.get(cls.courseId) ?? `Course ${cls.courseId}`,
      beginTime: cls.beginTime,
      endTime: cls.endTime,
      teacherName: teacher?.displayName ?? `UID ${cls.teacherUid}`,
      teacherSlackUserId: teacher?.slackUserId ?? null,
    };
  };
}

export interface UpcomingClass extends ClassSummary {
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
  const summarize = await classSummarizer(store, input.teamId);
  const classes = records.map(
    (r): UpcomingClass => ({
      ...summarize(r),
      seats: r.seatNum,
      record: r.record,
      live: r.live,
      replay: r.replay,
    }),
  );
  return { scope, classes };
}
