/**
 * The class modals in each reader's language (issue 20), end to end: Ada's Slack is in Chinese, so
 * the students, rate, move and labels modals, their field errors, working views and reports (and
 * the report DMs) are hers in Chinese; Alan, who teaches the same course with her, reads English.
 */
import { describe, expect, it } from "vitest";
import { ADA, ALAN, ALGEBRA, BEN, CHLOE, JOSE } from "../support/cast.js";
import { type ClassWorld, enrol, makeClass } from "../support/school.js";
import { speaks } from "../support/speaks.js";
import {
  type Harness,
  harnessPerFile,
  moveClocksTo,
  openByCommand,
  submitForReport,
  updatedView,
  viewAfter,
  viewText,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
let w: ClassWorld;
const DAY = 86_400;
harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h, {
    people: [ADA, ALAN, BEN, CHLOE, JOSE],
    courses: [{ ...ALGEBRA, teacherUids: [ADA.uid, ALAN.uid] }],
  });
  speaks(h, [
    [{ ...ADA, name: "ada" }, "zh-CN"],
    [{ ...ALAN, name: "alan" }, "en-US"],
  ]);
});

/** The report DM `userId` gets after `act`, as its notification text and its blocks' text. */
async function reportAfter(
  userId: string,
  act: () => Promise<unknown>,
): Promise<{ text: string; all: string }> {
  const mark = h.standin.calls.length;
  await act();
  const dm = await h.standin.waitFor(
    "chat.postMessage",
    (c) => c.seq >= mark && c.args.channel === userId,
    WAIT_MS,
  );
  return { text: String(dm.args.text ?? ""), all: JSON.stringify(dm.args.blocks ?? []) };
}

const modalText = (view: Record<string, unknown>) =>
  viewText(view as { blocks?: unknown }) + JSON.stringify([view.title, view.submit, view.close]);

describe("the class modals in each teacher's language", () => {
  it("adds students in Chinese for Ada, by name per person, and in English for Alan", async () => {
    const cls = await makeClass(w, { name: "Algebra 中文", startsIn: 3 * DAY });
    const form = await openByCommand(h, ADA.slackUserId, `students ${cls.classId}`, "class_modal_students");
    for (const words of ["学生", "添加学生", "添加某个频道里的所有人", "进入链接", "保存", "取消"])
      expect(modalText(form)).toContain(words);

    const first = await reportAfter(ADA.slackUserId, () =>
      h.as(ADA.slackUserId).submit(form, { 添加学生: [BEN.slackUserId] }),
    );
    // What changed, for which class, and what it means for him (not recorded: his link follows).
    expect(first.text).toBe("已添加到 Algebra 中文：Ben Carter——已私信告知，开启录制后会收到进入链接。");

    // Ben is in the class already: the service says so, and the report says it of him by name.
    const again = await openByCommand(h, ADA.slackUserId, `students ${cls.classId}`, "class_modal_students");
    const second = await reportAfter(ADA.slackUserId, () =>
      h.as(ADA.slackUserId).submit(again, { 添加学生: [BEN.slackUserId, CHLOE.slackUserId] }),
    );
    expect(second.text).toBe("已添加到 Algebra 中文：Chloé Dubois——已私信告知，开启录制后会收到进入链接。");
    expect(second.all).toContain("Ben Carter：已经在这节课中");

    // Someone outside the directory among students: asked first, in Chinese.
    h.standin.setUserInfo("UDANSMITH", { real_name: "Dan Smith" });
    const third = await openByCommand(h, ADA.slackUserId, `students ${cls.classId}`, "class_modal_students");
    const asked = await h.as(ADA.slackUserId).submit(third, { 添加学生: [JOSE.slackUserId, "UDANSMITH"] });
    expect(asked.responseAction).toBe("update");
    const asking = updatedView(third, asked.view);
    expect(viewText(asking)).toContain("Dan Smith 不在学校名录中，所以还没有添加任何人。");
    const refused = await h.as(ADA.slackUserId).submit(asking, { 添加学生: [JOSE.slackUserId, "UDANSMITH"] });
    expect(refused.errorsByLabel.添加学生).toMatch(/^Dan Smith 不在学校名录中，所以没有添加任何人。/);

    const his = await openByCommand(h, ALAN.slackUserId, `students ${cls.classId}`, "class_modal_students");
    expect(modalText(his)).toContain("Add everyone in a channel");
    const report = await submitForReport(h, ALAN.slackUserId, his, { "Add students": [JOSE.slackUserId] });
    expect(report).toBe(
      "Added to Algebra 中文: José Álvarez — they were told, and their Join link follows once recording is on.",
    );
  });

  it("a form that lost its class (an older picker's) is refused in each teacher's language", async () => {
    const cls = await makeClass(w, { name: "Algebra 过期", startsIn: 3 * DAY });
    for (const [who, words] of [
      [ADA.slackUserId, "这个表单已过期。请用 /class students 重新打开。"],
      [ALAN.slackUserId, "That form is out of date. Open it again with /class students."],
    ] as const) {
      const form = await openByCommand(h, who, `students ${cls.classId}`, "class_modal_students");
      const refused = await h.as(who).submit({ ...form, private_metadata: "" }, {});
      expect(refused.responseAction).toBe("update");
      expect(viewText(refused.view as { blocks?: unknown })).toContain(words);
    }
  });

  it("moves a class in Chinese for Ada: the form, a field error, the report DM; English for Alan", async () => {
    const cls = await makeClass(w, { name: "Algebra 调课", startsIn: 2 * DAY });
    await enrol(w, cls, [{ uid: BEN.uid, name: BEN.displayName }]);
    const form = await openByCommand(h, ADA.slackUserId, `move ${cls.classId}`, "class_modal_move");
    for (const words of [
      "调整上课时间",
      "课程名称",
      "新日期",
      "开始时间",
      "时长（分钟）",
      "调整时间",
      "1 名学生会随课调整",
    ])
      expect(modalText(form)).toContain(words);

    const refused = await h.as(ADA.slackUserId).submit(form, { "时长（分钟）": "0" });
    expect(refused.responseAction).toBe("errors");
    expect(refused.errorsByLabel["时长（分钟）"]).toBe("请填写以分钟为单位的时长，最多 1440。");

    const initial = /"initial_date":"(\d{4}-\d{2}-\d{2})"/.exec(JSON.stringify(form.blocks))?.[1] ?? "";
    const later = new Date(`${initial}T00:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 2);
    const report = await submitForReport(h, ADA.slackUserId, form, {
      新日期: later.toISOString().slice(0, 10),
    });
    expect(report).toMatch(
      /^\*Algebra 调课\* ：已调整到 <!date\^\d+\^[^>]+>。1 名学生已随课调整并收到通知。$/,
    );

    const other = await makeClass(w, { name: "Algebra moved in English", startsIn: 2 * DAY });
    const his = await openByCommand(h, ALAN.slackUserId, `move ${other.classId}`, "class_modal_move");
    for (const words of ["Move a class", "New date", "Move the class", "It has no students yet."])
      expect(modalText(his)).toContain(words);
  });

  it("rates an ended class in Chinese for Ada: the page, a field error, the report", async () => {
    const cls = await makeClass(w, { name: "Geometry 评分", startsIn: 3600, minutes: 30 });
    await enrol(w, cls, [
      { uid: BEN.uid, name: BEN.displayName },
      { uid: CHLOE.uid, name: CHLOE.displayName },
    ]);
    moveClocksTo(h, cls.endTime + 600);
    const page = await openByCommand(h, ADA.slackUserId, `rate ${cls.classId}`, "class_rate");
    for (const words of ["给学生评分", "共 2 名学生，已评 0 名", "给 Ben Carter 的评语", "保存"])
      expect(modalText(page)).toContain(words);

    const refused = await h.as(ADA.slackUserId).submit(page, { "给 Ben Carter 的评语": "很好" });
    expect(refused.responseAction).toBe("errors");
    expect(refused.errorsByLabel["Ben Carter"]).toBe("请也给 Ben Carter 选择星级，这样评语才能保存。");

    const done = await viewAfter(h, { userId: ADA.slackUserId, callbackId: "class_rate_done" }, async () => {
      const r = await h
        .as(ADA.slackUserId)
        .submit(page, { "Ben Carter": "5", "给 Ben Carter 的评语": "很好" });
      expect(r.responseAction).toBe("update");
    });
    // The job's page (the rate job answers in the modal): its title in Ada's words too.
    expect((done.title as { text?: string } | undefined)?.text).toBe("给学生评分");
    // Both students fit on one page: no "last page" (a page number would mean nothing here).
    expect(viewText(done)).toContain("评分已保存：");
    expect(viewText(done)).not.toContain("最后一页");
    expect(viewText(done)).toContain("Ben Carter：已保存");

    const his = await openByCommand(h, ALAN.slackUserId, `rate ${cls.classId}`, "class_rate");
    expect(modalText(his)).toContain("2 students, 1 rated so far (shown as given)");
  });

  it("sets a class's labels in Chinese for Ada: the form, a field error, the report; English for Alan", async () => {
    await h.store.labels.add(w.teamId, { labelId: 301, name: "作业" });
    await h.store.labels.add(w.teamId, { labelId: 302, name: "Revision" });
    const cls = await makeClass(w, { name: "Algebra 标签", startsIn: 2 * DAY });
    const form = await openByCommand(h, ADA.slackUserId, `labels ${cls.classId}`, "class_labels");
    for (const words of ["课程标签", "移除所有标签", "是的，移除每一个标签", "保存"])
      expect(modalText(form)).toContain(words);

    const refused = await h.as(ADA.slackUserId).submit(form, {});
    expect(refused.responseAction).toBe("errors");
    expect(refused.errorsByLabel.标签).toBe(
      "请至少选择一个标签。要去掉全部标签，请勾选下方的“移除所有标签”后再保存。",
    );

    const report = await viewAfter(
      h,
      { userId: ADA.slackUserId, callbackId: "class_labels_report" },
      async () => {
        const r = await h.as(ADA.slackUserId).submit(form, { 标签: ["作业", "Revision"] });
        expect(r.responseAction).toBe("update");
      },
    );
    expect((report.title as { text?: string } | undefined)?.text).toBe("课程标签");
    // Which labels were added, on which class.
    expect(viewText(report)).toContain("Algebra 标签 的标签：添加了 作业、Revision。");
    expect(viewText(report)).toMatch(/Algebra 标签（<!date\^\d+\^[^>]+>）：已设置标签：作业、Revision/);

    const his = await openByCommand(h, ALAN.slackUserId, `labels ${cls.classId}`, "class_labels");
    for (const words of ["Class labels", "Remove all labels", "Yes, remove every label"])
      expect(modalText(his)).toContain(words);
  });

  it("refuses live without recording and HD with 4 seats on their fields in Ada's language", async () => {
    const cls = await makeClass(w, { name: "Algebra 规则", startsIn: 2 * DAY });
    const video = await openByCommand(h, ADA.slackUserId, `video ${cls.classId}`, "class_modal_video");
    const live = await h.as(ADA.slackUserId).submit(video, { "录制、直播和回放": ["直播"] });
    expect(live.errorsByLabel["录制、直播和回放"]).toBe("直播需要先开启录制。");
    const his = await openByCommand(h, ALAN.slackUserId, `video ${cls.classId}`, "class_modal_video");
    const english = await h
      .as(ALAN.slackUserId)
      .submit(his, { "Recording, live and replay": ["Live broadcast"] });
    expect(english.errorsByLabel["Recording, live and replay"]).toBe(
      "Live broadcast needs recording to be on.",
    );

    const mark = h.standin.calls.length;
    await h.as(ADA.slackUserId).command(`/class seats ${cls.classId} 4 hd`);
    const rule = await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
    expect(String(rule.args.text)).toBe("*Algebra 规则* 的座位未更改：高清需要 1 或 6 个座位。");
  });
});
