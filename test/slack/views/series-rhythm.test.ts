/**
 * A series that meets every 2-4 weeks says so wherever it is named as a series (cards in channels,
 * `/class list` and Home, `/class my`), in English and Chinese; a weekly one still reads "weekly".
 */
import { describe, expect, it } from "vitest";
import type { ClassCardFacts } from "../../../src/classes/class-cards.js";
import type { ListEntry, UpcomingClass } from "../../../src/classes/classes-list.js";
import type { ClassLink } from "../../../src/classes/student-links.js";
import { translator } from "../../../src/i18n/index.js";
import { classCardMessage } from "../../../src/slack/features/cards/view.js";
import { seriesLine } from "../../../src/slack/features/home/class-list.js";
import { myClassesBlocks } from "../../../src/slack/lib/blocks/live-link.js";

const AT = 1_764_694_800;
const WEEK = 7 * 86_400;
const cls: UpcomingClass = {
  classId: 1,
  name: "Chess",
  courseId: 7,
  courseName: "Games",
  beginTime: AT,
  endTime: AT + 2700,
  teacherUid: "100",
  teacherName: "Ada Lovelace",
  teacherSlackUserId: null,
  seriesId: "s1",
  seats: 6,
  record: true,
  live: false,
  replay: false,
};

function entry(everyWeeks: number): Extract<ListEntry, { kind: "series" }> {
  return {
    kind: "series",
    seriesId: "s1",
    next: cls,
    total: 6,
    toGo: 6,
    everyWeeks,
    varies: { seats: false, video: false },
  };
}

function card(everyWeeks: number, locale: "en" | "zh-CN"): string {
  const facts: ClassCardFacts = {
    cardId: 1,
    cls,
    seatNum: 6,
    series: { total: 6, ahead: 6, first: AT, last: AT + 10 * WEEK, everyWeeks },
    state: "open",
  };
  return JSON.stringify(classCardMessage(facts, locale).blocks);
}

function my(everyWeeks: number, locale: "en" | "zh-CN"): string {
  const links: ClassLink[] = [0, 1, 2].map((i) => ({
    ...cls,
    classId: i + 1,
    beginTime: AT + i * everyWeeks * WEEK,
    endTime: AT + i * everyWeeks * WEEK + 2700,
    link: null,
  }));
  return JSON.stringify(myClassesBlocks(links, undefined, { t: translator(locale) }).blocks);
}

describe("a series reads how often it meets", () => {
  it("in English", () => {
    const t = translator("en");
    expect(seriesLine(entry(1), t)).toContain("· weekly series");
    expect(seriesLine(entry(2), t)).toContain("· series every other week");
    expect(seriesLine(entry(3), t, "attending")).toContain("· series every 3 weeks");
    expect(card(1, "en")).toContain("Weekly series: 6 classes");
    expect(card(2, "en")).toContain("Series every other week: 6 classes");
    expect(card(4, "en")).toContain("Series every 4 weeks: 6 classes");
    expect(my(2, "en")).toContain("Series every other week: 2 more classes after this one");
    expect(my(1, "en")).toContain("Weekly series: 2 more classes after this one");
  });

  it("in Chinese", () => {
    const t = translator("zh-CN");
    expect(seriesLine(entry(1), t)).toContain("· 每周系列课");
    expect(seriesLine(entry(2), t)).toContain("· 隔周系列课");
    expect(seriesLine(entry(3), t)).toContain("· 每3周系列课");
    expect(card(2, "zh-CN")).toContain("隔周系列课：共 6 节");
    expect(card(3, "zh-CN")).toContain("每3周系列课：共 6 节");
    expect(my(2, "zh-CN")).toContain("隔周系列课：这节之后还有 2 节");
  });
});
