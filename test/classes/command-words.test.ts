/** The words of `/class`: days after a class name, and the subcommand meant by an unknown word. */
import { describe, expect, it } from "vitest";
import { splitDayWords } from "../../src/classes/day-words.js";
import { type ClassLink, matchMyClasses } from "../../src/classes/student-links.js";
import { suggestSubcommand } from "../../src/classes/subcommand-words.js";

// Tuesday 24 November 2026, 13:00 UTC.
const NOW = Date.UTC(2026, 10, 24, 13) / 1000;

describe("a day after a class name", () => {
  it.each([
    ["Algebra tomorrow", "Algebra", [{ year: 2026, month: 11, day: 25 }]],
    ["Algebra today", "Algebra", [{ year: 2026, month: 11, day: 24 }]],
    [
      "Algebra Thursday",
      "Algebra",
      [
        { year: 2026, month: 11, day: 26 },
        { year: 2026, month: 11, day: 19 },
      ],
    ],
    ["Algebra on Dec 3", "Algebra", [{ year: 2026, month: 12, day: 3 }]],
    ["Algebra 2 3rd December", "Algebra 2", [{ year: 2026, month: 12, day: 3 }]],
    ["Algebra Jan 5", "Algebra", [{ year: 2027, month: 1, day: 5 }]],
    ["Algebra 2026-12-03", "Algebra", [{ year: 2026, month: 12, day: 3 }]],
  ])("%s", (text, name, days) => {
    expect(splitDayWords(text, NOW, "UTC")).toEqual({ name, days });
  });

  it("is read in the person's zone", () => {
    // 13:00 UTC is already Wednesday in Auckland.
    expect(splitDayWords("Algebra tomorrow", NOW, "Pacific/Auckland")?.days).toEqual([
      { year: 2026, month: 11, day: 26 },
    ]);
  });

  it("leaves text without a day, or a day alone, to the name", () => {
    expect(splitDayWords("Algebra 2", NOW, "UTC")).toBeNull();
    expect(splitDayWords("tomorrow", NOW, "UTC")).toBeNull();
    expect(splitDayWords("Algebra Feb 30", NOW, "UTC")).toBeNull();
  });
});

describe("the subcommand meant by an unknown word", () => {
  it("suggests only words the role may use", () => {
    expect(suggestSubcommand("shedule", "teacher")).toBe("schedule");
    expect(suggestSubcommand("shedule", "student")).toBeNull();
    expect(suggestSubcommand("lsit", "student")).toBe("list");
    expect(suggestSubcommand("reschedule", "teacher")).toBe("move");
    expect(suggestSubcommand("edit", "admin")).toBe("move");
    expect(suggestSubcommand("edit", "student")).toBeNull();
    expect(suggestSubcommand("constructor", "admin")).toBeNull();
    expect(suggestSubcommand("sched", "teacher")).toBe("schedule");
    expect(suggestSubcommand("frobnicate", "admin")).toBeNull();
  });
});

describe("/class link with a day", () => {
  const link = (classId: number, name: string, beginTime: number): ClassLink => ({
    classId,
    name,
    courseId: 5001,
    teacherUid: "T-ADA",
    courseName: "Algebra I",
    beginTime,
    endTime: beginTime + 3600,
    teacherName: "Ada",
    teacherSlackUserId: null,
    seriesId: null,
    link: null,
  });
  it("picks the student's class of that name on that day", () => {
    const mine = [link(1, "Algebra", NOW + 3600), link(2, "Algebra", NOW + 86_400)];
    const day = { now: NOW, timeZone: "UTC" };
    expect(matchMyClasses(mine, "Algebra tomorrow", day).map((c) => c.classId)).toEqual([2]);
    expect(matchMyClasses(mine, "algebra today", day).map((c) => c.classId)).toEqual([1]);
    expect(matchMyClasses(mine, "Algebra", day).map((c) => c.classId)).toEqual([1, 2]);
  });
});
