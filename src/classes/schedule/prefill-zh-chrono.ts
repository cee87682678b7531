/**
 * Chrono's Simplified Chinese parser as `parseScheduleText` (prefill.ts) uses it: with refiners for
 * 明天 and for the words beside an hour that chrono leaves unread.
 */
import * as chrono from "chrono-node";
import {
  ZH_AFTERNOON_BEFORE,
  ZH_DAY_PART_ALONE,
  ZH_EVENING_BEFORE,
  ZH_HOUR,
  ZH_MORNING_BEFORE,
  ZH_NIGHT_BEFORE,
  ZH_NOON_BEFORE,
  ZH_RANGE_BETWEEN,
  ZH_SHORT_OF_AFTER,
  ZH_SHORT_OF_BEFORE,
  zhNumber,
} from "./prefill-zh.js";

/**
 * Chrono's Chinese parser, with 明天 (明早, 明晚) the calendar's next day at any hour, as chrono's
 * English "tomorrow" is: chrono reads it typed before 02:00 as the day just begun, but a teacher
 * scheduling at 01:30 means the day after today's date.
 */
export const zhChrono = chrono.zh.hans.casual.clone();
zhChrono.refiners.push({
  refine: (context, results) => {
    const ref = context.reference.instant;
    const tomorrow = new Date(ref.getFullYear(), ref.getMonth(), ref.getDate() + 1);
    const isToday = (c: chrono.ParsingComponents): boolean =>
      c.get("day") === ref.getDate() && c.get("month") === ref.getMonth() + 1;
    for (const result of results) {
      if (!/明[天日早晚]/.test(result.text)) continue;
      for (const c of [result.start, result.end]) {
        if (!c || !isToday(c)) continue;
        c.assign("year", tomorrow.getFullYear());
        c.assign("month", tomorrow.getMonth() + 1);
        c.assign("day", tomorrow.getDate());
      }
    }
    return results;
  },
});

/**
 * Words beside an hour that chrono's Chinese parser leaves unread: 中午 and 晚 before it, 差一刻 before or
 * after it. The hour is read with them, and the result takes them in so the name keeps none of them.
 */
function zhHourWords(text: string, result: chrono.ParsingResult): void {
  // Where the start's hour and the end's are in the text: the first hour read and the last.
  const hours = [...result.text.matchAll(ZH_HOUR)].map((m) => result.index + m.index);
  const first = hours[0];
  const last = hours[hours.length - 1];
  if (first === undefined || last === undefined) return;
  const takeFrom = (index: number): void => {
    if (index >= result.index) return;
    result.text = text.slice(index, result.index + result.text.length);
    result.index = index;
  };
  const parts: Array<[chrono.ParsingComponents, number]> = [[result.start, first]];
  if (result.end && last !== first) parts.push([result.end, last]);
  for (const [c, at] of parts) {
    const before = text.slice(0, at);
    const evening = c === result.start ? ZH_EVENING_BEFORE.exec(before) : null;
    if (evening) takeFrom(evening.index);
    // An hour whose part of the day is read (下午3点, 15点, 12点) stays as it is.
    const hour = c.get("hour") ?? 0;
    if (c.isCertain("meridiem") || hour >= 12) continue;
    if (evening) {
      c.assign("hour", hour + 12);
      c.assign("meridiem", 1);
    } else if (ZH_NOON_BEFORE.test(before)) {
      c.assign("hour", hour === 11 ? 11 : hour + 12);
      c.assign("meridiem", hour === 11 ? 0 : 1);
      if (c === result.end) sameDayUnlessEarlier(result.start, c);
    }
  }
  const tail = text.slice(result.index + result.text.length);
  if (result.end) {
    // "三点到四点差一刻": the end is a quarter before four.
    const after = ZH_SHORT_OF_AFTER.exec(tail);
    if (after && shortOf(result.end, after[1], ZH_NIGHT_BEFORE.test(text.slice(0, last))))
      result.text += after[0];
    return;
  }
  const after = ZH_SHORT_OF_AFTER.exec(tail);
  const before = after ? null : ZH_SHORT_OF_BEFORE.exec(text.slice(0, result.index));
  const short = after ?? before;
  if (!short) return;
  // "下午差五分四点": the part of the day typed before the 差 phrase is the hour's.
  const part = before ? text.slice(0, before.index) : "";
  const meridiem = ZH_AFTERNOON_BEFORE.exec(part) ?? ZH_MORNING_BEFORE.exec(part);
  const hour = result.start.get("hour") ?? 0;
  if (meridiem && !result.start.isCertain("meridiem") && hour <= 12) {
    const afternoon = ZH_AFTERNOON_BEFORE.test(part);
    result.start.assign("hour", afternoon && hour < 12 ? hour + 12 : hour);
    result.start.assign("meridiem", afternoon ? 1 : 0);
  }
  // Short of 晚上12点 is late that evening (23:45, not midnight); short of 1点 is after noon, as 12点 is noon.
  if (!shortOf(result.start, short[1], hour === 12 && ZH_NIGHT_BEFORE.test(text.slice(0, first)))) return;
  if (after) result.text += after[0];
  if (before) takeFrom(meridiem ? before.index - (part.length - meridiem.index) : before.index);
}

/**
 * Moves `c` back by a 差 phrase's minutes (`typed` undefined: 一刻); false, and `c` unchanged, when
 * they are not a whole number or would go before the day.
 */
function shortOf(c: chrono.ParsingComponents, typed: string | undefined, midnight: boolean): boolean {
  const minutes = typed ? zhNumber(typed) : 15;
  const hour = c.get("hour") ?? 0;
  let at = (midnight ? 24 : hour) * 60 + (c.get("minute") ?? 0) - minutes;
  if (at < 60 && !c.isCertain("meridiem")) at += 12 * 60;
  if (!Number.isInteger(minutes) || at < 0) return false;
  c.assign("hour", Math.floor(at / 60));
  c.assign("minute", at % 60);
  return true;
}

/** An end whose hour was read again: on its start's day, or the next day when earlier, as chrono puts it. */
function sameDayUnlessEarlier(start: chrono.ParsingComponents, end: chrono.ParsingComponents): void {
  if (end.isCertain("day")) return;
  for (const unit of ["year", "month", "day"] as const) end.imply(unit, start.get(unit) ?? 0);
  if (end.date() < start.date()) end.addDurationAsImplied({ day: 1 });
}

zhChrono.refiners.push({
  refine: (context, results) => {
    const kept = results.filter((r) => r.start.isCertain("hour") || !ZH_DAY_PART_ALONE.test(r.text));
    for (const result of kept) zhHourWords(context.text, result);
    // "三点差一刻到四点": chrono sees no range across the 差 phrase; the hour after 到 is the end.
    for (let i = 0; i + 1 < kept.length; i++) {
      const [a, b] = [kept[i], kept[i + 1]];
      if (!a || !b || a.end || b.end || !a.start.isCertain("hour") || !b.start.isCertain("hour")) continue;
      if (!ZH_RANGE_BETWEEN.test(context.text.slice(a.index + a.text.length, b.index))) continue;
      a.end = b.start;
      sameDayUnlessEarlier(a.start, a.end);
      a.text = context.text.slice(a.index, b.index + b.text.length);
      kept.splice(i + 1, 1);
    }
    return kept;
  },
});

/**
 * 下周一 typed on a Sunday is the next day, as "next Monday" is in English: chrono's Chinese parser counts
 * weeks from Monday, so on a Sunday it reads 下周一 to 下周六 a week later than chrono's English parser
 * reads "next Monday" to "next Saturday" (a week too late). And it reads 下周日 typed Monday to Saturday
 * as this week's Sunday (a week too early): 下周日 is the Sunday that ends next week's Monday-to-Sunday.
 */
zhChrono.refiners.push({
  refine: (context, results) => {
    const ref = context.reference.instant;
    const sunday = ref.getDay() === 0;
    for (const result of results) {
      const weekday = /下\s*个?\s*(?:周|星期|礼拜)\s*[一二三四五六1-6]/.test(result.text);
      const nextSunday = /下\s*个?\s*(?:周|星期|礼拜)\s*[日天7]/.test(result.text);
      const shift = sunday && weekday ? -7 : !sunday && nextSunday ? 7 : 0;
      if (shift === 0) continue;
      for (const c of [result.start, result.end]) {
        if (!c) continue;
        const ahead = c.date().getTime() - ref.getTime();
        if (shift < 0 ? ahead <= 7 * 86_400_000 : ahead > 7 * 86_400_000) continue;
        const earlier = new Date(c.get("year") ?? 0, (c.get("month") ?? 1) - 1, (c.get("day") ?? 1) + shift);
        c.assign("year", earlier.getFullYear());
        c.assign("month", earlier.getMonth() + 1);
        c.assign("day", earlier.getDate());
      }
    }
    return results;
  },
});
