/**
 * Queues the live link DMs: one per newly enrolled student (one per series enrolment, listing the dates),
 * written to the outbox so a crash loses none and a retried request or a double click queues nothing
 * twice (the dedupe key is per class or series, student and kind). Pass a store.transaction's `tx` to
 * queue them with the change that causes them; the outbox worker posts them once it is committed.
 * The key also names the enrolment (its `addedAt`: a retry finds the row it stored, unchanged), so a
 * student removed and added again gets a DM for the new enrolment.
 */
import { createHash, randomUUID } from "node:crypto";
import { enqueueDm, type GroupAbout } from "../../delivery/index.js";
import type { StoreTransaction } from "../../store/index.js";
import { type LinkStore, type StudentClassLinks, studentLinksFor } from "../student-links.js";
import { editDmsForLinks } from "./link-ready.js";
import { type NoticeDeps, recipientLocales } from "./recipient.js";

/** The repositories used: a transaction's (`tx`) or the store's own. */
export type LiveLinkStore = LinkStore &
  Pick<StoreTransaction, "outbox" | "studentLinks" | "enrolments" | "languagePrefs">;

/** Longest request id kept in a group key (the outbox caps groups at 190 characters). */
const MAX_REQUEST_ID = 64;

export interface QueueLiveLinksInput {
  readonly teamId: string;
  /** One class, or the classes of a series the students were just added to. */
  readonly classIds: readonly number[];
  /** Partner UIDs of the students to write to. */
  readonly studentUids: readonly string[];
  /** Slack user id of the teacher who added them: gets one summary of the DMs that could not be sent. */
  readonly addedBy?: string | null;
  /**
   * Names this one action (e.g. the modal's view id), so its undelivered DMs are summarised together
   * and apart from other enrolments; default a fresh id. A retry queues nothing new either way.
   */
  readonly requestId?: string;
  /** What the action was, the group key's first part: "enrol" (default) or "recording". */
  readonly action?: "enrol" | "recording";
  /**
   * The group key's second part for every DM of this call (default each DM's class or series): set
   * when one action makes several calls that must share one summary (recording on for a series).
   */
  readonly groupSubject?: string;
}

export interface QueueLiveLinksResult {
  /** DMs written to the outbox now. */
  readonly queued: number;
  /** DMs the outbox already held (a retry or a double click). */
  readonly alreadyQueued: number;
  /** UIDs without a directory entry: nobody to write to. */
  readonly notInDirectory: string[];
}

/** The class id, or the series id when the message lists several classes of one. */
function subjectOf(student: StudentClassLinks): string {
  const [first] = student.classes;
  if (student.classes.length === 1) return String(first?.classId);
  return first?.seriesId ?? student.classes.map((c) => c.classId).join("-");
}

/**
 * Recording on for several classes: the key names exactly those classes, as the series enrolment's DM
 * (`live-link:<series>`) may already have carried the links of the classes recorded then.
 */
function recordingSubjectOf(student: StudentClassLinks): string {
  const [first] = student.classes;
  if (student.classes.length === 1) return String(first?.classId);
  const ids = student.classes.map((c) => c.classId).sort((a, b) => a - b);
  const digest = createHash("sha256").update(ids.join(",")).digest("hex").slice(0, 16);
  return `${first?.seriesId ?? "classes"}/${ids.length}@${digest}`.slice(-120);
}

/**
 * "live-link" when the message carries at least one link, "live-link-later" when it only says the link
 * will follow, so the later message with the link is not taken for a duplicate of the first. The last
 * part is the enrolment (of the first class, for a series): a retry or a double click finds the same
 * row, while a new enrolment after a removal is a new row, hence a new DM.
 */
function dedupeKey(student: StudentClassLinks, enrolledAt: number | undefined, action: string): string {
  const kind = student.classes.some((c) => c.link !== null) ? "live-link" : "live-link-later";
  const subject = action === "recording" ? recordingSubjectOf(student) : subjectOf(student);
  return liveLinkDedupeKey(kind, subject, student.uid, enrolledAt);
}

/**
 * `<kind>:<class or series id>:<student uid>:<enrolment's addedAt>`: one DM per enrolment, so a retry
 * queues nothing new while a student added again after a removal gets theirs.
 */
export function liveLinkDedupeKey(
  kind: "live-link" | "live-link-later",
  subject: string | number,
  uid: string,
  enrolledAt: number | undefined,
): string {
  return `${kind}:${subject}:${uid}:${enrolledAt ?? "-"}`;
}

/** When each student's enrolment in a class was stored, read once per class. */
function enrolmentTimes(store: Pick<LiveLinkStore, "enrolments">, teamId: string) {
  const byClass = new Map<number, Promise<Map<string, number>>>();
  return async (classId: number | undefined, uid: string): Promise<number | undefined> => {
    if (classId === undefined) return undefined;
    let times = byClass.get(classId);
    if (!times) {
      times = store.enrolments
        .listForClass(teamId, classId)
        .then((rows) => new Map(rows.map((e) => [e.studentUid, e.addedAt])));
      byClass.set(classId, times);
    }
    return (await times).get(uid);
  };
}

/** For the teacher's summary of undelivered DMs (worded in the teacher's language); never the link itself. */
function groupLabel(student: StudentClassLinks): GroupAbout {
  const [first] = student.classes;
  return { name: first?.name ?? "", classes: student.classes.length, link: first?.link != null };
}

/**
 * A live link that may already be in Slack (a crash mid-post) waits for its check, however long Slack's
 * limits make that (one check a minute per workspace for a non-Marketplace install), until this long
 * before its class: then it is sent even if it might arrive twice. A second copy of the same link costs
 * a student a glance; a link missing at the start costs them the class.
 */
const LINK_SEND_BY_SECONDS = 10 * 60;

export async function queueLiveLinks(
  store: LiveLinkStore,
  notices: NoticeDeps,
  input: QueueLiveLinksInput,
): Promise<QueueLiveLinksResult> {
  const { students, notInDirectory } = await studentLinksFor(store, input);
  const requestId = (input.requestId ?? randomUUID()).slice(0, MAX_REQUEST_ID);
  const enrolledAt = enrolmentTimes(store, input.teamId);
  let queued = 0;
  let alreadyQueued = 0;
  // Each student reads their DM in their own language, not the teacher's.
  const locales = await recipientLocales(
    store,
    notices,
    input.teamId,
    students.filter((s) => s.classes.length > 0).map((s) => s.slackUserId),
  );
  for (const student of students) {
    if (student.classes.length === 0) continue;
    const message = notices.noticeRenderer.liveLinkDm(student.classes, {}, locales(student.slackUserId));
    const group = input.addedBy
      ? {
          group: `${input.action ?? "enrol"}:${input.groupSubject ?? subjectOf(student)}:${input.addedBy}:${requestId}`,
          notifySlackUserId: input.addedBy,
          groupLabel: groupLabel(student),
        }
      : {};
    const firstClass = student.classes[0]?.classId;
    const key = dedupeKey(student, await enrolledAt(firstClass, student.uid), input.action ?? "enrol");
    const linkedBegins = student.classes.filter((c) => c.link !== null).map((c) => c.beginTime);
    const { created } = await enqueueDm(store, {
      teamId: input.teamId,
      channel: student.slackUserId,
      text: message.text,
      blocks: message.blocks,
      dedupeKey: key,
      ...group,
      ...(linkedBegins.length === 0 ? {} : { sendBy: Math.min(...linkedBegins) - LINK_SEND_BY_SECONDS }),
    });
    if (created) queued += 1;
    else alreadyQueued += 1;
    const linked = student.classes.filter((c) => c.link !== null).map((c) => c.classId);
    for (const classId of linked) await store.studentLinks.markLinked(input.teamId, classId, [student.uid]);
  }
  return { queued, alreadyQueued, notInDirectory };
}

/** Students (UID -> class ids) grouped by the exact set of classes, so each set is one call. */
export function byClassSet(
  classesOf: ReadonlyMap<string, number[]>,
): { classIds: number[]; studentUids: string[] }[] {
  const groups = new Map<string, { classIds: number[]; studentUids: string[] }>();
  for (const [uid, classIds] of classesOf) {
    const key = classIds.join(",");
    const group = groups.get(key) ?? { classIds, studentUids: [] };
    group.studentUids.push(uid);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export interface MissingLiveLinksInput {
  readonly teamId: string;
  /** The classes whose recording was just switched on. */
  readonly classIds: readonly number[];
  /** The teacher who switched it: told once of the DMs that could not be sent. */
  readonly addedBy?: string | null;
  readonly requestId?: string;
  /** Unix seconds (the app's clock): an edited series DM ticks the dates over by then. */
  readonly now?: number;
}

/**
 * After recording is switched on for some classes (one, or several of a series at once): every enrolled
 * student who has no link yet to some of them gets **one** DM listing those classes, and the teacher
 * one summary group for the action. Call it in the transaction that stores the recording change, then
 * (after commit) wake the worker and `reminders.scheduleReminders` so reminders carry the link too;
 * student-notices does both. A retry finds the students linked and queues nothing.
 */
export async function queueMissingLiveLinks(
  store: StoreTransaction,
  notices: NoticeDeps,
  input: MissingLiveLinksInput,
): Promise<QueueLiveLinksResult> {
  const missingOf = new Map<string, number[]>();
  for (const classId of new Set(input.classIds)) {
    const [enrolled, links] = await Promise.all([
      store.enrolments.listForClass(input.teamId, classId),
      store.studentLinks.listForClass(input.teamId, classId),
    ]);
    const linked = new Set(links.filter((l) => l.linkedAt !== null).map((l) => l.studentUid));
    for (const { studentUid } of enrolled) {
      if (!linked.has(studentUid)) missingOf.set(studentUid, [...(missingOf.get(studentUid) ?? []), classId]);
    }
  }
  const requestId = input.requestId ?? randomUUID();
  let queued = 0;
  let alreadyQueued = 0;
  const notInDirectory: string[] = [];
  const groupSubject = String(input.classIds[0]);
  const group = input.addedBy
    ? {
        group: `recording:${groupSubject}:${input.addedBy}:${requestId.slice(0, MAX_REQUEST_ID)}`,
        notifySlackUserId: input.addedBy,
      }
    : undefined;
  // A DM that said "your link will follow" is edited to carry it (one message); the rest get a new one.
  const stillMissing = new Map<string, number[]>();
  for (const [uid, classIds] of missingOf) {
    const { covered, notified } = await editDmsForLinks(store, notices, {
      teamId: input.teamId,
      uid,
      classIds,
      requestId,
      now: input.now ?? 0,
      group,
    });
    if (covered.size > 0) {
      if (notified) queued += 1;
      else alreadyQueued += 1;
    }
    const rest = classIds.filter((id) => !covered.has(id));
    if (rest.length > 0) stillMissing.set(uid, rest);
  }
  // Students missing the same classes share a call; all share the action's group.
  for (const { classIds, studentUids } of byClassSet(stillMissing)) {
    const result = await queueLiveLinks(store, notices, {
      teamId: input.teamId,
      addedBy: input.addedBy,
      requestId,
      classIds,
      studentUids,
      action: "recording",
      groupSubject,
    });
    queued += result.queued;
    alreadyQueued += result.alreadyQueued;
    notInDirectory.push(...result.notInDirectory.filter((uid) => !notInDirectory.includes(uid)));
  }
  return { queued, alreadyQueued, notInDirectory };
}
