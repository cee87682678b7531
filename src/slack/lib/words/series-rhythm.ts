/**
 * A series named with how often it meets, in the reader's words: "weekly series", "series every other
 * week" (隔周系列课), "series every 3 weeks" (每3周系列课); `head` starts a line ("Weekly series").
 * The rhythm is read back from the classes (`everyWeeksOf`, classes/schedule/rhythm.ts).
 */
import type { T } from "../../../i18n/index.js";

export function seriesWords(everyWeeks: number, t: T, head = false): string {
  if (everyWeeks <= 1) return t(head ? "common.series.weeklyHead" : "common.series.weekly");
  if (everyWeeks === 2) return t(head ? "common.series.everyOtherHead" : "common.series.everyOther");
  return t(head ? "common.series.everyHead" : "common.series.every", { count: everyWeeks });
}
