/**
 * Whose view of the school a change to classes alters: the students it touched and the classes'
 * teachers and assistants, as Slack user ids, so their Homes can be refreshed once it committed.
 */
import type { ClassRecord, StoreTransaction } from "../store/index.js";

export async function affectedPeople(
  tx: StoreTransaction,
  teamId: string,
  classes: readonly ClassRecord[],
  studentUids: Iterable<string>,
): Promise<string[]> {
  const uids = new Set(studentUids);
  for (const c of classes) {
    uids.add(c.teacherUid);
    if (c.assistantUid) uids.add(c.assistantUid);
  }
  const out: string[] = [];
  for (const uid of uids) {
    const person = await tx.people.findByUid(teamId, uid);
    if (person) out.push(person.slackUserId);
  }
  return out;
}
