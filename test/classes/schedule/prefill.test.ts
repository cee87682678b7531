/**
 * Free-text pre-fill of the schedule form, in the teacher's own zone.
 */
import { describe, expect, it } from "vitest";
import {
  formatLocalDate,
  parseLocalDate,
  seriesDates,
  WEEKDAY_NAMES,
  weekdayOf,
} from "../../../src/classes/schedule/occurrences.js";
import { type Prefill, parseScheduleText } from "../../../src/classes/schedule/prefill.js";
import { NY } from "./world.js";

describe("free-text pre-fill", () => {
  const now = new Date("2026-11-23T15:00:00Z");
  it("reads name, tomorrow's date, time and length", () => {
    expect(parseScheduleText("Algebra tomorrow 5pm 45m", now, NY)).toEqual({
      name: "Algebra",
      date: "2026-11-24",
      time: "17:00",
      durationMinutes: 45,
    });
  });
  it("reads a weekly series", () => {
    expect(parseScheduleText("Physics every mon wed 16:30 90m for 8 weeks", now, NY)).toMatchObject({
      name: "Physics",
      time: "16:30",
      durationMinutes: 90,
      weekly: true,
      weekdays: [1, 3],
      weeks: 8,
    });
  });
  it("leaves what it cannot read empty and never fails", () => {
    expect(parseScheduleText("", now, NY)).toEqual({});
    expect(parseScheduleText("<@U1> ??? 999999m", now, NY).name).toBeDefined();
  });
});

describe("pre-fill of a series without a date", () => {
  it("starts on the first chosen weekday still ahead", () => {
    // Monday 23 Nov 2026, 10:00 in New York: Monday 9:00 has passed, so the series starts on the 30th.
    const now = new Date("2026-11-23T15:00:00Z");
    expect(parseScheduleText("Gym every mon 9am", now, NY).date).toBe("2026-11-30");
    expect(parseScheduleText("Gym every mon 11am", now, NY).date).toBe("2026-11-23");
  });
});

/** The classes the pre-filled form would make, as "Mon 2026-11-30 16:00" (the form's own series rule). */
function classesOf(p: Prefill): string[] {
  const first = parseLocalDate(p.date ?? "");
  if (!first || p.time === undefined) return [];
  const repeat = p.weekly ? { weekdays: p.weekdays ?? [], weeks: p.weeks ?? 0 } : null;
  return seriesDates(first, repeat).map(
    (d) => `${(WEEKDAY_NAMES[weekdayOf(d)] as string).slice(0, 3)} ${formatLocalDate(d)} ${p.time}`,
  );
}

describe("free text teachers type (issue 18)", () => {
  // Tuesday 24 Nov 2026, 08:45 in New York.
  const now = new Date("2026-11-24T13:45:00Z");
  const read = (text: string) => parseScheduleText(text, now, NY);

  it("reads weekday plurals as a weekly series on that day", () => {
    const p = read("Algebra Mondays 4pm for 8 weeks");
    expect(p).toMatchObject({ name: "Algebra", weekly: true, weekdays: [1], weeks: 8, time: "16:00" });
    const classes = classesOf(p);
    expect(classes).toHaveLength(8);
    expect(classes[0]).toBe("Mon 2026-11-30 16:00");
    expect(classes.every((c) => c.startsWith("Mon"))).toBe(true);
  });

  it("reads 'daily … for 5 days' as five classes on five days in a row", () => {
    const p = read("Algebra daily 9am for 5 days");
    expect(p.name).toBe("Algebra");
    expect(classesOf(p)).toEqual([
      "Tue 2026-11-24 09:00",
      "Wed 2026-11-25 09:00",
      "Thu 2026-11-26 09:00",
      "Fri 2026-11-27 09:00",
      "Sat 2026-11-28 09:00",
    ]);
  });

  it("reads 'in 2 hours' as a start two hours from now, leaving the length to the form", () => {
    const p = read("Quiz in 2 hours");
    expect(p).toEqual({ name: "Quiz", date: "2026-11-24", time: "10:45", fromNowMinutes: 120 });
    expect(read("Quiz in 30 minutes")).toMatchObject({ date: "2026-11-24", time: "09:15" });
  });

  it("reads 'on <date> at <time> for 2 hours' and keeps the connecting words out of the name", () => {
    expect(read("Geometry on Dec 3 at 3:30pm for 2 hours")).toEqual({
      name: "Geometry",
      date: "2026-12-03",
      time: "15:30",
      durationMinutes: 120,
    });
  });

  it("reads 'for 45 minutes' as the length and keeps 'for' out of the name", () => {
    expect(read("Algebra tomorrow at 5pm for 45 minutes")).toEqual({
      name: "Algebra",
      date: "2026-11-25",
      time: "17:00",
      durationMinutes: 45,
    });
  });

  it("reads several weekday plurals and a number of classes", () => {
    const p = read("Physics Tuesdays and Thursdays 4:30pm for 8 classes");
    expect(p).toMatchObject({ name: "Physics", weekly: true, weekdays: [2, 4], weeks: 4, time: "16:30" });
    const classes = classesOf(p);
    expect(classes).toHaveLength(8);
    expect(classes.slice(0, 3)).toEqual([
      "Tue 2026-11-24 16:30",
      "Thu 2026-11-26 16:30",
      "Tue 2026-12-01 16:30",
    ]);
  });

  it("reads 'every day' and 'weekdays'", () => {
    const gym = read("Gym every day 7am for 2 weeks");
    expect(gym.name).toBe("Gym");
    const days = classesOf(gym);
    expect(days).toHaveLength(14);
    expect(days[0]).toBe("Wed 2026-11-25 07:00"); // 7:00 has passed today
    const standup = read("Standup weekdays 9am for 10 days");
    expect(standup.name).toBe("Standup");
    const school = classesOf(standup);
    expect(school).toHaveLength(10);
    expect(school.some((c) => c.startsWith("Sat") || c.startsWith("Sun"))).toBe(false);
    expect(classesOf(read("Standup every weekday 9am for 1 week"))).toHaveLength(5);
  });

  it("reads 'at noon' and a time range as start and length", () => {
    expect(read("Lunch talk tomorrow at noon")).toMatchObject({ name: "Lunch talk", time: "12:00" });
    expect(read("Lab tomorrow from 5 to 6:30pm")).toEqual({
      name: "Lab",
      date: "2026-11-25",
      time: "17:00",
      durationMinutes: 90,
    });
  });

  it("leaves a number of classes that is not whole weeks for the teacher instead of guessing", () => {
    const p = read("Tutoring Tuesdays and Thursdays 4pm for 7 classes");
    expect(p).toMatchObject({
      name: "Tutoring",
      weekly: true,
      weekdays: [2, 4],
      span: { count: 7, unit: "classes" },
    });
    expect(p.weeks).toBeUndefined();
  });

  it("reads dates in the teacher's zone, not the server's", () => {
    // 22:00 on Tuesday 24 Nov in New York is already Wednesday in UTC: tomorrow is still the 25th.
    const late = new Date("2026-11-25T03:00:00Z");
    expect(parseScheduleText("Algebra tomorrow 5pm", late, NY).date).toBe("2026-11-25");
    expect(parseScheduleText("Algebra tomorrow 5pm", late, "Asia/Tokyo").date).toBe("2026-11-26");
  });
});

describe("a time that may be morning or evening", () => {
  const now = new Date("2026-11-24T13:45:00Z");
  it("is left for the teacher, not guessed", () => {
    const p = parseScheduleText("Algebra tomorrow at 5", now, NY);
    expect(p).toMatchObject({ name: "Algebra", date: "2026-11-25", unsureTime: "5" });
    expect(p.time).toBeUndefined();
    expect(parseScheduleText("Algebra tomorrow 5pm", now, NY).time).toBe("17:00");
    expect(parseScheduleText("Algebra tomorrow 9:30", now, NY).time).toBe("09:30");
    expect(parseScheduleText("Lab from 5 to 6:30pm", now, NY)).toMatchObject({
      time: "17:00",
      durationMinutes: 90,
    });
  });
});

describe("Chinese free text (issue 20)", () => {
  // Tuesday 24 Nov 2026, 09:00 in Shanghai (still Monday the 23rd, 20:00, in New York).
  const SHANGHAI = "Asia/Shanghai";
  const now = new Date("2026-11-24T01:00:00Z");
  const read = (text: string) => parseScheduleText(text, now, SHANGHAI);

  it("reads name, tomorrow afternoon and the length", () => {
    expect(read("数学 明天下午3点 45分钟")).toEqual({
      name: "数学",
      date: "2026-11-25",
      time: "15:00",
      durationMinutes: 45,
    });
  });

  it("reads tomorrow in the teacher's zone whatever the server's clock says", () => {
    // 01:00 UTC is still the 24th on a UTC server: 明天 is the 25th in Shanghai, and the 24th in New York.
    expect(read("数学 明天 3pm").date).toBe("2026-11-25");
    expect(parseScheduleText("数学 明天下午3点", now, NY).date).toBe("2026-11-24");
  });

  it("reads a weekly series on two weekdays however the days are written", () => {
    for (const text of [
      "物理 每周二和周四 下午4:30 共8周",
      "物理 每周二、四 下午4:30 共8周",
      "物理 周二周四 下午4:30 共8周",
      "物理 每星期二和星期四 下午4:30 共8周",
    ]) {
      const p = read(text);
      expect(p, text).toMatchObject({
        name: "物理",
        weekly: true,
        every: [2, 4],
        weekdays: [2, 4],
        weeks: 8,
        time: "16:30",
        span: { count: 8, unit: "weeks" },
      });
      const classes = classesOf(p);
      expect(classes, text).toHaveLength(16);
      expect(classes.slice(0, 2), text).toEqual(["Tue 2026-11-24 16:30", "Thu 2026-11-26 16:30"]);
    }
  });

  it("reads three weekdays in one word, and a time right after the days", () => {
    expect(read("英语 每周一三五 上午十点")).toMatchObject({ weekdays: [1, 3, 5], time: "10:00" });
    expect(read("英语 每周二 三点")).toMatchObject({ weekdays: [2], unsureTime: "三点" });
    expect(read("六年级英语 周二周五 六点半")).toMatchObject({ name: "六年级英语", weekdays: [2, 5] });
  });

  it("reads one weekday alone as a date, and with a length as a weekly series on it", () => {
    expect(read("语文 周四 下午4点")).toEqual({ name: "语文", date: "2026-11-26", time: "16:00" });
    const p = read("物理 星期四 下午4:30 共8周");
    expect(p).toMatchObject({ name: "物理", weekly: true, weeks: 8, date: "2026-11-26" });
    expect(classesOf(p).every((c) => c.startsWith("Thu"))).toBe(true);
  });

  it("reads '2小时后' and '两小时后' as a start from now", () => {
    const start = { date: "2026-11-24", time: "11:00", fromNowMinutes: 120 };
    expect(read("测验 2小时后")).toEqual({ name: "测验", ...start });
    expect(read("测验 两小时后")).toEqual({ name: "测验", ...start });
    expect(read("测验 半小时后")).toMatchObject({ time: "09:30", fromNowMinutes: 30 });
  });

  it("reads every day for five days, and school days", () => {
    const p = read("早读 每天 上午9点 共5天");
    expect(p).toMatchObject({ name: "早读", every: "day", span: { count: 5, unit: "days" } });
    // 09:00 today is now: the first class is tomorrow.
    expect(classesOf(p)).toEqual([
      "Wed 2026-11-25 09:00",
      "Thu 2026-11-26 09:00",
      "Fri 2026-11-27 09:00",
      "Sat 2026-11-28 09:00",
      "Sun 2026-11-29 09:00",
    ]);
    expect(read("每天 上午9点 共5天").name).toBeUndefined();
    for (const text of ["晨会 工作日 早上8点", "晨会 周一至周五 早上8点"]) {
      expect(read(text), text).toMatchObject({
        name: "晨会",
        weekly: true,
        every: "weekday",
        weekdays: [1, 2, 3, 4, 5],
        time: "08:00",
        date: "2026-11-25",
      });
      expect(read(text).weeks).toBeUndefined();
    }
  });

  it("reads a month and day with a 24-hour time and a length in hours", () => {
    // 3 October has passed this year: the next one.
    expect(read("讲座 10月3日 14:00 1小时")).toEqual({
      name: "讲座",
      date: "2027-10-03",
      time: "14:00",
      durationMinutes: 60,
    });
  });

  it("reads the day after tomorrow, evening and half past", () => {
    expect(read("复习 后天 晚上7点半")).toEqual({ name: "复习", date: "2026-11-26", time: "19:30" });
  });

  it("reads a number of classes, fitting whole weeks or leaving the weeks to the teacher", () => {
    const eight = read("辅导 每周二和周四 下午4点 共8节课");
    expect(eight).toMatchObject({ weekdays: [2, 4], weeks: 4, span: { count: 8, unit: "classes" } });
    expect(classesOf(eight)).toHaveLength(8);
    const seven = read("辅导 每周二和周四 下午4点 共7节课");
    expect(seven).toMatchObject({ weekly: true, span: { count: 7, unit: "classes" } });
    expect(seven.weeks).toBeUndefined();
  });

  it("reads Chinese numerals in counts, hours and lengths", () => {
    expect(read("英语 每周一 下午三点 共十二周")).toMatchObject({
      every: [1],
      weeks: 12,
      time: "15:00",
      date: "2026-11-30",
    });
    expect(read("测验 三小时后")).toMatchObject({ time: "12:00", fromNowMinutes: 180 });
    expect(read("数学 明天晚上十点 两个半小时")).toMatchObject({ time: "22:00", durationMinutes: 150 });
    expect(read("化学 明天上午10点 一个半小时").durationMinutes).toBe(90);
    expect(read("化学 明天上午10点 1小时30分钟").durationMinutes).toBe(90);
  });

  it("leaves an hour without 上午 or 下午 for the teacher, as typed", () => {
    const p = read("数学 明天3点");
    expect(p).toEqual({ name: "数学", date: "2026-11-25", unsureTime: "3点" });
    expect(read("数学 明天3点半").unsureTime).toBe("3点半");
    expect(read("数学 明天15点").time).toBe("15:00");
    expect(read("数学 明天9:30").time).toBe("09:30");
  });

  it("reads a time range's end in the start's afternoon", () => {
    expect(read("英语 明天下午3点到4点半")).toMatchObject({ time: "15:00", durationMinutes: 90 });
  });

  it("reads a quarter past (一刻) and a quarter to (三刻) as 15 and 45 minutes", () => {
    expect(read("数学 明天上午十点一刻 45分钟")).toEqual({
      name: "数学",
      date: "2026-11-25",
      time: "10:15",
      durationMinutes: 45,
    });
    expect(read("数学 明天下午两点一刻到三点三刻")).toMatchObject({
      name: "数学",
      time: "14:15",
      durationMinutes: 90,
    });
  });

  it("keeps digits and numerals that belong to the name, and a name with no date", () => {
    expect(read("高一数学 明天下午3点")).toMatchObject({ name: "高一数学", time: "15:00" });
    expect(read("初三2班数学 明天下午3点").name).toBe("初三2班数学");
    expect(read("高三 第3节课 明天下午3点")).toMatchObject({ name: "高三 第3节课", time: "15:00" });
    expect(read("高三8周 每周一 下午3点")).toMatchObject({ name: "高三", weeks: 8 });
    expect(read("高一数学")).toEqual({ name: "高一数学" });
    expect(read("周末补习班 周六 上午10点")).toEqual({
      name: "周末补习班",
      date: "2026-11-28",
      time: "10:00",
    });
  });

  it("keeps joining words out of the name", () => {
    expect(read("明天下午三点的物理课")).toEqual({ name: "物理课", date: "2026-11-25", time: "15:00" });
    expect(read("数学 明天下午3点开始 每节课45分钟")).toEqual({
      name: "数学",
      date: "2026-11-25",
      time: "15:00",
      durationMinutes: 45,
    });
  });

  it("reads mixed Chinese and English", () => {
    expect(read("Algebra 明天 3pm")).toEqual({ name: "Algebra", date: "2026-11-25", time: "15:00" });
    expect(read("数学 tomorrow 5pm 45m")).toEqual({
      name: "数学",
      date: "2026-11-25",
      time: "17:00",
      durationMinutes: 45,
    });
  });
});

describe("Chinese time words", () => {
  // Tuesday 24 Nov 2026, 09:00 in Shanghai.
  const SHANGHAI = "Asia/Shanghai";
  const now = new Date("2026-11-24T01:00:00Z");
  const read = (text: string) => parseScheduleText(text, now, SHANGHAI);

  it("reads 一刻 and 三刻 after 点, 點, 时 and 時, and says an unsure one back as typed", () => {
    expect(read("数学 明天3点一刻")).toEqual({ name: "数学", date: "2026-11-25", unsureTime: "3点一刻" });
    expect(read("数学 明天三點三刻").unsureTime).toBe("三點三刻");
    expect(read("数学 明天3点一刻 45分钟")).toMatchObject({ unsureTime: "3点一刻", durationMinutes: 45 });
    expect(read("数学 明天3点20 45分钟").unsureTime).toBe("3点20");
    expect(read("数学 明天3时一刻").unsureTime).toBe("3时一刻");
    expect(read("数学 明天下午3點過一刻").time).toBe("15:15");
    expect(read("数学 明天下午3时一刻")).toEqual({ name: "数学", date: "2026-11-25", time: "15:15" });
    expect(read("数学 明天上午十時三刻").time).toBe("10:45");
    expect(read("数学 明天下午3時半").time).toBe("15:30");
  });

  it("reads 明天 typed after midnight as the calendar's next day, as English 'tomorrow'", () => {
    // 01:30 on Tuesday 24 Nov in Shanghai (still Monday the 23rd in UTC).
    const late = new Date("2026-11-23T17:30:00Z");
    const at = (text: string) => parseScheduleText(text, late, SHANGHAI);
    expect(at("数学 明天")).toEqual({ name: "数学", date: "2026-11-25" });
    expect(at("数学 明天下午3点")).toMatchObject({ date: "2026-11-25", time: "15:00" });
    expect(at("数学 明晚8点")).toMatchObject({ date: "2026-11-25", time: "20:00" });
    expect(at("Algebra tomorrow 5pm")).toMatchObject({ date: "2026-11-25", time: "17:00" });
    expect(at("数学 今天下午3点").date).toBe("2026-11-24");
    expect(at("数学 后天").date).toBe("2026-11-26");
    // A minute after midnight too.
    expect(parseScheduleText("数学 明天", new Date("2026-11-23T16:01:00Z"), SHANGHAI).date).toBe(
      "2026-11-25",
    );
  });

  it("reads 晚上12点 as midnight at the end of that evening, never noon", () => {
    expect(read("数学 明天晚上十二点")).toEqual({ name: "数学", date: "2026-11-26", time: "00:00" });
    expect(read("数学 明天晚上12点半")).toMatchObject({ date: "2026-11-26", time: "00:30" });
    expect(read("数学 今晚12点")).toMatchObject({ date: "2026-11-25", time: "00:00" });
    expect(read("数学 明天夜里十二点")).toMatchObject({ date: "2026-11-26", time: "00:00" });
    expect(read("数学 明天晚上11点到12点")).toMatchObject({ time: "23:00", durationMinutes: 60 });
    expect(read("数学 中午12点到晚上12点").time).toBe("12:00");
    expect(read("数学 明天晚上12点到凌晨2点")).toMatchObject({ time: "00:00", durationMinutes: 120 });
    // A weekly series on Friday evenings at 12 meets after midnight, on Saturdays.
    const p = read("自习 每周五 晚上12点 共4周");
    expect(p).toMatchObject({ name: "自习", weekdays: [6], weeks: 4, time: "00:00" });
    expect(classesOf(p)[0]).toBe("Sat 2026-11-28 00:00");
  });

  it("reads 中午12点 and 下午12点 as noon, 凌晨1点 as one in the morning", () => {
    expect(read("数学 明天中午12点")).toMatchObject({ date: "2026-11-25", time: "12:00" });
    expect(read("数学 明天下午12点")).toMatchObject({ date: "2026-11-25", time: "12:00" });
    expect(read("数学 明天凌晨1点")).toMatchObject({ date: "2026-11-25", time: "01:00" });
  });

  it("reads 中午 as around noon: 中午1点 is 13:00, 中午11点 and 中午12点 stay", () => {
    expect(read("数学 明天中午1点")).toEqual({ name: "数学", date: "2026-11-25", time: "13:00" });
    expect(read("数学 明天中午1点半").time).toBe("13:30");
    expect(read("数学 明天中午11点").time).toBe("11:00");
    expect(read("数学 明天中午12点").time).toBe("12:00");
    expect(read("数学 明天上午11点到中午1点")).toMatchObject({ time: "11:00", durationMinutes: 120 });
  });

  it("reads 晚 alone before an hour as 晚上", () => {
    expect(read("数学 明天晚8点")).toEqual({ name: "数学", date: "2026-11-25", time: "20:00" });
    expect(read("数学 明天晚12点")).toEqual({ name: "数学", date: "2026-11-26", time: "00:00" });
  });

  it("reads 差一刻 and 差五分 before or after an hour as that much before it, said back as typed", () => {
    expect(read("数学 明天三点差一刻")).toEqual({
      name: "数学",
      date: "2026-11-25",
      unsureTime: "三点差一刻",
    });
    expect(read("数学 明天差一刻三点")).toEqual({
      name: "数学",
      date: "2026-11-25",
      unsureTime: "差一刻三点",
    });
    expect(read("数学 明天下午三点差一刻")).toEqual({ name: "数学", date: "2026-11-25", time: "14:45" });
    expect(read("数学 明天差五分四点").unsureTime).toBe("差五分四点");
    expect(read("数学 明天下午四点差五分").time).toBe("15:55");
    expect(read("数学 明天差5分钟4点").unsureTime).toBe("差5分钟4点");
    expect(read("数学 明天一点差一刻").time).toBe("12:45");
    expect(read("数学 明天晚上12点差一刻")).toMatchObject({ date: "2026-11-25", time: "23:45" });
    expect(read("数学 明天晚12点差5分")).toEqual({ name: "数学", date: "2026-11-25", time: "23:55" });
  });

  it("reads 差一刻 inside a range, and 下午 typed before 差", () => {
    const tomorrow = read("数学 明天下午3点").date;
    expect(read("数学 明天下午三点差一刻到四点")).toEqual({
      name: "数学",
      date: tomorrow,
      time: "14:45",
      durationMinutes: 75,
    });
    expect(read("数学 明天下午三点到四点差一刻")).toEqual({
      name: "数学",
      date: tomorrow,
      time: "15:00",
      durationMinutes: 45,
    });
    expect(read("数学 明天三点差一刻到四点")).toEqual({
      name: "数学",
      date: tomorrow,
      unsureTime: "三点差一刻",
    });
    expect(read("数学 明天下午差五分四点")).toEqual({ name: "数学", date: tomorrow, time: "15:55" });
    expect(read("数学 明天上午差一刻九点")).toEqual({ name: "数学", date: tomorrow, time: "08:45" });
  });

  it("keeps a part of the day that is part of the name (夜校, 下午班) in the name, not as today", () => {
    const tomorrow = read("数学 明天下午3点").date;
    expect(read("夜校 明天下午3点")).toEqual({ name: "夜校", date: tomorrow, time: "15:00" });
    expect(read("数学 下午班 明天下午3点")).toEqual({ name: "数学 下午班", date: tomorrow, time: "15:00" });
    expect(read("晚自习 明天晚上7点")).toEqual({ name: "晚自习", date: tomorrow, time: "19:00" });
  });

  it("keeps no piece of the time words in the name", () => {
    expect(read("数学 明天半夜12点")).toEqual({ name: "数学", date: "2026-11-26", time: "00:00" });
    expect(read("数学 明天深夜12点")).toEqual({ name: "数学", date: "2026-11-26", time: "00:00" });
    expect(read("数学 明天夜里十二点")).toEqual({ name: "数学", date: "2026-11-26", time: "00:00" });
    expect(read("数学 明天三点一刻钟")).toEqual({
      name: "数学",
      date: "2026-11-25",
      unsureTime: "三点一刻钟",
    });
    expect(read("数学 明天下午三点过一刻钟").time).toBe("15:15");
  });

  it("reads a range from noon to 晚上12点 as 12 hours, and 12点到12点半 as half an hour", () => {
    expect(read("数学 明天中午12点到晚上12点")).toMatchObject({ time: "12:00", durationMinutes: 720 });
    // An end at 12 with its own night words is midnight whatever the start.
    expect(read("数学 明天上午10点到晚上12点")).toMatchObject({ time: "10:00", durationMinutes: 840 });
    expect(read("数学 明天上午10点到12点")).toMatchObject({ time: "10:00", durationMinutes: 120 });
    expect(read("数学 明天中午12点到12点半")).toMatchObject({ time: "12:00", durationMinutes: 30 });
  });

  it("reads Traditional Chinese as it reads Simplified, keeping the name as typed", () => {
    expect(read("數學 明天下午3點 45分鐘")).toEqual({
      name: "數學",
      date: "2026-11-25",
      time: "15:00",
      durationMinutes: 45,
    });
    const p = read("物理 每週二和週四 下午4:30 共8週");
    expect(p).toMatchObject({ name: "物理", weekly: true, weekdays: [2, 4], weeks: 8, time: "16:30" });
    expect(classesOf(p)).toHaveLength(16);
    expect(read("測驗 兩小時後")).toEqual({
      name: "測驗",
      date: "2026-11-24",
      time: "11:00",
      fromNowMinutes: 120,
    });
    expect(read("複習 後天 晚上7點半")).toEqual({ name: "複習", date: "2026-11-26", time: "19:30" });
    expect(read("數學 明天3點半")).toEqual({ name: "數學", date: "2026-11-25", unsureTime: "3點半" });
    expect(read("輔導 每週二和週四 下午4點 共8節課")).toMatchObject({ weekdays: [2, 4], weeks: 4 });
    expect(read("化學 明天上午10點 一個半小時").durationMinutes).toBe(90);
    expect(read("晨會 週一至週五 早上8點")).toMatchObject({ name: "晨會", every: "weekday", time: "08:00" });
    expect(read("明天下午三點的物理課")).toEqual({ name: "物理課", date: "2026-11-25", time: "15:00" });
    expect(read("數學 明天下午3點開始 每節課45分鐘")).toEqual({
      name: "數學",
      date: "2026-11-25",
      time: "15:00",
      durationMinutes: 45,
    });
  });
});
