/**
 * Right after a class ends: the teacher gets one summary (who opened their Join link, who did not, a
 * "Rate students" button) and, when replay is on, each student one "Replay is available" DM with their
 * personal link. It is a durable timed job (docs/jobs.md): committed with the class, due at its end,
 * run once by whichever instance comes first, still run after a restart that missed the moment. Its key
 * `<class id>:<end time>` names the class as it was scheduled, so a moved class is a new job and the
 * old one finds the end time changed and says nothing.
 */
import { dmDedupeKey, enqueueDm, enqueueJob, type JobHandler } from "../../delivery/index.js";
import type { Logger } from "../../logger.js";
import type { ClassRecord, Store, StoreTransaction } from "../../store/index.js";
import { editClassCards } from "../class-cards.js";
import { type ClassSummary, classSummarizer } from "../classes-list.js";
import { recentClassDaysOf } from "../recent-classes.js";
import { studentLinksFor } from "../student-links.js";
import { endLiveLinkDms } from "./ended-dm.js";
import { type NoticeDeps, recipientLocale, recipientLocales } from "./recipient.js";
import { pointSeriesDmsAhead } from "./series-dm.js";

/** The job kind (without the `job:` prefix). */
export const CLASS_ENDED_JOB = "class-ended";

export interface ClassEndedPayload {
  readonly classId: number;
  /** The end time the job was scheduled for: a class moved since has its own job. */
  readonly endTime: number;
}

/** What the teacher's summary says: facts only, worded by the renderer. */
export interface ClassEndedSummary {
  readonly cls: ClassSummary;
  /** Students who clicked their Join button, by name. */
  readonly joined: readonly string[];
  readonly notJoined: readonly string[];
  /** How many days the class can still be rated. */
  readonly rateDays: number;
  /** Whether the students were sent a replay link. */
  readonly replay: boolean;
}

/** Commits the class's end-of-class job (in the transaction that stores the class, or the store). */
export async function scheduleClassEnded(
  tx: Pick<StoreTransaction, "outbox">,
  cls: Pick<ClassRecord, "teamId" | "classId" | "endTime">,
): Promise<boolean> {
  const payload: ClassEndedPayload = { classId: cls.classId, endTime: cls.endTime };
  const { created } = await enqueueJob(tx, {
    teamId: cls.teamId,
    kind: CLASS_ENDED_JOB,
    key: `${cls.classId}:${cls.endTime}`,
    payload,
    notBefore: cls.endTime,
  });
  return created;
}

/**
 * At startup: upcoming classes stored before the jobs existed get theirs. Enqueueing is idempotent
 * (the key), so classes that have one are left as they are. Returns how many were added.
 */
export async function scheduleMissingClassEnded(store: Store, now: number): Promise<number> {
  let added = 0;
  for (const workspace of await store.workspaces.list()) {
    const upcoming = await store.classes.listUpcoming(workspace.teamId, { now, limit: 1000 });
    for (const cls of upcoming) if (await scheduleClassEnded(store, cls)) added += 1;
  }
  return added;
}

export interface ClassEndedDeps extends NoticeDeps {
  readonly store: Store;
  readonly logger?: Pick<Logger, "info">;
  /** Unix seconds (the app's clock): a job run late still marks every class ended by now as done. */
  readonly now?: () => number;
}

/** The teacher's summary and the replay DMs, queued with the job's completion (told exactly once). */
export function classEndedHandler(deps: ClassEndedDeps): JobHandler {
  return async (job) => {
    const { classId, endTime } = job.payload as ClassEndedPayload;
    const cls = await deps.store.classes.get(job.teamId, classId);
    if (!cls || cls.deleted || cls.endTime !== endTime) {
      deps.logger?.info({ jobId: job.id, classId }, "class ended: class gone or moved, nothing to say");
      return {};
    }
    const now = Math.max(endTime, deps.now?.() ?? 0);
    return { commit: (tx) => queueAfterClass(tx, deps, cls, now) };
  };
}

async function queueAfterClass(tx: StoreTransaction, notices: NoticeDeps, cls: ClassRecord, now: number) {
  const renderer = notices.noticeRenderer;
  const { teamId, classId } = cls;
  const [students, links, teacher, summarize, rateDays] = await Promise.all([
    tx.enrolments.listForClass(teamId, classId),
    tx.studentLinks.listForClass(teamId, classId),
    tx.people.findByUid(teamId, cls.teacherUid),
    classSummarizer(tx, teamId),
    recentClassDaysOf(tx, teamId),
  ]);
  const opened = new Set(links.filter((l) => l.opens > 0).map((l) => l.studentUid));
  const replay = cls.record && cls.replay;
  // Cards in channels say "Ended", or show the series' next class.
  await editClassCards(tx, renderer, { teamId, classes: [cls], cause: `ended:${classId}`, now });
  // A class nobody was in has nothing to report and no one to rate.
  if (students.length === 0) return;
  if (teacher?.slackUserId) {
    const summary = renderer.classEndedSummary(
      {
        cls: summarize(cls),
        joined: students.filter((s) => opened.has(s.studentUid)).map((s) => s.studentName),
        notJoined: students.filter((s) => !opened.has(s.studentUid)).map((s) => s.studentName),
        rateDays,
        replay,
      },
      await recipientLocale(tx, notices, teamId, teacher.slackUserId),
    );
    await enqueueDm(tx, {
      teamId,
      channel: teacher.slackUserId,
      text: summary.text,
      blocks: summary.blocks,
      dedupeKey: dmDedupeKey("after-class", `${classId}.${cls.endTime}`, teacher.slackUserId),
    });
  }
  // Each student's series DM now points at their next class (or says the series is over); a single
  // class's DM says it ended, with no Join button (the replay's when it has one).
  await pointSeriesDmsAhead(tx, notices, { cls, studentUids: students.map((s) => s.studentUid), now });
  await endLiveLinkDms(tx, notices, { cls, studentUids: students.map((s) => s.studentUid) });
  if (!replay) return;
  const { students: withLinks } = await studentLinksFor(tx, {
    teamId,
    classIds: [classId],
    studentUids: students.map((s) => s.studentUid),
  });
  const locales = await recipientLocales(
    tx,
    notices,
    teamId,
    withLinks.map((s) => s.slackUserId),
  );
  for (const s of withLinks) {
    const [link] = s.classes;
    // The link is only ever the button's URL (docs/students.md); no link, nothing to offer.
    if (!link?.link) continue;
    const message = renderer.replayAvailable(link, locales(s.slackUserId));
    await enqueueDm(tx, {
      teamId,
      channel: s.slackUserId,
      text: message.text,
      blocks: message.blocks,
      dedupeKey: dmDedupeKey("replay", classId, s.uid),
    });
  }
}
