/**
 * A series named with how often it meets, in the reader's words: "weekly series", "series every other
 * week" (隔周系列课), "series every 3 weeks" (每3周系列课); `head` starts a line ("Weekly series").
 * With the weekday it meets on, when one is known: "series every other Tuesday" (隔周星期二系列课).
 * The rhythm is read back from the classes (`everyWeeksOf`, classes/schedule/rhythm.ts).
 */
import type { T } from "../../../i18n/index.js";

export function seriesWords(everyWeeks: number, t: T, head = false, weekday?: string): string {
  if (everyWeeks <= 1) return t(head ? "common.series.weeklyHead" : "common.series.weekly");
  if (weekday !== undefined) {
    if (everyWeeks === 2)
      return t(head ? "common.series.everyOtherOnHead" : "common.series.everyOtherOn", { weekday });
    return t(head ? "common.series.everyOnHead" : "common.series.everyOn", { count: everyWeeks, weekday });
  }
  if (everyWeeks === 2) return t(head ? "common.series.everyOtherHead" : "common.series.everyOther");
  return t(head ? "common.series.everyHead" : "common.series.every", { count: everyWeeks });
}

/**
 * The weekday every one of these classes starts on in `timeZone` ("Tuesday", "星期二"), in the reader's
 * language; undefined when they meet on several days (or there are none).
 */
export function seriesWeekday(beginTimes: readonly number[], timeZone: string, t: T): string | undefined {
  const format = new Intl.DateTimeFormat(t("schedule.intl.dates"), { weekday: "long", timeZone });
  const days = new Set(beginTimes.map((s) => format.format(new Date(s * 1000))));
  return days.size === 1 ? [...days][0] : undefined;
}
