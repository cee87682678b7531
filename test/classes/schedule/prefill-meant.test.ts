/**
 * Free text read as meant, or said not understood (issue 30 §7): every phrase of the issue in one
 * table, English and Chinese, read on Sunday 29 Nov 2026 at noon in New York; then the "Read as" line
 * in both languages, the course matched by a word, and `/class move <class> to <when>` split.
 */
import { describe, expect, it } from "vitest";
import { matchCourse } from "../../../src/classes/schedule/course-match.js";
import { splitMoveText } from "../../../src/classes/schedule/move-text.js";
import { formatLocalDate, parseLocalDate, seriesDates } from "../../../src/classes/schedule/occurrences.js";
import { type Prefill, parseScheduleText } from "../../../src/classes/schedule/prefill.js";
import { translator } from "../../../src/i18n/index.js";
import { scheduleReadAs } from "../../../src/slack/features/schedule/read-as.js";
import { NY } from "./world.js";

const SUNDAY_NOON = new Date("2026-11-29T17:00:00Z");

/** The dates the form makes from what was read (its own series rule). */
function dates(p: Prefill): string[] {
  const first = parseLocalDate(p.date ?? "");
  if (!first) return [];
  const until = p.until ? parseLocalDate(p.until) : null;
  const repeat = p.weekly
    ? {
        weekdays: p.weekdays ?? [],
        weeks: p.weeks ?? 0,
        interval: p.interval ?? 1,
        ...(until ? { until } : {}),
      }
    : null;
  return seriesDates(first, repeat).map(formatLocalDate);
}

const TABLE: ReadonlyArray<[string, Partial<Prefill>, string[]?]> = [
  // The issue's own sentence: Mon+Wed 16:00-17:00 from the next Monday until 23 Dec, named Algebra.
  [
    "Algebra Mondays and Wednesdays 4-5pm until Dec 23",
    {
      name: "Algebra",
      time: "16:00",
      durationMinutes: 60,
      weekly: true,
      weekdays: [1, 3],
      until: "2026-12-23",
    },
    [
      "2026-11-30",
      "2026-12-02",
      "2026-12-07",
      "2026-12-09",
      "2026-12-14",
      "2026-12-16",
      "2026-12-21",
      "2026-12-23",
    ],
  ],
  [
    "Algebra Tuesdays 5pm until Christmas",
    { name: "Algebra", time: "17:00", weekly: true, until: "2026-12-25" },
    ["2026-12-01", "2026-12-08", "2026-12-15", "2026-12-22"],
  ],
  [
    "Algebra Mondays 5pm through Dec 14",
    { name: "Algebra", until: "2026-12-14" },
    ["2026-11-30", "2026-12-07", "2026-12-14"],
  ],
  ["Algebra Fridays 9am until New Year", { name: "Algebra", until: "2027-01-01" }],
  [
    "Algebra Mondays 4pm for 3 weeks",
    { name: "Algebra", weeks: 3 },
    ["2026-11-30", "2026-12-07", "2026-12-14"],
  ],
  [
    "Algebra every other Tuesday 5pm for 6 weeks",
    { name: "Algebra", weekly: true, interval: 2, weekdays: [2] },
    ["2026-12-01", "2026-12-15", "2026-12-29"],
  ],
  ["Algebra every other Tuesday 5pm", { name: "Algebra", interval: 2, weekdays: [2], date: "2026-12-01" }],
  ["Art every 2 weeks on Friday 3pm", { name: "Art", interval: 2, date: "2026-12-04" }],
  ["Art fortnightly Friday 3pm", { name: "Art", interval: 2, date: "2026-12-04" }],
  ["Art biweekly Friday 3pm", { name: "Art", interval: 2 }],
  ["Art every 3 weeks Friday 3pm", { name: "Art", interval: 3 }],
  ["Chem 4pm-5:30pm tomorrow", { name: "Chem", time: "16:00", durationMinutes: 90, date: "2026-11-30" }],
  ["Chem 16:00-17:00 tomorrow", { name: "Chem", time: "16:00", durationMinutes: 60 }],
  // Slips: read as the word meant, never in the name.
  [
    "Algebra tomorow 5pm",
    { name: "Algebra", date: "2026-11-30", slips: [{ typed: "tomorow", meant: "tomorrow" }] },
  ],
  [
    "Algebra tommorow 5pm",
    { name: "Algebra", date: "2026-11-30", slips: [{ typed: "tommorow", meant: "tomorrow" }] },
  ],
  [
    "Algebra wensday 5pm",
    { name: "Algebra", date: "2026-12-02", slips: [{ typed: "wensday", meant: "wednesday" }] },
  ],
  [
    "Algebra Thrusday 5pm",
    { name: "Algebra", date: "2026-12-03", slips: [{ typed: "Thrusday", meant: "thursday" }] },
  ],
  [
    "Music 7 Decmber 5pm",
    { name: "Music", date: "2026-12-07", slips: [{ typed: "Decmber", meant: "december" }] },
  ],
  // A short word near a day is no slip ("Sunny"), nor a word only 3 letters long.
  ["Sunny tomorrow 5pm", { name: "Sunny", date: "2026-11-30" }],
  // Words after the name that were not read are said, not added to the name.
  ["Bio tomorrow 5pm with the lab kit", { name: "Bio", notUnderstood: ["with the lab kit"] }],
  // Chinese.
  [
    "数学 隔周二 下午4点到5点",
    { name: "数学", interval: 2, weekdays: [2], time: "16:00", durationMinutes: 60 },
  ],
  ["数学 隔周 周二 下午4点", { name: "数学", interval: 2, date: "2026-12-01" }],
  ["数学 每两周 周五 下午3点", { name: "数学", interval: 2, date: "2026-12-04" }],
  ["数学 下午4点到5点 明天", { name: "数学", time: "16:00", durationMinutes: 60, date: "2026-11-30" }],
  [
    "数学 每周三 下午4点 到12月23日",
    { name: "数学", until: "2026-12-23" },
    ["2026-12-02", "2026-12-09", "2026-12-16", "2026-12-23"],
  ],
  ["数学 每周一 下午4点 到圣诞节", { name: "数学", until: "2026-12-25" }],
  ["数学 每周一 下午4点 到元旦", { name: "数学", until: "2027-01-01" }],
  // On a Sunday 下周一 is the next day, as "next Monday" is.
  ["数学 下周一 下午4点", { name: "数学", date: "2026-11-30" }],
  ["Algebra next Monday 4pm", { name: "Algebra", date: "2026-11-30" }],
  ["数学 下周六 下午4点", { name: "数学", date: "2026-12-05" }],
  ["数学 下周日 下午4点", { name: "数学", date: "2026-12-06" }],
];

describe("free text read as meant (issue 30)", () => {
  it.each(TABLE)("%s", (text, expected, expectedDates) => {
    const read = parseScheduleText(text, SUNDAY_NOON, NY);
    expect(read).toMatchObject(expected);
    if (expectedDates) expect(dates(read)).toEqual(expectedDates);
  });

  it("never reads a word of the teacher's own names as a slip", () => {
    // "Thrusday" is a (made-up) course here: it stays the name.
    const read = parseScheduleText("Thrusday club tomorrow 5pm", SUNDAY_NOON, NY, {
      names: ["Thrusday club"],
    });
    expect(read).toMatchObject({ name: "Thrusday club", date: "2026-11-30" });
    expect(read.slips).toBeUndefined();
  });

  it("on another day than Sunday, next Monday and 下周一 are in the following Monday-to-Sunday week", () => {
    const wednesday = new Date("2026-12-02T17:00:00Z");
    expect(parseScheduleText("数学 下周一 下午4点", wednesday, NY).date).toBe("2026-12-07");
    expect(parseScheduleText("Algebra next Monday 4pm", wednesday, NY).date).toBe("2026-12-07");
    // Next Sunday ends next week, in both languages.
    expect(parseScheduleText("数学 下周日 下午4点", wednesday, NY).date).toBe("2026-12-13");
    expect(parseScheduleText("Algebra next Sunday 4pm", wednesday, NY).date).toBe("2026-12-13");
  });
});

describe("the Read as line says what was read and what was not", () => {
  const en = translator("en");
  const zh = translator("zh-CN");
  it("series until a date, every other week, the course matched", () => {
    const read = parseScheduleText("Algebra Mondays and Wednesdays 4-5pm until Dec 23", SUNDAY_NOON, NY);
    expect(scheduleReadAs({ ...read, course: "Algebra I" }, 2026, en)).toBe(
      "Read as: Algebra, course Algebra I, Mondays and Wednesdays at 16:00, starting Mon 30 Nov, until Wed 23 Dec, 1 hour each",
    );
    expect(scheduleReadAs({ ...read, course: "Algebra I" }, 2026, zh)).toBe(
      "识别为：Algebra，课程：Algebra I，每周一和周三 16:00，11月30日周一开始，至12月23日周三，每节 1 小时",
    );
    const other = parseScheduleText("Algebra every other Tuesday 5pm for 6 weeks", SUNDAY_NOON, NY);
    expect(scheduleReadAs(other, 2026, en)).toContain("Tuesdays every 2 weeks at 17:00 for 6 weeks");
    expect(scheduleReadAs(other, 2026, zh)).toContain("（每 2 周一次）");
  });
  it("did you mean, and not understood", () => {
    const read = parseScheduleText("Algebra tomorow 5pm with the lab kit", SUNDAY_NOON, NY);
    expect(scheduleReadAs(read, 2026, en)).toBe(
      'Read as: Algebra, Mon 30 Nov at 17:00. Did you mean "tomorrow" for "tomorow"? Read so. Not understood: "with the lab kit".',
    );
    expect(scheduleReadAs(read, 2026, zh)).toBe(
      "识别为：Algebra，11月30日周一 17:00。“tomorow”是指“tomorrow”吗？已按此识别。未能识别：“with the lab kit”。",
    );
  });
});

describe("the course of a class typed", () => {
  const courses = [{ name: "Algebra I" }, { name: "Chemistry" }, { name: "Biology" }];
  it.each([
    ["algebra revision", "Algebra I", "word"],
    ["Chem lab", "Chemistry", "word"],
    ["Algebra", "Algebra I", "name"],
    ["Physics", null, undefined],
  ])("%s -> %s", (name, course, by) => {
    const match = matchCourse(name, courses);
    expect(match.course?.name ?? null).toBe(course);
    if (by) expect(match).toMatchObject({ by });
  });
  it("the teacher's only course is chosen", () => {
    expect(matchCourse("Physics", [{ name: "Chemistry" }])).toMatchObject({
      course: { name: "Chemistry" },
      by: "only",
    });
    expect(matchCourse("高二数学", [{ name: "数学" }, { name: "物理" }])).toMatchObject({
      course: { name: "数学" },
    });
  });
});

describe("/class move <class> to <when>", () => {
  it.each([
    ["Algebra Thursday to Friday 4pm", { classText: "Algebra Thursday", when: "Friday 4pm" }],
    ["Algebra", { classText: "Algebra" }],
    // Split at the last "to"; the command still tries the whole text as a class name first.
    ["Trip to Rome", { classText: "Trip", when: "Rome" }],
    ["Trip to Rome to Monday 5pm", { classText: "Trip to Rome", when: "Monday 5pm" }],
    ["数学 周四 改到 周五下午4点", { classText: "数学 周四", when: "周五下午4点" }],
  ])("%s", (text, expected) => {
    const split = splitMoveText(text);
    expect(split).toEqual(expected);
  });
});
