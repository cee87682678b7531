/**
 * A teacher the directory no longer knows, in each reader's language (issue 20), end to end: Ada was
 * taken out of the directory after she added Ben (Slack in English) and Chloé (Slack in Chinese) to
 * her class. Each student's `/class my` names her by her UID in their own words, and so does the
 * calendar file each gets, whose PRODID is in the reader's language too (EN / ZH). (A course cannot
 * leave the app while it has classes; its fallback by id is checked on the views.)
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { PostedMessage, UploadedFile } from "../../src/slack-standin/index.js";
import { ADA, ALGEBRA, BEN, CHLOE } from "../support/cast.js";
import { type ClassWorld, makeClass } from "../support/school.js";
import { speaks } from "../support/speaks.js";
import {
  type Harness,
  harnessPerFile,
  openByCommand,
  privateAnswer,
  submitForReport,
  viewText,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
let w: ClassWorld;
harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h, { people: [ADA, BEN, CHLOE] });
  speaks(h, [
    [BEN, "en-US"],
    [CHLOE, "zh-CN"],
  ]);
});

const dmOf = (userId: string): PostedMessage | undefined =>
  h.standin.messagesIn(h.standin.dmChannelOf(userId)).find((m) => m.via === "chat.postMessage");

async function calendarFileOf(userId: string, button: string): Promise<string> {
  const dm = dmOf(userId);
  if (!dm) throw new Error("no live link DM");
  const channel = h.standin.dmChannelOf(userId);
  const mine = () => [...h.standin.appFiles.values()].filter((f: UploadedFile) => f.channel === channel);
  await h.as(userId).clickButton(dm, button);
  const end = Date.now() + WAIT_MS;
  while (mine().length === 0) {
    if (Date.now() > end) throw new Error("no calendar file came");
    await new Promise((r) => setTimeout(r, 50));
  }
  return (mine()[0] as UploadedFile).content;
}

describe("a teacher the directory no longer knows", () => {
  it("is named by UID in each student's words: /class my and the calendar file", async () => {
    const cls = await makeClass(w, { name: "Algebra orphan", startsIn: 3 * 86_400, record: true });
    const form = await openByCommand(h, ADA.slackUserId, `students ${cls.classId}`, "class_modal_students");
    await submitForReport(h, ADA.slackUserId, form, { "Add students": [BEN.slackUserId, CHLOE.slackUserId] });
    expect(await h.store.people.remove(w.teamId, ADA.slackUserId)).toBe(true);

    const hers = viewText(await privateAnswer(h, CHLOE.slackUserId, "/class my"));
    expect(hers).toContain(`UID ${ADA.uid}`);
    expect(hers).toContain("进入直播和聊天");
    const his = viewText(await privateAnswer(h, BEN.slackUserId, "/class my"));
    expect(his).toContain(`UID ${ADA.uid}`);

    const zh = await calendarFileOf(CHLOE.slackUserId, "添加到日历");
    expect(zh).toMatch(/^PRODID:-\/\/Classroom for Slack\/\/classes\/\/ZH\r?$/m);
    const [zhEvent] = new ICAL.Component(ICAL.parse(zh)).getAllSubcomponents("vevent");
    expect(String(zhEvent?.getFirstPropertyValue("description"))).toContain(
      `${ALGEBRA.name}，授课老师：UID ${ADA.uid}`,
    );
    const en = await calendarFileOf(BEN.slackUserId, "Add to calendar");
    expect(en).toMatch(/^PRODID:-\/\/Classroom for Slack\/\/classes\/\/EN\r?$/m);
    const [enEvent] = new ICAL.Component(ICAL.parse(en)).getAllSubcomponents("vevent");
    expect(String(enEvent?.getFirstPropertyValue("description"))).toContain(
      `${ALGEBRA.name} with UID ${ADA.uid}`,
    );
  }, 90_000);
});
