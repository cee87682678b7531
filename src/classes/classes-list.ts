/**
 * "My upcoming classes": what a teacher teaches, what a student attends, everything for admins.
 * Names come from the directory and the registered courses; a course or teacher they no longer know
 * has no name (null) and is shown by its id (the course id, the UID) in the reader's words.
 */
import { type ClassRecord, hasUid, type Person, type Store, type StoreTransaction } from "../store/index.js";
import { can, type Role } from "./roles.js";
import { everyWeeksOf } from "./schedule/rhythm.js";

export type UpcomingScope = "teaching" | "attending" | "all";

/** One class as every list shows it: its times, and its course and teacher by name. */
export interface ClassSummary {
  readonly classId: number;
  readonly name: string;
  readonly courseId: number;
  /** Null: a course no longer registered (shown by its id). */
  readonly courseName: string | null;
  /** Unix seconds. */
  readonly beginTime: number;
  readonly endTime: number;
  readonly teacherUid: string;
  /** Null: a teacher the directory no longer knows (shown by their UID). */
  readonly teacherName: string | null;
  readonly teacherSlackUserId: string | null;
  /** The weekly series it belongs to; null for a single class. */
  readonly seriesId: string | null;
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
      courseId: cls.courseId,
      courseName: courseNames.get(cls.courseId) ?? null,
      beginTime: cls.beginTime,
      endTime: cls.endTime,
      teacherUid: cls.teacherUid,
      teacherName: teacher?.displayName ?? null,
      teacherSlackUserId: teacher?.slackUserId ?? null,
      seriesId: cls.seriesId,
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

/**
 * One entry of a list: a single class, or a weekly series as one thing — its next class, how many
 * classes it has and how many are still to come.
 */
export type ListEntry =
  | { readonly kind: "class"; readonly cls: UpcomingClass }
  | {
      readonly kind: "series";
      readonly seriesId: string;
      /** The next class of the series (the one its actions open, for it and all later ones). */
      readonly next: UpcomingClass;
      readonly total: number;
      /** Classes not over yet, the next included. */
      readonly toGo: number;
      /** Every how many weeks it meets (1: weekly), read back from its classes. */
      readonly everyWeeks: number;
      /**
       * Whether the classes not over yet differ in seats, or in recording, live or replay: the list
       * then says "varies" rather than show the next class's settings as the series'.
       */
      readonly varies: { readonly seats: boolean; readonly video: boolean };
    };

export interface UpcomingResult {
  readonly scope: UpcomingScope;
  readonly classes: UpcomingClass[];
  /** The same classes with each series as one entry, in the order of their next class. */
  readonly entries: ListEntry[];
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
    return { scope: input.role === "teacher" ? "teaching" : "attending", classes: [], entries: [] };
  }
  if (records.length === 0) return { scope, classes: [], entries: [] };
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
  return { scope, classes, entries: await seriesAsOne(store, input.teamId, classes, input.now) };
}

/** Each series among `classes` (upcoming first) becomes one entry where its next class stands. */
async function seriesAsOne(
  store: Store,
  teamId: string,
  classes: readonly UpcomingClass[],
  now: number | undefined,
): Promise<ListEntry[]> {
  const seen = new Set<string>();
  const entries: ListEntry[] = [];
  for (const cls of classes) {
    if (cls.seriesId === null) {
      entries.push({ kind: "class", cls });
      continue;
    }
    if (seen.has(cls.seriesId)) continue;
    seen.add(cls.seriesId);
    const all = await store.classes.listSeries(teamId, cls.seriesId);
    const at = now ?? cls.beginTime;
    const remaining = all.filter((c) => c.endTime > at);
    const differ = (f: (c: ClassRecord) => unknown) => new Set(remaining.map(f)).size > 1;
    entries.push({
      kind: "series",
      seriesId: cls.seriesId,
      next: cls,
      total: all.length,
      toGo: remaining.length,
      everyWeeks: everyWeeksOf(all.map((c) => c.beginTime)),
      varies: {
        seats: differ((c) => c.seatNum),
        video: differ((c) => `${c.record}/${c.live}/${c.replay}`),
      },
    });
  }
  return entries;
}
