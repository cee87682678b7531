/** What each class modal reports when done, per class and per entry, in plain words. */
import type { SeatsResult } from "../../../classes/class-seats.js";
import type { VideoResult } from "../../../classes/class-video.js";
import type { EnrolmentReport, PrepareResult, StudentOutcome } from "../../../classes/enrol-students.js";
import type { NotDone } from "../../../classes/partner-failure.js";
import { type MessageContent, sectionMessage } from "../message.js";
import { isPartnerFailure, notDoneLine } from "../not-done.js";
import { mention, plural } from "../text.js";
import { classWorkReport } from "./report.js";

/** Why the students form was refused, for the field it names. */
export function enrolmentRefusalText(refusal: Extract<PrepareResult, { ok: false }>): string {
  if ("message" in refusal) return refusal.message;
  const parts: string[] = [];
  if (refusal.outsiders.length > 0)
    parts.push(`not in the school directory: ${refusal.outsiders.map(mention).join(", ")}`);
  if (refusal.notStudents.length > 0)
    parts.push(`not students: ${refusal.notStudents.map((p) => `${p.name} (${p.role})`).join(", ")}`);
  return `Nobody was added. ${parts.join("; ")}. An admin can add them as students in /class admin → People.`;
}

export function enrolmentReport(report: EnrolmentReport): MessageContent {
  const students = report.classes.reduce((n, c) => n + c.students.filter((s) => s.ok).length, 0);
  const notSaved =
    report.notSaved > 0
      ? `. Saving failed for ${plural(report.notSaved, "student")}: the class service has the change, this app does not show it yet; run the same change again to save it`
      : "";
  return classWorkReport(
    `Students: ${plural(students, "change")} made${notSaved}`,
    report.classes.map((c) => ({
      className: c.className,
      beginTime: c.beginTime,
      lines:
        c.skipped !== null
          ? [`skipped: ${notDoneLine({ reason: c.skipped })}`]
          : c.students.map((s) => `${s.name}: ${studentOutcomeText(s)}`),
    })),
  );
}

/** Said after a student's outcome when the service confirmed it but the store could not save it. */
export const NOT_SAVED_TEXT = "but saving it here failed, so this app does not show it yet";

/** "added", "already in this class", "not removed: the class service could not be reached; try again"… */
export function studentOutcomeText(s: StudentOutcome): string {
  const did = s.change === "add" ? "added" : "removed";
  const text = s.ok ? did : studentNotDone(s.why, s.callFailed ? `not ${did}: ` : "");
  if (!s.notSaved) return text;
  return `${s.ok ? text : `the class service says ${text}`}, ${NOT_SAVED_TEXT}`;
}

function studentNotDone(why: NotDone, prefix: string): string {
  if (!isPartnerFailure(why)) return notDoneLine(why, "student");
  const words = notDoneLine(why);
  return `${prefix}${words.charAt(0).toLowerCase()}${words.slice(1)}`;
}

export function videoReport(result: VideoResult): MessageContent {
  if (!result.ok) return sectionMessage(result.message, { plain: true });
  return classWorkReport(
    "Recording & live",
    result.classes.map((c) => ({
      className: c.className,
      beginTime: c.beginTime,
      lines: [c.ok ? "saved" : `not changed: ${notDoneLine(c.why)}`],
    })),
  );
}

export function seatsReport(result: SeatsResult): MessageContent {
  if (!result.ok) return sectionMessage(result.message, { plain: true });
  const reduced =
    result.reducedFrom === null ? "" : ` (reduced to the school maximum from ${result.reducedFrom})`;
  return classWorkReport(
    `Seats: ${result.seatNum} on stage${reduced}`,
    result.classes.map((c) => ({
      className: c.className,
      beginTime: c.beginTime,
      lines: [c.ok ? "saved" : `not changed: ${notDoneLine(c.why)}`],
    })),
  );
}
