/**
 * Students' personal live links: for each class, `live_partner.php` signed with the school SECRET for
 * the student's directory account and name, so they can chat without a second login. A student only
 * ever gets their own: every function here starts from the student, never from a class id alone.
 */
import { studentLiveLink } from "../partner/index.js";
import {
  type ClassRecord,
  hasUid,
  type Person,
  type PersonWithUid,
  type StoreTransaction,
} from "../store/index.js";
import { type ClassSummary, classSummarizer } from "./classes-list.js";
import { sameDay, splitDayWords } from "./day-words.js";
import type { DayContext } from "./find-class.js";
import { localDateOf } from "./schedule/occurrences.js";

/** One class as a student sees it, with their link. */
export interface ClassLink extends ClassSummary {
  readonly seriesId: string | null;
  /** The student's personal address; null while the class is not recorded (it has no live page). */
  readonly link: string | null;
}

export interface StudentClassLinks {
  readonly uid: string;
  readonly slackUserId: string;
  readonly name: string;
  readonly classes: ClassLink[];
}

/** The repositories read here; a transaction's repositories fit as well as the store's. */
export type LinkStore = Pick<StoreTransaction, "classes" | "courses" | "people" | "workspaces">;

interface Signer {
  readonly liveBase: string;
  readonly secret: string;
}

async function signerOf(store: LinkStore, teamId: string): Promise<Signer | null> {
  const connection = await store.workspaces.getConnection(teamId);
  if (!connection) return null;
  return { liveBase: connection.liveBaseUrl, secret: await store.workspaces.getConnectionSecret(teamId) };
}

/** The partner knows a student without an account by their UID (as the sandbox documents). */
function linkFor(signer: Signer | null, cls: ClassRecord, student: PersonWithUid): string | null {
  if (!signer || !cls.record || !cls.lessonKey) return null;
  return studentLiveLink({
    liveBase: signer.liveBase,
    secret: signer.secret,
    lessonKey: cls.lessonKey,
    account: student.account?.trim() || student.uid,
    nickname: student.displayName,
  });
}

/**
 * One student's own Join link to any of the given classes (null while there is none): for a list of
 * classes already read (a calendar feed), without reading each class again.
 */
export async function linksOfStudent(
  store: LinkStore,
  teamId: string,
  student: PersonWithUid,
): Promise<(cls: ClassRecord) => string | null> {
  const signer = await signerOf(store, teamId);
  return (cls) => (cls.deleted ? null : linkFor(signer, cls, student));
}

async function classViewer(store: LinkStore, teamId: string) {
  const summarize = await classSummarizer(store, teamId);
  return (cls: ClassRecord, link: string | null): ClassLink => ({
    ...summarize(cls),
    seriesId: cls.seriesId,
    link,
  });
}

export interface StudentLinksInput {
  readonly teamId: string;
  /** One class, or the classes of a series the students were added to. */
  readonly classIds: readonly number[];
  readonly studentUids: readonly string[];
}

export interface StudentLinksResult {
  readonly students: StudentClassLinks[];
  /** UIDs without a directory entry: no Slack user to write to. */
  readonly notInDirectory: string[];
}

/** Each student's links to the given classes (deleted or unknown classes left out), in date order. */
export async function studentLinksFor(
  store: LinkStore,
  input: StudentLinksInput,
): Promise<StudentLinksResult> {
  const found = await Promise.all(input.classIds.map((id) => store.classes.get(input.teamId, id)));
  const records = found
    .filter((c): c is ClassRecord => c !== undefined && !c.deleted)
    .sort((a, b) => a.beginTime - b.beginTime);
  const [signer, view] = await Promise.all([signerOf(store, input.teamId), classViewer(store, input.teamId)]);
  const students: StudentClassLinks[] = [];
  const notInDirectory: string[] = [];
  for (const uid of new Set(input.studentUids)) {
    const person = await store.people.findByUid(input.teamId, uid);
    if (!person) {
      notInDirectory.push(uid);
      continue;
    }
    students.push({
      uid,
      slackUserId: person.slackUserId,
      name: person.displayName,
      classes: records.map((c) => view(c, linkFor(signer, c, person))),
    });
  }
  return { students, notInDirectory };
}

/** A directory entry the partner knows as a person (it has a UID), whose own links may be read; else null. */
export function withUid(person: Person | null): PersonWithUid | null {
  return person && hasUid(person) ? person : null;
}

/** How many upcoming classes `/class my` and the Home tab show. */
export const MY_CLASSES_SHOWN = 20;

export interface MyClassesInput {
  readonly teamId: string;
  /** The caller's own directory entry: the only student whose links are read. */
  readonly student: PersonWithUid;
  readonly now: number;
}

/** The student's next classes, soonest first, each with their own link. */
export async function myClassLinks(store: LinkStore, input: MyClassesInput): Promise<ClassLink[]> {
  const records = await store.classes.listUpcomingForStudent(input.teamId, input.student.uid, {
    now: input.now,
    limit: MY_CLASSES_SHOWN,
  });
  if (records.length === 0) return [];
  const [signer, view] = await Promise.all([signerOf(store, input.teamId), classViewer(store, input.teamId)]);
  return records.map((c) => view(c, linkFor(signer, c, input.student)));
}

/**
 * `/class link <class>`: the caller's own classes matching a class id or part of a name, optionally
 * followed by a day ("Algebra tomorrow", read in `day.timeZone`). Searching only the caller's list
 * means a class they are not in can never be revealed, not even by its id.
 */
export function matchMyClasses(classes: readonly ClassLink[], query: string, day?: DayContext): ClassLink[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === "") return [...classes];
  const byId = classes.filter((c) => String(c.classId) === wanted);
  if (byId.length > 0) return byId;
  const byName = classes.filter((c) => c.name.toLowerCase().includes(wanted));
  const split = byName.length === 0 && day ? splitDayWords(query, day.now, day.timeZone) : null;
  if (!day || !split) return byName;
  const name = split.name.toLowerCase();
  for (const date of split.days) {
    const onDay = classes.filter(
      (c) => c.name.toLowerCase().includes(name) && sameDay(localDateOf(c.beginTime, day.timeZone), date),
    );
    if (onDay.length > 0) return onDay;
  }
  return [];
}
