/**
 * The move (reschedule) form, its report, and a student's old live link DM after a move: "Moved to
 * <new date>", with no Join button for the old time (the new link comes in its own new DM).
 */
import type { KnownBlock, ModalView } from "@slack/types";
import type { ClassSummary } from "../../../classes/classes-list.js";
import type { MoveReport } from "../../../classes/move-class.js";
import type { ChangedDm } from "../../../classes/notices/renderer.js";
import type { ClassRecord } from "../../../store/index.js";
import { ClassInputId } from "../../ids.js";
import { LIMITS } from "../limits.js";
import { liveLinkMessage } from "../live-link.js";
import type { MessageContent } from "../message.js";
import { notDoneLine } from "../not-done.js";
import { mrkdwn, plainText, plural, slackDate, truncate, userText } from "../text.js";
import { type ClassModalFace, classModalFrame, classReportView } from "./frame.js";

const NAME_MAX = 100;

export interface MoveFormFields {
  readonly name: string;
  /** YYYY-MM-DD and HH:mm in `timeZone`. */
  readonly date: string;
  readonly time: string;
  readonly duration: number;
  readonly timeZone: string;
}

function input(id: string, label: string, element: Record<string, unknown>, hint?: string): KnownBlock {
  return {
    type: "input",
    block_id: id,
    label: plainText(label, LIMITS.inputLabel),
    ...(hint ? { hint: plainText(hint, LIMITS.inputHint) } : {}),
    element: { ...element, action_id: id },
  } as KnownBlock;
}

export function moveFormView(
  face: ClassModalFace,
  input0: { readonly cls: ClassRecord; readonly students: number; readonly fields: MoveFormFields },
): ModalView {
  const { fields } = input0;
  const who =
    input0.students === 0
      ? "It has no students yet."
      : `Its ${plural(input0.students, "student")} move with it: each gets their old message updated and one new message with the new link.`;
  return classModalFrame(face, {
    cls: input0.cls,
    submit: "Move the class",
    blocks: [
      input(ClassInputId.moveName, "Class name", {
        type: "plain_text_input",
        max_length: NAME_MAX,
        initial_value: truncate(fields.name, NAME_MAX),
      }),
      input(ClassInputId.moveDate, "New date", { type: "datepicker", initial_date: fields.date }),
      input(
        ClassInputId.moveTime,
        "Start time",
        { type: "timepicker", initial_time: fields.time },
        `In your time zone, ${fields.timeZone}.`,
      ),
      input(ClassInputId.moveDuration, "Duration (minutes)", {
        type: "number_input",
        is_decimal_allowed: false,
        initial_value: String(fields.duration),
      }),
      {
        type: "context",
        block_id: "move_what",
        elements: [
          mrkdwn(
            `${who} The class service cannot change a class's time: a new class is made and the old one is emptied; it stays as an *empty class* in its console, which an admin can delete there.`,
          ),
        ],
      },
    ],
  });
}

function summary(report: MoveReport): string {
  if (report.refused) return userText(report.refused, 500);
  if (report.alreadyDone) {
    return report.to
      ? `Already moved to ${slackDate(report.to.beginTime)}: nothing more was done.`
      : "This class was already moved or cancelled: nothing more was done.";
  }
  if (report.why || !report.to) {
    const made = report.to
      ? ` The new class (${slackDate(report.to.beginTime)}) exists; try again to finish.`
      : "";
    return `*Not moved*: ${notDoneLine(report.why ?? { reason: "no-answer" })}.${made}`;
  }
  const told =
    report.students === 0 ? "It had no students." : `${plural(report.students, "student")} moved and told.`;
  const labels = report.labelsNotCopied
    ? ` Its labels were not copied (${notDoneLine(report.labelsNotCopied)}): set them again with Labels.`
    : "";
  return `Moved to ${slackDate(report.to.beginTime)}. ${told}${labels}`;
}

export function moveReportMessage(report: MoveReport): MessageContent {
  const name = userText(report.to?.name ?? report.from?.name ?? "The class", 200);
  const text = `*${name}*: ${summary(report)}`.slice(0, 2900);
  return { text, blocks: [{ type: "section", block_id: "move_report", text: mrkdwn(text) }] };
}

export function moveReportView(face: ClassModalFace, report: MoveReport): ModalView {
  const heading = report.from ?? { name: "Class", beginTime: 0 };
  return classReportView({
    title: face.title,
    callbackId: face.callbackId,
    heading: { name: heading.name, beginTime: heading.beginTime },
    summary: summary(report),
    lines: [],
  });
}

/** The old live link DM after a move; a series keeps its classes still ahead, with their buttons. */
export function movedDmMessage(input: ChangedDm & { readonly to: ClassSummary }): MessageContent {
  const first = input.classes[0];
  const name = userText(first?.name ?? "your class", 100);
  const was = first ? slackDate(first.beginTime) : "";
  const by = input.by === "school" ? "the school" : userText(input.by.name, 80);
  const text = `:arrow_right: *${name}* (${was}): Moved to ${slackDate(input.to.beginTime)} by ${by}. Your new link is in a new message.`;
  const plain = `${first?.name ?? "Your class"}: moved to a new time by ${by}`;
  const blocks: KnownBlock[] = [{ type: "section", block_id: "moved_dm", text: mrkdwn(text) }];
  if (input.remaining.length > 0) {
    const still = liveLinkMessage(input.remaining);
    blocks.push(...still.blocks.slice(0, 45));
    return { text: `${plain}. ${still.text}`, blocks };
  }
  return { text: plain, blocks };
}
