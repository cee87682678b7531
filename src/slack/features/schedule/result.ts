/**
 * The message the teacher gets once a class or a series is scheduled: what, when (in each reader's
 * own zone), seats, recording, the live page, the classes that could not be made and why, and the
 * buttons for the next steps.
 */
import type { KnownBlock } from "@slack/types";
import type { NotScheduled } from "../../../classes/schedule/create.js";
import { everyWeeksOf } from "../../../classes/schedule/rhythm.js";
import type { T } from "../../../i18n/index.js";
import { classButtons } from "../../lib/blocks/class-buttons.js";
import { LIMITS } from "../../lib/blocks/limits.js";
import type { MessageContent } from "../../lib/blocks/message.js";
import { mention, mrkdwn, packLines, slackDate, truncate, userText } from "../../lib/blocks/text.js";
import { courseRefusalText, errnoSentence, failureText } from "../../lib/words/failure-text.js";
import { seriesWeekday, seriesWords } from "../../lib/words/series-rhythm.js";

export interface ScheduledClassLine {
  readonly beginTime: number;
  readonly endTime: number;
  /** "cancelled": made, then cancelled (the message edited after the change shows it struck). */
  readonly status: "created" | "existing" | "partial" | "failed" | "cancelled";
  readonly classId: number | null;
  readonly problem: string | null;
  /** A cancelled class's reason, as typed (escaped here). */
  readonly reason?: string;
}

export interface ScheduleResultInput {
  readonly name: string;
  readonly courseName: string;
  readonly teacherSlackUserId: string;
  /** Told too, when one was picked. */
  readonly assistantSlackUserId?: string | null;
  /** The assistant's copy: it opens by saying they assist the teacher. */
  readonly forAssistant?: boolean;
  readonly createdBy: string;
  readonly seats: number;
  readonly isHd: 0 | 1 | 2;
  readonly record: boolean;
  readonly live: boolean;
  readonly replay: boolean;
  /** The first class's live page, when recorded. */
  readonly liveUrl: string | null;
  readonly weekly: boolean;
  /** The zone a series' weekday is named in ("every other Tuesday"): the teacher's, else the school's. */
  readonly timeZone?: string;
  readonly classes: readonly ScheduledClassLine[];
  /** The message edited after a change: the students the classes have (fewest, most one class has). */
  readonly students?: { readonly fewest: number; readonly most: number };
  /** The message edited after a change: the classes' labels; null when they differ by class. */
  readonly labels?: readonly string[] | null;
}

/** Why a class was not made, or what did not work on one made ("created, but recording is not on…"). */
export function notScheduledText(why: NotScheduled, t: T): string {
  if (why.reason === "not-connected") return t("reports.notDone.notConnected");
  if (why.reason === "no-answer") return t("schedule.notScheduled.noAnswer");
  if (why.reason === "unconfirmed") return t("schedule.notScheduled.unconfirmed");
  // A batch entry in the catalogue's sentence: the operation's "created, but…" would mislead for a
  // class not made.
  const course = why.reason === "refused" ? courseRefusalText(t, why.errno, why.course) : undefined;
  if (course !== undefined) return course;
  if (why.reason === "refused" && why.answered !== undefined)
    return why.answered ? errnoSentence(t, why.errno) : t("partnerErrors.noResult");
  return failureText(why, "schedule", undefined, t);
}

/** A class's outcome in the reader's words, null when there is nothing to say. */
export function scheduleProblemWords(outcome: { readonly why: NotScheduled | null }, t: T): string | null {
  return outcome.why && notScheduledText(outcome.why, t);
}

function when(c: ScheduledClassLine, t: T): string {
  const minutes = Math.round((c.endTime - c.beginTime) / 60);
  return t("schedule.result.when", { date: slackDate(c.beginTime), minutes });
}

export function scheduledLine(c: ScheduledClassLine, t: T): string {
  if (c.status === "failed")
    return t("schedule.result.lineFailed", { when: when(c, t), problem: userText(c.problem, 300) });
  if (c.status === "cancelled") {
    return c.reason
      ? t("schedule.result.lineCancelledReason", { when: when(c, t), reason: userText(c.reason, 300) })
      : t("schedule.result.lineCancelled", { when: when(c, t) });
  }
  if (c.status === "partial")
    return t("schedule.result.linePartial", { when: when(c, t), problem: userText(c.problem, 300) });
  return t("schedule.result.line", { when: when(c, t) });
}

function videoText(input: ScheduleResultInput, t: T): string {
  if (!input.record) return t("schedule.result.notRecorded");
  if (input.live && input.replay) return t("schedule.result.recordedLiveReplay");
  if (input.live) return t("schedule.result.recordedLive");
  if (input.replay) return t("schedule.result.recordedReplay");
  return t("schedule.result.recorded");
}

/** "3 students", "2–5 students (varies by class)", "No students yet"; absent before any change. */
function studentsText(input: ScheduleResultInput, t: T): string | null {
  const s = input.students;
  if (!s) return null;
  if (s.most === 0) return t("schedule.result.noStudents");
  if (s.fewest === s.most) return t("schedule.result.students", { count: s.most });
  return t("schedule.result.studentsVary", { fewest: s.fewest, count: s.most });
}

/** "Labels: Exam prep, Homework", "Labels vary by class"; nothing when the classes have none. */
function labelsText(input: ScheduleResultInput, t: T): string | null {
  if (input.labels === undefined) return null;
  if (input.labels === null) return t("schedule.result.labelsVary");
  if (input.labels.length === 0) return null;
  const names = input.labels.map((n) => userText(n, 80)).join(t("classLabels.separator"));
  return t("schedule.result.labels", { names });
}

function stageText(input: ScheduleResultInput, t: T): string {
  const vars = { count: input.seats, video: videoText(input, t) };
  if (input.isHd === 1) return t("schedule.result.stageHd", vars);
  if (input.isHd === 2) return t("schedule.result.stageFullHd", vars);
  return t("schedule.result.stage", vars);
}

/** The message to the teacher (and the assistant), in the reader's words. */
export function scheduleResultMessage(input: ScheduleResultInput, t: T): MessageContent {
  const made = input.classes.filter((c) => c.status !== "failed" && c.status !== "cancelled");
  const failed = input.classes.filter((c) => c.status === "failed").length;
  const name = userText(input.name, 100);
  const course = userText(input.courseName, 100);
  const teacher = mention(input.teacherSlackUserId);
  const times = made.map((c) => c.beginTime);
  const weekday = input.timeZone === undefined ? undefined : seriesWeekday(times, input.timeZone, t);
  const series = seriesWords(everyWeeksOf(times), t, false, weekday);
  const count = made.length;
  const headline = input.forAssistant
    ? input.weekly
      ? t("schedule.result.headlineSeriesAssisting", { name, course, teacher, series, count })
      : t("schedule.result.headlineAssisting", { name, course, teacher })
    : input.weekly
      ? t("schedule.result.headlineSeries", { name, course, series, count })
      : t("schedule.result.headline", { name, course });
  const details = [
    input.createdBy !== input.teacherSlackUserId
      ? t("schedule.result.teacherBy", { teacher, by: mention(input.createdBy) })
      : t("schedule.result.teacher", { teacher }),
    ...(input.assistantSlackUserId && !input.forAssistant
      ? [t("schedule.result.assistant", { assistant: mention(input.assistantSlackUserId) })]
      : []),
    stageText(input, t),
    ...[studentsText(input, t), labelsText(input, t)].filter((l): l is string => l !== null),
  ];
  if (input.liveUrl) details.push(t("schedule.result.livePage", { url: input.liveUrl }));
  const blocks: KnownBlock[] = [
    { type: "section", block_id: "schedule_result", text: mrkdwn(`${headline}\n${details.join("\n")}`) },
  ];
  // Reserve room for the header above and the buttons and the note below.
  const chunks = packLines(
    input.classes.map((c) => scheduledLine(c, t)),
    LIMITS.sectionText,
  ).slice(0, LIMITS.messageBlocks - 4);
  chunks.forEach((text, i) => {
    blocks.push({ type: "section", block_id: `schedule_dates_${i}`, text: mrkdwn(text) });
  });
  if (failed > 0) {
    blocks.push({
      type: "context",
      block_id: "schedule_failed_note",
      elements: [mrkdwn(t("schedule.result.failedNote", { count: failed }))],
    });
  }
  const first = made.find((c) => c.classId !== null);
  if (first?.classId) {
    // From a series' message the actions are for the series: this and all later classes.
    blocks.push(classButtons(first.classId, "schedule_result_buttons", input.weekly ? "series" : "class", t));
  }
  const what = t("schedule.result.what", {
    name: userText(input.name, 200),
    course: userText(input.courseName, 200),
  });
  const text = input.forAssistant
    ? input.weekly
      ? t("schedule.result.textSeriesAssisting", { what, count: made.length })
      : t("schedule.result.textAssisting", { what })
    : input.weekly
      ? t("schedule.result.textSeries", { what, count: made.length })
      : t("schedule.result.text", { what });
  return { text: truncate(text, LIMITS.messageText), blocks };
}
