/**
 * The student's world in each reader's language (issue 20), end to end: Ada (Slack in Chinese) adds Ben
 * (Slack in English) and Chloé (Slack in Chinese) to her class. Each student's live link DM, its
 * notification text and the reminder Slack holds for them are in their own language, never the
 * teacher's; Chloé's Home and `/class my` are in Chinese, Ben's in English. (Ada's own report is
 * another surface's business: its language is not asserted here.)
 */
import { describe, expect, it } from "vitest";
import type { PostedMessage } from "../../src/slack-standin/index.js";
import { ADA, BEN, CHLOE } from "../support/cast.js";
import { type ClassWorld, makeClass } from "../support/school.js";
import { speaks } from "../support/speaks.js";
import {
  type Harness,
  harnessPerFile,
  openByCommand,
  privateAnswer,
  publishedHome,
  sentByTheApp,
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
    [{ ...ADA, name: "ada" }, "zh-CN", "Asia/Shanghai"],
    [{ ...BEN, name: "ben" }, "en-US", "Europe/London"],
    [{ ...CHLOE, name: "chloe" }, "zh-CN", "Asia/Shanghai"],
  ]);
});

const dmsTo = (userId: string): PostedMessage[] =>
  h.standin.messagesIn(h.standin.dmChannelOf(userId)).filter((m) => m.via === "chat.postMessage");

/** Ada adds the students with her students modal ("send each new student their live link" ticked). */
async function adaAdds(className: string, students: readonly string[]): Promise<void> {
  const modal = await openByCommand(h, ADA.slackUserId, `students ${className}`, "class_modal_students");
  // The field by what it is, not by its label: the modal is in Ada's language.
  const input = (modal.blocks as Array<Record<string, unknown>>).find(
    (b) => (b.element as { action_id?: string } | undefined)?.action_id === "class_students_add",
  );
  const label = (input?.label as { text?: string } | undefined)?.text;
  if (!label) throw new Error("the students modal has no students field");
  const mark = h.standin.calls.length;
  await h.as(ADA.slackUserId).submit(modal, { [label]: [...students] });
  for (const student of students) {
    await h.standin.waitFor("chat.postMessage", (c) => c.seq >= mark && c.args.channel === student, WAIT_MS);
  }
}

describe("the student's world in each reader's language", () => {
  it("writes each student's live link DM and reminder in their language, not the teacher's", async () => {
    await makeClass(w, { name: "Algebra review", startsIn: 3 * 86_400, minutes: 45, record: true });
    await adaAdds("Algebra review", [BEN.slackUserId, CHLOE.slackUserId]);

    const [ben] = dmsTo(BEN.slackUserId);
    expect(ben?.text).toMatch(
      /^You are in Algebra review, which starts <!date\^\d+\^\{date_long\} \{time\}\|(Sun|Mon|Tue|Wed|Thu|Fri|Sat) /,
    );
    const benBlocks = viewText({ blocks: ben?.blocks ?? [] });
    expect(benBlocks).toContain("You are in a class:");
    expect(benBlocks).toContain("Join live & chat");
    expect(benBlocks).toContain("Add to calendar");
    expect(benBlocks).not.toMatch(/[\u4e00-\u9fff]/);

    const [chloe] = dmsTo(CHLOE.slackUserId);
    expect(chloe?.text).toMatch(/^你已加入 Algebra review，上课时间：<!date\^\d+\^\{date_long\} \{time\}/);
    const chloeBlocks = viewText({ blocks: chloe?.blocks ?? [] });
    expect(chloeBlocks).toContain("你已加入一节课：");
    expect(chloeBlocks).toContain("进入直播和聊天");
    expect(chloeBlocks).toContain("添加到日历");
    expect(chloeBlocks).toContain("（45 分钟）");
    expect(chloeBlocks).not.toMatch(/You are|Join live|Add to calendar|min\)/);

    // The reminder Slack holds for each, scheduled after the enrolment.
    const reminderOf = async (userId: string) => {
      const channel = h.standin.dmChannelOf(userId);
      const found = async () => [...h.standin.scheduledMessages.values()].find((m) => m.channel === channel);
      for (const end = Date.now() + WAIT_MS; !(await found()) && Date.now() < end; )
        await new Promise((r) => setTimeout(r, 50));
      const reminder = await found();
      if (!reminder) throw new Error(`no reminder for ${userId}`);
      return reminder;
    };
    const benReminder = await reminderOf(BEN.slackUserId);
    expect(benReminder.text).toMatch(/^Algebra review starts in \d+ minutes\.$/);
    expect(viewText({ blocks: benReminder.blocks })).toContain("Join live & chat");
    const chloeReminder = await reminderOf(CHLOE.slackUserId);
    expect(chloeReminder.text).toMatch(/^Algebra review 还有 \d+ 分钟开始。$/);
    expect(viewText({ blocks: chloeReminder.blocks })).toContain("进入直播和聊天");
  });

  it("shows the Chinese-speaking student's Home and /class my in Chinese, the other's in English", async () => {
    const home = async (userId: string) => viewText(await publishedHome(h, userId));
    const hers = await home(CHLOE.slackUserId);
    for (const words of ["你接下来的课。", "*你的课*", "Algebra review", "进入直播和聊天", "添加到日历"])
      expect(hers).toContain(words);
    expect(hers).not.toMatch(/Your classes|Join live|Add to calendar/);
    const his = await home(BEN.slackUserId);
    for (const words of ["*Your classes*", "Join live & chat", "Add to calendar"])
      expect(his).toContain(words);

    const mine = await privateAnswer(h, CHLOE.slackUserId, "/class my");
    expect(mine.text).toBe("你接下来有 1 节课。");
    expect(viewText(mine)).toContain("进入直播和聊天");
    const none = await privateAnswer(h, CHLOE.slackUserId, "/class link Geometry");
    expect(viewText(none)).toBe("你接下来的课中没有与之匹配的。 `/class my` 可列出你的课。");
    const english = await privateAnswer(h, BEN.slackUserId, "/class my");
    expect(english.text).toBe("You have 1 upcoming class.");
  });

  it("tells each student of the cancel in their language, and edits their DM in it", async () => {
    const modal = await openByCommand(h, ADA.slackUserId, "cancel Algebra review", "class_modal_cancel");
    const mark = h.standin.calls.length;
    await h.as(ADA.slackUserId).submit(modal, {});
    for (const student of [BEN.slackUserId, CHLOE.slackUserId]) {
      await h.standin.waitFor(
        "chat.postMessage",
        (c) => c.seq >= mark && c.args.channel === student,
        WAIT_MS,
      );
    }
    await h.standin.waitFor(
      "chat.update",
      (c) => c.seq >= mark && c.args.channel === h.standin.dmChannelOf(CHLOE.slackUserId),
      WAIT_MS,
    );
    const ben = dmsTo(BEN.slackUserId).at(-1);
    expect(ben?.text).toMatch(
      /^Algebra review \(<!date\^\d+\^[^>]+>\) was cancelled by Ada Lovelace: see the message above$/,
    );
    const chloe = dmsTo(CHLOE.slackUserId).at(-1);
    expect(chloe?.text).toMatch(/^Algebra review（<!date\^\d+\^[^>]+>）已被Ada Lovelace取消：见上面的消息$/);
    expect(viewText({ blocks: chloe?.blocks ?? [] })).toContain("上面那条关于这节课的消息已更新");
    // Her first DM, edited: no Join button, the cancel in Chinese.
    const edited = h.standin.messagesIn(h.standin.dmChannelOf(CHLOE.slackUserId))[0];
    expect(viewText({ blocks: edited?.blocks ?? [] })).toContain("已被Ada Lovelace取消");
    expect(viewText({ blocks: edited?.blocks ?? [] })).not.toContain("进入直播和聊天");
  });

  it("tells each student of a move in their language, in the DM it edits", async () => {
    await makeClass(w, { name: "Geometry", startsIn: 3 * 86_400, minutes: 45, record: true });
    await adaAdds("Geometry", [BEN.slackUserId, CHLOE.slackUserId]);
    const form = await openByCommand(h, ADA.slackUserId, "move Geometry", "class_modal_move");
    // The date field by what it is: the form is in Ada's language.
    const input = (form.blocks as Array<Record<string, unknown>>).find(
      (b) => (b.element as { type?: string } | undefined)?.type === "datepicker",
    );
    const label = (input?.label as { text?: string } | undefined)?.text;
    const initial = (input?.element as { initial_date?: string } | undefined)?.initial_date;
    if (!label || !initial) throw new Error("the move form has no date");
    const next = new Date(`${initial}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const mark = h.standin.calls.length;
    await h.as(ADA.slackUserId).submit(form, { [label]: next.toISOString().slice(0, 10) });
    for (const student of [BEN.slackUserId, CHLOE.slackUserId]) {
      const channel = h.standin.dmChannelOf(student);
      await h.standin.waitFor("chat.update", (c) => c.seq >= mark && c.args.channel === channel, WAIT_MS);
    }
    await sentByTheApp(h);
    // Their DM about Geometry, edited to say it moved (with the new Join button), and one pointer to it.
    const about = (userId: string) =>
      h.standin.messagesIn(h.standin.dmChannelOf(userId)).filter((m) => m.text.includes("Geometry"));
    const [benDm, benPointer, ...benMore] = about(BEN.slackUserId);
    const [chloeDm, chloePointer, ...chloeMore] = about(CHLOE.slackUserId);
    expect([...benMore, ...chloeMore]).toEqual([]);
    expect(benDm?.text).toMatch(/^Moved: Geometry, was <!date\^\d+\^\{date_long\} \{time\}\|/);
    expect(viewText({ blocks: benDm?.blocks ?? [] })).toContain("Join live & chat");
    expect(benPointer?.text).toMatch(/^Geometry was moved to .*: see the message above$/);
    expect(chloeDm?.text).toMatch(/^已改期：Geometry，原定 <!date\^\d+\^\{date_long\} \{time\}\|/);
    expect(viewText({ blocks: chloeDm?.blocks ?? [] })).toContain("由Ada Lovelace调整");
    expect(viewText({ blocks: chloeDm?.blocks ?? [] })).toContain("进入直播和聊天");
    expect(chloePointer?.text).toMatch(/^Geometry 已改到 .*：见上面的消息$/);
  });
});
