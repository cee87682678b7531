/**
 * What the students and video modals attach to the transaction that stores their change: the live link
 * DMs queued there (so they commit with it or not at all), reminders and the worker's wake after it.
 */
import type { Logger } from "../../logger.js";
import type { ClassRecord, StoreTransaction } from "../../store/index.js";
import type { OnVideoStored } from "../class-video.js";
import { classSummarizer } from "../classes-list.js";
import type { OnStored, StoredChunk } from "../enrol-students.js";
import { editLiveLinkDms } from "./dm-edits.js";
import { byClassSet } from "./live-links.js";
import type { NoticeDeps } from "./recipient.js";
import {
  type AfterCommitDeps,
  recordingTurnedOn,
  type StudentNotice,
  studentsAdded,
  studentsRemoved,
} from "./student-notices.js";

type Notice = Pick<StudentNotice, "afterCommit">;

export interface NoticeInput {
  readonly teamId: string;
  /** The teacher: told once about the DMs of this action that Slack refused. */
  readonly addedBy: string;
  /** The modal's view id: a second submission of the same view joins the same summary. */
  readonly requestId: string;
  /** How the DMs read and in which language (the Slack renderer and locale lookup, from main.ts). */
  readonly notices: NoticeDeps;
  readonly after: AfterCommitDeps;
  readonly logger: Logger;
  /** The teacher's name, for "You were removed from Algebra by Ada" (default: "your teacher", worded by the view). */
  readonly byName?: string | undefined;
  /** Unix seconds now (default the system clock): classes ended by then are not offered again. */
  readonly clock?: () => number;
}

/** With each stored chunk of an enrolment: its DMs (when `sendLinks`), removals' links forgotten. */
export function enrolmentNotices(input: NoticeInput & { readonly sendLinks: boolean }): OnStored {
  return async (tx, stored) => {
    const notices: Notice[] = [];
    // One call per set of classes, so a student added to a series gets one DM listing its dates.
    for (const { classIds, studentUids } of byClassSet(classesJoined(stored))) {
      notices.push(
        await studentsAdded(tx, input.notices, {
          teamId: input.teamId,
          classIds,
          studentUids,
          addedBy: input.addedBy,
          sendLinks: input.sendLinks,
          requestId: input.requestId,
        }),
      );
    }
    await editRemovedDms(tx, stored, input);
    for (const c of stored.classes) {
      if (c.removed.length === 0) continue;
      notices.push(
        await studentsRemoved(tx, { teamId: input.teamId, classId: c.classId, studentUids: c.removed }),
      );
    }
    return () => runAfterCommit(notices, input);
  };
}

/**
 * Each removed student's live link DMs about those classes are edited ("You were removed from Algebra
 * by Ada", no Join button; a series keeps the classes still ahead of them), once per enrolment job.
 */
async function editRemovedDms(
  tx: StoreTransaction,
  stored: StoredChunk,
  input: NoticeInput & { readonly sendLinks: boolean },
): Promise<void> {
  const removedFrom = new Map<string, number[]>();
  for (const c of stored.classes) {
    for (const uid of c.removed) removedFrom.set(uid, [...(removedFrom.get(uid) ?? []), c.classId]);
  }
  if (removedFrom.size === 0) return;
  const summarize = await classSummarizer(tx, input.teamId);
  const now = input.clock?.() ?? Math.floor(Date.now() / 1000);
  for (const [uid, classIds] of removedFrom) {
    const person = await tx.people.findByUid(input.teamId, uid);
    if (!person) continue;
    const found = await Promise.all(classIds.map((id) => tx.classes.get(input.teamId, id)));
    const classes = found.filter((c): c is ClassRecord => c !== undefined);
    await editLiveLinkDms(tx, input.notices, {
      teamId: input.teamId,
      student: { uid, slackUserId: person.slackUserId },
      classes,
      change: "removed",
      by: input.byName === undefined ? "teacher" : { name: input.byName },
      cause: `removed:${classIds[0]}:${input.requestId}`.slice(0, 120),
      now,
      summarize,
    });
  }
}

/**
 * With the recording switched on: a link for every student of those classes still without one, in one
 * DM per student listing the classes (a series switched at once is one DM, not one per class) and one
 * summary group for the teacher.
 */
export function recordingNotices(input: NoticeInput): OnVideoStored {
  return async (tx, stored) => {
    const notice = await recordingTurnedOn(tx, input.notices, {
      teamId: input.teamId,
      classIds: stored.recordingTurnedOn,
      addedBy: input.addedBy,
      requestId: input.requestId,
    });
    return () => runAfterCommit([notice], input);
  };
}

/**
 * The change and its DMs are committed: a failure here (reminders) must not turn the teacher's report
 * into an error, as the reminder sweep schedules what is missing and the worker polls the outbox anyway.
 */
async function runAfterCommit(notices: readonly Notice[], input: NoticeInput): Promise<void> {
  for (const notice of notices) {
    await notice.afterCommit(input.after).catch((err: unknown) =>
      // The error's name only: reminder requests carry the students' links.
      input.logger.warn(
        { err: err instanceof Error ? err.name : "unknown", team: input.teamId },
        "reminders after a class change failed; the sweep retries them",
      ),
    );
  }
}

/** The classes each student joined in this chunk (UID -> class ids). */
function classesJoined(stored: StoredChunk): Map<string, number[]> {
  const classesOf = new Map<string, number[]>();
  for (const c of stored.classes) {
    for (const s of c.added) classesOf.set(s.uid, [...(classesOf.get(s.uid) ?? []), c.classId]);
  }
  return classesOf;
}
