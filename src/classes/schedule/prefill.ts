/**
 * Reads what a teacher typed after `/class schedule` ("Algebra tomorrow at 5pm for 45 minutes",
 * "Physics Tuesdays and Thursdays 4:30pm for 8 weeks", "Quiz in 2 hours") into form values, in the
 * teacher's zone. What cannot be read is left empty for the person to fill (and said on the form's
 * "Read as" line); this never refuses the command.
 *
 * Our own patterns take the series, the length and "in N hours" out of the text first, then chrono
 * reads the date and time in what is left, and the rest is the class name.
 *
 * Chinese is read too ("数学 明天下午3点 45分钟", "物理 每周二和周四 下午4:30 共8周", "测验 两小时后",
 * and in Traditional characters "每週二和週四", "兩小時後"): chosen by the text itself (it has Chinese
 * characters), not by the teacher's language, so a Chinese teacher's English text and an English
 * teacher's Chinese text both read. Chinese text is read by chrono's Simplified Chinese parser
 * first, then by the English one for what is left ("Algebra 明天 3pm").
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
import { intervalIn, untilIn } from "./prefill-series-end.js";
import { nameWords, readSlips, type Slip } from "./prefill-typos.js";
import {
  HAN,
  readable,
  ZH_DAILY,
  ZH_DURATION,
  ZH_EVERY,
  ZH_FROM_NOW,
  ZH_LIST,
  ZH_NIGHT_BEFORE,
  ZH_SCHOOL_DAILY,
  ZH_SPAN,
  ZH_TWELVE,
  ZH_TYPED_TIME,
  ZH_WEEKLY,
  zhDaysIn,
  zhNumber,
} from "./prefill-zh.js";
import { zhChrono } from "./prefill-zh-chrono.js";

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
  /** "every other Tuesday", "fortnightly", "隔周": weeks from one class to the next (2 or more). */
  readonly interval?: number;
  /** "until Dec 23", "until Christmas", "到12月23日": the series' last date (YYYY-MM-DD), included. */
  readonly until?: string;
  /** Day and month words typed with a slip, read as the word meant ("tomorow" as tomorrow). */
  readonly slips?: readonly Slip[];
  /** Words after the name that were not read as anything ("Algebra tomorrow 5pm blah" -> blah). */
  readonly notUnderstood?: readonly string[];
  /** The course whose name has a word of the class name, set by the form (not by the reader). */
  readonly course?: string;
}

/** What the reader knows beyond the text: the names the teacher uses, whose words are never slips. */
export interface ReadOptions {
  readonly names?: readonly string[];
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
const JOINING = new RegExp(
  `(?:\\b(?:on|at|for|from|in|starting|every|each|by)\\b|[在于从自]|[,;:–—\\-，；：、。])\\s*${GAP}`,
  "i",
);
/** Chinese joins after the piece: "明天下午3点的数学课", "下周一开始". */
const JOINING_AFTER = new RegExp(`${GAP}\\s*(?:的|开始|开课|起)`);
const TRIM = /^[\s,;:–—\-，；：、。]+|[\s,;:–—\-，；：、。]+$/g;

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

/** The instant whose reading on this server's clock is the teacher's wall clock at `now`. */
function wallClock(now: Date, timeZone: string): Date {
  const z = new TZDate(now.getTime(), timeZone);
  return new Date(z.getFullYear(), z.getMonth(), z.getDate(), z.getHours(), z.getMinutes(), z.getSeconds());
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

/** "in 2 hours" / "2小时后": minutes from now, or undefined when not said. */
function fromNowIn(take: (re: RegExp) => RegExpExecArray | null): number | undefined {
  const en = take(FROM_NOW);
  if (en) return count(en[1] ?? "") * (/^h/i.test(en[2] ?? "") ? 60 : 1);
  const zh = take(ZH_FROM_NOW);
  if (!zh) return undefined;
  const hours = /^[小钟]/.test(zh[4] ?? "");
  const n = zh[1] ? zhNumber(zh[1]) : 0;
  const half = zh[2] || zh[3] ? 0.5 : 0;
  return Math.round(hours ? (n + half) * 60 : n);
}

function repeatIn(take: (re: RegExp) => RegExpExecArray | null): RepeatWords | undefined {
  if (take(DAILY) || take(ZH_DAILY)) return "day";
  if (take(SCHOOL_DAILY) || take(ZH_SCHOOL_DAILY)) return "weekday";
  const days = take(EVERY) ?? take(PLURALS);
  if (days) {
    const list = daysIn(days[1] ?? "");
    return list.length > 0 ? list : undefined;
  }
  const zh = take(ZH_EVERY) ?? take(ZH_LIST);
  const list = zh ? zhDaysIn(zh[1] ?? "") : [];
  return list.length > 0 ? list : undefined;
}

function spanIn(take: (re: RegExp) => RegExpExecArray | null): Span | undefined {
  const en = take(SPAN);
  if (en) {
    const unit = en[2] ?? "";
    return { count: Number(en[1]), unit: /^w/i.test(unit) ? "weeks" : /^d/i.test(unit) ? "days" : "classes" };
  }
  const zh = take(ZH_SPAN);
  if (!zh) return undefined;
  const n = zhNumber(zh[1] ?? "");
  const unit = zh[2] ?? "";
  if (!Number.isInteger(n) || n < 1) return undefined;
  return { count: n, unit: /^[周星礼]/.test(unit) ? "weeks" : unit === "天" ? "days" : "classes" };
}

function durationIn(take: (re: RegExp) => RegExpExecArray | null): number | undefined {
  const en = take(DURATION);
  if (en) {
    return en[3] ? Number(en[3]) : Math.round(count(en[1] ?? "") * 60) + Number(en[2] ?? 0);
  }
  const zh = take(ZH_DURATION);
  if (!zh) return undefined;
  if (zh[5]) return zhNumber(zh[5]);
  const hours = (zh[1] ? zhNumber(zh[1]) : 0) + (zh[2] || zh[3] ? 0.5 : 0);
  return Math.round(hours * 60 + (zh[4] ? zhNumber(zh[4]) : 0));
}

/** The places in `cuts` in text order, overlapping ones as one ("明天夜" and "夜里十二点"). */
function joined(cuts: ReadonlyArray<[number, number]>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const [from, to] of [...cuts].sort((a, b) => a[0] - b[0])) {
    const last = out[out.length - 1];
    if (last && from < last[1]) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

/** `text` with the places in `cuts` as spaces: a later parser reads only what the earlier left. */
function blanked(text: string, cuts: ReadonlyArray<[number, number]>): string {
  let out = text;
  for (const [from, to] of cuts) out = `${out.slice(0, from)}${" ".repeat(to - from)}${out.slice(to)}`;
  return out;
}

export function parseScheduleText(
  input: string,
  now: Date,
  timeZone: string,
  options: ReadOptions = {},
): Prefill {
  // Slips are read as the word meant before anything else, so they are read (and never named).
  const { text: corrected, slips } = readSlips(input, nameWords(options.names ?? []));
  // Read in `rest`; named and said back from `typed`, the same text place for place (see `readable`).
  let typed = ` ${corrected.trim()} `;
  let rest = readable(typed);
  const cut = (from: number, to: number): void => {
    typed = `${typed.slice(0, from)}${GAP}${typed.slice(to)}`;
    rest = `${rest.slice(0, from)}${GAP}${rest.slice(to)}`;
  };
  const out: Mutable<Prefill> = {};
  const take = (re: RegExp): RegExpExecArray | null => {
    const match = re.exec(rest);
    if (match) cut(match.index, match.index + match[0].length);
    return match;
  };

  const fromNowMinutes = fromNowIn(take);
  if (fromNowMinutes !== undefined && fromNowMinutes > 0) {
    const minutes = fromNowMinutes;
    // To the nearest minute: the form's time picker has no seconds.
    const at = Math.round((now.getTime() / 1000 + minutes * 60) / 60) * 60;
    const z = new TZDate(at * 1000, timeZone);
    out.date = formatLocalDate(localDateOf(at, timeZone));
    out.time = formatLocalTime({ hour: z.getHours(), minute: z.getMinutes() });
    out.fromNowMinutes = minutes;
  }

  const interval = intervalIn(take);
  let every: RepeatWords | undefined;
  if (interval?.days !== undefined) {
    const list = daysIn(interval.days);
    if (list.length > 0) every = list;
  } else if (interval?.zhDays && interval.zhDays.length > 0) {
    every = interval.zhDays;
  }
  if (every === undefined) every = repeatIn(take);
  // "每周" without a weekday: weekly on the date's own weekday.
  const weeklyWord = every === undefined && take(ZH_WEEKLY) !== null;
  const span = spanIn(take);
  // "for 5 days" with no repeat named: a class each day.
  if (span?.unit === "days" && every === undefined) every = "day";

  // "until Dec 23" before chrono, which would read Dec 23 as the start.
  const english0 = { instant: now, timezone: offsetMinutes(now, timeZone) };
  const last = untilIn(rest, localDateOf(Math.floor(now.getTime() / 1000), timeZone), english0);
  if (last) cut(last.from, last.to);

  const duration = durationIn(take);
  if (duration !== undefined && duration > 0) out.durationMinutes = duration;

  // Chrono reads the text with the pieces already read as spaces, so its places match `rest`'s.
  // Chinese text is read by the Chinese parser, then what it left by the English one.
  const english = { parser: chrono.casual, ref: { instant: now, timezone: offsetMinutes(now, timeZone) } };
  // Chrono's Chinese parsers read "明天" and weekdays from the instant's day on the server's clock,
  // whatever zone they are given: they are given an instant whose server-clock reading is the teacher's.
  const chinese = { parser: zhChrono, ref: { instant: wallClock(now, timeZone) } };
  const cuts: Array<[number, number]> = [];
  // "晚上12点" was read: the date and weekdays typed are the evening's, the class starts the day after.
  let dayAfter = false;
  for (const { parser, ref } of HAN.test(rest) ? [chinese, english] : [english]) {
    const text = blanked(rest.replaceAll(GAP, " "), cuts);
    const results = parser.parse(text, ref, { forwardDate: true });
    for (const parsed of results) {
      const start = parsed.start;
      let used = false;
      let from = parsed.index;
      const hour = start.get("hour") ?? 0;
      // "at 5" ("3点") is morning or evening: left for the teacher rather than guessed as 05:00.
      const unsure =
        start.isCertain("hour") &&
        !start.isCertain("meridiem") &&
        hour >= 1 &&
        hour <= 11 &&
        !/:|\bh\b|o'?clock/i.test(parsed.text) &&
        !parsed.end?.isCertain("meridiem");
      if (unsure && out.time === undefined && out.unsureTime === undefined) {
        const time = ZH_TYPED_TIME.exec(parsed.text);
        const at = parsed.index + (time?.index ?? 0);
        out.unsureTime = time ? typed.slice(at, at + time[0].length).replace(/\s+/g, "") : String(hour);
        used = true;
      } else if (out.time === undefined && start.isCertain("hour")) {
        // "晚上12点" is midnight at the end of that evening, which chrono reads as noon. The night words
        // may be read apart ("明天夜" then "十二点") or not at all ("半夜"), so they are looked for in the
        // text before the 12, and taken out of the name with it.
        const twelve = parsed.index + parsed.text.search(ZH_TWELVE);
        const night =
          hour === 12 && twelve >= parsed.index ? ZH_NIGHT_BEFORE.exec(text.slice(0, twelve)) : null;
        dayAfter = night !== null;
        if (night) from = Math.min(from, night.index);
        out.time = formatLocalTime({ hour: dayAfter ? 0 : hour, minute: start.get("minute") ?? 0 });
        const end = parsed.end;
        if (end?.isCertain("hour") && out.durationMinutes === undefined) {
          const startAt = parsed.start.date().getTime() + (dayAfter ? 12 * 3_600_000 : 0);
          // "晚上11点到12点", "中午12点到晚上12点": an end at 12 not after the start on the clock is
          // midnight, which chrono reads as noon ("中午12点到12点半" is half an hour); so is an end at 12
          // with its own night words after a start that is not 12 ("上午10点到晚上12点").
          const endMinute = end.get("minute") ?? 0;
          const endTwelve = hour === 12 ? -1 : parsed.index + parsed.text.search(ZH_TWELVE);
          const midnightEnd =
            end.get("hour") === 12 &&
            (12 * 60 + endMinute <= hour * 60 + (start.get("minute") ?? 0) ||
              (endTwelve >= parsed.index && ZH_NIGHT_BEFORE.test(text.slice(0, endTwelve))));
          const endAt = end.date().getTime() - (midnightEnd ? 12 * 3_600_000 : 0);
          const minutes = Math.round((endAt - startAt) / 60_000);
          // "下午3点到4点半": an end without its own 下午 is in the start's afternoon.
          const endHour = end.get("hour") ?? 0;
          const afternoon =
            !end.isCertain("meridiem") && endHour < 12 && hour >= 12
              ? (endHour + 12 - hour) * 60 + endMinute - (start.get("minute") ?? 0)
              : 0;
          // "from 11pm to 1am" ends the next day.
          out.durationMinutes = afternoon > 0 ? afternoon : minutes > 0 ? minutes : minutes + 24 * 60;
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
      if (used) cuts.push([from, parsed.index + parsed.text.length]);
    }
  }
  for (const [from, to] of joined(cuts).reverse()) cut(from, to);
  const evening = parseLocalDate(out.date ?? "");
  if (dayAfter && evening) out.date = formatLocalDate(addDays(evening, 1));
  if (dayAfter && every === "weekday") every = SCHOOL_DAYS;
  if (dayAfter && Array.isArray(every)) every = every.map((d) => ((d + 1) % 7) as Weekday).sort();

  if (every !== undefined || span !== undefined || weeklyWord || interval || last) {
    out.weekly = true;
    if (interval) out.interval = interval.weeks;
    const days = every === "day" ? ALL_DAYS : every === "weekday" ? SCHOOL_DAYS : every;
    if (!out.date) out.date = firstDateAhead(now, timeZone, days, out.time);
    if (every !== undefined) out.every = every;
    if (span) out.span = span;
    const first = parseLocalDate(out.date ?? "");
    const own = first ? [weekdayOf(first)] : [];
    // The form's empty weekdays mean "the date's weekday": kept empty so a changed date moves it too.
    if (days) out.weekdays = days;
    const until = last ? parseLocalDate(last.until) : null;
    if (until && first && daysBetween(first, until) >= 0) {
      out.until = last?.until;
      // The weeks from the first date to the last; the form keeps no class after the last date.
      if (!span) out.weeks = Math.floor(daysBetween(first, until) / 7) + 1;
    }
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

  for (let join = JOINING.exec(rest) ?? JOINING_AFTER.exec(rest); join; ) {
    cut(join.index, join.index + join[0].length);
    join = JOINING.exec(rest) ?? JOINING_AFTER.exec(rest);
  }
  // The name is the first words not read; any later ones are said back as not understood.
  const [name, ...others] = typed
    .split(GAP)
    .map((part) => part.replace(/\s+/g, " ").trim().replace(TRIM, ""))
    .filter((part) => part !== "");
  if (name !== undefined) out.name = name;
  if (others.length > 0) out.notUnderstood = others;
  if (slips.length > 0) out.slips = slips;
  return out;
}

function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000,
  );
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
