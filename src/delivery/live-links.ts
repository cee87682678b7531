/**
 * Queues the live link DMs: one per newly enrolled student (one per series enrolment, listing the dates),
 * written to the outbox so a crash loses none and a retried request or a double click queues nothing
 * twice (the dedupe key is per class or series, student and kind). Pass a store.transaction's `tx` to
 * queue them with the change that causes them; the outbox worker posts them once it is committed.
 * The key also names the enrolment (its `addedAt`: a retry finds the row it stored, unchanged), so a
 * student removed and added again gets a DM for the new enrolment.
 */
import { randomUUID } from "node:crypto";
import { type LinkStore, type StudentClassLinks, studentLinksFor } from "../classes/student-links.js";
import { liveLinkMessage } from "../slack/views/live-link.js";
import type { StoreTransaction } from "../store/index.js";
import { enqueueDm } from "./payload.js";

/** The repositories used: a transaction's (`tx`) or the store's own. */
export type LiveLinkStore = LinkStore & Pick<StoreTransaction, "outbox" | "studentLinks" | "enrolments">;

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
 * "live-link" when the message carries at least one link, "live-link-later" when it only says the link
 * will follow, so the later message with the link is not taken for a duplicate of the first. The last
 * part is the enrolment (of the first class, for a series): a retry or a double click finds the same
 * row, while a new enrolment after a removal is a new row, hence a new DM.
 */
function dedupeKey(student: StudentClassLinks, enrolledAt: number | undefined): string {
  const kind = student.classes.some((c) => c.link !== null) ? "live-link" : "live-link-later";
  return liveLinkDedupeKey(kind, subjectOf(student), student.uid, enrolledAt);
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

/** For the teacher's summary of undelivered DMs; never the link itself. */
function groupLabel(student: StudentClassLinks): string {
  const [first] = student.classes;
  if (student.classes.length > 1)
    return `the live links for ${first?.name} (${student.classes.length} classes)`;
  return first?.link ? `the live link for ${first.name}` : `the message about ${first?.name}`;
}

export async function queueLiveLinks(
  store: LiveLinkStore,
  input: QueueLiveLinksInput,
): Promise<QueueLiveLinksResult> {
  const { students, notInDirectory } = await studentLinksFor(store, input);
  const requestId = (input.requestId ?? randomUUID()).slice(0, MAX_REQUEST_ID);
  const enrolledAt = enrolmentTimes(store, input.teamId);
  let queued = 0;
  let alreadyQueued = 0;
  for (const student of students) {
    if (student.classes.length === 0) continue;
    const message = liveLinkMessage(student.classes);
    const group = input.addedBy
      ? {
          group: `${input.action ?? "enrol"}:${subjectOf(student)}:${input.addedBy}:${requestId}`,
          notifySlackUserId: input.addedBy,
          groupLabel: groupLabel(student),
        }
      : {};
    const key = dedupeKey(student, await enrolledAt(student.classes[0]?.classId, student.uid));
    const { created } = await enqueueDm(store, {
      teamId: input.teamId,
      channel: student.slackUserId,
      text: message.text,
      blocks: message.blocks,
      dedupeKey: key,
      ...group,
    });
    if (created) queued += 1;
    else alreadyQueued += 1;
    const linked = student.classes.filter((c) => c.link !== null).map((c) => c.classId);
    for (const classId of linked) await store.studentLinks.markLinked(input.teamId, classId, [student.uid]);
  }
  return { queued, alreadyQueued, notInDirectory };
}

/**
 * After recording is switched on for a class: every enrolled student who has no link yet gets one.
 * Call it in the transaction that stores the recording change, then (after commit) wake the worker and
 * `reminders.scheduleReminders` so reminders carry the link too; student-notices does both.
 */
export async function queueMissingLiveLinks(
  store: LiveLinkStore,
  input: {
    readonly teamId: string;
    readonly classId: number;
    readonly addedBy?: string | null;
    readonly requestId?: string;
  },
): Promise<QueueLiveLinksResult> {
  const [enrolled, links] = await Promise.all([
    store.enrolments.listForClass(input.teamId, input.classId),
    store.studentLinks.listForClass(input.teamId, input.classId),
  ]);
  const linked = new Set(links.filter((l) => l.linkedAt !== null).map((l) => l.studentUid));
  const missing = enrolled.map((e) => e.studentUid).filter((uid) => !linked.has(uid));
  if (missing.length === 0) return { queued: 0, alreadyQueued: 0, notInDirectory: [] };
  return queueLiveLinks(store, {
    ...input,
    classIds: [input.classId],
    studentUids: missing,
    action: "recording",
  });
}
