/**
 * The schedule form's field problems (`planSchedule`'s facts) in the reader's words. Plain text:
 * Slack shows a field error as typed, so names go in unescaped.
 */

import type { ViewResponseAction } from "@slack/bolt";
import type {
  FieldErrors,
  PlanResult,
  ScheduleField,
  ScheduleProblem,
} from "../../../classes/schedule/plan.js";
import type { T } from "../../../i18n/index.js";
import { fieldErrors } from "../../lib/args.js";
import { sectionMessage } from "../../lib/blocks/message.js";
import { noticeModalView } from "../../lib/blocks/notice.js";
import { dayWords } from "../../lib/words/schedule-words.js";
import { SCHEDULE_INPUT } from "./form.js";

export function scheduleFieldProblem(p: ScheduleProblem, t: T): string {
  switch (p.kind) {
    case "choose-course":
      return t("schedule.problems.chooseCourse");
    case "course-not-allowed":
      return t("schedule.problems.courseNotAllowed");
    case "enter-name":
      return t("schedule.problems.enterName");
    case "too-long":
      return t("schedule.problems.tooLong", { max: p.max });
    case "name-control":
      return t("schedule.problems.nameControl");
    case "choose-date":
      return t("schedule.problems.chooseDate");
    case "choose-time":
      return t("schedule.problems.chooseTime");
    case "duration-whole":
      return t("schedule.problems.durationWhole");
    case "duration-range":
      return t("schedule.problems.durationRange", { min: p.min, hours: p.max / 60, max: p.max });
    case "choose-teacher":
      return t("schedule.problems.chooseTeacher");
    case "not-a-teacher":
      return t("schedule.problems.notATeacher");
    case "own-classes-only":
      return t("schedule.problems.ownClassesOnly");
    case "teacher-not-allowed":
      return t("schedule.problems.teacherNotAllowed", { teacher: p.teacher, course: p.course });
    case "assistant-not-teacher":
      return t("schedule.problems.assistantNotTeacher");
    case "assistant-is-teacher":
      return t("schedule.problems.assistantIsTeacher");
    case "seats-none":
      return t("schedule.problems.seatsNone");
    case "seats-over":
      return p.school
        ? t("schedule.problems.seatsSchool", { max: p.max })
        : t("schedule.problems.seatsCeiling", { max: p.max });
    case "hd-seats":
      return t("schedule.problems.hdSeats");
    case "video-needs-recording":
      return t("schedule.problems.videoNeedsRecording");
    case "choose-folder":
      return t("schedule.problems.chooseFolder");
    case "weeks-range":
      return t("schedule.problems.weeksRange", { max: p.max });
    case "interval-range":
      return t("schedule.problems.intervalRange", { max: p.max });
    case "until-before-date":
      return t("schedule.problems.untilBeforeDate");
    case "no-weekday":
      return t("schedule.problems.noWeekday");
    case "too-many-classes":
      return t("schedule.problems.tooManyClasses", { max: p.max, made: p.made });
    case "too-soon":
      return t("schedule.problems.tooSoon", { minutes: p.minutes });
    case "last-too-far":
      return t("schedule.problems.lastTooFar", { date: dayWords(t, p.date) });
    case "too-far":
      return t("schedule.problems.tooFar");
  }
}

/** Each field's problem in words. */
export function scheduleFieldProblems(errors: FieldErrors, t: T): Partial<Record<ScheduleField, string>> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, p]) => [field, scheduleFieldProblem(p as ScheduleProblem, t)]),
  );
}

/** Each field's problem in the reader's words, keyed by its input block. */
export function scheduleErrorsByBlock(errors: FieldErrors, t: T): Record<string, string> {
  const entries = Object.entries(scheduleFieldProblems(errors, t)).map(([field, m]) => [
    SCHEDULE_INPUT[field as keyof FieldErrors],
    m ?? "",
  ]);
  return fieldErrors(Object.fromEntries(entries));
}

/** How a plan the rules refused is answered: its problems on their fields, or a refusal in the modal. */
export function planRefusedAnswer(
  planned: Extract<PlanResult, { readonly ok: false }>,
  t: T,
): ViewResponseAction {
  if (!planned.refused)
    return { response_action: "errors", errors: scheduleErrorsByBlock(planned.errors, t) };
  const message = sectionMessage(t("schedule.problems.refused"), { blockId: "schedule_refused" });
  return { response_action: "update", view: noticeModalView({ title: t("schedule.title"), message }) };
}
