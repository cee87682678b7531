import type { StoreTransaction } from "../../store/index.js";
import { currentLiveLinkDms, editAndPoint } from "./link-ready.js";
import { type NoticeDeps, recipientLocale } from "./recipient.js";

export interface LinkGoneInput {
  readonly teamId: string;
  /** The classes whose recording was just switched off. */
  readonly classIds: readonly number[];
  /** Names the action (the job): a retry edits and notifies nothing twice. */
  readonly requestId: string;
  /** Unix seconds: a series DM ticks the dates over by then. */
  readonly now: number;
  /** The teacher who switched recording off: the notifications join their summary group. */
  readonly group?: { readonly group: string; readonly notifySlackUserId: string } | undefined;
}

/** Students (UID -> class ids) who were sent a working link to some of these classes. */
async function linkedStudents(
  tx: StoreTransaction,
  teamId: string,
  classIds: readonly number[],
): Promise<Map<string, number[]>> {
  const linked = new Map<string, number[]>();
  for (const classId of new Set(classIds)) {
    for (const l of await tx.studentLinks.listForClass(teamId, classId)) {
      if (l.linkedAt === null) continue;
      linked.set(l.studentUid, [...(linked.get(l.studentUid) ?? []), classId]);
    }
  }
  return linked;
}

/**
 * Edits, in `tx`, every DM whose Join button these classes took away, and queues one notification per
 * student. Returns how many students are told.
 */
export async function editDmsForRecordingOff(
  tx: StoreTransaction,
  notices: NoticeDeps,
  input: LinkGoneInput,
): Promise<number> {
  const { teamId } = input;
  const cause = `recording-off:${input.requestId}`;
  let told = 0;
  for (const [uid, classIds] of await linkedStudents(tx, teamId, input.classIds)) {
    for (const classId of classIds) await tx.studentLinks.unlink(teamId, classId, [uid]);
    const person = await tx.people.findByUid(teamId, uid);
    const { classes, dms } = await currentLiveLinkDms(tx, teamId, uid, classIds);
    if (!person || dms.length === 0) continue;
    const locale = await recipientLocale(tx, notices, teamId, person.slackUserId);
    // Only the dates no longer recorded lose their button.
    const { created } = await editAndPoint(tx, notices, {
      teamId,
      uid,
      slackUserId: person.slackUserId,
      classes,
      dms,
      now: input.now,
      cause,
      locale,
      recordingOff: true,
      notice: (summaries) => notices.noticeRenderer.recordingOff({ classes: summaries }, locale),
      dedupeKey: `notice:recording-off:${input.requestId}:${uid}`,
      group: input.group,
    });
    if (created) told += 1;
  }
  return told;
}
