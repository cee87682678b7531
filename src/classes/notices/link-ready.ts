/**
 * Recording switched on for classes whose students were already told about them (the "your link will
 * follow" DM, or a series DM whose unrecorded dates had no button): that DM is edited (chat.update
 * through the outbox) to carry the Join button, and the student gets one short notification pointing
 * to it, since an edit makes no sound. Never a second DM with the link: a later cancel, move or end
 * then edits the one message there is. Classes no DM speaks of still get a new live link DM
 * (live-links.ts), as for a student added without "send each new student their live link".
 */
import { enqueueDm, type GroupAbout, type RenderedMessage } from "../../delivery/index.js";
import type { Locale } from "../../i18n/locale.js";
import type { ClassRecord, OutboxMessage, StoreTransaction } from "../../store/index.js";
import { type ClassSummary, classSummarizer } from "../classes-list.js";
import { studentLinksFor } from "../student-links.js";
import { liveLinkDmsAbout, queueDmEdit, subjectOf } from "./dm-edits.js";
import { type NoticeDeps, recipientLocale } from "./recipient.js";
import { pointSeriesDmsAhead } from "./series-dm.js";

export interface LinkReadyInput {
  readonly teamId: string;
  readonly uid: string;
  /** The classes whose recording was just switched on and for which the student has no link yet. */
  readonly classIds: readonly number[];
  /** Names the action (the job): a retry edits and notifies nothing twice. */
  readonly requestId: string;
  /** Unix seconds: a series DM ticks the dates over by then. */
  readonly now: number;
  /** The teacher who switched recording on: the notification joins their summary group. */
  readonly group?: { readonly group: string; readonly notifySlackUserId: string } | undefined;
}

/** The enrolment time a live link DM key ends with (`-` when none was known). */
function enrolledAtOf(dedupeKey: string): number | undefined {
  const last = dedupeKey.split(":").at(-1) ?? "";
  return /^\d+$/.test(last) ? Number(last) : undefined;
}

/** One live link DM of the student's current enrolment and the given classes it speaks of. */
export interface CurrentDm {
  readonly dm: OutboxMessage;
  readonly subject: { readonly classId: number } | { readonly seriesId: string };
  readonly about: readonly ClassRecord[];
}

/**
 * The student's live link DMs about `classIds` (those not deleted), each with the classes it speaks
 * of; only the DMs of the student's current enrolment: an older one says what its removal made it say.
 */
export async function currentLiveLinkDms(
  tx: StoreTransaction,
  teamId: string,
  uid: string,
  classIds: readonly number[],
): Promise<{ readonly classes: readonly ClassRecord[]; readonly dms: readonly CurrentDm[] }> {
  const found = await Promise.all(classIds.map((id) => tx.classes.get(teamId, id)));
  const classes = found.filter((c): c is ClassRecord => c !== undefined && !c.deleted);
  const enrolledAts = new Set((await tx.enrolments.listForStudent(teamId, uid)).map((e) => e.addedAt));
  const dms: CurrentDm[] = [];
  for (const dm of await liveLinkDmsAbout(tx, teamId, uid, classes)) {
    const subject = subjectOf(dm.dedupeKey);
    const at = enrolledAtOf(dm.dedupeKey);
    if (at !== undefined && !enrolledAts.has(at)) continue;
    const about = classes.filter((c) =>
      "classId" in subject ? c.classId === subject.classId : c.seriesId === subject.seriesId,
    );
    if (about.length > 0) dms.push({ dm, subject, about });
  }
  return { classes, dms };
}

/**
 * Rewrites, in `tx`, each of the student's current live link DMs as its classes stand now: a series DM
 * once per series (only the dates whose recording changed change), a single class's DM with its link
 * (or, `recordingOff`, saying the class will not be streamed). `cause` names the change, so a retry
 * edits each DM once.
 */
export async function rewriteCurrentDms(
  tx: StoreTransaction,
  notices: NoticeDeps,
  input: {
    readonly teamId: string;
    readonly uid: string;
    readonly slackUserId: string;
    readonly dms: readonly CurrentDm[];
    readonly now: number;
    readonly cause: string;
    readonly locale: Locale;
    readonly recordingOff?: boolean;
  },
): Promise<void> {
  const { teamId, uid, now, cause } = input;
  const seriesDone = new Set<string>();
  for (const { dm, subject, about } of input.dms) {
    if ("seriesId" in subject) {
      const [cls] = about;
      if (!cls || seriesDone.has(subject.seriesId)) continue;
      seriesDone.add(subject.seriesId);
      await pointSeriesDmsAhead(tx, notices, { cls, studentUids: [uid], now, cause });
      continue;
    }
    const { students } = await studentLinksFor(tx, {
      teamId,
      classIds: [subject.classId],
      studentUids: [uid],
    });
    const links = students[0]?.classes ?? [];
    if (links.length === 0) continue;
    const message = notices.noticeRenderer.liveLinkDm(
      links,
      { now, ...(input.recordingOff ? { recordingOff: true } : {}) },
      input.locale,
    );
    await queueDmEdit(tx, { teamId, slackUserId: input.slackUserId, dm, message, cause });
  }
}

/**
 * Rewrites the student's DMs (rewriteCurrentDms) and queues the one short notification pointing to
 * them (an edit makes no sound), naming the classes those DMs speak of, in the acting teacher's
 * summary group. Returns those classes, in date order, and whether the notification was queued now.
 */
export async function editAndPoint(
  tx: StoreTransaction,
  notices: NoticeDeps,
  input: Parameters<typeof rewriteCurrentDms>[2] & {
    readonly classes: readonly ClassRecord[];
    readonly notice: (classes: readonly ClassSummary[]) => RenderedMessage;
    readonly dedupeKey: string;
    readonly group?: { readonly group: string; readonly notifySlackUserId: string } | undefined;
  },
): Promise<{ readonly classes: readonly ClassRecord[]; readonly created: boolean }> {
  await rewriteCurrentDms(tx, notices, input);
  const covered = new Set(input.dms.flatMap((d) => d.about.map((c) => c.classId)));
  const classes = input.classes
    .filter((c) => covered.has(c.classId))
    .sort((a, b) => a.beginTime - b.beginTime);
  const summarize = await classSummarizer(tx, input.teamId);
  const notice = input.notice(classes.map(summarize));
  const about: GroupAbout = {
    name: classes[0]?.name ?? "",
    classes: classes.length,
    link: input.recordingOff !== true,
  };
  const { created } = await enqueueDm(tx, {
    teamId: input.teamId,
    channel: input.slackUserId,
    text: notice.text,
    ...(notice.blocks === undefined ? {} : { blocks: notice.blocks }),
    dedupeKey: input.dedupeKey.slice(0, 200),
    ...(input.group ? { ...input.group, groupLabel: about } : {}),
  });
  return { classes, created };
}

/**
 * Edits, in `tx`, the student's DMs about `classIds` to carry their new links and queues the one
 * notification. Returns the classes those DMs speak of (the rest still need a new DM) and whether the
 * notification was queued now.
 */
export async function editDmsForLinks(
  tx: StoreTransaction,
  notices: NoticeDeps,
  input: LinkReadyInput,
): Promise<{ readonly covered: ReadonlySet<number>; readonly notified: boolean }> {
  const { teamId, uid } = input;
  const { classes, dms } = await currentLiveLinkDms(tx, teamId, uid, input.classIds);
  const covered = new Set(dms.flatMap((d) => d.about.map((c) => c.classId)));
  if (dms.length === 0) return { covered, notified: false };
  const cause = `recording:${input.requestId}`;
  const person = await tx.people.findByUid(teamId, uid);
  if (!person) return { covered: new Set(), notified: false };
  const locale = await recipientLocale(tx, notices, teamId, person.slackUserId);
  const { classes: ready, created } = await editAndPoint(tx, notices, {
    teamId,
    uid,
    slackUserId: person.slackUserId,
    classes,
    dms,
    now: input.now,
    cause,
    locale,
    notice: (summaries) => notices.noticeRenderer.linkReady({ classes: summaries }, locale),
    dedupeKey: `notice:link-ready:${input.requestId}:${uid}`,
    group: input.group,
  });
  for (const c of ready) await tx.studentLinks.markLinked(teamId, c.classId, [uid]);
  return { covered, notified: created };
}
