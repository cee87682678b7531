/**
 * The pieces the change notices (change-notices.ts) are made of for students joining or leaving
 * classes. Each takes the repositories of the transaction that stores the change (or the store
 * itself), queues the DMs there, and returns `afterCommit`: run it once the transaction is committed,
 * as it talks to Slack (reminders) and wakes the worker, which must not see rows that may still roll
 * back. See docs/students.md.
 */

import type { StoreTransaction } from "../../store/index.js";
import { editDmsForRecordingOff, type LinkGoneInput } from "./link-gone.js";
import {
  type LiveLinkStore,
  type MissingLiveLinksInput,
  type QueueLiveLinksResult,
  queueLiveLinks,
  queueMissingLiveLinks,
} from "./live-links.js";
import type { AfterCommitDeps } from "./notices.js";
import type { NoticeDeps } from "./recipient.js";
import { planUnrecordedNotices } from "./unrecorded.js";

export interface StudentNotice extends QueueLiveLinksResult {
  /** Schedules (or cancels) the reminders and wakes the worker; call after the commit. */
  afterCommit(deps: AfterCommitDeps): Promise<void>;
}

const NOTHING: QueueLiveLinksResult = { queued: 0, alreadyQueued: 0, notInDirectory: [] };

/**
 * With the new enrolments: the live link DM (when "Send each new student their live link" is ticked);
 * after the commit, their reminders. `classIds`: the class, or the classes of the series. `requestId`
 * names this enrolment, so its undelivered DMs make one summary to `addedBy`.
 */
export async function studentsAdded(
  tx: LiveLinkStore,
  notices: NoticeDeps,
  input: {
    readonly teamId: string;
    readonly classIds: readonly number[];
    readonly studentUids: readonly string[];
    readonly addedBy: string;
    readonly sendLinks: boolean;
    readonly requestId?: string;
  },
): Promise<StudentNotice> {
  const queued = input.sendLinks ? await queueLiveLinks(tx, notices, { ...input, action: "enrol" }) : NOTHING;
  // Unrecorded classes: the teacher warned before it is too late, the students told if it becomes so.
  await planUnrecordedNotices(tx, {
    teamId: input.teamId,
    classIds: input.classIds,
    teacherSlackUserId: input.addedBy,
  });
  return {
    ...queued,
    async afterCommit(deps) {
      if (queued.queued > 0) deps.delivery?.wake();
      for (const classId of input.classIds) {
        await deps.reminders?.scheduleReminders(input.teamId, classId, input.studentUids);
      }
    },
  };
}

/** With the removal: their link is forgotten; after the commit, their reminders are cancelled. */
export async function studentsRemoved(
  tx: Pick<LiveLinkStore, "studentLinks">,
  input: { readonly teamId: string; readonly classId: number; readonly studentUids: readonly string[] },
): Promise<Pick<StudentNotice, "afterCommit">> {
  await tx.studentLinks.forget(input.teamId, input.classId, input.studentUids);
  return {
    async afterCommit(deps) {
      await deps.reminders?.cancelReminders(input.teamId, input.classId, input.studentUids);
    },
  };
}

/**
 * With the recording change (one class, or those of a series switched at once): links for every
 * student still without one, **one** DM per student listing the classes; after the commit, reminders
 * carrying them. A student whose DM said the link will follow gets that DM edited instead (link-ready.ts).
 * `addedBy`: the teacher who turned recording on, told once of DMs that could not be sent.
 */
export async function recordingTurnedOn(
  tx: StoreTransaction,
  notices: NoticeDeps,
  input: MissingLiveLinksInput,
): Promise<StudentNotice> {
  const queued = input.classIds.length > 0 ? await queueMissingLiveLinks(tx, notices, input) : NOTHING;
  return {
    ...queued,
    async afterCommit(deps) {
      if (queued.queued > 0) deps.delivery?.wake();
      for (const classId of input.classIds) {
        await deps.reminders?.scheduleReminders(input.teamId, classId, undefined, { replace: true });
      }
    },
  };
}

/**
 * With the recording switched off: each DM with a Join button to those classes edited to say the link
 * no longer works, one notification per student (link-gone.ts); after the commit, their reminders
 * again, without the link.
 */
export async function recordingTurnedOff(
  tx: StoreTransaction,
  notices: NoticeDeps,
  input: LinkGoneInput,
): Promise<Pick<StudentNotice, "afterCommit"> & { readonly told: number }> {
  const told = input.classIds.length > 0 ? await editDmsForRecordingOff(tx, notices, input) : 0;
  return {
    told,
    async afterCommit(deps) {
      if (told > 0) deps.delivery?.wake();
      for (const classId of input.classIds) {
        await deps.reminders?.scheduleReminders(input.teamId, classId, undefined, { replace: true });
      }
    },
  };
}
