/**
 * The words people read, as they read them (rendered in their own time zone, a day before class):
 * notification texts are sentences, counts of one are singular, and no sentence says a fact twice.
 */

import { describe, expect, it } from "vitest";
import type { ClassLink } from "../../../src/classes/student-links.js";
import { translator } from "../../../src/i18n/index.js";
import { classEndedMessage, replayMessage } from "../../../src/slack/features/after-class/summary.js";
import { ratePageView } from "../../../src/slack/features/rate/view.js";
import { staffReminder } from "../../../src/slack/features/reminders/staff-view.js";
import { scheduleFormView } from "../../../src/slack/features/schedule/form.js";
import { noLinkNotice, recordingWarning } from "../../../src/slack/features/unrecorded/view.js";
import { videoModalView } from "../../../src/slack/features/video/view.js";
import {
  liveLinkMessage,
  myClassesBlocks,
  reminderMessage,
} from "../../../src/slack/lib/blocks/live-link.js";
import { renderSlackText } from "../../../src/slack-standin/index.js";
import type { ClassRecord } from "../../../src/store/index.js";
import { shownText } from "./view-reader.js";

const en = translator("en");

const NOW = 1_800_000_000;
const TOMORROW = NOW + 86_400;
const read = (text: string) => renderSlackText(text, { timeZone: "Europe/London", now: NOW * 1000 });

const link = (i: number, seriesId: string | null = null): ClassLink => ({
  classId: 100 + i,
  name: "Algebra",
  courseId: 5001,
  teacherUid: "T-ADA",
  courseName: "Algebra I",
  beginTime: TOMORROW + i * 7 * 86_400,
  endTime: TOMORROW + i * 7 * 86_400 + 2700,
  teacherName: "Ada Lovelace",
  teacherSlackUserId: null,
  seriesId,
  link: "https://live.example/live_partner.php?lessonKey=k",
});

const record = {
  teamId: "T1",
  classId: 100,
  courseId: 5001,
  name: "Algebra",
  beginTime: TOMORROW,
  endTime: TOMORROW + 2700,
  teacherUid: "T-1",
  assistantUid: null,
  folderId: null,
  seatNum: 1,
  isHd: 0,
  record: true,
  live: false,
  replay: false,
  isAutoOnstage: false,
  liveUrl: null,
  lessonKey: null,
  labelIds: [],
  courseUniqueIdentity: null,
  introduce: null,
  seriesId: null,
  createdBy: "U1",
  createdAt: NOW,
  updatedAt: NOW,
} as unknown as ClassRecord;

/** Counts of one with a plural noun: "1 students", "1 classes"… */
const ONE_PLURAL =
  /\b1 (students|classes|minutes|days|people|labels|seats|dates|entries|lines|more classes)\b/;

function expectSentence(what: string, text: string): void {
  const seen = read(text);
  expect(seen, what).not.toMatch(/\bon (today|tomorrow|yesterday)\b/);
  expect(seen, what).not.toMatch(ONE_PLURAL);
  // A notification is a sentence: it starts with a capital (after an emoji) and ends with a stop.
  expect(seen.replace(/^:[a-z_]+:\s*/, ""), what).toMatch(/^[A-Z]/);
  expect(seen, what).toMatch(/[.!?]$/);
}

describe("notification texts", () => {
  it("read as sentences, a day before class, with one of everything", () => {
    const series = [link(0, "s1"), link(1, "s1"), link(2, "s1")];
    const messages: Record<string, { text: string }> = {
      "enrolled in one class": liveLinkMessage([link(0)], { t: en }),
      "enrolled in one class, no link yet": liveLinkMessage([{ ...link(0), link: null }], { t: en }),
      "enrolled in a series": liveLinkMessage(series, { t: en }),
      "a series, the next class": liveLinkMessage(series, { t: en, now: (series[0]?.endTime ?? 0) + 1 }),
      "a series that is over": liveLinkMessage(series, { t: en, now: (series[2]?.endTime ?? 0) + 1 }),
      "the reminder": reminderMessage(link(0), 1, en),
      "my classes": myClassesBlocks([link(0)], undefined, { t: en }),
      "the staff reminder": staffReminder({ cls: record, students: 1, linked: 1, staff: [] }, en),
      "no link": noLinkNotice(record, en),
      "recording warning": recordingWarning(record, 1, TOMORROW - 1200, en),
      "class ended": classEndedMessage(
        {
          cls: link(0),
          joined: [],
          notJoined: ["Ben Carter"],
          rateDays: 1,
          replay: false,
        },
        en,
      ),
      replay: replayMessage(link(0), en),
    };
    for (const [what, message] of Object.entries(messages)) expectSentence(what, message.text);
    // One student is not "all".
    expect(read(staffReminder({ cls: record, students: 1, linked: 1, staff: [] }, en).text)).not.toContain(
      "all have",
    );
  });

  it("a series that is over says so once", () => {
    const series = [link(0, "s1"), link(1, "s1")];
    const over = liveLinkMessage(series, { t: en, now: (series[1]?.endTime ?? 0) + 1 });
    for (const text of [read(over.text), read(shownText(over))]) {
      // "is over: all 2 classes are done" says the same fact twice.
      expect(text).not.toMatch(/is over.*done|done.*is over/);
    }
  });
});

describe("modal words", () => {
  it("the rating page of one student shows no page count and a singular", () => {
    const view = ratePageView(
      { t: en, title: "Rate", callbackId: "class_rate" },
      {
        classId: 1,
        heading: { name: "Algebra", beginTime: NOW },
        students: [{ uid: "S-1", name: "Ben Carter", stars: null, comment: "" }],
        page: 0,
      },
    );
    const text = read(shownText(view));
    expect(text).not.toContain("Page 1 of 1");
    expect(text).not.toMatch(ONE_PLURAL);
    expect(text).toContain("1 student");
  });
});

/** The texts of a view's checkbox options, in order. */
function checkboxTexts(view: { blocks: readonly unknown[] }): string[] {
  return (view.blocks as { element?: { type?: string; options?: { text: { text: string } }[] } }[])
    .filter((b) => b.element?.type === "checkboxes")
    .flatMap((b) => (b.element?.options ?? []).map((o) => o.text.text));
}

describe("one name for one idea", () => {
  it("the schedule form and the recording modal name recording, live and replay alike", () => {
    const schedule = scheduleFormView({
      t: en,
      courses: [{ courseId: 1, name: "Algebra I" }],
      folders: [],
      timeZone: "Europe/London",
      zoneFromProfile: true,
      initial: {},
      metadata: { tz: "Europe/London", profile: true },
    });
    const video = videoModalView(
      { t: en, title: "Recording & live", callbackId: "class_modal_video" },
      record,
    );
    const inVideo = checkboxTexts(video);
    expect(inVideo).toHaveLength(3);
    expect(checkboxTexts(schedule).slice(0, 3)).toEqual(inVideo);
  });
});
