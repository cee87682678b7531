/**
 * Moving a class to a new time (issue 17 §3, docs/cancel.md "Move"). The class service cannot change
 * a class's time, so a move is a new class (same course, teacher, assistant, seats, HD, recording,
 * series) made with a unique identity derived from the job, the same students enrolled in it, then the
 * old class emptied and cancelled as a cancel does. Each student gets one message: their live link DM
 * edited ("Moved: old → new" with the new class's Join button) and one pointer to it, never a cancel
 * notice nor "You are in a class" (notices/moved-dms.ts). A later attempt finds the new class by its identity, and the
 * partner's "already so" (166 in the class, 167 not in it) means done, so a move happens once.
 */

import {
  Errno,
  outcomeUnknown,
  type PartnerClient,
  PartnerError,
  SETTINGS_FROZEN_BEFORE_START_SECONDS,
} from "../partner/index.js";
import type { ClassRecord, StoreTransaction } from "../store/index.js";
import { type Actor, type ClassRefusal, classAccess } from "./actor.js";
import { affectedPeople } from "./affected-people.js";
import { changedBy, movedBy } from "./cancelled-by.js";
import { type ClassSummary, classSummarizer } from "./classes-list.js";
import type { ClassesDeps } from "./deps.js";
import { NOTHING_STORED, type Notices, type StoredChange } from "./notices/notices.js";
import type { ChangedBy } from "./notices/renderer.js";
import { planStaffReminder } from "./notices/staff-reminders.js";
import { chunks, PARTNER_CALLS_AT_ONCE, STUDENTS_PER_CALL, studentsSo } from "./partner-batch.js";
import { inCourse, mapBounded, type NotDone, partnerFailureOf, refusal } from "./partner-failure.js";
import {
  type MadeClass,
  type NewClassSettings,
  newClassFields,
  storeMadeClass,
  uniqueIdentity,
} from "./schedule/create.js";
import { FORM_START_LEAD_SECONDS } from "./schedule/plan.js";
import { type SettingsLocked, settingsLockedReason } from "./settings-freeze.js";

export const MOVE_JOB = "move";

export interface MoveRequest {
  readonly classId: number;
  readonly name: string;
  /** Unix seconds. */
  readonly beginTime: number;
  readonly endTime: number;
}

/** Minutes before its start from which the class service refuses changes to a class. */
export const MOVE_FROZEN_MINUTES = SETTINGS_FROZEN_BEFORE_START_SECONDS / 60;
/** The least lead, in minutes, a new time needs (the scheduling form's). */
export const MOVE_LEAD_MINUTES = FORM_START_LEAD_SECONDS / 60;

/** Why a class cannot be moved now: over, in session, or within MOVE_FROZEN_MINUTES of its start. */
export type MoveLocked = SettingsLocked;

/** Why a class cannot be moved now: the partner refuses changes within 20 minutes of its start. */
export function moveLockedReason(cls: ClassRecord, now: number): MoveLocked | null {
  return settingsLockedReason(cls, now);
}

/** What is wrong with a new time: sooner than MOVE_LEAD_MINUTES, or ending before it begins. */
export type NewTimeProblem = "too-soon" | "no-duration";

/** The new time: not in the past, with the scheduling form's lead. */
export function newTimeProblem(beginTime: number, endTime: number, now: number): NewTimeProblem | null {
  if (beginTime < now + FORM_START_LEAD_SECONDS) return "too-soon";
  if (endTime <= beginTime) return "no-duration";
  return null;
}

/** Why a move was refused before anything was sent: facts the view words in the reader's language. */
export type MoveRefusal =
  | { readonly why: "access"; readonly refusal: ClassRefusal }
  | { readonly why: "locked"; readonly locked: MoveLocked }
  | { readonly why: "new-time"; readonly problem: NewTimeProblem }
  | { readonly why: "gone" };

export type MoveCheck =
  | { readonly ok: true; readonly cls: ClassRecord; readonly students: number }
  | { readonly ok: false; readonly refused: MoveRefusal };

/** Before anything is sent (the form opening, its submit). */
export async function checkMove(
  deps: Pick<ClassesDeps, "store" | "clock">,
  actor: Actor,
  classId: number,
): Promise<MoveCheck> {
  const access = await classAccess(deps.store, actor, "move", classId);
  if (!access.ok) return { ok: false, refused: { why: "access", refusal: access.refusal } };
  const locked = moveLockedReason(access.cls, deps.clock());
  if (locked) return { ok: false, refused: { why: "locked", locked } };
  const students = (await deps.store.enrolments.listForClass(actor.teamId, classId)).length;
  return { ok: true, cls: access.cls, students };
}

export interface MoveReport {
  readonly refused: MoveRefusal | null;
  /** The old class was moved (or cancelled) already: nothing more done. */
  readonly alreadyDone: boolean;
  readonly from: ClassSummary | null;
  readonly to: ClassRecord | null;
  readonly students: number;
  /** Why the move is not complete (the new class may exist); null when done. */
  readonly why: NotDone | null;
  readonly unconfirmed: number;
  /** The old class's labels could not be set on the new one (the move itself is done): why. */
  readonly labelsNotCopied?: NotDone;
}

export interface MoveRun {
  readonly report: MoveReport;
  /**
   * Stores the move with its notices: run it in the job's completing transaction; its after-commit
   * work (the old class's reminders deleted, the new class's scheduled, the worker woken) once that
   * committed.
   */
  commit(tx: StoreTransaction): Promise<StoredChange>;
}

/** What the move stored, for its notices (`moveNotices`). */
export interface StoredMove {
  readonly teamId: string;
  /** The old class, as it was before the move. */
  readonly from: ClassRecord;
  /** The new class, at the new time. */
  readonly to: ClassRecord;
  /** The students moved with it. */
  readonly studentUids: readonly string[];
  readonly by: ChangedBy;
  /** The Slack user who moved it: told once of the new DMs that could not be sent. */
  readonly movedByUserId: string;
}

const nothing = { commit: async () => NOTHING_STORED };

/** The new class's identity: one per job (team, person, old class, new times). */
export function moveIdentity(teamId: string, jobKey: string): string {
  return uniqueIdentity(teamId, `move:${jobKey}`, 0);
}

export async function runMove(
  deps: ClassesDeps,
  actor: Actor,
  request: MoveRequest,
  jobKey: string,
  notices: Notices<StoredMove>,
): Promise<MoveRun> {
  const { store } = deps;
  const { teamId } = actor;
  const identity = moveIdentity(teamId, jobKey);
  const base = { from: null, to: null, students: 0, why: null, unconfirmed: 0 };
  const old = await store.classes.get(teamId, request.classId);
  let made = await store.classes.findByUniqueIdentity(teamId, identity);
  if (!old) return { report: { ...base, refused: { why: "gone" }, alreadyDone: false }, ...nothing };
  const summarize = await classSummarizer(store, teamId);
  const from = summarize(old);
  if (old.cancelledAt || old.deleted) {
    return { report: { ...base, from, to: made ?? null, refused: null, alreadyDone: true }, ...nothing };
  }
  const access = await classAccess(store, actor, "move", request.classId);
  if (!access.ok) {
    const refused: MoveRefusal = { why: "access", refusal: access.refusal };
    return { report: { ...base, from, refused, alreadyDone: false }, ...nothing };
  }
  const now = deps.clock();
  const lockedNow = made ? null : moveLockedReason(old, now);
  const problem = made || lockedNow ? null : newTimeProblem(request.beginTime, request.endTime, now);
  const refused: MoveRefusal | null = lockedNow
    ? { why: "locked", locked: lockedNow }
    : problem
      ? { why: "new-time", problem }
      : null;
  if (refused) return { report: { ...base, from, refused, alreadyDone: false }, ...nothing };

  const enrolled = await store.enrolments.listForClass(teamId, old.classId);
  const students = await Promise.all(
    enrolled.map(async (e) => ({
      uid: e.studentUid,
      name: (await store.people.findByUid(teamId, e.studentUid))?.displayName ?? e.studentUid,
    })),
  );
  const fail = (why: NotDone, unconfirmed = 0): MoveRun => ({
    report: {
      ...base,
      from,
      to: made ?? null,
      students: students.length,
      refused: null,
      alreadyDone: false,
      why,
      unconfirmed,
    },
    ...nothing,
  });
  const client = await deps.partners.forWorkspace(teamId);
  if (!client) return fail({ reason: "not-connected" });

  let why: NotDone | null = null;
  let unconfirmed = 0;
  let labelsNotCopied: NotDone | undefined;
  await deps.partners.asActor(actor.userId, async () => {
    if (!made) {
      const created = await createAtPartner(client, old, request, identity);
      if ("failed" in created) {
        // A refusal about the course itself names it (the admins are told by the partner clients).
        why = inCourse(created.failed, access.course?.name);
        return;
      }
      made = await storeNewClass(deps, actor, old, request, identity, created);
    }
    const target = made;
    if (old.labelIds.length > 0 && target.labelIds.length === 0) {
      const failed = await copyLabels(client, old, target);
      if (failed === null) made = await store.classes.setLabels(teamId, target.classId, old.labelIds);
      else if (failed.reason === "unconfirmed") {
        unconfirmed += 1;
        why = failed;
        return;
      } else labelsNotCopied = failed;
    }
    const calls = chunks(students, STUDENTS_PER_CALL);
    // 166 (already in the class: an earlier attempt added them) counts as done.
    await mapBounded(calls, PARTNER_CALLS_AT_ONCE, async (chunk) => {
      const failed = await studentsSo(client, target, "add", chunk);
      if (failed?.reason === "unconfirmed") unconfirmed += chunk.length;
      if (failed && !why) why = failed;
    });
    if (why) return;
    // Only once every student is in the new class is the old one emptied.
    await mapBounded(calls, PARTNER_CALLS_AT_ONCE, async (chunk) => {
      const failed = await studentsSo(client, old, "remove", chunk);
      if (failed?.reason === "unconfirmed") unconfirmed += chunk.length;
      if (failed && !why) why = failed;
    });
  });
  const to = made as ClassRecord | null | undefined;
  if (why || !to) return fail(why ?? { reason: "no-answer" }, unconfirmed);
  return {
    report: {
      ...base,
      from,
      to,
      students: students.length,
      refused: null,
      alreadyDone: false,
      ...(labelsNotCopied ? { labelsNotCopied } : {}),
    },
    commit: (tx) => storeMove(tx, actor, old, to, students, notices),
  };
}

/** The old class's labels set on the new one: null when the service confirmed it. */
async function copyLabels(client: PartnerClient, old: ClassRecord, to: ClassRecord): Promise<NotDone | null> {
  try {
    const res = await client.addClassLabels({
      courseId: to.courseId,
      classList: [{ classId: to.classId, classLabelId: [...old.labelIds], customColumn: String(to.classId) }],
    });
    const entry = res.entries[0];
    if (!entry) return { reason: "no-answer" };
    return entry.ok ? null : refusal("addClassLabels", entry);
  } catch (err) {
    if (outcomeUnknown(err)) return { reason: "unconfirmed" };
    return partnerFailureOf(err) ?? { reason: "unexpected" };
  }
}

/** The new class's settings: the old class's, at the new time and name. */
function movedSettings(old: ClassRecord, request: MoveRequest): NewClassSettings {
  return {
    name: request.name,
    beginTime: request.beginTime,
    endTime: request.endTime,
    teacherUid: old.teacherUid,
    assistantUid: old.assistantUid,
    folderId: old.folderId,
    seats: old.seatNum,
    isHd: old.isHd,
    record: old.record,
    live: old.live,
    replay: old.replay,
    autoEnter: old.isAutoOnstage,
    intro: old.introduce,
  };
}

type Created = MadeClass;

async function createAtPartner(
  client: PartnerClient,
  old: ClassRecord,
  request: MoveRequest,
  identity: string,
): Promise<Created | { failed: NotDone }> {
  try {
    const r = await client.addCourseClass({
      courseId: old.courseId,
      ...newClassFields(movedSettings(old, request), identity),
    });
    return { classId: r.classId, liveUrl: r.liveUrl, errno: Errno.ok };
  } catch (err) {
    // 280/281/824: the class exists, a part of it (recording, intro) did not work.
    const data =
      err instanceof PartnerError ? (err.data as { classId?: number; liveUrl?: string | null }) : undefined;
    if (err instanceof PartnerError && data?.classId) {
      return { classId: data.classId, liveUrl: data.liveUrl ?? null, errno: err.errno };
    }
    if (outcomeUnknown(err)) return { failed: { reason: "unconfirmed" } };
    return { failed: partnerFailureOf(err) ?? { reason: "unexpected" } };
  }
}

async function storeNewClass(
  deps: ClassesDeps,
  actor: Actor,
  old: ClassRecord,
  request: MoveRequest,
  identity: string,
  created: Created,
): Promise<ClassRecord> {
  const { record, fresh } = await storeMadeClass(deps.store, actor.teamId, {
    courseId: old.courseId,
    settings: movedSettings(old, request),
    made: created,
    identity,
    // An occurrence of a series moved alone stays part of it.
    seriesId: old.seriesId,
    createdBy: actor.userId,
  });
  if (!fresh) return record;
  const teacher = await deps.store.people.findByUid(actor.teamId, old.teacherUid);
  if (teacher) await planStaffReminder(deps.store, record, teacher.slackUserId);
  return record;
}

/**
 * With the job's completion: the students enrolled in the new class, the old class emptied and
 * cancelled, the notices called with the move (cards, each student's DM edited "Moved: old → new"
 * with the new link, one pointer DM each), one audit entry. Nothing when another job moved or cancelled the old class
 * first.
 */
async function storeMove(
  tx: StoreTransaction,
  actor: Actor,
  old: ClassRecord,
  to: ClassRecord,
  students: readonly { uid: string; name: string }[],
  notices: Notices<StoredMove>,
): Promise<StoredChange> {
  const { teamId } = actor;
  const now = await tx.classes.get(teamId, old.classId);
  if (!now || now.cancelledAt) return NOTHING_STORED;
  const uids = students.map((s) => s.uid);
  await tx.enrolments.add(teamId, to.classId, students, actor.userId);
  await tx.enrolments.remove(teamId, old.classId, uids);
  await tx.studentLinks.forget(teamId, old.classId, uids);
  await tx.classes.markCancelled(teamId, old.classId, movedBy(actor.userId));
  // Calendars: the new class keeps the old one's event (same UID, a later SEQUENCE).
  const origin = (await tx.calendarFeeds.origins(teamId, [old.classId])).get(old.classId);
  await tx.calendarFeeds.setOrigin(
    teamId,
    to.classId,
    origin ?? { originClassId: old.classId, originCreatedAt: old.createdAt },
  );
  const noticed = await notices(tx, {
    teamId,
    from: old,
    to,
    studentUids: uids,
    by: changedBy(actor),
    movedByUserId: actor.userId,
  });
  await tx.audit.recordAdminChange(teamId, {
    actor: actor.userId,
    operation: "class.move",
    summary: {
      fromClassId: old.classId,
      toClassId: to.classId,
      className: to.name,
      beginTime: to.beginTime,
      students: uids.length,
      edited: noticed.edited,
      told: noticed.told,
    },
  });
  return { afterCommit: noticed.afterCommit, affected: await affectedPeople(tx, teamId, [old, to], uids) };
}
