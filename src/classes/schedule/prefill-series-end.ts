/**
 * How often and until when a series typed as free text runs (prefill.ts): "every other Tuesday",
 * "every 2 weeks", "fortnightly", "biweekly", "隔周", "每两周" (every N weeks), and "until Dec 23",
 * "through Jan 15", "until Christmas", "到12月23日", "至元旦" (the last date, included).
 *
 * Named dates, each the next one on or after today: Christmas Eve (24 Dec), Christmas / Xmas (25 Dec),
 * New Year's Eve (31 Dec), New Year / New Year's Day (1 Jan); 平安夜 (24 Dec), 圣诞节 / 圣诞 (25 Dec),
 * 元旦 / 新年 (1 Jan). 除夕 and 春节 follow the lunar calendar and are not read.
 */
import * as chrono from "chrono-node";
import { formatLocalDate, type LocalDate, parseLocalDate, type Weekday } from "./occurrences.js";
import { zhDaysIn, zhNumber } from "./prefill-zh.js";

type Take = (re: RegExp) => RegExpExecArray | null;

/** A weekday, as prefill.ts reads it ("tue", "Tuesday", "Tuesdays"). */
const DAY =
  "(?:sun(?:day)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?)s?";
const JOIN = "(?:\\s*,\\s*(?:and\\s+)?|\\s+and\\s+|\\s*[&/+]\\s*|\\s+)";
const EN_NUMBERS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  other: 2,
  second: 2,
  "2nd": 2,
};

/** "every other Tuesday", "every second mon and wed"; "every 2 weeks" (2 to 4: the form offers no more). */
const EVERY_OTHER_DAYS = new RegExp(
  `\\b(?:every|each)\\s+(?:other|second|2nd|alternate)\\s+(${DAY}(?:${JOIN}${DAY})*)\\b`,
  "i",
);
const EVERY_N_WEEKS = /\b(?:every|each)\s+(other|second|2nd|two|three|four|[2-4])\s+weeks?\b/i;
const FORTNIGHTLY = /\b(?:fortnightly|bi-?weekly|every\s+fortnight|each\s+fortnight)\b/i;
/** "隔周", "隔周二", "每隔一周": every other week (with its weekdays when they follow at once). */
const ZH_OTHER =
  /(?:每\s*)?隔\s*一?\s*个?\s*(?:周|星期|礼拜)([一二三四五六日天](?:[、，,和及与/&+]?[一二三四五六日天])*(?![点:：时小个号月年级班分十百\d〇零两]))?/;
/** "每两周", "每2周", "每三个星期": every N weeks. */
const ZH_EVERY_N = /每\s*([两二三四2-4])\s*个?\s*(?:周|星期|礼拜)/;

export interface Interval {
  /** Weeks from one class to the next on the same weekday: 2 for fortnightly. */
  readonly weeks: number;
  /** The weekdays typed with it ("every other Tuesday"), in the words prefill.ts reads. */
  readonly days?: string;
  readonly zhDays?: readonly Weekday[];
}

/** The interval typed, taken out of the text; undefined when every week (or none said). */
export function intervalIn(take: Take): Interval | undefined {
  const days = take(EVERY_OTHER_DAYS);
  if (days) return { weeks: 2, days: days[1] ?? "" };
  const n = take(EVERY_N_WEEKS);
  if (n) {
    const word = (n[1] ?? "").toLowerCase();
    const weeks = EN_NUMBERS[word] ?? Number(word);
    return weeks >= 2 ? { weeks } : undefined;
  }
  if (take(FORTNIGHTLY)) return { weeks: 2 };
  const zh = take(ZH_OTHER);
  if (zh) return { weeks: 2, ...(zh[1] ? { zhDays: zhDaysIn(zh[1]) } : {}) };
  const zhN = take(ZH_EVERY_N);
  if (zhN) {
    const weeks = zhNumber(zhN[1] ?? "");
    return weeks >= 2 ? { weeks } : undefined;
  }
  return undefined;
}

const NAMED: ReadonlyArray<[RegExp, number, number]> = [
  [/^christmas\s+eve\b|^xmas\s+eve\b|^平安夜/i, 12, 24],
  [/^(?:christmas|xmas)(?:\s+day)?\b|^(?:圣诞节?|聖誕節?)/i, 12, 25],
  [/^new\s+year'?s\s+eve\b/i, 12, 31],
  [/^new\s+years?(?:'s)?(?:\s+day)?\b|^(?:元旦|新年)/i, 1, 1],
];

const ZH_NUMERAL = "(\\d{1,2}|[一二三四五六七八九十]{1,3})";
const ZH_MONTH_DAY = new RegExp(`^(?:(\\d{4})\\s*年\\s*)?${ZH_NUMERAL}\\s*月\\s*${ZH_NUMERAL}\\s*[日号]`);

/** Words that say the last date follows. */
const EN_UNTIL = /\b(?:until|till|til|through|thru|up\s+to\s+and\s+including|ending(?:\s+on)?)\s+/gi;
const ZH_UNTIL = /(?:一直到|直到|截至|截止到?|到|至)\s*/g;
const ZH_UNTIL_AFTER = /^\s*(?:为止|结束|止)/;

function nextOnOrAfter(today: LocalDate, month: number, day: number): LocalDate {
  const year =
    month < today.month || (month === today.month && day < today.day) ? today.year + 1 : today.year;
  return { year, month, day };
}

/**
 * The last date typed ("until Dec 23"), and where it stands in `text` (to take out), or null. `ref` is
 * what chrono's English parser takes (prefill.ts).
 */
export function untilIn(
  text: string,
  today: LocalDate,
  ref: chrono.ParsingReference,
): { from: number; to: number; until: string } | null {
  for (const re of [EN_UNTIL, ZH_UNTIL]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const after = m.index + m[0].length;
      const found = dateAt(text.slice(after), today, ref);
      if (!found) continue;
      let to = after + found.length;
      if (re === ZH_UNTIL) {
        const tail = ZH_UNTIL_AFTER.exec(text.slice(to));
        if (tail) to += tail[0].length;
      }
      return { from: m.index, to, until: formatLocalDate(found.date) };
    }
  }
  return null;
}

/** A date at the very start of `text`: a named day, "12月23日", or one chrono reads ("Dec 23", "1/15"). */
function dateAt(
  text: string,
  today: LocalDate,
  ref: chrono.ParsingReference,
): { date: LocalDate; length: number } | null {
  for (const [re, month, day] of NAMED) {
    const m = re.exec(text);
    if (m) return { date: nextOnOrAfter(today, month, day), length: m[0].length };
  }
  const zh = ZH_MONTH_DAY.exec(text);
  if (zh) {
    const month = zhNumber(zh[2] ?? "");
    const day = zhNumber(zh[3] ?? "");
    const year = zh[1] ? Number(zh[1]) : nextOnOrAfter(today, month, day).year;
    const date = parseLocalDate(formatLocalDate({ year, month, day }));
    if (date) return { date, length: zh[0].length };
  }
  const [hit] = chrono.casual.parse(text, ref, { forwardDate: true });
  if (!hit) return null;
  if (hit.index !== 0 || !hit.start.isCertain("day") || !hit.start.isCertain("month")) return null;
  if (hit.start.isCertain("hour")) return null;
  const date = {
    year: hit.start.get("year") ?? today.year,
    month: hit.start.get("month") ?? 1,
    day: hit.start.get("day") ?? 1,
  };
  return { date, length: hit.text.length };
}
