/**
 * What a student gets when their class is moved (issue 30 §4): one message. The live link DM they
 * have about the class is edited to "Moved: <old> → <new>" with the new class's Join button (a series
 * DM keeps its other classes ahead), and one short new DM points to it, since an edit makes no sound.
 * A student who had no DM about it gets that "Moved" message as a new DM instead, never "You are in a
 * class".
 *
 * The new class is a new class at the service, so its own live-link key (`live-link[-later]:<new
 * class>:<uid>:<addedAt>`) is recorded as an alias of the edited DM (`outbox.addAlias`): every later
 * change of the new class (a cancel, another move, a removal, the "no link" notice) finds and edits
 * that same message (`liveLinkDmsAbout`, the edit sender).
 */
import { enqueueDm, type RenderedMessage } from "../../delivery/index.js";
import type { ClassRecord, OutboxMessage, StoreTransaction } from "../../store/index.js";
import type { ClassSummary } from "../classes-list.js";
import { studentLinksFor } from "../student-links.js";
import { liveLinkDmsAbout, queueDmEdit, stillAhead, subjectOf } from "./dm-edits.js";
import { liveLinkDedupeKey } from "./live-links.js";
import { type NoticeDeps, recipientLocale } from "./recipient.js";
import type { ChangedBy } from "./renderer.js";

export interface MovedStudentInput {
  readonly teamId: string;
  readonly student: { readonly uid: string; readonly slackUserId: string };
  /** The class as it was, and at its new time (the student is enrolled in it already in `tx`). */
  readonly from: ClassRecord;
  readonly to: ClassRecord;
  readonly by: ChangedBy;
  /** When the student's enrolment in the new class was stored: names their DM about it. */
  readonly enrolledAt: number | undefined;
  /** The Slack user who moved it: told once of the new DMs Slack refused. */
  readonly movedByUserId: string;
  readonly now: number;
  readonly summarize: (cls: ClassRecord) => ClassSummary;
}

export interface MovedStudentResult {
  /** DMs edited to say it (0 when the student had none). */
  readonly edited: number;
  /** A new DM was queued now (the pointer, or the whole message). */
  readonly told: boolean;
}

/** Queues, in `tx`, the student's one message about the move. Call it after the move is stored in `tx`. */
export async function tellStudentOfMove(
  tx: StoreTransaction,
  notices: NoticeDeps,
  input: MovedStudentInput,
): Promise<MovedStudentResult> {
  const { teamId, student, from, to } = input;
  const dms = await liveLinkDmsAbout(tx, teamId, student.uid, [from]);
  const link = (await studentLinksFor(tx, { teamId, classIds: [to.classId], studentUids: [student.uid] }))
    .students[0]?.classes[0];
  if (!link) return { edited: 0, told: false };
  const locale = await recipientLocale(tx, notices, teamId, student.slackUserId);
  const render = notices.noticeRenderer;
  const was = input.summarize(from);
  const calendarFile = await tx.calendarFeeds.hasFile(teamId, student.slackUserId, [from.classId]);
  const base = { from: was, to: link, by: input.by, calendarFile };
  // The key the new class's DM would have: later changes of the new class look it up.
  const newKey = liveLinkDedupeKey(
    link.link ? "live-link" : "live-link-later",
    to.classId,
    student.uid,
    input.enrolledAt,
  );
  if (link.link) await tx.studentLinks.markLinked(teamId, to.classId, [student.uid]);
  const post = (message: RenderedMessage, dedupeKey: string, group: boolean) =>
    enqueueDm(tx, {
      teamId,
      channel: student.slackUserId,
      text: message.text,
      ...(message.blocks === undefined ? {} : { blocks: message.blocks }),
      dedupeKey,
      ...(group
        ? {
            group: `move:${from.classId}:${input.movedByUserId}`,
            notifySlackUserId: input.movedByUserId,
            groupLabel: { name: to.name, classes: 1, link: link.link !== null },
          }
        : {}),
    });

  if (dms.length === 0) {
    // Nothing to edit: the "Moved" message itself is their DM about the new class.
    const { created } = await post(render.movedDm({ ...base, remaining: [] }, locale), newKey, true);
    return { edited: 0, told: created };
  }
  const taken = new Set([from.classId, to.classId]);
  const enrolled = new Set((await tx.enrolments.listForStudent(teamId, student.uid)).map((e) => e.classId));
  const origin = await originOf(tx, teamId, from);
  let edited = 0;
  let lastKnew = was;
  for (const dm of dms) {
    const subject = subjectOf(dm.dedupeKey);
    const remaining =
      "seriesId" in subject
        ? await stillAhead(tx, { teamId, student, now: input.now }, subject.seriesId, taken, enrolled)
        : [];
    lastKnew = input.summarize(await firstToldOf(tx, teamId, dm, from, origin));
    const message = render.movedDm({ ...base, from: lastKnew, remaining }, locale);
    const cause = `move:${from.classId}`;
    if (await queueDmEdit(tx, { teamId, slackUserId: student.slackUserId, dm, message, cause })) edited += 1;
  }
  // The latest DM about it is the one later changes of the new class edit.
  const target = dms[dms.length - 1];
  if (target) await tx.outbox.addAlias(teamId, newKey, target.dedupeKey);
  const notice = render.movedNotice(
    { from: lastKnew, to: input.summarize(to), by: input.by, withLink: link.link !== null },
    locale,
  );
  const { created } = await post(notice, `class-moved:${from.classId}:${student.uid}`, false);
  return { edited, told: created };
}

/** The first class of a move chain `from` belongs to (itself when it was never moved). */
async function originOf(tx: StoreTransaction, teamId: string, from: ClassRecord): Promise<ClassRecord> {
  const origin = (await tx.calendarFeeds.origins(teamId, [from.classId])).get(from.classId);
  if (!origin || origin.originClassId === from.classId) return from;
  return (await tx.classes.get(teamId, origin.originClassId)) ?? from;
}

/**
 * The class at the time the student was first told of, for "Moved: <that> → <now>" (issue 30 §4): a
 * class moved twice reads from what the student knew, not from the time in between. A single-class DM
 * names its class in its key (the class of the chain it was sent about); a series DM sent before the
 * chain's first move knew its first class, one sent later knew the class in between (`from`). (A chain
 * of three moves with the DM sent between the first two reads from `from`: the classes in between are
 * not kept.)
 */
async function firstToldOf(
  tx: StoreTransaction,
  teamId: string,
  dm: OutboxMessage,
  from: ClassRecord,
  origin: ClassRecord,
): Promise<ClassRecord> {
  const subject = subjectOf(dm.dedupeKey);
  if ("classId" in subject) {
    if (subject.classId === from.classId) return from;
    return (await tx.classes.get(teamId, subject.classId)) ?? from;
  }
  const originMovedAt = origin.cancelledAt;
  return origin !== from && originMovedAt != null && originMovedAt >= dm.createdAt ? origin : from;
}
