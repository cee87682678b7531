/**
 * The move (reschedule) form and its report. A student's DM after a move: moved-dm.ts.
 */

import type { KnownBlock, ModalView } from "@slack/types";
import {
  MOVE_FROZEN_MINUTES,
  MOVE_LEAD_MINUTES,
  type MoveRefusal,
  type MoveReport,
} from "../../../classes/move-class.js";
import type { T } from "../../../i18n/index.js";
import type { ClassRecord } from "../../../store/index.js";
import { type ClashWarning, clashBlocks } from "../../lib/blocks/clash-warning.js";
import { LIMITS } from "../../lib/blocks/limits.js";
import type { MessageContent } from "../../lib/blocks/message.js";
import { mrkdwn, plainText, slackDate, truncate, userText } from "../../lib/blocks/text.js";
import { type ClassModalFace, classModalFrame, classReportView } from "../../lib/class-modals/frame.js";
import { ClassInputId } from "../../lib/ids.js";
import { notDoneLine } from "../../lib/words/not-done.js";
import { classRefusalText } from "../../lib/words/refusal.js";

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
  input0: {
    readonly cls: ClassRecord;
    readonly students: number;
    readonly fields: MoveFormFields;
    /** The double-booking warning: shown first, with the "Move anyway" box under it. */
    readonly clash?: ClashWarning;
  },
): ModalView {
  const { fields } = input0;
  const t = face.t;
  const who =
    input0.students === 0 ? t("classMove.noStudents") : t("classMove.students", { count: input0.students });
  return classModalFrame(face, {
    cls: input0.cls,
    submit: t("classMove.submit"),
    blocks: [
      ...(input0.clash
        ? clashBlocks(input0.clash, t, { warning: "move_clash", anyway: ClassInputId.moveAnyway }, "move")
        : []),
      input(ClassInputId.moveName, t("classMove.name"), {
        type: "plain_text_input",
        max_length: NAME_MAX,
        initial_value: truncate(fields.name, NAME_MAX),
      }),
      input(ClassInputId.moveDate, t("classMove.date"), { type: "datepicker", initial_date: fields.date }),
      input(
        ClassInputId.moveTime,
        t("classMove.time"),
        { type: "timepicker", initial_time: fields.time },
        t("classMove.timeHint", { zone: fields.timeZone }),
      ),
      input(ClassInputId.moveDuration, t("classMove.duration"), {
        type: "number_input",
        is_decimal_allowed: false,
        initial_value: String(fields.duration),
      }),
      {
        type: "context",
        block_id: "move_what",
        elements: [mrkdwn(t("classMove.what", { who }))],
      },
    ],
  });
}

/** Why a move was refused, as mrkdwn in the reader's words (a course's name escaped). */
export function moveRefusalText(refused: MoveRefusal, t: T): string {
  switch (refused.why) {
    case "access":
      return classRefusalText(refused.refusal, t);
    case "gone":
      return t("classMove.gone");
    case "new-time":
      return refused.problem === "too-soon"
        ? t("classMove.tooSoon", { minutes: MOVE_LEAD_MINUTES })
        : t("classMove.noDuration");
    case "locked":
      if (refused.locked === "over") return t("classMove.over");
      if (refused.locked === "in-session") return t("classMove.inSession");
      return t("classMove.frozen", { minutes: MOVE_FROZEN_MINUTES });
  }
}

/** The refusal in a notice: "*Algebra*: It is over: there is nothing to move." */
export function moveRefusedNotice(name: string, refused: MoveRefusal, t: T): string {
  return t("classMove.notice", { name: userText(name, 200), why: moveRefusalText(refused, t) });
}

function summary(report: MoveReport, t: T): string {
  if (report.refused) return moveRefusalText(report.refused, t);
  if (report.alreadyDone) {
    return report.to
      ? t("classMove.alreadyTo", { when: slackDate(report.to.beginTime) })
      : t("classMove.already");
  }
  if (report.why || !report.to) {
    const why = notDoneLine(report.why ?? { reason: "no-answer" }, "class", t);
    return report.to
      ? t("classMove.notMovedMade", { why, when: slackDate(report.to.beginTime) })
      : t("classMove.notMoved", { why });
  }
  const told =
    report.students === 0 ? t("classMove.hadNoStudents") : t("classMove.told", { count: report.students });
  const when = slackDate(report.to.beginTime);
  return report.labelsNotCopied
    ? t("classMove.movedNoLabels", { when, told, why: notDoneLine(report.labelsNotCopied, "class", t) })
    : t("classMove.moved", { when, told });
}

/** The report DM of a move, in the words of whoever moved the class. */
export function moveReportMessage(report: MoveReport, t: T): MessageContent {
  const name = userText(report.to?.name ?? report.from?.name ?? t("classMove.theClass"), 200);
  const text = t("classMove.report", { name, summary: summary(report, t) }).slice(0, 2900);
  return { text, blocks: [{ type: "section", block_id: "move_report", text: mrkdwn(text) }] };
}

export function moveReportView(face: ClassModalFace, report: MoveReport): ModalView {
  const t = face.t;
  const heading = report.from ?? { name: t("classMove.classWord"), beginTime: 0 };
  return classReportView({
    title: face.title,
    callbackId: face.callbackId,
    heading: { name: heading.name, beginTime: heading.beginTime },
    summary: summary(report, t),
    lines: [],
    t,
  });
}
