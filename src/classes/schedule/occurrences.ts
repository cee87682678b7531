/**
 * When the classes of a submission start: one date, or the chosen weekdays of a number of weeks.
 * Wall-clock times are turned into Unix seconds in the teacher's zone one day at a time, so a weekly
 * 17:00 class stays at 17:00 after a daylight-saving change.
 */
import { TZDate } from "@date-fns/tz";

export interface LocalDate {
  readonly year: number;
  /** 1-12. */
  readonly month: number;
  readonly day: number;
}

export interface LocalTime {
  readonly hour: number;
  readonly minute: number;
}

/** 0 = Sunday ... 6 = Saturday, as Date#getDay counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const WEEKDAY_NAMES: readonly string[] = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

export function parseLocalDate(text: string): LocalDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

export function parseLocalTime(text: string): LocalTime | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [hour, minute] = [Number(m[1]), Number(m[2])];
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

export function formatLocalDate(d: LocalDate): string {
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

export function formatLocalTime(t: LocalTime): string {
  return `${String(t.hour).padStart(2, "0")}:${String(t.minute).padStart(2, "0")}`;
}

/** Unix seconds of a wall-clock time in `timeZone`. */
export function zonedSeconds(date: LocalDate, time: LocalTime, timeZone: string): number {
  return Math.floor(
    new TZDate(date.year, date.month - 1, date.day, time.hour, time.minute, timeZone).getTime() / 1000,
  );
}

/** The calendar date of an instant in `timeZone`. */
export function localDateOf(unixSeconds: number, timeZone: string): LocalDate {
  const z = new TZDate(unixSeconds * 1000, timeZone);
  return { year: z.getFullYear(), month: z.getMonth() + 1, day: z.getDate() };
}

export function weekdayOf(date: LocalDate): Weekday {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() as Weekday;
}

function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export interface Repeat {
  /** Empty: the weekday of the first date. */
  readonly weekdays: readonly Weekday[];
  readonly weeks: number;
  /** Every this many weeks (2: fortnightly); absent or 1: every week. */
  readonly interval?: number;
  /** The last date a class may fall on, included ("until Dec 23"). */
  readonly until?: LocalDate;
}

/**
 * The dates of a series: every chosen weekday from `first` (included) for `weeks` weeks, in every
 * `interval`-th week counted from `first` (weeks of seven days from it), none after `until`. Without a
 * repeat, just `first`.
 */
export function seriesDates(first: LocalDate, repeat: Repeat | null): LocalDate[] {
  if (!repeat) return [first];
  const days = new Set<Weekday>(repeat.weekdays.length > 0 ? repeat.weekdays : [weekdayOf(first)]);
  const out: LocalDate[] = [];
  const interval = Math.max(1, repeat.interval ?? 1);
  const last = repeat.until ? formatLocalDate(repeat.until) : undefined;
  for (let i = 0; i < repeat.weeks * 7; i++) {
    if (Math.floor(i / 7) % interval !== 0) continue;
    const date = addDays(first, i);
    if (last !== undefined && formatLocalDate(date) > last) break;
    if (days.has(weekdayOf(date))) out.push(date);
  }
  return out;
}

export interface Occurrence {
  readonly date: LocalDate;
  /** Unix seconds. */
  readonly beginTime: number;
  readonly endTime: number;
}

export function occurrences(
  dates: readonly LocalDate[],
  time: LocalTime,
  durationMinutes: number,
  timeZone: string,
): Occurrence[] {
  return dates.map((date) => {
    const beginTime = zonedSeconds(date, time, timeZone);
    return { date, beginTime, endTime: beginTime + durationMinutes * 60 };
  });
}
