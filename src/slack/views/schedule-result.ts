/**
 * The message the teacher gets once a class or a series is scheduled: what, when (in each reader's
 * own zone), seats, recording, the live page, the classes that could not be made and why, and the
 * buttons for the next steps.
 */
import type { KnownBlock } from "@slack/types";
import { NOT_CONNECTED_TEXT } from "../../classes/partner-failure.js";
import type { NotScheduled } from "../../classes/schedule/create.js";
import { classButtons } from "./class-buttons.js";
import { failureText } from "./failure-text.js";
import { LIMITS } from "./limits.js";
import type { MessageContent } from "./message.js";
import { mention, mrkdwn, packLines, plural, slackDate, truncate, userText } from "./text.js";

export interface ScheduledClassLine {
  readonly beginTime: number;
  readonly endTime: number;
  readonly status: "created" | "existing" | "partial" | "failed";
  readonly classId: number | null;
  readonly problem: string | null;
}

export interface ScheduleResultInput {
  readonly name: string;
  readonly courseName: string;
  readonly teacherSlackUserId: string;
  /** Told too, with the same message, when one was picked. */
  readonly assistantSlackUserId?: string | null;
  readonly createdBy: string;
  readonly seats: number;
  readonly isHd: 0 | 1 | 2;
  readonly record: boolean;
  readonly live: boolean;
  readonly replay: boolean;
  /** The first class's live page, when recorded. */
  readonly liveUrl: string | null;
  readonly weekly: boolean;
  readonly classes: readonly ScheduledClassLine[];
}

/** Why a class was not made, or what did not work on one made ("created, but recording is not on…"). */
export function notScheduledText(why: NotScheduled): string {
  if (why.reason === "not-connected") return NOT_CONNECTED_TEXT;
  if (why.reason === "no-answer") return "no answer from the class service for this class";
  if (why.reason === "unconfirmed")
    return "the class service did not confirm this class; look for it before scheduling it again";
  // A batch entry's own words first: the operation's "created, but…" would mislead for a class not made.
  if (why.reason === "refused" && why.userMessage !== undefined) return why.userMessage;
  return failureText(why, "schedule");
}

/** A class's outcome in words, null when there is nothing to say. */
export function scheduleProblemText(outcome: { readonly why: NotScheduled | null }): string | null {
  return outcome.why && notScheduledText(outcome.why);
}

const HD_TEXT = ["", ", HD", ", full HD"] as const;

function when(c: ScheduledClassLine): string {
  const minutes = Math.round((c.endTime - c.beginTime) / 60);
  return `${slackDate(c.beginTime)} (${minutes} min)`;
}

export function scheduledLine(c: ScheduledClassLine): string {
  if (c.status === "failed") return `:x: ${when(c)}: not scheduled. ${userText(c.problem, 300)}`;
  if (c.status === "partial") return `:warning: ${when(c)}: ${userText(c.problem, 300)}`;
  return `• ${when(c)}`;
}

function videoText(input: ScheduleResultInput): string {
  if (!input.record) return "not recorded";
  const extras = [input.live ? "live" : "", input.replay ? "replay" : ""].filter(Boolean);
  return extras.length > 0 ? `recorded, ${extras.join(" and ")}` : "recorded";
}

export function scheduleResultMessage(input: ScheduleResultInput): MessageContent {
  const made = input.classes.filter((c) => c.status !== "failed");
  const failed = input.classes.length - made.length;
  const name = userText(input.name, 100);
  const course = userText(input.courseName, 100);
  const headline = input.weekly
    ? `*${name}* · ${course}: weekly series of ${plural(made.length, "class", "classes")} scheduled`
    : `*${name}* · ${course} is scheduled`;
  const by =
    input.createdBy !== input.teacherSlackUserId ? ` (scheduled by ${mention(input.createdBy)})` : "";
  const details = [
    `Teacher: ${mention(input.teacherSlackUserId)}${by}`,
    ...(input.assistantSlackUserId ? [`Assistant: ${mention(input.assistantSlackUserId)}`] : []),
    `${plural(input.seats, "seat")} on stage${HD_TEXT[input.isHd]} · ${videoText(input)}`,
  ];
  if (input.liveUrl) details.push(`<${input.liveUrl}|Live page>`);
  const blocks: KnownBlock[] = [
    { type: "section", block_id: "schedule_result", text: mrkdwn(`${headline}\n${details.join("\n")}`) },
  ];
  // Reserve room for the header above and the buttons and the note below.
  const chunks = packLines(input.classes.map(scheduledLine), LIMITS.sectionText).slice(
    0,
    LIMITS.messageBlocks - 4,
  );
  chunks.forEach((text, i) => {
    blocks.push({ type: "section", block_id: `schedule_dates_${i}`, text: mrkdwn(text) });
  });
  if (failed > 0) {
    blocks.push({
      type: "context",
      block_id: "schedule_failed_note",
      elements: [
        mrkdwn(`${plural(failed, "class", "classes")} could not be scheduled; the reasons are above.`),
      ],
    });
  }
  const first = made.find((c) => c.classId !== null);
  if (first?.classId) {
    // From a series' message the actions are for the series: this and all later classes.
    blocks.push(classButtons(first.classId, "schedule_result_buttons", input.weekly ? "series" : "class"));
  }
  const what = `${userText(input.name, 200)} (${userText(input.courseName, 200)})`;
  const text = input.weekly
    ? `${what}: ${plural(made.length, "class", "classes")} scheduled`
    : `${what} is scheduled`;
  return { text: truncate(text, LIMITS.messageText), blocks };
}
