/**
 * After class: classes that ended within the school's window (`recentClassDays`, default 14) stay
 * reachable — the rate picker, `/class rate` with no class, Home's "Recent classes" — and can be rated;
 * a class that ended before the window is refused with the reason, on every open, submit and click.
 */
import { type ClassRecord, hasUid, type Store } from "../store/index.js";
import { type Actor, uidOf } from "./actor.js";
import { type ClassSummary, classSummarizer } from "./classes-list.js";
import { can } from "./roles.js";
import { schoolSettings } from "./school-settings.js";

export const DAY_SECONDS = 86_400;

/** How many recent classes Home lists (one block each). */
export const RECENT_SHOWN = 10;

/** The school's window, in days. */
export async function recentClassDaysOf(store: Pick<Store, "workspaces">, teamId: string): Promise<number> {
  return schoolSettings(await store.workspaces.get(teamId)).recentClassDays;
}

/** The earliest end time still inside the window. */
export function windowStart(now: number, days: number): number {
  return now - days * DAY_SECONDS;
}

export function hasEnded(cls: Pick<ClassRecord, "endTime">, now: number): boolean {
  return cls.endTime <= now;
}

/** The class ended before the school's window (`days`): it can no longer be rated. */
export interface RatingWindowClosed {
  readonly className: string;
  readonly days: number;
}

/** Why this class can no longer be rated (facts the view words); null while it can. */
export function ratingWindowRefusal(
  cls: Pick<ClassRecord, "name" | "endTime">,
  now: number,
  days: number,
): RatingWindowClosed | null {
  if (cls.endTime > windowStart(now, days)) return null;
  return { className: cls.name, days };
}

/**
 * Upcoming classes first (soonest first), then those that ended in the window (most recent first):
 * the order every picker that offers past classes shows them in.
 */
export function upcomingThenRecent(classes: readonly ClassRecord[], now: number): ClassRecord[] {
  const upcoming = classes.filter((c) => !hasEnded(c, now));
  const ended = classes.filter((c) => hasEnded(c, now)).sort((a, b) => b.endTime - a.endTime);
  return [...upcoming, ...ended];
}

/**
 * The class `/class rate` opens without a name: the most recent ended class the actor teaches or
 * assists; none (an admin teaching nothing) -> the picker.
 */
export function mostRecentEnded(
  classes: readonly ClassRecord[],
  actor: Actor,
  now: number,
): ClassRecord | undefined {
  const uid = uidOf(actor);
  if (uid === null) return undefined;
  return classes
    .filter((c) => hasEnded(c, now) && (c.teacherUid === uid || c.assistantUid === uid))
    .sort((a, b) => b.endTime - a.endTime)[0];
}

export interface RecentClass extends ClassSummary {
  readonly students: number;
  /** Students with no rating yet. */
  readonly unrated: number;
}

/**
 * Home's "Recent classes": classes the actor teaches (admins: the school's) that ended in the window,
 * most recent first, each with how many of its students are not rated yet.
 */
export async function recentClassesFor(store: Store, actor: Actor, now: number): Promise<RecentClass[]> {
  if (!can(actor.role, "rate")) return [];
  const days = await recentClassDaysOf(store, actor.teamId);
  const query = { now: windowStart(now, days), limit: 1000 };
  let records: ClassRecord[];
  if (can(actor.role, "listAll")) records = await store.classes.listUpcoming(actor.teamId, query);
  else if (actor.person && hasUid(actor.person))
    records = await store.classes.listUpcomingForTeacher(actor.teamId, actor.person.uid, query);
  else return [];
  const ended = records
    .filter((c) => hasEnded(c, now))
    .sort((a, b) => b.endTime - a.endTime)
    .slice(0, RECENT_SHOWN);
  if (ended.length === 0) return [];
  const summarize = await classSummarizer(store, actor.teamId);
  return Promise.all(
    ended.map(async (c): Promise<RecentClass> => {
      const [students, ratings] = await Promise.all([
        store.enrolments.listForClass(actor.teamId, c.classId),
        store.ratings.latestForClass(actor.teamId, c.classId),
      ]);
      const rated = new Set(ratings.map((r) => r.studentUid));
      return {
        ...summarize(c),
        students: students.length,
        unrated: students.filter((s) => !rated.has(s.studentUid)).length,
      };
    }),
  );
}
