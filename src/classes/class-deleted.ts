/**
 * Partner errno 212: the class was deleted in the class service (not through this app). The store
 * marks it deleted so /class my, Home and the pickers stop offering it (the reminder sweep cancels its
 * reminders), and the report says so in these words.
 */
import { Errno, PartnerError } from "../partner/index.js";
import type { Store } from "../store/index.js";

export const CLASS_DELETED_ERRNO = Errno.classDeleted;
export const CLASS_DELETED_TEXT = "this class was deleted in the class service";

/** True for a thrown partner failure or a batch entry's errno meaning "class deleted". */
export function isClassDeleted(errOrErrno: unknown): boolean {
  if (typeof errOrErrno === "number") return errOrErrno === CLASS_DELETED_ERRNO;
  return errOrErrno instanceof PartnerError && errOrErrno.errno === CLASS_DELETED_ERRNO;
}

export async function markClassDeleted(
  store: Pick<Store, "classes">,
  teamId: string,
  classId: number,
): Promise<void> {
  await store.classes.markDeleted(teamId, classId);
}
