import { describe, expect, it } from "vitest";
import type { ClassLink } from "../../../src/classes/student-links.js";
import { translator } from "../../../src/i18n/index.js";
import {
  liveLinkMessage,
  myClassesBlocks,
  reminderMessage,
} from "../../../src/slack/lib/blocks/live-link.js";
import { ADA } from "../../support/cast.js";
import { messageProblems, shownText } from "./view-reader.js";

const en = translator("en");

const WEEK = 7 * 24 * 3600;

function cls(
  i: number,
  link: string | null = `https://live.example/live_partner.php?lessonKey=k${i}&checkCode=c`,
): ClassLink {
  return {
    classId: 1000 + i,
    name: "<!channel> Algebra",
    courseId: 5001,
    teacherUid: "T-ADA",
    courseName: "Algebra I",
    beginTime: 1_800_000_000 + i * WEEK,
    endTime: 1_800_000_000 + i * WEEK + 2700,
    teacherName: "Ada",
    teacherSlackUserId: ADA.slackUserId,
    seriesId: "s1",
    link,
  };
}

describe("student messages", () => {
  it("a series of 60 classes is one DM inside Slack's limits, the rest summed up", () => {
    const message = liveLinkMessage(
      Array.from({ length: 60 }, (_, i) => cls(i)),
      { t: en },
    );
    expect(messageProblems(message)).toEqual([]);
    expect(message.blocks.length).toBeLessThanOrEqual(50);
    expect(shownText(message)).toContain("more dates");
    // Names are shown as typed, never as a mention; the link is only a button URL.
    expect(shownText(message)).not.toContain("<!channel>");
    expect(message.text).not.toContain("live_partner.php");
  });

  it("a series has one Join button, the next class's; after the last class it says the series is over", () => {
    const series = [cls(0), cls(1), cls(2)];
    const buttons = (m: ReturnType<typeof liveLinkMessage>) =>
      [...JSON.stringify(m.blocks).matchAll(/"value":"(\d+)"/g)].map((v) => v[1]);
    expect(buttons(liveLinkMessage(series, { t: en }))).toEqual(["1000"]);
    const afterFirst = liveLinkMessage(series, { t: en, now: series[0]?.endTime ?? 0 });
    expect(messageProblems(afterFirst)).toEqual([]);
    expect(buttons(afterFirst)).toEqual(["1001"]);
    expect(shownText(afterFirst)).toContain("done");
    const over = liveLinkMessage(series, { t: en, now: series[2]?.endTime ?? 0 });
    expect(buttons(over)).toEqual([]);
    expect(over.text).toContain("are over");
    // A long series keeps the next date in view.
    const long = Array.from({ length: 60 }, (_, i) => cls(i));
    const late = liveLinkMessage(long, { t: en, now: long[55]?.endTime ?? 0 });
    expect(messageProblems(late)).toEqual([]);
    expect(buttons(late)).toEqual(["1056"]);
  });

  it("a class without a live page says the link will follow and has no Join button", () => {
    const message = liveLinkMessage([cls(0, null)], { t: en });
    expect(shownText(message)).toContain("Your link will follow");
    expect(JSON.stringify(message.blocks)).not.toContain("join_live");
  });

  it("the reminder and the student's list carry the Join button with the class id as value", () => {
    for (const message of [
      reminderMessage(cls(1), 15, en),
      myClassesBlocks([cls(1), cls(2)], undefined, { t: en }),
    ]) {
      expect(messageProblems(message)).toEqual([]);
      expect(JSON.stringify(message.blocks)).toContain('"action_id":"join_live"');
      expect(JSON.stringify(message.blocks)).toContain('"value":"1001"');
    }
  });
});
