/**
 * Reads what a teacher typed after `/class schedule` ("Algebra tomorrow at 5pm for 45 minutes",
 * "Physics Tuesdays and Thursdays 4:30pm for 8 weeks", "Quiz in 2 hours") into form values, in the
 * teacher's zone. What cannot be read is left empty for the person to fill (and said on the form's
 * "Read as" line); this never refuses the command.
 *
 * Our own patterns take the series, the length and "in N hours" out of the text first, then chrono
 * reads the date and time in what is left, and the rest is the class name.
 */
import { TZDate } from "@date-fns/tz";
import * as chrono from "chrono-node";
import {
  formatLocalDate,
  formatLocalTime,
  type LocalDate,
  localDateOf,
  parseLocalDate,
  parseLocalTime,
  type Weekday,
  weekdayOf,
  zonedSeconds,
} from "./occurrences.js";

/** How the text named a repeat: every day, school days (Monday to Friday), or these weekdays. */
export type RepeatWords = "day" | "weekday" | readonly Weekday[];

/** How long a series runs, as typed: "for 8 weeks", "for 5 days", "for 8 classes". */
export interface Span {
  readonly count: number;
  readonly unit: "days" | "weeks" | "classes";
}

export interface Prefill {
  readonly name?: string;
  /** YYYY-MM-DD. */
  readonly date?: string;
  /** HH:MM. */
  readonly time?: string;
  readonly durationMinutes?: number;
  readonly weekly?: boolean;
  readonly weekdays?: readonly Weekday[];
  readonly weeks?: number;
  /** The repeat as typed; absent when the series is weekly on the date's own weekday. */
  readonly every?: RepeatWords;
  /**
   * The length as typed. When `weeks` is absent with it, the form's weeks and weekdays cannot make
   * exactly that many classes: the teacher chooses the number of weeks.
   */
  readonly span?: Span;
  /** A start time that may be morning or evening ("5"), as typed: the teacher picks the time. */
  readonly unsureTime?: string;
  /** "in 2 hours": the start was read as this many minutes from now. */
  readonly fromNowMinutes?: number;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const ALL_DAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];
const SCHOOL_DAYS: readonly Weekday[] = [1, 2, 3, 4, 5];

const DAY_WORDS: ReadonlyArray<[RegExp, Weekday]> = [
  [/^sun/i, 0],
  [/^mon/i, 1],
  [/^tue/i, 2],
  [/^wed/i, 3],
  [/^thu/i, 4],
  [/^fri/i, 5],
  [/^sat/i, 6],
];
/** A weekday, whole or short ("mon", "tues", "thurs"), never the start of another word ("month"). */
const DAY =
  "(?:sun(?:day)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?)s?";
/** "Mondays", "Tuesdays and Thursdays": a weekday in the plural says "every". */
const PLURAL = "(?:sun|mon|tues|wednes|thurs|fri|satur)days";
const JOIN = "(?:\\s*,\\s*(?:and\\s+)?|\\s+and\\s+|\\s*[&/+]\\s*|\\s+)";

const DAILY = /\b(?:daily|(?:every|each)\s+day)\b/i;
const SCHOOL_DAILY = /\b(?:(?:every|each)\s+weekday|weekdays)\b/i;
const EVERY = new RegExp(`\\b(?:every|each)\\s+(${DAY}(?:${JOIN}${DAY})*)\\b`, "i");
const PLURALS = new RegExp(`\\b(${PLURAL}(?:${JOIN}${PLURAL})*)\\b`, "i");
const SPAN = /\bfor\s+(\d{1,3})\s*(weeks?|wks?|w|days?|d|classes|class|lessons?|sessions?|times)\b/i;
const FROM_NOW = /\bin\s+(an?|\d{1,3})\s*(hours?|hrs?|h|minutes?|mins?|m)\b/i;
/** "for 2 hours", "90m", "1h30", "for an hour", "1.5 hours" ("in 2 hours", a start, is taken before). */
const DURATION =
  /\b(?:for\s+)?(?:(an?|\d{1,2}(?:\.\d+)?)\s*h(?:ours?|rs?)?(?:\s*(?:and\s+)?(\d{1,2})(?:\s*m(?:in(?:ute)?s?)?)?)?|(\d{1,4})\s*m(?:in(?:ute)?s?)?)\b/i;
/**
 * Stands for a piece of the text already read, so the name never joins words across it: a symbol no
 * one types in a class name ("symbol for record separator").
 */
const GAP = "\u241E";
/** Words that only join a piece we read to the name ("Geometry on Dec 3", "Algebra for 45 minutes"). */
const JOINING = new RegExp(`(?:\\b(?:on|at|for|from|in|starting|every|each|by)\\b|[,;:–—-])\\s*${GAP}`, "gi");

function count(word: string): number {
  return /^an?$/i.test(word) ? 1 : Number(word);
}

function daysIn(words: string): Weekday[] {
  const days = words.split(/[\s,&/+]+|\band\b/i).flatMap((word) => {
    const hit = DAY_WORDS.find(([re]) => re.test(word));
    return hit ? [hit[1]] : [];
  });
  return [...new Set(days)].sort();
}

function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The zone's offset from UTC at `now`, in minutes, as chrono takes it (it knows no IANA names). */
function offsetMinutes(now: Date, timeZone: string): number {
  return -new TZDate(now.getTime(), timeZone).getTimezoneOffset();
}

/**
 * The form's weekdays and weeks that make exactly `classes` classes of `days` from `first`: whole
 * weeks of every day, or fewer classes than days in one week. Anything else is left to the teacher.
 */
function fitClasses(
  days: readonly Weekday[],
  classes: number,
  first: LocalDate,
): { weekdays: readonly Weekday[]; weeks: number } | null {
  if (classes < 1 || days.length === 0) return null;
  if (classes % days.length === 0) return { weekdays: days, weeks: classes / days.length };
  if (classes > days.length) return null;
  const chosen = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => weekdayOf(addDays(first, i)))
    .filter((d) => days.includes(d))
    .slice(0, classes);
  return { weekdays: [...chosen].sort(), weeks: 1 };
}

export function parseScheduleText(input: string, now: Date, timeZone: string): Prefill {
  let rest = ` ${input.trim()} `;
  const out: Mutable<Prefill> = {};
  const take = (re: RegExp): RegExpExecArray | null => {
    const match = re.exec(rest);
    if (match) {
      rest = `${rest.slice(0, match.index)}${GAP}${rest.slice(match.index + match[0].length)}`;
    }
    return match;
  };

  const fromNow = take(FROM_NOW);
  if (fromNow) {
    const minutes = count(fromNow[1] ?? "") * (/^h/i.test(fromNow[2] ?? "") ? 60 : 1);
    if (minutes > 0) {
      // To the nearest minute: the form's time picker has no seconds.
      const at = Math.round((now.getTime() / 1000 + minutes * 60) / 60) * 60;
      const z = new TZDate(at * 1000, timeZone);
      out.date = formatLocalDate(localDateOf(at, timeZone));
      out.time = formatLocalTime({ hour: z.getHours(), minute: z.getMinutes() });
      out.fromNowMinutes = minutes;
    }
  }

  let every: RepeatWords | undefined;
  if (take(DAILY)) every = "day";
  else if (take(SCHOOL_DAILY)) every = "weekday";
  else {
    const days = take(EVERY) ?? take(PLURALS);
    const list = days ? daysIn(days[1] ?? "") : [];
    if (list.length > 0) every = list;
  }
  const spanMatch = take(SPAN);
  const span: Span | undefined = spanMatch
    ? {
        count: Number(spanMatch[1]),
        unit: /^w/i.test(spanMatch[2] ?? "") ? "weeks" : /^d/i.test(spanMatch[2] ?? "") ? "days" : "classes",
      }
    : undefined;
  // "for 5 days" with no repeat named: a class each day.
  if (span?.unit === "days" && every === undefined) every = "day";

  const duration = take(DURATION);
  if (duration) {
    const minutes = duration[3]
      ? Number(duration[3])
      : Math.round(count(duration[1] ?? "") * 60) + Number(duration[2] ?? 0);
    if (minutes > 0) out.durationMinutes = minutes;
  }

  // Chrono reads the text with the pieces already read as spaces, so its places match `rest`'s.
  const results = chrono.parse(
    rest.replaceAll(GAP, " "),
    { instant: now, timezone: offsetMinutes(now, timeZone) },
    { forwardDate: true },
  );
  const cuts: Array<[number, number]> = [];
  for (const parsed of results) {
    const start = parsed.start;
    let used = false;
    const hour = start.get("hour") ?? 0;
    // "at 5" is morning or evening: left for the teacher rather than guessed as 05:00.
    const unsure =
      start.isCertain("hour") &&
      !start.isCertain("meridiem") &&
      hour >= 1 &&
      hour <= 11 &&
      !/:|\bh\b|o'?clock/i.test(parsed.text) &&
      !parsed.end?.isCertain("meridiem");
    if (unsure && out.time === undefined && out.unsureTime === undefined) {
      out.unsureTime = String(hour);
      used = true;
    } else if (out.time === undefined && start.isCertain("hour")) {
      out.time = formatLocalTime({ hour: start.get("hour") ?? 0, minute: start.get("minute") ?? 0 });
      const end = parsed.end;
      if (end?.isCertain("hour") && out.durationMinutes === undefined) {
        const startAt = parsed.start.date().getTime();
        const endAt = end.date().getTime();
        // "from 11pm to 1am" ends the next day.
        const minutes = Math.round((endAt - startAt) / 60_000);
        out.durationMinutes = minutes > 0 ? minutes : minutes + 24 * 60;
      }
      used = true;
    }
    if (out.date === undefined && (start.isCertain("day") || start.isCertain("weekday"))) {
      out.date = formatLocalDate({
        year: start.get("year") ?? 0,
        month: start.get("month") ?? 1,
        day: start.get("day") ?? 1,
      });
      used = true;
    }
    if (used) cuts.push([parsed.index, parsed.index + parsed.text.length]);
  }
  for (const [from, to] of cuts.sort((a, b) => b[0] - a[0])) {
    rest = `${rest.slice(0, from)}${GAP}${rest.slice(to)}`;
  }

  if (every !== undefined || span !== undefined) {
    out.weekly = true;
    const days = every === "day" ? ALL_DAYS : every === "weekday" ? SCHOOL_DAYS : every;
    if (!out.date) out.date = firstDateAhead(now, timeZone, days, out.time);
    if (every !== undefined) out.every = every;
    if (span) out.span = span;
    const first = parseLocalDate(out.date ?? "");
    const own = first ? [weekdayOf(first)] : [];
    // The form's empty weekdays mean "the date's weekday": kept empty so a changed date moves it too.
    if (days) out.weekdays = days;
    if (span?.unit === "weeks") {
      out.weeks = span.count;
    } else if (span && first) {
      const perWeek = days ?? own;
      const classes =
        span.unit === "classes" || every === "day" || every === "weekday"
          ? span.count
          : span.count % 7 === 0
            ? (span.count / 7) * perWeek.length
            : Number.NaN;
      const fit = Number.isInteger(classes) ? fitClasses(perWeek, classes, first) : null;
      if (fit) {
        out.weeks = fit.weeks;
        if (days) out.weekdays = fit.weekdays;
      }
    }
  }

  let joined = rest;
  for (let before = ""; before !== joined; ) {
    before = joined;
    joined = joined.replace(JOINING, GAP);
  }
  const name = joined
    .split(GAP)
    .map((part) => part.replace(/\s+/g, " ").trim())
    .filter((part) => part !== "")
    .join(" ")
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, "");
  if (name !== "") out.name = name;
  return out;
}

/** A series without a start date starts on the first chosen weekday still ahead. */
function firstDateAhead(
  now: Date,
  timeZone: string,
  days: readonly Weekday[] | undefined,
  time: string | undefined,
): string | undefined {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const today = localDateOf(nowSeconds, timeZone);
  const at = time ? parseLocalTime(time) : null;
  for (let i = 0; i < 8; i++) {
    const date = addDays(today, i);
    const ahead = at === null || zonedSeconds(date, at, timeZone) > nowSeconds;
    if (ahead && (!days?.length || days.includes(weekdayOf(date)))) return formatLocalDate(date);
  }
  return undefined;
}
