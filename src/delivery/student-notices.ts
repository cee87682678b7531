/**
 * The one calls the teacher flows make for students, so the students and video modals need not know
 * about DMs and reminders. Queue calls belong with the stored change (in its transaction once the store
 * has them); reminder calls after it is committed, as they talk to Slack.
 */

import {
  type LiveLinkStore,
  type QueueLiveLinksResult,
  queueLiveLinks,
  queueMissingLiveLinks,
} from "./live-links.js";
import type { Reminders } from "./reminders.js";

export interface StudentNoticeDeps {
  readonly store: LiveLinkStore;
  /** Absent in tests that do not schedule reminders. */
  readonly reminders?: Reminders | undefined;
}

const NOTHING: QueueLiveLinksResult = { queued: 0, alreadyQueued: 0, notInDirectory: [] };

/**
 * After the students modal stored new enrolments: the live link DM (when "Send each new student their
 * live link" is ticked) and their reminders. `classIds`: the class, or the classes of the series.
 */
export async function studentsAdded(
  deps: StudentNoticeDeps,
  input: {
    readonly teamId: string;
    readonly classIds: readonly number[];
    readonly studentUids: readonly string[];
    readonly addedBy: string;
    readonly sendLinks: boolean;
  },
): Promise<QueueLiveLinksResult> {
  const queued = input.sendLinks ? await queueLiveLinks(deps.store, input) : NOTHING;
  for (const classId of input.classIds) {
    await deps.reminders?.scheduleReminders(input.teamId, classId, input.studentUids);
  }
  return queued;
}

/** After the students modal removed students: their reminders are cancelled, their link forgotten. */
export async function studentsRemoved(
  deps: StudentNoticeDeps,
  input: { readonly teamId: string; readonly classId: number; readonly studentUids: readonly string[] },
): Promise<void> {
  await deps.reminders?.cancelReminders(input.teamId, input.classId, input.studentUids);
  await deps.store.studentLinks.forget(input.teamId, input.classId, input.studentUids);
}

/** After the video modal turned recording on: links for every student still without one, and reminders carrying them. */
export async function recordingTurnedOn(
  deps: StudentNoticeDeps,
  input: { readonly teamId: string; readonly classId: number; readonly addedBy?: string | null },
): Promise<QueueLiveLinksResult> {
  const queued = await queueMissingLiveLinks(deps.store, input);
  await deps.reminders?.scheduleReminders(input.teamId, input.classId, undefined, { replace: true });
  return queued;
}
