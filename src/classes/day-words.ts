/**
 * The day a person adds after a class name to say which class they mean: "Algebra tomorrow",
 * "Algebra Thursday", "Algebra Dec 3", "Algebra on 3 December", "Algebra 2026-12-03". Read in the
 * person's zone; the name is what is left.
 */
import {
  type LocalDate,
  localDateOf,
  parseLocalDate,
  WEEKDAY_NAMES,
  weekdayOf,
} from "./schedule/occurrences.js";

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

export interface DayWords {
  /** The text before the day words: the class name. */
  readonly name: string;
  /** The days meant, most likely first ("Thursday": this coming one, then the one just past). */
  readonly days: readonly LocalDate[];
}

function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function dayNumber(d: LocalDate): number {
  return Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
}

export function sameDay(a: LocalDate, b: LocalDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/** "thu", "thur", "thurs", "thursday" (and plurals) -> 4. */
function weekdayOfWord(word: string): number | null {
  const w = word.replace(/s$/, "");
  if (w.length < 3) return null;
  const index = WEEKDAY_NAMES.findIndex((name) => name.toLowerCase().startsWith(w));
  return index === -1 ? null : index;
}

function monthOfWord(word: string): number | null {
  const w = word.replace(/\.$/, "");
  if (w.length < 3) return null;
  const index = MONTHS.findIndex((m) => m.startsWith(w));
  return index === -1 ? null : index + 1;
}

function dayOfMonth(word: string): number | null {
  const m = /^(\d{1,2})(st|nd|rd|th)?$/.exec(word);
  if (!m) return null;
  const n = Number(m[1]);
  return n >= 1 && n <= 31 ? n : null;
}

/** A month and day in the year that puts it nearest to today. */
function nearestDate(today: LocalDate, month: number, day: number): LocalDate[] {
  const candidates = [today.year - 1, today.year, today.year + 1]
    .map((year) => ({ year, month, day }))
    .filter((d) => sameDay(addDays(d, 0), d));
  candidates.sort(
    (a, b) => Math.abs(dayNumber(a) - dayNumber(today)) - Math.abs(dayNumber(b) - dayNumber(today)),
  );
  return candidates.slice(0, 1);
}

/** The days named by the last one or two words, and how many words they take. */
function daysAtEnd(words: readonly string[], today: LocalDate): { days: LocalDate[]; taken: number } | null {
  const last = words.at(-1) ?? "";
  const before = words.at(-2) ?? "";
  if (last === "today" || last === "tonight") return { days: [today], taken: 1 };
  if (last === "tomorrow" || last === "tmrw") return { days: [addDays(today, 1)], taken: 1 };
  if (last === "yesterday") return { days: [addDays(today, -1)], taken: 1 };
  const iso = parseLocalDate(last);
  if (iso) return { days: [iso], taken: 1 };
  const weekday = weekdayOfWord(last);
  if (weekday !== null) {
    const ahead = (weekday - weekdayOf(today) + 7) % 7;
    const coming = addDays(today, ahead);
    const past = addDays(today, ahead === 0 ? -7 : ahead - 7);
    if (before === "last") return { days: [past], taken: 2 };
    if (before === "next" || before === "this") return { days: [coming], taken: 2 };
    return { days: [coming, past], taken: 1 };
  }
  // "Dec 3", "December 3rd" / "3 Dec", "3rd of December".
  const monthFirst = monthOfWord(before);
  const dayLast = dayOfMonth(last);
  if (monthFirst !== null && dayLast !== null)
    return { days: nearestDate(today, monthFirst, dayLast), taken: 2 };
  const monthLast = monthOfWord(last);
  const dayFirst = dayOfMonth(before);
  if (monthLast !== null && dayFirst !== null)
    return { days: nearestDate(today, monthLast, dayFirst), taken: 2 };
  if (monthLast !== null && before === "of") {
    const day = dayOfMonth(words.at(-3) ?? "");
    if (day !== null) return { days: nearestDate(today, monthLast, day), taken: 3 };
  }
  return null;
}

/** The class name and the days it is on, or null when the text does not end with a day. */
export function splitDayWords(text: string, now: number, timeZone: string): DayWords | null {
  const original = text
    .trim()
    .split(/\s+/)
    .filter((w) => w !== "");
  const words = original.map((w) => w.toLowerCase().replace(/,$/, ""));
  const found = daysAtEnd(words, localDateOf(now, timeZone));
  if (!found || found.days.length === 0) return null;
  let keep = original.length - found.taken;
  if (words[keep - 1] === "on") keep -= 1;
  if (keep <= 0) return null;
  return { name: original.slice(0, keep).join(" "), days: found.days };
}
