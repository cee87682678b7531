/**
 * The Chinese words `parseScheduleText` (prefill.ts) reads: its patterns, Chinese numerals and
 * weekdays, and the text as read (`readable`: Traditional characters as Simplified, quarters as minutes).
 */
import type { Weekday } from "./occurrences.js";

/** Chinese characters: the text is read with the Chinese patterns and chrono's Chinese parser too. */
export const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
/** A count in digits or Chinese numerals ("8", "两", "十二", "1.5"). */
const ZH_NUM = "(\\d{1,3}(?:\\.\\d+)?|[零〇一二两三四五六七八九十百]{1,4})";
/**
 * Not inside a number or a time ("1.5", "14:30", "差5分钟4点" is 3:55), nor an ordinal ("第3节"); "高三8周"
 * is 8 weeks.
 */
const ZH_NUM_START = "(?<![\\d.:：第差])";
/** A weekday with its prefix: 周二, 星期二, 礼拜天, 周2. */
const ZH_DAY = "(?:周|星期|礼拜)[一二三四五六日天七1-7]";
/**
 * A weekday without its prefix after a first one ("周二、四", "每周一三五"), never the start of a
 * time, a count or a grade ("周二 三点", "周一 三十分钟", "周五 六年级").
 */
const ZH_BARE_DAY = "[一二三四五六日天](?![点點:：时時小个個号號月年级班周分十百\\d〇零两])";
const ZH_JOIN = "(?:\\s*[、，,和及与跟/&+]\\s*|\\s*)";
const ZH_DAYS = `${ZH_DAY}(?:${ZH_JOIN}(?:${ZH_DAY}|${ZH_BARE_DAY}))*`;
export const ZH_DAILY = /每一?天|每日|天天/;
export const ZH_SCHOOL_DAILY =
  /(?:每个?)?工作日|每?(?:周|星期|礼拜)一\s*(?:至|到|~|～|-|—)\s*(?:周|星期|礼拜)?五/;
/** "每周二和周四", "每星期二、四", "逢周一". */
export const ZH_EVERY = new RegExp(`(?:每|逢)\\s*个?\\s*(${ZH_DAYS})`);
/** Two weekdays or more without 每 ("周二周四") are a repeat too; one alone is a date ("周二" is next Tuesday). */
export const ZH_LIST = new RegExp(`(${ZH_DAY}(?:${ZH_JOIN}(?:${ZH_DAY}|${ZH_BARE_DAY}))+)`);
/** "每周" alone: weekly on the date's own weekday. */
export const ZH_WEEKLY = /每\s*个?\s*(?:周|星期|礼拜)(?![末一二三四五六日天七1-7])/;
/** "共8周", "8周", "共5天", "共8节课", "8次课" ("2周后", "8周年" are not a length). */
export const ZH_SPAN = new RegExp(
  `(?:(?:一共|总共|共|为期|连续|持续)\\s*)?${ZH_NUM_START}${ZH_NUM}\\s*个?\\s*(周|星期|礼拜|天|节课?|堂课?|次课?|课)(?![后後内以之前年])`,
);
/** "2小时后", "两个小时以后", "半小时后", "30分钟后". */
export const ZH_FROM_NOW = new RegExp(
  `(?:过\\s*)?(?:${ZH_NUM_START}${ZH_NUM}\\s*个?\\s*(半)?|(半)\\s*个?)\\s*(小时|钟头|分钟|分)\\s*(?:以后|之后|后)`,
);
/** "45分钟", "1小时", "一个半小时", "1小时30分", "每节课45分钟" ("2小时后" is taken before). */
export const ZH_DURATION = new RegExp(
  `(?:(?:每(?:节|堂|次)课?|时长|用时|为时|历时|持续|共)\\s*[:：]?\\s*)?(?:(?:${ZH_NUM_START}${ZH_NUM}\\s*个?\\s*(半)?|(半)\\s*个?)\\s*(?:小时|钟头)(?:\\s*${ZH_NUM}\\s*分钟?)?|${ZH_NUM_START}${ZH_NUM}\\s*分钟)(?![后後])`,
);
/** Digits or Chinese numerals as chrono reads them in an hour or its minutes. */
const ZH_NUMERALS = "[\\d零〇一二两三四五六七八九十]+";
/**
 * "差一刻", "差5分钟": that long before the hour, typed after it or before it ("三点差一刻" and "差一刻三点"
 * are 2:45). Chrono reads neither; `zhHourWords` does. Group 1 is the minutes, when not 一刻.
 */
const ZH_SHORT_OF = `差\\s*(?:一刻钟?|${ZH_NUM}\\s*分钟?)`;
export const ZH_SHORT_OF_BEFORE = new RegExp(`${ZH_SHORT_OF}\\s*$`);
export const ZH_SHORT_OF_AFTER = new RegExp(`^\\s*${ZH_SHORT_OF}`);
/** An hour in the read text ("3点半", "3点15", "差一刻三点"), said back as typed: morning or afternoon? */
export const ZH_TYPED_TIME = new RegExp(
  `(?:${ZH_SHORT_OF}\\s*)?${ZH_NUMERALS}\\s*[点时](?:\\s*(?:半|${ZH_SHORT_OF}|${ZH_NUMERALS}(?:\\s*分)?))?`,
);
/** Where chrono read an hour ("3点", "十二点", "14:"): the words just before it say which part of the day. */
export const ZH_HOUR = new RegExp(`${ZH_NUMERALS}\\s*[点时:：]`, "g");
/**
 * 中午 covers about 11 to 13: 中午1点 is 13:00, 中午11点 and 中午12点 are themselves (chrono takes 中午 in
 * but leaves 1点 morning or evening).
 */
export const ZH_NOON_BEFORE = /中午\s*$/;
/**
 * 晚 alone before an hour is 晚上 ("晚8点"; chrono reads only 晚上, 今晚 and 明晚); 晚12点 is midnight as
 * 晚上12点 is (ZH_NIGHT_BEFORE).
 */
export const ZH_EVENING_BEFORE = /晚\s*$/;
/**
 * The Traditional characters our patterns and chrono's Simplified parser read, as their Simplified
 * form ("明天下午3點", "每週二", "兩小時後", "共8節課"). The name and what is said back come from
 * the text as typed, so "數學" stays "數學".
 */
const ZH_SIMPLIFIED: Readonly<Record<string, string>> = {
  週: "周",
  禮: "礼",
  兩: "两",
  個: "个",
  點: "点",
  時: "时",
  鐘: "钟",
  頭: "头",
  後: "后",
  過: "过",
  內: "内",
  節: "节",
  課: "课",
  為: "为",
  續: "续",
  歷: "历",
  長: "长",
  開: "开",
  與: "与",
  從: "从",
  於: "于",
  號: "号",
  級: "级",
};
/**
 * A quarter (一刻, 过一刻) and three quarters (三刻) past the hour, which chrono reads as 1 and 3 minutes;
 * 钟 after them ("一刻钟") is read as 分, so chrono takes it in the time and the name keeps none of it.
 */
const ZH_QUARTER = /(?<=[点时]\s*)(过?)([一三])刻(钟?)/g;
/**
 * Twelve o'clock, and the night words before it that make it midnight ("晚上12点", "夜里十二点", "今晚12点",
 * "半夜12点", "深夜12点"): the night words are taken out of the name with the time.
 */
/**
 * A part of the day read alone, with no date and no hour ("下午班", "夜校"): a word of the class's name,
 * not a time (chrono reads it as today at that part of the day).
 */
export const ZH_DAY_PART_ALONE =
  /^\s*(?:[上中下]午|早上?|晚上?|夜[里间晚]?|[半深]夜|凌晨|傍晚|清晨|早晨)\s*$/;
/** What a 差 phrase's hour is in when the part of the day stands before the phrase ("下午差五分四点"). */
export const ZH_AFTERNOON_BEFORE = /(?:下午|晚上|傍晚)\s*$/;
export const ZH_MORNING_BEFORE = /(?:上午|早上|凌晨|清晨|早晨)\s*$/;
/** All that stands between a start and its end ("三点差一刻到四点"). */
export const ZH_RANGE_BETWEEN = /^\s*(?:到|至|-|~|～|－|—)\s*$/;
export const ZH_TWELVE = /(?:12|十二)\s*[点时]/;
export const ZH_NIGHT_BEFORE = /[半深]?[晚夜][上里间晚]?\s*$/;

const ZH_DIGITS: Readonly<Record<string, number>> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

/** A count in digits or Chinese numerals up to 999 ("十二", "二十五", "一百"); NaN when not one. */
export function zhNumber(word: string): number {
  if (/^\d+(?:\.\d+)?$/.test(word)) return Number(word);
  let total = 0;
  let digit: number | undefined;
  for (const ch of word) {
    if (ch === "百" || ch === "十") {
      total += (digit ?? 1) * (ch === "百" ? 100 : 10);
      digit = undefined;
    } else {
      const d = ZH_DIGITS[ch];
      if (d === undefined) return Number.NaN;
      digit = digit === undefined ? d : digit * 10 + d;
    }
  }
  return total + (digit ?? 0);
}

const ZH_WEEKDAYS: Readonly<Record<string, Weekday>> = {
  日: 0,
  天: 0,
  七: 0,
  "7": 0,
  一: 1,
  "1": 1,
  二: 2,
  "2": 2,
  三: 3,
  "3": 3,
  四: 4,
  "4": 4,
  五: 5,
  "5": 5,
  六: 6,
  "6": 6,
};

/** The weekdays in "周二和周四", "星期二、四" (no other character of those words names a day). */
export function zhDaysIn(words: string): Weekday[] {
  const days = [...words].flatMap((ch) => {
    const day = ZH_WEEKDAYS[ch];
    return day === undefined ? [] : [day];
  });
  return [...new Set(days)].sort();
}

/**
 * The text as read: Traditional characters as Simplified, and 一刻(钟)/三刻 after an hour as 15(分)/45. One
 * character for one, so a place in the read text is the same place in the typed text.
 */
export function readable(typed: string): string {
  return [...typed]
    .map((ch) => ZH_SIMPLIFIED[ch] ?? ch)
    .join("")
    .replace(
      ZH_QUARTER,
      (_, past: string, n: string, clock: string) =>
        `${past ? " " : ""}${n === "一" ? "15" : "45"}${clock ? "分" : ""}`,
    );
}
