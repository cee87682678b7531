/**
 * The cancel confirmation and its report. The confirmation says plainly what happens and what the
 * class service keeps: it has no delete, so the app removes the students (their links stop working),
 * tells them, cancels the reminders and takes the class off every list; an empty class stays in the
 * service's console, which an admin can delete there.
 */
import type { ModalView } from "@slack/types";
import type { NotChangeable } from "../../../classes/apply-to.js";
import type { CancelReport } from "../../../classes/cancel-class.js";
import type { ClassRecord } from "../../../store/index.js";
import type { MessageContent } from "../message.js";
import { notDoneLine } from "../not-done.js";
import { mrkdwn, plural, slackDate, userText } from "../text.js";
import { type ClassModalFace, classModalFrame, classNoticeView, classReportView } from "./frame.js";

export function cancelConfirmView(
  face: ClassModalFace,
  input: { readonly cls: ClassRecord; readonly later: number; readonly students: number },
): ModalView {
  const who =
    input.students === 0
      ? "It has no students yet."
      : `Its ${plural(input.students, "student")} will be removed from the class in the class service (their personal links stop working), get one message saying it was cancelled, and their reminders are cancelled.`;
  return classModalFrame(face, {
    cls: input.cls,
    later: input.later,
    submit: "Cancel the class",
    blocks: [
      {
        type: "section",
        block_id: "cancel_what",
        text: mrkdwn(`*This cannot be undone.* ${who} The class leaves Home, lists and pickers.`),
      },
      {
        type: "context",
        block_id: "cancel_partner_keeps",
        elements: [
          mrkdwn(
            "The class service has no way to delete a class from here: it keeps an *empty class* in its console, which an admin can delete there.",
          ),
        ],
      },
    ],
  });
}

/** Refused before anything is sent: the class is in session or over. */
export function cancelRefusedView(face: ClassModalFace, cls: ClassRecord, why: NotChangeable): ModalView {
  const name = userText(cls.name, 200);
  const text =
    why === "over"
      ? `*${name}* is over: there is nothing to cancel.`
      : `*${name}* is in session (it began ${slackDate(cls.beginTime, "{time}")}): it can no longer be cancelled. Nothing was sent.`;
  return classNoticeView(face.title, text);
}

function summary(report: CancelReport): string {
  const done = report.classes.filter((c) => c.why === null);
  const students = Math.max(0, ...done.map((c) => c.students));
  if (report.refused) return userText(report.refused, 500);
  if (report.alreadyCancelled) return "This class was already cancelled: nothing more was done.";
  if (done.length === 0) return "Nothing was cancelled.";
  const what = done.length === 1 ? "The class is cancelled" : `${done.length} classes are cancelled`;
  const cause =
    report.cause === "deleted" ? "It was deleted in the class service, so the app cancelled it here. " : "";
  const told =
    students === 0
      ? "It had no students."
      : `${plural(students, "student")} told; their reminders cancelled.`;
  return `${cause}${what}. ${told}`;
}

function lines(report: CancelReport): string[] {
  return report.classes.map((c) => {
    const when = slackDate(c.beginTime);
    return c.why === null ? `• ${when}: cancelled` : `• ${when}: *not cancelled*, ${notDoneLine(c.why)}`;
  });
}

/** The report DM (and the modal's last view) of a cancel. */
export function cancelReportMessage(report: CancelReport): MessageContent {
  const first = report.classes[0];
  const name = first ? `*${userText(first.className, 200)}*` : "The class";
  const text = `${name}: ${summary(report)}`;
  const detail = report.classes.length > 1 || report.classes.some((c) => c.why !== null) ? lines(report) : [];
  const body = [text, ...detail].join("\n").slice(0, 2900);
  return {
    text: `${first ? userText(first.className, 200) : "Cancel"}: ${summary(report)}`,
    blocks: [{ type: "section", block_id: "cancel_report", text: mrkdwn(body) }],
  };
}

export function cancelReportView(face: ClassModalFace, report: CancelReport): ModalView {
  const first = report.classes[0];
  return classReportView({
    title: face.title,
    callbackId: face.callbackId,
    heading: first ? { name: first.className, beginTime: first.beginTime } : { name: "Class", beginTime: 0 },
    summary: summary(report),
    lines: lines(report),
  });
}
