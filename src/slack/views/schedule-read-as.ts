/**
 * The "Read as" line at the top of the schedule form: what the free text after `/class schedule`
 * was understood as ("Read as: Algebra, Mondays at 16:00 for 8 weeks, starting Mon 30 Nov"), and
 * what it left for the teacher to choose, so nothing read from it is a silent guess.
 */
import {
  parseLocalDate,
  WEEKDAY_NAMES,
  type Weekday,
  weekdayOf,
} from "../../classes/schedule/occurrences.js";
import type { Prefill, RepeatWords, Span } from "../../classes/schedule/prefill.js";
import { plural } from "../../words.js";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Mon 30 Nov", with the year only when it is not `thisYear`. */
function dayWords(iso: string, thisYear: number): string {
  const date = parseLocalDate(iso);
  if (!date) return iso;
  const weekday = (WEEKDAY_NAMES[weekdayOf(date)] as string).slice(0, 3);
  const year = date.year === thisYear ? "" : ` ${date.year}`;
  return `${weekday} ${date.day} ${MONTHS[date.month - 1]}${year}`;
}

function inWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** "2 hours", "45 minutes", "1 hour 30 minutes". */
export function minutesInWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return plural(rest, "minute");
  return rest === 0 ? plural(hours, "hour") : `${plural(hours, "hour")} ${plural(rest, "minute")}`;
}

function repeatInWords(every: RepeatWords | undefined, date: string | undefined): string {
  if (every === "day") return "daily";
  if (every === "weekday") return "weekdays";
  const first = date ? parseLocalDate(date) : null;
  const days: readonly Weekday[] = every ?? (first ? [weekdayOf(first)] : []);
  if (days.length === 0) return "weekly";
  return inWords(days.map((d) => `${WEEKDAY_NAMES[d]}s`));
}

function spanInWords(span: Span): string {
  if (span.unit === "classes") return plural(span.count, "class", "classes");
  return plural(span.count, span.unit === "weeks" ? "week" : "day");
}

/** The line's text (plain: the name is shown as typed), for a form opened from free text. */
export function scheduleReadAs(pre: Prefill, thisYear: number): string {
  const parts: string[] = [];
  if (pre.name) parts.push(pre.name);
  if (pre.weekly) {
    const repeat = repeatInWords(pre.every, pre.date);
    const at = pre.time ? ` at ${pre.time}` : "";
    const span = pre.span ? ` for ${spanInWords(pre.span)}` : "";
    parts.push(`${repeat}${at}${span}`);
    if (pre.date) parts.push(`starting ${dayWords(pre.date, thisYear)}`);
    if (pre.durationMinutes) parts.push(`${minutesInWords(pre.durationMinutes)} each`);
  } else {
    const when = [pre.date ? dayWords(pre.date, thisYear) : "", pre.time ? `at ${pre.time}` : ""]
      .filter((w) => w !== "")
      .join(" ");
    const fromNow = pre.fromNowMinutes ? ` (in ${minutesInWords(pre.fromNowMinutes)})` : "";
    if (when) parts.push(`${when}${fromNow}`);
    if (pre.durationMinutes) parts.push(minutesInWords(pre.durationMinutes));
  }

  const open: string[] = [];
  if (!pre.name) open.push("the class name");
  if (!pre.date) open.push("the date");
  if (!pre.time) {
    open.push(
      pre.unsureTime ? `the start time ("${pre.unsureTime}": morning or afternoon?)` : "the start time",
    );
  }
  if (pre.weekly && pre.weeks === undefined) {
    // Said with the reason when the text gave a length the form's weeks cannot make exactly.
    const why =
      pre.span && pre.span.unit !== "weeks"
        ? ` (${spanInWords(pre.span)} ${pre.span.count === 1 ? "is" : "are"} not whole weeks of ${repeatInWords(pre.every, pre.date)})`
        : "";
    open.push(`the number of weeks${why}`);
  }
  const read = parts.length > 0 ? `Read as: ${parts.join(", ")}` : "Nothing could be read from the text";
  return open.length > 0 ? `${read}. Still to choose: ${inWords(open)}.` : read;
}
