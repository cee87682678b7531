/** What each class modal reports when done, per class and per entry, in plain words. */
import type { SeatsResult } from "../../../classes/class-seats.js";
import type { VideoResult } from "../../../classes/class-video.js";
import type { EnrolmentReport, PrepareResult, StudentOutcome } from "../../../classes/enrol-students.js";
import type { NotDone } from "../../../classes/partner-failure.js";
import { type MessageContent, sectionMessage } from "../message.js";
import { isPartnerFailure, notDoneLine } from "../not-done.js";
import { mention, plural } from "../text.js";
import { classWorkReport } from "./report.js";
import { hdTurnedOffText, seatsAndHdText } from "./seats.js";

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

/** Names in a headline before "and N more". */
const NAMES_SHOWN = 10;

/** "Ben Carter, Chloé Dubois and 张伟", or the first ten "and 290 more". */
function names(list: readonly string[]): string {
  const shown = list.slice(0, NAMES_SHOWN);
  const rest = list.length - shown.length;
  if (rest > 0) return `${shown.join(", ")} and ${rest} more`;
  return shown.length <= 1 ? (shown[0] ?? "") : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
}

/** "Algebra", or "12 classes of Algebra practice" (the classes a change was asked for). */
function scopeOf(classes: readonly { readonly className: string }[]): string {
  const first = classes[0]?.className ?? "the class";
  if (classes.length === 1) return first;
  const same = classes.every((c) => c.className === first);
  return same ? `${classes.length} classes of ${first}` : `${classes.length} classes`;
}

/**
 * The students report counts people, not pairs: "Ben Carter, Chloé Dubois and 张伟 added to 12
 * classes of Algebra practice", then only what did not go as asked, under its class.
 */
export function enrolmentReport(report: EnrolmentReport): MessageContent {
  const targets = report.classes.filter((c) => c.skipped === null);
  const headlines: string[] = [];
  for (const change of ["add", "remove"] as const) {
    const byStudent = new Map<string, { name: string; done: number; asked: number }>();
    for (const c of targets) {
      for (const s of c.students) {
        if (s.change !== change) continue;
        const e = byStudent.get(s.uid) ?? { name: s.name, done: 0, asked: 0 };
        e.asked += 1;
        if (s.ok && !s.notSaved) e.done += 1;
        byStudent.set(s.uid, e);
      }
    }
    const verb = change === "add" ? "added to" : "removed from";
    // By name, so the report reads the same whatever order the service answered in.
    const everywhere = [...byStudent.values()]
      .filter((e) => e.asked > 0 && e.done === e.asked)
      .sort((a, b) => a.name.localeCompare(b.name));
    if (everywhere.length > 0)
      headlines.push(`${names(everywhere.map((e) => e.name))} ${verb} ${scopeOf(targets)}`);
    for (const e of [...byStudent.values()].sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.done > 0 && e.done < e.asked)
        headlines.push(`${e.name} ${verb} ${e.done} of ${plural(e.asked, "class", "classes")}`);
    }
  }
  const notSaved =
    report.notSaved > 0
      ? `. Saving failed for ${plural(report.notSaved, "student")}: the class service has the change, this app does not show it yet; run the same change again to save it`
      : "";
  const title = headlines.length > 0 ? headlines.join("; ") : "Students: nothing changed";
  return classWorkReport(
    `${title}${notSaved}`,
    report.classes
      .map((c) => ({
        className: c.className,
        beginTime: c.beginTime,
        lines:
          c.skipped !== null
            ? [`skipped: ${notDoneLine({ reason: c.skipped })}`]
            : c.students
                .filter((s) => !s.ok || s.notSaved)
                .sort((a, b) => a.name.localeCompare(b.name))
                .map((s) => `${s.name}: ${studentOutcomeText(s)}`),
      }))
      .filter((section) => section.lines.length > 0),
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

/**
 * Every seats report says the seats and HD the classes have now; a refused change names the class
 * and why, never the seats it asked for.
 */
export function seatsReport(result: SeatsResult): MessageContent {
  if (!result.ok) {
    const about = result.className === undefined ? "Seats" : `Seats on ${result.className}`;
    return sectionMessage(`${about} not changed: ${lowerFirst(result.message)}`, { plain: true });
  }
  const reduced =
    result.reducedFrom === null ? "" : ` (reduced to the school maximum from ${result.reducedFrom})`;
  const saved = result.classes.filter((c) => c.ok);
  const hdOf = new Map(result.hd.map((h) => [h.classId, h]));
  const afters = saved.flatMap((c) => hdOf.get(c.classId) ?? []);
  const [first] = afters;
  // One HD for every saved class goes in the title; otherwise each class line says its own.
  const uniform =
    first !== undefined && afters.every((a) => a.isHd === first.isHd && a.turnedOff === first.turnedOff);
  const notChanged = result.classes.filter((c) => !c.ok);
  const [onlyRefused] = notChanged;
  let title: string;
  if (saved.length > 0) {
    const hd = uniform ? seatsAndHdText(result.seatNum, first.isHd) : plural(result.seatNum, "seat");
    const off = uniform ? hdTurnedOffText(first) : "";
    title = `Seats on ${scopeOf(saved)}: ${hd}${reduced}${off === "" ? "" : `. ${off}`}`;
  } else if (result.classes.length === 1 && onlyRefused && !onlyRefused.ok) {
    // One class refused: the reason is the title, not said again below it.
    return sectionMessage(`Seats on ${onlyRefused.className} not changed: ${notDoneLine(onlyRefused.why)}`, {
      plain: true,
    });
  } else {
    title = `Seats on ${scopeOf(result.classes)} not changed`;
  }
  return classWorkReport(
    title,
    result.classes.map((c) => {
      const after = hdOf.get(c.classId);
      const own =
        uniform || !after
          ? ""
          : `: ${seatsAndHdText(result.seatNum, after.isHd)}${hdTurnedOffText(after) === "" ? "" : ` (${hdTurnedOffText(after)})`}`;
      return {
        className: c.className,
        beginTime: c.beginTime,
        lines: [c.ok ? `saved${own}` : `not changed: ${notDoneLine(c.why)}`],
      };
    }),
  );
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}
