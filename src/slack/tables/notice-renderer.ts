/**
 * The notices of `src/classes/notices` as Slack messages: the renderer main.ts passes to the use cases
 * (and the reminder planner), so they decide who is told what and when, and these views how it reads.
 */
import type { NoticeRenderer, ScheduledNow } from "../../classes/notices/renderer.js";
import type { ScheduleOutcome } from "../../classes/schedule/create.js";
import { type Locale, type T, translator } from "../../i18n/index.js";
import { courseAllowedMessage, courseRefusedMessage } from "../features/admin/courses/notices.js";
import { classEventsQuietMessage } from "../features/admin/events/quiet-dm.js";
import { endedDmMessage } from "../features/after-class/ended-dm.js";
import { classEndedMessage, replayMessage } from "../features/after-class/summary.js";
import { classCardMessage } from "../features/cards/view.js";
import { cancelNoticeMessage, changedDmMessage } from "../features/link/changed-dm.js";
import { linkReadyMessage, recordingOffMessage } from "../features/link/link-ready.js";
import { staffChangeMessage } from "../features/link/staff-change.js";
import { movedDmMessage, movedNoticeMessage } from "../features/move/moved-dm.js";
import {
  type ScheduleResultInput,
  scheduleProblemWords,
  scheduleResultMessage,
} from "../features/schedule/result.js";
import { liveLinkMessage, reminderMessage } from "../lib/blocks/live-link.js";

/** The result in the reader's language: the teacher's or the assistant's, whoever scheduled. */
function scheduleResult(
  outcome: ScheduleOutcome,
  locale: Locale,
  reader: "teacher" | "assistant" = "teacher",
) {
  const t = translator(locale);
  return scheduleResultMessage({ ...resultInput(outcome, t), forAssistant: reader === "assistant" }, t);
}

function resultInput({ plan, results }: ScheduleOutcome, t: T): ScheduleResultInput {
  return {
    name: plan.name,
    courseName: plan.course.name,
    teacherSlackUserId: plan.teacher.slackUserId,
    assistantSlackUserId: plan.assistant?.slackUserId ?? null,
    createdBy: plan.createdBy,
    seats: plan.seats,
    isHd: plan.isHd,
    record: plan.record,
    live: plan.live,
    replay: plan.replay,
    liveUrl: results.find((r) => r.record?.liveUrl)?.record?.liveUrl ?? null,
    weekly: plan.weekly,
    timeZone: plan.timeZone,
    classes: results.map((r) => ({
      beginTime: r.beginTime,
      endTime: r.endTime,
      status: r.status,
      classId: r.record?.classId ?? null,
      problem: scheduleProblemWords(r, t),
    })),
  };
}

/** The scheduling message as its classes are now (edited after a change). */
function scheduledNow(input: ScheduledNow, locale: Locale) {
  const t = translator(locale);
  return scheduleResultMessage(
    {
      ...input,
      classes: input.classes.map((c) => ({
        beginTime: c.beginTime,
        endTime: c.endTime,
        status: c.cancelled ? "cancelled" : "created",
        classId: c.classId,
        problem: null,
        ...(c.cancelReason === undefined ? {} : { reason: c.cancelReason }),
      })),
    },
    t,
  );
}

export const slackNoticeRenderer: NoticeRenderer = {
  liveLinkDm: (classes, options, locale) => liveLinkMessage(classes, { ...options, t: translator(locale) }),
  reminder: (cls, minutes, locale) => reminderMessage(cls, minutes, translator(locale)),
  scheduleResult,
  scheduledNow,
  classEndedSummary: (summary, locale) => classEndedMessage(summary, translator(locale)),
  replayAvailable: (cls, locale) => replayMessage(cls, translator(locale)),
  changedDm: (input, locale) => changedDmMessage(input, translator(locale)),
  linkReady: (input, locale) => linkReadyMessage(input, translator(locale)),
  recordingOff: (input, locale) => recordingOffMessage(input, translator(locale)),
  endedDm: (input, locale) => endedDmMessage(input, translator(locale)),
  cancelNotice: (input, locale) => cancelNoticeMessage(input, translator(locale)),
  movedDm: (input, locale) => movedDmMessage(input, translator(locale)),
  movedNotice: (input, locale) => movedNoticeMessage(input, translator(locale)),
  staffChangeNotice: (input, locale) => staffChangeMessage(input, translator(locale)),
  classCard: classCardMessage,
  courseRefused: (facts, locale) => courseRefusedMessage(facts, translator(locale)),
  courseAllowed: (facts, locale) => courseAllowedMessage(facts, translator(locale)),
  classEventsQuiet: (facts, locale) => classEventsQuietMessage(facts, translator(locale)),
};
