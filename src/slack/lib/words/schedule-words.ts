/**
 * Calendar words of the scheduling views in the reader's language: a day ("Mon 30 Nov",
 * "11月30日周一"), a weekday, a length ("1 hour 30 minutes") and a list ("A, B and C", "A、B和C").
 * Names of days and months come from Intl in the catalog's locale (`schedule.intl`), so no language
 * keeps its own tables; plain text (a menu option, a context line) cannot hold `<!date>` tokens.
 */
import type { LocalDate, Weekday } from "../../../classes/schedule/occurrences.js";
import type { T } from "../../../i18n/index.js";

function noon(d: LocalDate): Date {
  return new Date(Date.UTC(d.year, d.month - 1, d.day, 12));
}

function part(t: T, date: Date, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(t("schedule.intl.dates"), { ...options, timeZone: "UTC" }).format(date);
}

/** A weekday's name (0 = Sunday), long ("Monday", "星期一") or short ("Mon", "周一"). */
export function weekdayName(t: T, day: Weekday, style: "long" | "short" = "long"): string {
  // 4 Jan 1970 was a Sunday.
  return part(t, new Date(Date.UTC(1970, 0, 4 + day, 12)), { weekday: style });
}

/** "Mon 30 Nov" / "11月30日周一", with the year only when it is not `thisYear`. */
export function dayWords(t: T, date: LocalDate, thisYear?: number): string {
  const at = noon(date);
  const vars = {
    weekday: part(t, at, { weekday: "short" }),
    day: String(date.day),
    month: part(t, at, { month: "short" }),
  };
  return date.year === thisYear
    ? t("schedule.readAs.day", vars)
    : t("schedule.readAs.dayWithYear", { ...vars, year: String(date.year) });
}

/** "2 hours", "45 minutes", "1 hour 30 minutes". */
export function minutesInWords(t: T, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t("common.minutes", { count: rest });
  if (rest === 0) return t("schedule.readAs.hours", { count: hours });
  return t("schedule.readAs.hoursMinutes", {
    hours: t("schedule.readAs.hours", { count: hours }),
    minutes: t("common.minutes", { count: rest }),
  });
}

/** "A, B and C" / "A、B和C". */
export function listWords(t: T, items: readonly string[]): string {
  return new Intl.ListFormat(t("schedule.intl.lists"), { type: "conjunction" }).format(items);
}
