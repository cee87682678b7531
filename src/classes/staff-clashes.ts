/**
 * A teacher is never double-booked by accident: before a class, a series or a move is committed, the
 * chosen teacher's and assistant's other classes (as teacher or assistant) are read from the store
 * and each overlap is returned as a fact. The forms warn and ask for a second, deliberate submit;
 * nothing here refuses anything. Cancelled and deleted classes are not counted; neither are the
 * classes this very request made already (a retry, a double click) nor the class being moved.
 */
import type { ClassRecord } from "../store/index.js";
import type { Actor } from "./actor.js";
import type { ClassesDeps } from "./deps.js";

/** A stretch of time in Unix seconds, end exclusive. */
export interface TimeSpan {
  readonly beginTime: number;
  readonly endTime: number;
}

export type StaffRole = "teacher" | "assistant";

export interface ClashRequest {
  readonly teacherUid: string;
  readonly assistantUid?: string | null;
  /** The new class's times (one, or each of a series). */
  readonly occurrences: readonly TimeSpan[];
  /** Classes that are not "other" classes: the class being moved. */
  readonly ignoreClassIds?: readonly number[];
  /** Identities of classes this request makes itself (found again on a retry). */
  readonly ignoreIdentities?: readonly string[];
}

/** One overlap, as facts the view words in the reader's language. */
export interface Clash {
  /** Who is double-booked, by their part in the new class. */
  readonly who: { readonly role: StaffRole; readonly uid: string; readonly name: string | null };
  /** Their part in the class they already have. */
  readonly busyAs: StaffRole;
  readonly existing: {
    readonly classId: number;
    readonly name: string;
    readonly beginTime: number;
    readonly endTime: number;
  };
  readonly occurrence: TimeSpan;
}

/** Half-open overlap: a class ending at 17:00 and one starting at 17:00 do not clash. */
export function overlaps(a: TimeSpan, b: TimeSpan): boolean {
  return a.beginTime < b.endTime && b.beginTime < a.endTime;
}

/** Every (person, existing class, new occurrence) overlap, in the new occurrences' order. */
export function clashesAmong(
  people: readonly { readonly role: StaffRole; readonly uid: string; readonly name: string | null }[],
  occurrences: readonly TimeSpan[],
  existing: readonly ClassRecord[],
): Clash[] {
  const out: Clash[] = [];
  const sorted = [...occurrences].sort((a, b) => a.beginTime - b.beginTime);
  for (const occurrence of sorted) {
    for (const who of people) {
      for (const cls of existing) {
        if (cls.deleted || cls.cancelledAt) continue;
        const busyAs: StaffRole | null =
          cls.teacherUid === who.uid ? "teacher" : cls.assistantUid === who.uid ? "assistant" : null;
        if (!busyAs || !overlaps(occurrence, cls)) continue;
        out.push({
          who,
          busyAs,
          existing: { classId: cls.classId, name: cls.name, beginTime: cls.beginTime, endTime: cls.endTime },
          occurrence: { beginTime: occurrence.beginTime, endTime: occurrence.endTime },
        });
      }
    }
  }
  return out;
}

export async function findStaffClashes(
  deps: Pick<ClassesDeps, "store">,
  actor: Actor,
  request: ClashRequest,
): Promise<Clash[]> {
  const spans = request.occurrences.filter((o) => o.endTime > o.beginTime);
  if (spans.length === 0 || request.teacherUid.trim() === "") return [];
  const assistant = request.assistantUid?.trim() ? request.assistantUid : null;
  const uids = [request.teacherUid, ...(assistant && assistant !== request.teacherUid ? [assistant] : [])];
  const from = Math.min(...spans.map((o) => o.beginTime));
  const to = Math.max(...spans.map((o) => o.endTime));
  const ignoredIds = new Set(request.ignoreClassIds ?? []);
  const ignoredIdentities = new Set(request.ignoreIdentities ?? []);
  const [classes, ...named] = await Promise.all([
    deps.store.classes.listForStaffBetween(actor.teamId, uids, from, to),
    ...uids.map((uid) => deps.store.people.findByUid(actor.teamId, uid)),
  ]);
  const others = classes.filter(
    (c) =>
      !ignoredIds.has(c.classId) &&
      !(c.courseUniqueIdentity !== null && ignoredIdentities.has(c.courseUniqueIdentity)),
  );
  const people = uids.map((uid, i) => ({
    role: (i === 0 ? "teacher" : "assistant") as StaffRole,
    uid,
    name: named[i]?.displayName ?? null,
  }));
  return clashesAmong(people, spans, others);
}
