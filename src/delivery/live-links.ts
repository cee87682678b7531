/**
 * Queues the live link DMs: one per newly enrolled student (one per series enrolment, listing the dates),
 * written to the outbox so a crash loses none and a retried request or a double click queues nothing
 * twice (the dedupe key is per class or series, student and kind). The outbox sender posts them.
 */
import { type LinkStore, type StudentClassLinks, studentLinksFor } from "../classes/student-links.js";
import { liveLinkMessage } from "../slack/views/live-link.js";
import type { Store } from "../store/index.js";

/** The outbox kind of every DM the app sends (payload: `DmPayload`). */
export const DM_KIND = "dm";

/** What the outbox sender posts with chat.postMessage; `channel` is the student's Slack user id. */
export interface DmPayload {
  readonly channel: string;
  readonly text: string;
  readonly blocks: unknown[];
  /** Who to tell when the DM cannot be delivered: the Slack user id of the teacher who added them. */
  readonly notify?: string;
}

/** The repositories used; pass a transaction's repositories to queue with the change that causes it. */
export type LiveLinkStore = LinkStore & Pick<Store, "outbox" | "studentLinks" | "enrolments">;

export interface QueueLiveLinksInput {
  readonly teamId: string;
  /** One class, or the classes of a series the students were just added to. */
  readonly classIds: readonly number[];
  /** Partner UIDs of the students to write to. */
  readonly studentUids: readonly string[];
  /** Slack user id of the teacher who added them (told when a DM cannot be delivered). */
  readonly addedBy?: string | null;
}

export interface QueueLiveLinksResult {
  /** DMs written to the outbox now. */
  readonly queued: number;
  /** DMs the outbox already held (a retry or a double click). */
  readonly alreadyQueued: number;
  /** UIDs without a directory entry: nobody to write to. */
  readonly notInDirectory: string[];
}

/**
 * "live-link" when the message carries at least one link, "live-link-later" when it only says the link
 * will follow, so the later message with the link is not taken for a duplicate of the first.
 */
function dedupeKey(student: StudentClassLinks): string {
  const [first] = student.classes;
  const subject =
    student.classes.length === 1
      ? String(first?.classId)
      : (first?.seriesId ?? student.classes.map((c) => c.classId).join("-"));
  const kind = student.classes.some((c) => c.link !== null) ? "live-link" : "live-link-later";
  return `${kind}:${subject}:${student.uid}`;
}

export async function queueLiveLinks(
  store: LiveLinkStore,
  input: QueueLiveLinksInput,
): Promise<QueueLiveLinksResult> {
  const { students, notInDirectory } = await studentLinksFor(store, input);
  let queued = 0;
  let alreadyQueued = 0;
  for (const student of students) {
    if (student.classes.length === 0) continue;
    const message = liveLinkMessage(student.classes);
    const payload: DmPayload = {
      channel: student.slackUserId,
      text: message.text,
      blocks: message.blocks,
      ...(input.addedBy ? { notify: input.addedBy } : {}),
    };
    const { created } = await store.outbox.enqueue({
      teamId: input.teamId,
      kind: DM_KIND,
      dedupeKey: dedupeKey(student),
      payload,
    });
    if (created) queued += 1;
    else alreadyQueued += 1;
    for (const c of student.classes) {
      if (c.link !== null) await store.studentLinks.markLinked(input.teamId, c.classId, [student.uid]);
    }
  }
  return { queued, alreadyQueued, notInDirectory };
}

/**
 * After recording is switched on for a class: every enrolled student who has no link yet gets one.
 * Call it with the recording change (in its transaction once the store has them), then
 * `reminders.scheduleReminders` so reminders carry the link too.
 */
export async function queueMissingLiveLinks(
  store: LiveLinkStore,
  input: { readonly teamId: string; readonly classId: number; readonly addedBy?: string | null },
): Promise<QueueLiveLinksResult> {
  const [enrolled, links] = await Promise.all([
    store.enrolments.listForClass(input.teamId, input.classId),
    store.studentLinks.listForClass(input.teamId, input.classId),
  ]);
  const linked = new Set(links.filter((l) => l.linkedAt !== null).map((l) => l.studentUid));
  const missing = enrolled.map((e) => e.studentUid).filter((uid) => !linked.has(uid));
  if (missing.length === 0) return { queued: 0, alreadyQueued: 0, notInDirectory: [] };
  return queueLiveLinks(store, { ...input, classIds: [input.classId], studentUids: missing });
}
