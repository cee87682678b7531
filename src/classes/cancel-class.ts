/**
 * Cancelling a class, or it and the later classes of its series. The partner has no delete: a cancel
 * is built from its one operation that matters here and our store (docs/cancel.md). Its students are
 * removed at the partner (chunks of 30), so their personal links stop admitting them; then, in the
 * transaction that completes the job, the class is marked cancelled (kept for the audit, gone from
 * every list) and the caller's notices (`cancelNotices`) are called with it: each student's live link
 * DM is edited to say so without a Join button and each gets one short new DM; after the commit, the
 * scheduled reminders are deleted in Slack.
 * The partner keeps an empty class in its console, which an admin can delete there.
 *
 * Run as a durable job (src/slack/features/cancel/job.ts): a later attempt asks the partner again (a student
 * already gone answers 167, which is what we want) and the store decides what is still to do, so a
 * double click, a restart or a second instance cancels once and tells each student once.
 */
import { enqueueJob, type JobPayload } from "../delivery/index.js";
import type { ClassRecord, Store, StoreTransaction } from "../store/index.js";
import { type Actor, type ClassRefusal, classAccess } from "./actor.js";
import { affectedPeople } from "./affected-people.js";
import { type ApplyTo, applyTargets, type NotChangeable, notChangeableReason } from "./apply-to.js";
import { changedBy } from "./cancelled-by.js";
import type { ClassesDeps } from "./deps.js";
import { NOTHING_STORED, type Notices, type StoredChange } from "./notices/notices.js";
import type { ChangedBy } from "./notices/renderer.js";
import { chunks, PARTNER_CALLS_AT_ONCE, STUDENTS_PER_CALL, studentsSo } from "./partner-batch.js";
import { mapBounded, type NotDone } from "./partner-failure.js";

/** The job kind (without `job:`); its row is src/slack/features/cancel/job.ts. */
export const CANCEL_JOB = "cancel";

/** "teacher": asked for in Slack; "deleted": the partner answered 212/149, the school deleted it. */
export type CancelCause = "teacher" | "deleted";

export interface CancelRequest {
  readonly classId: number;
  readonly applyTo: ApplyTo;
  readonly cause: CancelCause;
  /**
   * The course was deleted (149): the other classes of the course still to come, cancelled with
   * this one so each student is told once for all of theirs.
   */
  readonly sameCourse?: readonly number[];
  /** Why, as the canceller typed it ("school holiday"): shown to the students as typed. */
  readonly reason?: string;
}

/** A reason longer than this is cut (it goes into one line of each student's DM). */
export const CANCEL_REASON_MAX = 300;

/** The reason as it is kept: trimmed, on one line, cut to CANCEL_REASON_MAX; undefined when empty. */
export function cancelReasonOf(typed: string | null | undefined): string | undefined {
  const one = (typed ?? "").replace(/\s+/g, " ").trim().slice(0, CANCEL_REASON_MAX);
  return one === "" ? undefined : one;
}

/** The stable job key of a cancel: one job per class and scope, however often it is asked for. */
export function cancelJobKey(teamId: string, request: CancelRequest): string {
  const scope = request.sameCourse?.length ? "course" : request.applyTo;
  return `${teamId}:${request.cause}:${request.classId}:${scope}`;
}

/**
 * The partner answered that the class (212) or its course (149) is deleted: the class is marked
 * deleted (gone from lists at once) and its cancel queued in the same transaction, so its students are
 * told "cancelled by the school" and its reminders go, even if this instance stops now. A deleted
 * course takes every class of it still to come along.
 */
export async function queueCancelOfDeletedClass(
  store: Pick<Store, "transaction">,
  teamId: string,
  classId: number,
  userId: string,
  courseGone: boolean,
): Promise<void> {
  await store.transaction(async (tx) => {
    const cls = await tx.classes.get(teamId, classId);
    if (!cls) return;
    const sameCourse = courseGone
      ? (await tx.classes.listUpcoming(teamId, { courseId: cls.courseId, limit: 1000 }))
          .map((c) => c.classId)
          .filter((id) => id !== classId)
      : [];
    for (const id of [classId, ...sameCourse]) {
      const c = id === classId ? cls : await tx.classes.get(teamId, id);
      if (c && !c.deleted) await tx.classes.markDeleted(teamId, id);
    }
    if (cls.cancelledAt && sameCourse.length === 0) return;
    const request: CancelRequest = {
      classId,
      applyTo: "class",
      cause: "deleted",
      ...(sameCourse.length > 0 ? { sameCourse } : {}),
    };
    // No modal shows this job (no viewId), so it has no title either.
    const payload: JobPayload<CancelRequest> = { userId, request };
    await enqueueJob(tx, { teamId, kind: CANCEL_JOB, key: cancelJobKey(teamId, request), payload });
  });
}

/** Whether a class may be cancelled now, and what the confirmation shows. */
export type CancelCheck =
  | {
      readonly ok: true;
      readonly cls: ClassRecord;
      /** Later classes of its series that "this and all later" would cancel too (0 for a single class). */
      readonly later: number;
      readonly students: number;
    }
  | { readonly ok: false; readonly why: NotChangeable }
  | { readonly ok: false; readonly why: "access"; readonly refusal: ClassRefusal };

/** Before anything is sent: the caller may, and the class is neither in session nor over. */
export async function checkCancel(
  deps: Pick<ClassesDeps, "store" | "clock">,
  actor: Actor,
  classId: number,
): Promise<CancelCheck> {
  const access = await classAccess(deps.store, actor, "cancel", classId);
  if (!access.ok) return { ok: false, why: "access", refusal: access.refusal };
  const { cls } = access;
  const reason = notChangeableReason(cls, deps.clock());
  if (reason) return { ok: false, why: reason };
  const later = cls.seriesId
    ? (await deps.store.classes.listSeries(cls.teamId, cls.seriesId, cls.beginTime)).filter(
        (c) => c.classId !== cls.classId,
      ).length
    : 0;
  const students = (await deps.store.enrolments.listForClass(cls.teamId, cls.classId)).length;
  return { ok: true, cls, later, students };
}

export interface CancelClassOutcome {
  readonly classId: number;
  readonly className: string;
  readonly beginTime: number;
  /** Students it had (removed at the partner, told). */
  readonly students: number;
  /** null: cancelled. */
  readonly why: NotDone | null;
}

export interface CancelReport {
  readonly cause: CancelCause;
  readonly by: ChangedBy;
  /** Refused before any partner call (no access): why, for the reader's words. */
  readonly refusal?: ClassRefusal;
  /** The class was cancelled already (another click, instance or the school): nothing more done. */
  readonly alreadyCancelled: boolean;
  readonly classes: readonly CancelClassOutcome[];
  /** Students whose removal the partner may have made without saying so (ask again). */
  readonly unconfirmed: number;
}

export interface CancelRun {
  readonly report: CancelReport;
  /**
   * Stores the cancel with its notices: run it in the job's completing transaction; its after-commit
   * work (the reminders deleted in Slack, the worker woken) once that committed.
   */
  commit(tx: StoreTransaction): Promise<StoredChange>;
}

/** What the cancel stored, for its notices (`cancelNotices`): the classes it cancelled now. */
export interface StoredCancel {
  readonly teamId: string;
  /** Cancelled now, in date order (at least one). */
  readonly classes: readonly ClassRecord[];
  /** Each student's classes among them (UID → classes). */
  readonly classesOf: ReadonlyMap<string, readonly ClassRecord[]>;
  readonly by: ChangedBy;
  /** Names this cancel (`cancel:<first class id>`): the same cancel twice edits each message once. */
  readonly cause: string;
  /** The canceller's reason, as typed (absent: none given). */
  readonly reason?: string;
  /** The Slack user the cancel job reports to: the staff notices skip them (their report says it). */
  readonly byUserId: string | null;
}

const nothingToCommit = { commit: async () => NOTHING_STORED };

/** The classes to cancel, or the report that says why none. */
async function targetsOf(
  deps: ClassesDeps,
  actor: Actor,
  request: CancelRequest,
  by: ChangedBy,
): Promise<{ targets: ClassRecord[]; skipped: CancelClassOutcome[] } | CancelReport> {
  const base = { cause: request.cause, by, classes: [], unconfirmed: 0 };
  const cls = await deps.store.classes.get(actor.teamId, request.classId);
  if (request.cause === "deleted") {
    const targets: ClassRecord[] = [];
    for (const id of [request.classId, ...(request.sameCourse ?? [])]) {
      const c = id === request.classId ? cls : await deps.store.classes.get(actor.teamId, id);
      if (c && !c.cancelledAt) targets.push(c);
    }
    return targets.length > 0 ? { targets, skipped: [] } : { ...base, alreadyCancelled: true };
  }
  if (cls?.cancelledAt) return { ...base, alreadyCancelled: true };
  const access = await classAccess(deps.store, actor, "cancel", request.classId);
  if (!access.ok) return { ...base, refusal: access.refusal, alreadyCancelled: false };
  const { targets, skipped } = await applyTargets(deps.store, access.cls, request.applyTo, deps.clock());
  return {
    targets,
    skipped: skipped.map((s) => ({
      classId: s.cls.classId,
      className: s.cls.name,
      beginTime: s.cls.beginTime,
      students: 0,
      why: { reason: s.reason },
    })),
  };
}

/**
 * Removes the students of each class at the partner and returns what to store. A class is cancelled
 * only when every one of its students is confirmed gone (a class the partner deleted needs no call).
 */
export async function runCancel(
  deps: ClassesDeps,
  actor: Actor,
  request: CancelRequest,
  notices: Notices<StoredCancel>,
): Promise<CancelRun> {
  const by: ChangedBy = request.cause === "deleted" ? "school" : changedBy(actor);
  const found = await targetsOf(deps, actor, request, by);
  if (!("targets" in found)) return { report: found, ...nothingToCommit };
  const { store } = deps;
  const students = new Map<number, string[]>();
  for (const c of found.targets) {
    students.set(
      c.classId,
      (await store.enrolments.listForClass(actor.teamId, c.classId)).map((e) => e.studentUid),
    );
  }
  const why = new Map<number, NotDone>();
  let unconfirmed = 0;
  if (request.cause === "teacher") {
    const client = await deps.partners.forWorkspace(actor.teamId);
    const calls = found.targets.flatMap((cls) =>
      chunks(students.get(cls.classId) ?? [], STUDENTS_PER_CALL).map((uids) => ({ cls, uids })),
    );
    await deps.partners.asActor(actor.userId, () =>
      mapBounded(calls, PARTNER_CALLS_AT_ONCE, async ({ cls, uids }) => {
        if (!client) {
          why.set(cls.classId, { reason: "not-connected" });
          return;
        }
        // 167 (not in the class: an earlier attempt removed them) and a class gone are what a cancel wants.
        const failed = await studentsSo(
          client,
          cls,
          "remove",
          uids.map((uid) => ({ uid })),
        );
        if (failed === null) return;
        if (failed.reason === "unconfirmed") unconfirmed += uids.length;
        if (!why.has(cls.classId) || failed.reason !== "unconfirmed") why.set(cls.classId, failed);
      }),
    );
  }
  const outcomes: CancelClassOutcome[] = [
    ...found.skipped,
    ...found.targets.map((c) => ({
      classId: c.classId,
      className: c.name,
      beginTime: c.beginTime,
      students: students.get(c.classId)?.length ?? 0,
      why: why.get(c.classId) ?? null,
    })),
  ].sort((a, b) => a.beginTime - b.beginTime);
  const cancel = found.targets.filter((c) => !why.has(c.classId));
  const report: CancelReport = {
    cause: request.cause,
    by,
    alreadyCancelled: false,
    classes: outcomes,
    unconfirmed,
  };
  return { report, commit: (tx) => storeCancel(tx, actor, request, by, cancel, notices) };
}

/**
 * In the job's completing transaction: each class marked cancelled (unless another job did it first),
 * its enrolments and links dropped as the partner's are, the notices called with what was cancelled
 * (cards, each student's DMs edited and one notice), and one audit entry.
 */
async function storeCancel(
  tx: StoreTransaction,
  actor: Actor,
  request: CancelRequest,
  by: ChangedBy,
  classes: readonly ClassRecord[],
  notices: Notices<StoredCancel>,
): Promise<StoredChange> {
  const { teamId } = actor;
  const classesOf = new Map<string, ClassRecord[]>();
  const done: ClassRecord[] = [];
  for (const c of classes) {
    const now = await tx.classes.get(teamId, c.classId);
    if (!now || now.cancelledAt) continue;
    const uids = (await tx.enrolments.listForClass(teamId, c.classId)).map((e) => e.studentUid);
    await tx.enrolments.remove(teamId, c.classId, uids);
    // Their calendar feeds show the class cancelled rather than losing it.
    await tx.calendarFeeds.rememberCancelled(teamId, c.classId, uids);
    await tx.studentLinks.forget(teamId, c.classId, uids);
    await tx.classes.markCancelled(
      teamId,
      c.classId,
      by === "school" ? "school" : actor.userId,
      request.reason,
    );
    for (const uid of uids) classesOf.set(uid, [...(classesOf.get(uid) ?? []), c]);
    done.push(c);
  }
  const first = done[0];
  if (!first) return NOTHING_STORED;
  const noticed = await notices(tx, {
    teamId,
    classes: done,
    classesOf,
    by,
    cause: `cancel:${first.classId}`,
    // Whoever the job reports to (who asked, or whose call found the class deleted) is not told twice.
    byUserId: actor.userId,
    ...(request.reason === undefined ? {} : { reason: request.reason }),
  });
  await tx.audit.recordAdminChange(teamId, {
    actor: by === "school" ? "system" : actor.userId,
    operation: "class.cancel",
    summary: {
      cause: request.cause,
      classIds: done.map((c) => c.classId),
      // The count the audit page says: the store keeps the first 50 ids of a longer list.
      count: done.length,
      className: first.name,
      students: classesOf.size,
      told: noticed.told,
      // As typed: the audit page shows it (escaped there, as every name is).
      ...(request.reason === undefined ? {} : { reason: request.reason }),
    },
  });
  return {
    afterCommit: noticed.afterCommit,
    affected: await affectedPeople(tx, teamId, done, classesOf.keys()),
  };
}
