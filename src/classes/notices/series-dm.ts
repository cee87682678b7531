/**
 * A student's series DM has one Join button, for the next class not yet over. When a class of the
 * series ends (the class-ended job, once per class), each of its students' series DMs is edited in place
 * (chat.update through the outbox, `enqueueEdit`): past dates ticked, the button now the next class's
 * personal link, or "is over" without a button after the last. Never a second copy: a DM never sent has
 * nothing to edit, and a DM of an enrolment since removed (its `addedAt` no longer stored) is left as
 * the removal's own edit made it.
 */
import type { Locale } from "../../i18n/locale.js";
import type { ClassRecord, StoreTransaction } from "../../store/index.js";
import { wasMoved } from "../cancelled-by.js";
import { classSummarizer } from "../classes-list.js";
import { type ClassLink, studentLinksFor } from "../student-links.js";
import { liveLinkDmsAbout, queueDmEdit } from "./dm-edits.js";
import { type NoticeDeps, recipientLocale } from "./recipient.js";
import type { NoticeRenderer } from "./renderer.js";

export interface SeriesDmInput {
  /** The class that just ended. */
  readonly cls: ClassRecord;
  /** Its enrolled students. */
  readonly studentUids: readonly string[];
  /** Unix seconds: classes ended by then are done. */
  readonly now: number;
  /**
   * Names the change the edit follows (default the class's end, `class-ended:<id>.<end>`): recording
   * switched on rewrites the same DMs with their new Join links (link-ready.ts).
   */
  readonly cause?: string;
}

/** The subject of a live link DM key names a series (not a single class id). */
function aboutSeries(dedupeKey: string): boolean {
  return !/^\d+$/.test(dedupeKey.split(":")[1] ?? "");
}

/** The enrolment time a live link DM key ends with. */
function enrolledAtOf(dedupeKey: string): number | undefined {
  const last = dedupeKey.split(":").at(-1) ?? "";
  return /^\d+$/.test(last) ? Number(last) : undefined;
}

/**
 * The classes of the series cancelled from the student's first class on: a DM that said "cancelled by
 * Ada" keeps saying it when later edits point it ahead. (Their enrolments went with the cancel, so the
 * student's share is read from the series: cancelled after they were enrolled, within their dates.)
 */
async function cancelledSince(
  tx: StoreTransaction,
  cls: ClassRecord,
  mine: readonly ClassRecord[],
): Promise<ClassRecord[]> {
  const first = mine[0];
  if (!cls.seriesId || !first) return [];
  return (await tx.classes.listSeriesCancelled(cls.teamId, cls.seriesId)).filter(
    (c) => c.beginTime >= first.beginTime && !wasMoved(c),
  );
}

/**
 * The series DM after a class ended: the next class's Join button; when classes of it were cancelled,
 * the latest cancel's headline stays above the classes still ahead, as the cancel's own edit wrote it.
 */
async function seriesDm(
  tx: StoreTransaction,
  render: NoticeRenderer,
  input: { classes: readonly ClassLink[]; cancelled: readonly ClassRecord[]; now: number; locale: Locale },
) {
  const latest = input.cancelled.reduce<ClassRecord | undefined>(
    (a, c) => (a === undefined || (c.cancelledAt ?? 0) > (a.cancelledAt ?? 0) ? c : a),
    undefined,
  );
  if (!latest) return render.liveLinkDm(input.classes, { now: input.now }, input.locale);
  const byId = latest.cancelledBy ?? "school";
  const person = byId === "school" ? undefined : await tx.people.getBySlackUser(latest.teamId, byId);
  const summarize = await classSummarizer(tx, latest.teamId);
  return render.changedDm(
    {
      change: "cancelled",
      classes: input.cancelled.filter((c) => c.cancelledBy === latest.cancelledBy).map(summarize),
      by: byId === "school" ? "school" : person ? { name: person.displayName } : "admin",
      remaining: input.classes.filter((c) => c.endTime > input.now),
    },
    input.locale,
  );
}

/**
 * Queues, in `tx`, the edits of the series DMs of `cls`'s students (the class that ended, or one whose
 * recording was switched on), each as the series stands now. Returns how many.
 */
export async function pointSeriesDmsAhead(
  tx: StoreTransaction,
  notices: NoticeDeps,
  input: SeriesDmInput,
): Promise<number> {
  const { cls, now } = input;
  const { teamId, seriesId } = cls;
  if (!seriesId) return 0;
  const series = await tx.classes.listSeries(teamId, seriesId);
  let edited = 0;
  for (const uid of new Set(input.studentUids)) {
    const dms = (await liveLinkDmsAbout(tx, teamId, uid, [cls])).filter((dm) => aboutSeries(dm.dedupeKey));
    if (dms.length === 0) continue;
    const enrolments = new Map(
      (await tx.enrolments.listForStudent(teamId, uid)).map((e) => [e.classId, e.addedAt] as const),
    );
    const mine = series.filter((c) => enrolments.has(c.classId));
    const current = new Set(mine.map((c) => enrolments.get(c.classId)));
    const { students } = await studentLinksFor(tx, {
      teamId,
      classIds: mine.map((c) => c.classId),
      studentUids: [uid],
    });
    const student = students[0];
    if (!student || student.classes.length === 0) continue;
    const cancelled = await cancelledSince(tx, cls, mine);
    const locale = await recipientLocale(tx, notices, teamId, student.slackUserId);
    for (const dm of dms) {
      // A DM of an enrolment since removed keeps what the removal said.
      const enrolledAt = enrolledAtOf(dm.dedupeKey);
      if (!current.has(enrolledAt)) continue;
      const theirs = cancelled.filter((c) => enrolledAt === undefined || (c.cancelledAt ?? 0) >= enrolledAt);
      const message = await seriesDm(tx, notices.noticeRenderer, {
        classes: student.classes,
        cancelled: theirs,
        now,
        locale,
      });
      const created = await queueDmEdit(tx, {
        teamId,
        slackUserId: student.slackUserId,
        dm,
        message,
        cause: input.cause ?? `class-ended:${cls.classId}.${cls.endTime}`,
      });
      if (created) edited += 1;
    }
  }
  return edited;
}
