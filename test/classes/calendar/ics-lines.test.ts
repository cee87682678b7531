/**
 * Calendar files are valid RFC 5545 whatever people's names hold (issue 30): the calendar name and every
 * TEXT value escaped, lines folded at 75 octets without splitting a UTF-8 character, CRLF after every
 * line including the last. Checked with a strict parser (ical.js) on hostile names.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { type CalendarClass, type CalendarWords, calendarText } from "../../../src/classes/calendar/ics.js";
import { contentLines, escapeText, foldLine, plainText } from "../../../src/classes/calendar/ics-lines.js";

const WORDS: CalendarWords = {
  withTeacher: (course, teacher) => `${course} with ${teacher}`,
  course: (id) => `Course ${id}`,
  teacher: (uid) => `Teacher ${uid}`,
  language: "EN",
  join: (link) => `Join: ${link}`,
  noLink: "No link yet",
  cancelled: (reason) => (reason ? `Cancelled: ${reason}` : "Cancelled."),
};

const HOSTILE = [
  "Evil\r\nATTACH:http://x.example/evil",
  "Semi;colons,commas\\backslashes",
  "Emoji 😀👩‍👩‍👧 class",
  "很长的中文课程名称".repeat(12),
  "Tab\there\u0007bell\u0000nul",
  "Lone\rCR and lone\nLF",
];

function cls(name: string, i: number): CalendarClass {
  return {
    classId: 100 + i,
    name,
    courseId: 5001,
    courseName: `Course, ${name}`,
    teacherUid: "T1",
    teacherName: `Ada; ${name}`,
    beginTime: 1_800_000_000 + i * 86_400 * 3,
    endTime: 1_800_000_000 + i * 86_400 * 3 + 3600,
    link: "https://live.example/live_partner.php?lessonKey=abc&x=1",
  };
}

describe("calendar file text", () => {
  it.each(HOSTILE.map((name, i) => [name, i] as const))("stays valid with the name %j", (name, i) => {
    const text = calendarText({
      teamId: "T1",
      seriesId: null,
      classes: [cls(name, i)],
      cancelled: [],
      timeZone: "Asia/Shanghai",
      words: WORDS,
    });
    expect(text.endsWith("\r\n")).toBe(true);
    // Every line break is CRLF, and no logical line starts with an injected property.
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(text).not.toMatch(/\r\nATTACH/);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    // Decoding never meets a split character.
    expect(text).not.toContain("\uFFFD");
    const cal = new ICAL.Component(ICAL.parse(text));
    const clean = plainText(name);
    // ical.js has no design for NAME / X-WR-CALNAME, so it hands back the escaped text as written.
    expect(cal.getFirstPropertyValue("name")).toBe(escapeText(clean));
    expect(cal.getFirstPropertyValue("x-wr-calname")).toBe(cal.getFirstPropertyValue("name"));
    const [event] = cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(event?.summary).toBe(clean);
    expect(String(event?.description)).toContain(`Ada; ${clean}`);
    expect(event?.component.getAllProperties("attach")).toEqual([]);
  });

  it("keeps newlines and tabs of a name, drops the other control characters", () => {
    expect(plainText("a\r\nb\rc\td\u0007e\u0000")).toBe("a\nb\nc\tde");
  });

  it("escapes TEXT and folds by octets, never inside a character", () => {
    expect(escapeText("a\\b;c,d\r\ne\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
    const long = `SUMMARY:${"中".repeat(40)}`;
    const folded = foldLine(long).split("\r\n");
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(Buffer.from(part, "utf8").toString("utf8")).toBe(part);
    }
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(long);
    expect(contentLines("A:1\nB:2")).toBe("A:1\r\nB:2\r\n");
  });
});
