/**
 * Partner errno 212 (class deleted) or 149 (course deleted): the class was deleted in the class
 * service, not through this app. The store marks it deleted at once, so /class my, Home and the
 * pickers stop offering it, and queues its cancel (src/classes/cancel-class.ts) in the same
 * transaction: its students are told "cancelled by the school" (their DMs edited) and its reminders
 * cancelled, once, even across a restart.
 */
import type { Store } from "../store/index.js";
import { isClassGone, isCourseGone, queueCancelOfDeletedClass } from "./cancel-class.js";

/** True for a thrown partner failure or a batch entry's errno meaning "class (or course) deleted". */
export function isClassDeleted(errOrErrno: unknown): boolean {
  return isClassGone(errOrErrno);
}

/**
 * `by`: the Slack user whose request met the answer; they get the cancel's report. Without it (no
 * one asked) the class is only marked deleted and the reminder sweep drops its reminders. `answer`:
 * the thrown failure or the entry's errno; a deleted course (149) cancels its other classes too.
 */
export async function markClassDeleted(
  store: Pick<Store, "classes" | "transaction">,
  teamId: string,
  classId: number,
  by: string | undefined,
  answer: unknown,
): Promise<void> {
  if (by === undefined) {
    await store.classes.markDeleted(teamId, classId);
    return;
  }
  await queueCancelOfDeletedClass(store, teamId, classId, by, isCourseGone(answer));
}
