/**
 * Reads what a teacher typed after `/class schedule` ("Algebra tomorrow 5pm 45m", "Physics every
 * mon wed 16:30 90m for 8 weeks") into form values, in the teacher's zone. What cannot be read is
 * left empty for the person to fill; this never refuses the command.
 */
import * as chrono from "chrono-node";
import {
  formatLocalDate,
  formatLocalTime,
  localDateOf,
  parseLocalTime,
  type Weekday,
  zonedSeconds,
} from "./occurrences.js";

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
}

const DAY_WORDS: ReadonlyArray<[RegExp, Weekday]> = [
  [/^sun/i, 0],
  [/^mon/i, 1],
  [/^tue/i, 2],
  [/^wed/i, 3],
  [/^thu/i, 4],
  [/^fri/i, 5],
  [/^sat/i, 6],
];
const DAY = "(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*";
const EVERY = new RegExp(`\\b(?:every|each)\\s+(${DAY}(?:\\s*(?:,|and|&)?\\s*${DAY})*)`, "i");
const WEEKS = /\bfor\s+(\d{1,3})\s*(?:weeks?|wks?|w)\b/i;
const DURATION =
  /\b(?:(\d{1,2})\s*h(?:ours?|rs?)?\s*(?:(\d{1,2})\s*m(?:in(?:ute)?s?)?)?|(\d{1,4})\s*m(?:in(?:ute)?s?)?)\b/i;

function cut(text: string, match: RegExpExecArray): string {
  return `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`;
}

export function parseScheduleText(input: string, now: Date, timeZone: string): Prefill {
  let rest = ` ${input.trim()} `;
  const out: { -readonly [K in keyof Prefill]: Prefill[K] } = {};

  const every = EVERY.exec(rest);
  if (every) {
    const days = (every[1] ?? "").split(/[\s,&]+|\band\b/i).flatMap((word) => {
      const hit = DAY_WORDS.find(([re]) => re.test(word));
      return hit ? [hit[1]] : [];
    });
    out.weekly = true;
    out.weekdays = [...new Set(days)].sort();
    rest = cut(rest, every);
  }
  const weeks = WEEKS.exec(rest);
  if (weeks) {
    out.weekly = true;
    out.weeks = Number(weeks[1]);
    rest = cut(rest, weeks);
  }
  const duration = DURATION.exec(rest);
  if (duration) {
    const minutes = duration[3] ? Number(duration[3]) : Number(duration[1]) * 60 + Number(duration[2] ?? 0);
    if (minutes > 0) out.durationMinutes = minutes;
    rest = cut(rest, duration);
  }

  const parsed = chrono.parse(rest, { instant: now, timezone: timeZone }, { forwardDate: true })[0];
  if (parsed) {
    const start = parsed.start;
    if (start.isCertain("hour")) {
      out.time = formatLocalTime({ hour: start.get("hour") ?? 0, minute: start.get("minute") ?? 0 });
    }
    if (start.isCertain("day") || start.isCertain("weekday")) {
      out.date = formatLocalDate({
        year: start.get("year") ?? 0,
        month: start.get("month") ?? 1,
        day: start.get("day") ?? 1,
      });
    }
    rest = `${rest.slice(0, parsed.index)} ${rest.slice(parsed.index + parsed.text.length)}`;
  }
  if (out.weekly && !out.date) {
    // A series without a start date starts on the first chosen weekday still ahead.
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const today = localDateOf(nowSeconds, timeZone);
    const base = Date.UTC(today.year, today.month - 1, today.day);
    for (let i = 0; i < 8; i++) {
      const d = new Date(base + i * 86_400_000);
      const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
      const time = out.time ? parseLocalTime(out.time) : null;
      const ahead = time === null || zonedSeconds(date, time, timeZone) > nowSeconds;
      if (ahead && (!out.weekdays?.length || out.weekdays.includes(d.getUTCDay() as Weekday))) {
        out.date = formatLocalDate(date);
        break;
      }
    }
  }
  const name = rest
    .replace(/\s+/g, " ")
    .replace(/\b(?:at|on|from)\s*$/i, "")
    .trim();
  if (name !== "") out.name = name;
  return out;
}
