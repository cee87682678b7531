/**
 * Recording switched off for classes whose students hold a DM with a Join button: the class is no
 * longer recorded, so the service gives it no live page and the button would lead nowhere. Each such
 * DM is edited (chat.update through the outbox) to say so and what it means (join through the class
 * app; the link comes back to that same DM if recording is turned on again, link-ready.ts), and the
 * student gets one short notification, since an edit makes no sound. Their link is marked as gone
 * (`studentLinks.unlink`), so switching recording on again edits the DM rather than sending a second.
 */
import { enqueueDm, type GroupAbout } from "../../delivery/index.js";
import type { StoreTransaction } from "../../store/index.js";
import { classSummarizer } from "../classes-list.js";
import { currentLiveLinkDms, rewriteCurrentDms } from "./link-ready.js";
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
  const render = notices.noticeRenderer;
  const cause = `recording-off:${input.requestId}`;
  const summarize = await classSummarizer(tx, teamId);
  let told = 0;
  for (const [uid, classIds] of await linkedStudents(tx, teamId, input.classIds)) {
    for (const classId of classIds) await tx.studentLinks.unlink(teamId, classId, [uid]);
    const person = await tx.people.findByUid(teamId, uid);
    const { classes, dms } = await currentLiveLinkDms(tx, teamId, uid, classIds);
    if (!person || dms.length === 0) continue;
    const locale = await recipientLocale(tx, notices, teamId, person.slackUserId);
    // Only the dates no longer recorded lose their button.
    await rewriteCurrentDms(tx, notices, {
      teamId,
      uid,
      slackUserId: person.slackUserId,
      dms,
      now: input.now,
      cause,
      locale,
      recordingOff: true,
    });
    const covered = new Set(dms.flatMap((d) => d.about.map((c) => c.classId)));
    const off = classes.filter((c) => covered.has(c.classId)).sort((a, b) => a.beginTime - b.beginTime);
    const notice = render.recordingOff({ classes: off.map(summarize) }, locale);
    const about: GroupAbout = { name: off[0]?.name ?? "", classes: off.length, link: false };
    const { created } = await enqueueDm(tx, {
      teamId,
      channel: person.slackUserId,
      text: notice.text,
      ...(notice.blocks === undefined ? {} : { blocks: notice.blocks }),
      dedupeKey: `notice:recording-off:${input.requestId}:${uid}`.slice(0, 200),
      ...(input.group ? { ...input.group, groupLabel: about } : {}),
    });
    if (created) told += 1;
  }
  return told;
}
