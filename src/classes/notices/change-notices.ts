/**
 * The notices of the four changes that take students into or out of classes, each a `Notices`
 * function (notices.ts) the job row builds from its deps and hands to the use case, which calls it
 * inside the transaction that stores the change with the facts it stored:
 *
 * - `enrolmentNotices` → `runEnrolment`: each stored chunk's live link DMs, removed students' DMs edited;
 * - `recordingNotices` → `setClassVideo`: live links for students still without one; recording off edits
 *   the DMs whose Join button stopped working;
 * - `cancelNotices` → `runCancel`: cards, DM edits and one notice per student (pointing to the edited DM,
 *   or saying it all when there was none), the teacher and assistant told when someone else did it;
 * - `moveNotices` → `runMove`: cards, each student's DM edited ("Moved: old → new" with the new Join
 *   button) and one pointer to it, the teacher and assistant told when someone else did it.
 *
 * Reminders and the worker's wake come back as `afterCommit`.
 */
import { enqueueDm } from "../../delivery/index.js";
import type { ClassRecord, StoreTransaction } from "../../store/index.js";
import type { StoredCancel } from "../cancel-class.js";
import { editClassCards, moveClassCards } from "../class-cards.js";
import type { VideoStored } from "../class-video.js";
import { classSummarizer } from "../classes-list.js";
import type { ClassesDeps } from "../deps.js";
import type { StoredChunk } from "../enrol-students.js";
import type { StoredMove } from "../move-class.js";
import { editLiveLinkDms, liveLinkDmsAbout } from "./dm-edits.js";
import { byClassSet } from "./live-links.js";
import { tellStudentOfMove } from "./moved-dms.js";
import { type AfterCommitDeps, loggedAfterCommit, type Notices } from "./notices.js";
import { type NoticeDeps, recipientLocale } from "./recipient.js";
import { editStaffScheduleDms, editStaffScheduleDmsOf } from "./staff-dm-edits.js";
import {
  recordingTurnedOff,
  recordingTurnedOn,
  type StudentNotice,
  studentsAdded,
  studentsRemoved,
} from "./student-notices.js";
import { tellStaffOfChange, tellStaffOfChangeOf } from "./teacher-notices.js";

/** What the change notices write with (SlackDeps has it all). */
export type ChangeNoticeDeps = NoticeDeps & AfterCommitDeps & Pick<ClassesDeps, "clock" | "logger">;

type Notice = Pick<StudentNotice, "afterCommit">;

export interface EnrolmentNoticeInput {
  readonly teamId: string;
  /** The teacher: told once about the DMs of this action that Slack refused. */
  readonly addedBy: string;
  /** Names the action (the job): its DMs make one summary group, and are sent once however often it runs. */
  readonly requestId: string;
  /** "Send each new student their live link" was ticked. */
  readonly sendLinks: boolean;
  /** The teacher's name, for "You were removed from Algebra by Ada" (default: "your teacher", worded by the view). */
  readonly byName?: string | undefined;
}

/** With each stored chunk of an enrolment: its DMs (when `sendLinks`), removals' links forgotten. */
export function enrolmentNotices(deps: ChangeNoticeDeps, input: EnrolmentNoticeInput): Notices<StoredChunk> {
  return async (tx, stored) => {
    const notices: Notice[] = [];
    let told = 0;
    // One call per set of classes, so a student added to a series gets one DM listing its dates.
    for (const { classIds, studentUids } of byClassSet(classesJoined(stored))) {
      const added = await studentsAdded(tx, deps, {
        teamId: input.teamId,
        classIds,
        studentUids,
        addedBy: input.addedBy,
        sendLinks: input.sendLinks,
        requestId: input.requestId,
      });
      told += added.queued;
      notices.push(added);
    }
    const edited = await editRemovedDms(tx, deps, stored, input);
    for (const c of stored.classes) {
      if (c.removed.length === 0) continue;
      notices.push(
        await studentsRemoved(tx, { teamId: input.teamId, classId: c.classId, studentUids: c.removed }),
      );
    }
    return { told, edited, afterCommit: afterAll(deps, input.teamId, notices) };
  };
}

/**
 * Each removed student's live link DMs about those classes are edited ("You were removed from Algebra
 * by Ada", no Join button; a series keeps the classes still ahead of them), once per enrolment job.
 */
async function editRemovedDms(
  tx: StoreTransaction,
  deps: ChangeNoticeDeps,
  stored: StoredChunk,
  input: EnrolmentNoticeInput,
): Promise<number> {
  const removedFrom = new Map<string, number[]>();
  for (const c of stored.classes) {
    for (const uid of c.removed) removedFrom.set(uid, [...(removedFrom.get(uid) ?? []), c.classId]);
  }
  if (removedFrom.size === 0) return 0;
  const summarize = await classSummarizer(tx, input.teamId);
  const now = deps.clock();
  let edited = 0;
  for (const [uid, classIds] of removedFrom) {
    const person = await tx.people.findByUid(input.teamId, uid);
    if (!person) continue;
    const found = await Promise.all(classIds.map((id) => tx.classes.get(input.teamId, id)));
    const classes = found.filter((c): c is ClassRecord => c !== undefined);
    edited += await editLiveLinkDms(tx, deps, {
      teamId: input.teamId,
      student: { uid, slackUserId: person.slackUserId },
      classes,
      change: "removed",
      by: input.byName === undefined ? "teacher" : { name: input.byName },
      cause: `removed:${classIds[0]}:${input.requestId}`.slice(0, 120),
      now,
      summarize,
    });
  }
  return edited;
}

/**
 * With the recording switched on: a link for every student of those classes still without one, in one
 * DM per student listing the classes (a series switched at once is one DM, not one per class) and one
 * summary group for the teacher.
 */
export function recordingNotices(
  deps: ChangeNoticeDeps,
  input: Pick<EnrolmentNoticeInput, "teamId" | "addedBy" | "requestId">,
): Notices<VideoStored> {
  return async (tx, stored) => {
    const notice = await recordingTurnedOn(tx, deps, {
      teamId: input.teamId,
      classIds: stored.recordingTurnedOn,
      addedBy: input.addedBy,
      requestId: input.requestId,
      now: deps.clock(),
    });
    // Students whose Join button stops working are told, in the DM that held it.
    const off = await recordingTurnedOff(tx, deps, {
      teamId: input.teamId,
      classIds: stored.recordingTurnedOff,
      requestId: input.requestId,
      now: deps.clock(),
      group: {
        group: `recording-off:${stored.recordingTurnedOff[0]}:${input.addedBy}:${input.requestId.slice(0, 64)}`,
        notifySlackUserId: input.addedBy,
      },
    });
    // The teacher's and assistant's scheduling message says the recording the classes have now.
    const edited = await editStaffScheduleDmsOf(tx, deps, {
      teamId: input.teamId,
      classIds: stored.changed,
      cause: `video:${input.requestId}`,
    });
    // And they are told once when someone else changed them.
    const person = await tx.people.getBySlackUser(input.teamId, input.addedBy);
    await tellStaffOfChangeOf(tx, deps, {
      teamId: input.teamId,
      classIds: stored.changed,
      byUserId: input.addedBy,
      by: person ? { name: person.displayName } : "admin",
      changeKey: `video:${input.requestId}`,
      notice: { change: "video", video: stored.settings },
    });
    const notices = afterAll(deps, input.teamId, [notice, off]);
    return {
      told: notice.queued + off.told,
      edited,
      afterCommit: async () => {
        await notices();
        if (edited > 0) deps.delivery?.wake();
      },
    };
  };
}

/**
 * With the cancel: the classes' cards in channels say so (or show the series' next class); each
 * student's live link DMs about those classes are edited (no Join button) and each gets one short new
 * DM, in their own language; after the commit, the classes' reminders are deleted in Slack.
 */
export function cancelNotices(deps: ChangeNoticeDeps): Notices<StoredCancel> {
  return async (tx, stored) => {
    const { teamId, classes, by, cause, reason } = stored;
    const summarize = await classSummarizer(tx, teamId);
    const first = classes[0];
    await editClassCards(tx, deps.noticeRenderer, { teamId, classes, cause, now: deps.clock() });
    const withReason = reason === undefined ? {} : { reason };
    let told = 0;
    let edited = 0;
    for (const [uid, theirs] of stored.classesOf) {
      const person = await tx.people.findByUid(teamId, uid);
      if (!person || !first) continue;
      const theirEdits = await editLiveLinkDms(tx, deps, {
        teamId,
        student: { uid, slackUserId: person.slackUserId },
        classes: theirs,
        change: "cancelled",
        by,
        ...withReason,
        cause,
        now: deps.clock(),
        summarize,
      });
      edited += theirEdits;
      // One notification, in the student's language: when their DM about it was edited to say it all
      // (with the reason), the notice only points to it, so the same text never arrives twice.
      const hadDm = theirEdits > 0 || (await liveLinkDmsAbout(tx, teamId, uid, theirs)).length > 0;
      const calendarFile = await tx.calendarFeeds.hasFile(
        teamId,
        person.slackUserId,
        theirs.map((c) => c.classId),
      );
      const notice = deps.noticeRenderer.cancelNotice(
        { classes: theirs.map(summarize), by, ...withReason, edited: hadDm, calendarFile },
        await recipientLocale(tx, deps, teamId, person.slackUserId),
      );
      const { created } = await enqueueDm(tx, {
        teamId,
        channel: person.slackUserId,
        text: notice.text,
        ...(notice.blocks === undefined ? {} : { blocks: notice.blocks }),
        dedupeKey: `class-cancelled:${first.classId}:${uid}`,
      });
      if (created) told += 1;
    }
    // The teacher's and assistant's scheduling message, edited to the classes as they are now.
    edited += await editStaffScheduleDms(tx, deps, { teamId, classes, cause });
    // The teacher and assistant, when someone else cancelled their class (the school's own deletion too).
    await tellStaffOfChange(tx, deps, {
      teamId,
      classes,
      byUserId: stored.byUserId,
      changeKey: cause,
      notice: { change: "cancelled", classes: classes.map(summarize), by, ...withReason },
    });
    return {
      told,
      edited,
      afterCommit: loggedAfterCommit(deps, teamId, async () => {
        for (const c of classes) await deps.reminders?.cancelReminders(teamId, c.classId);
        deps.delivery?.wake();
      }),
    };
  };
}

/**
 * With the move: a card in a channel follows the class to its new time; each student gets one message
 * (moved-dms.ts): their DM about the class edited to "Moved: <old> → <new>" with the new Join button,
 * plus one short pointer to it, never "You are in a class" nor a cancel notice; after the commit, the
 * old class's reminders are deleted and the new class's scheduled.
 */
export function moveNotices(deps: ChangeNoticeDeps): Notices<StoredMove> {
  return async (tx, stored) => {
    const { teamId, from, to, by, studentUids } = stored;
    await moveClassCards(tx, deps.noticeRenderer, { teamId, from, to, now: deps.clock() });
    const summarize = await classSummarizer(tx, teamId);
    const target = summarize(to);
    const enrolledAt = new Map(
      (await tx.enrolments.listForClass(teamId, to.classId)).map((e) => [e.studentUid, e.addedAt]),
    );
    let edited = 0;
    let told = 0;
    for (const uid of studentUids) {
      const person = await tx.people.findByUid(teamId, uid);
      if (!person) continue;
      const result = await tellStudentOfMove(tx, deps, {
        teamId,
        student: { uid, slackUserId: person.slackUserId },
        from,
        to,
        by,
        enrolledAt: enrolledAt.get(uid),
        movedByUserId: stored.movedByUserId,
        now: deps.clock(),
        summarize,
      });
      edited += result.edited;
      if (result.told) told += 1;
    }
    // The teacher's and assistant's scheduling message shows the class at its new time.
    edited += await editStaffScheduleDms(tx, deps, {
      teamId,
      classes: [from],
      movedTo: to,
      cause: `move:${from.classId}`,
    });
    // The teacher and assistant, when someone else moved their class.
    await tellStaffOfChange(tx, deps, {
      teamId,
      classes: [from],
      byUserId: stored.movedByUserId,
      changeKey: `move:${from.classId}`,
      notice: { change: "moved", classes: [summarize(from)], by, to: target },
    });
    // No new link DM (the moved message carries it): the unrecorded class's notices and the reminders.
    const added = await studentsAdded(tx, deps, {
      teamId,
      classIds: [to.classId],
      studentUids,
      addedBy: stored.movedByUserId,
      sendLinks: false,
    });
    return {
      told,
      edited,
      afterCommit: loggedAfterCommit(deps, teamId, async () => {
        await deps.reminders?.cancelReminders(teamId, from.classId);
        await added.afterCommit(deps);
        deps.delivery?.wake();
      }),
    };
  };
}

/** Each notice's after-commit work in turn, each failure logged (the others still run). */
function afterAll(deps: ChangeNoticeDeps, teamId: string, notices: readonly Notice[]) {
  return async () => {
    for (const notice of notices) await loggedAfterCommit(deps, teamId, () => notice.afterCommit(deps))();
  };
}

/** The classes each student joined in this chunk (UID -> class ids). */
function classesJoined(stored: StoredChunk): Map<string, number[]> {
  const classesOf = new Map<string, number[]>();
  for (const c of stored.classes) {
    for (const s of c.added) classesOf.set(s.uid, [...(classesOf.get(s.uid) ?? []), c.classId]);
  }
  return classesOf;
}
