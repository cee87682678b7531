/**
 * The cancel confirmation and its report. The confirmation says plainly what happens and what the
 * class service keeps: it has no delete, so the app removes the students (their links stop working),
 * tells them, cancels the reminders and takes the class off every list; an empty class stays in the
 * service's console, which an admin can delete there.
 */
import type { ModalView } from "@slack/types";
import type { NotChangeable } from "../../../classes/apply-to.js";
import { CANCEL_REASON_MAX, type CancelReport } from "../../../classes/cancel-class.js";
import type { T } from "../../../i18n/index.js";
import type { ClassRecord } from "../../../store/index.js";
import { LIMITS } from "../../lib/blocks/limits.js";
import type { MessageContent } from "../../lib/blocks/message.js";
import { mrkdwn, plainText, slackDate, userText } from "../../lib/blocks/text.js";
import {
  type ClassModalFace,
  classModalFrame,
  classNoticeView,
  classReportView,
} from "../../lib/class-modals/frame.js";
import { ClassInputId } from "../../lib/ids.js";
import { notDoneLine } from "../../lib/words/not-done.js";
import { classRefusalText } from "../../lib/words/refusal.js";

export function cancelConfirmView(
  face: ClassModalFace,
  input: { readonly cls: ClassRecord; readonly later: number; readonly students: number },
): ModalView {
  const t = face.t;
  const who =
    input.students === 0
      ? t("classModals.cancelClass.noStudents")
      : t("classModals.cancelClass.students", { count: input.students });
  return classModalFrame(face, {
    cls: input.cls,
    later: input.later,
    submit: t("classModals.cancelClass.submit"),
    // "Cancel" beside "Cancel the class" read as the same thing: the close button says what it keeps.
    close: t("classModals.cancelClass.keep"),
    blocks: [
      {
        type: "section",
        block_id: "cancel_what",
        text: mrkdwn(t("classModals.cancelClass.what", { who })),
      },
      {
        type: "context",
        block_id: "cancel_partner_keeps",
        elements: [mrkdwn(t("classModals.cancelClass.partnerKeeps"))],
      },
      {
        type: "input",
        block_id: ClassInputId.cancelReason,
        optional: true,
        label: plainText(t("classModals.cancelClass.reasonLabel"), LIMITS.inputLabel),
        hint: plainText(t("classModals.cancelClass.reasonHint"), LIMITS.inputHint),
        element: {
          type: "plain_text_input",
          action_id: ClassInputId.cancelReason,
          max_length: CANCEL_REASON_MAX,
          placeholder: plainText(t("classModals.cancelClass.reasonPlaceholder"), LIMITS.placeholder),
        },
      },
    ],
  });
}

/** Refused before anything is sent: the class is in session or over. */
export function cancelRefusedView(face: ClassModalFace, cls: ClassRecord, why: NotChangeable): ModalView {
  const t = face.t;
  const name = userText(cls.name, 200);
  const text =
    why === "over"
      ? t("classModals.cancelClass.over", { name })
      : t("classModals.cancelClass.inSession", { name, time: slackDate(cls.beginTime, "time") });
  return classNoticeView(face.title, text, t);
}

function summary(report: CancelReport, t: T): string {
  const done = report.classes.filter((c) => c.why === null);
  const students = Math.max(0, ...done.map((c) => c.students));
  if (report.refusal) return classRefusalText(report.refusal, t);
  if (report.alreadyCancelled) return t("classModals.cancelClass.alreadyCancelled");
  if (done.length === 0) return t("classModals.cancelClass.nothing");
  return t("classModals.cancelClass.summary", {
    cause: report.cause === "deleted" ? t("classModals.cancelClass.deleted") : "",
    what:
      done.length === 1
        ? t("classModals.cancelClass.oneCancelled")
        : t("classModals.cancelClass.manyCancelled", { count: done.length }),
    told:
      students === 0
        ? t("classModals.cancelClass.hadNoStudents")
        : t("classModals.cancelClass.told", { count: students }),
  });
}

function lines(report: CancelReport, t: T): string[] {
  return report.classes.map((c) => {
    const when = slackDate(c.beginTime);
    return c.why === null
      ? t("classModals.cancelClass.lineCancelled", { when })
      : t("classModals.cancelClass.lineNotCancelled", { when, why: notDoneLine(c.why, "class", t) });
  });
}

/** The report DM (and the modal's last view) of a cancel, in the words of whoever cancelled. */
export function cancelReportMessage(report: CancelReport, t: T): MessageContent {
  const first = report.classes[0];
  const name = first ? `*${userText(first.className, 200)}*` : t("classModals.cancelClass.theClass");
  const text = t("classModals.cancelClass.report", { name, summary: summary(report, t) });
  const detail =
    report.classes.length > 1 || report.classes.some((c) => c.why !== null) ? lines(report, t) : [];
  const body = [text, ...detail].join("\n").slice(0, 2900);
  return {
    text: t("classModals.cancelClass.report", {
      name: first ? userText(first.className, 200) : t("classModals.cancelClass.fallbackName"),
      summary: summary(report, t),
    }),
    blocks: [{ type: "section", block_id: "cancel_report", text: mrkdwn(body) }],
  };
}

export function cancelReportView(face: ClassModalFace, report: CancelReport): ModalView {
  const t = face.t;
  const first = report.classes[0];
  return classReportView({
    title: face.title,
    callbackId: face.callbackId,
    heading: first
      ? { name: first.className, beginTime: first.beginTime }
      : { name: t("classModals.cancelClass.classWord"), beginTime: 0 },
    summary: summary(report, t),
    lines: lines(report, t),
    t,
  });
}
