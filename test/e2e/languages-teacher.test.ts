/**
 * The teacher's world in each reader's language (issue 20), end to end: `/class list` and `/class
 * files` answer the caller in theirs (Ada's Slack is in Chinese, Alan's in English), and the morning
 * agenda reaches each teacher in their own language — Ada's in Chinese, her assistant Alan's in English;
 * the class picker, the seats and recording modals and the "no class is called" reply are Ada's in
 * Chinese and Alan's in English.
 */
import { describe, expect, it } from "vitest";
import { ALL_SCHOOLS } from "../../src/classes/leaving.js";
import { type LocalDate, localDateOf, zonedSeconds } from "../../src/classes/schedule/occurrences.js";
import type { PostedMessage } from "../../src/slack-standin/index.js";
import { ADA, ALAN, BEN } from "../support/cast.js";
import { type ClassWorld, makeClass } from "../support/school.js";
import { until } from "../support/until.js";
import {
  type Harness,
  harnessPerFile,
  openByCommand,
  publishedHome,
  sentByTheApp,
  submitForReport,
  viewAfter,
  viewText,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
let w: ClassWorld;
const SHANGHAI = "Asia/Shanghai";
const LONDON = "Europe/London";
harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h, { people: [ADA, ALAN, BEN] });
  h.standin.setUserInfo(ADA.slackUserId, {
    name: "ada",
    real_name: ADA.displayName,
    tz: SHANGHAI,
    locale: "zh-CN",
  });
  h.standin.setUserInfo(ALAN.slackUserId, {
    name: "alan",
    real_name: ALAN.displayName,
    tz: LONDON,
    locale: "en-US",
  });
});

/** The private message the user sees after what `act` does. */
async function seen(userId: string, act: () => Promise<unknown>): Promise<PostedMessage> {
  const mark = h.standin.calls.length;
  await act();
  await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
  const last = h.standin.messages.filter((m) => m.ephemeralTo === userId).at(-1);
  if (!last) throw new Error("no private message");
  return last;
}

const at = (date: LocalDate, hour: number, minute: number, zone: string) =>
  zonedSeconds(date, { hour, minute }, zone);

/** Moves the stack's clock to `unix` and waits until the agenda sweep due then has run and its DMs are sent. */
async function sweepAt(unix: number): Promise<void> {
  const ahead = unix - h.clock.now();
  if (ahead > 0) h.clock.advance(ahead);
  h.app.jobs.wake();
  const next = `job:agenda:${Math.floor(h.clock.now() / 900) + 1}`;
  await until(
    "the agenda sweep",
    async () => (await h.store.outbox.findByDedupeKey(ALL_SCHOOLS, next)) ?? undefined,
  );
  await sentByTheApp(h);
}

const dmsTo = (userId: string): PostedMessage[] =>
  h.standin.messagesIn(h.standin.dmChannelOf(userId)).filter((m) => m.via === "chat.postMessage");

describe("the teacher's world in each reader's language", () => {
  it("answers /class list and /class files in the caller's language", async () => {
    await makeClass(w, { name: "Algebra review", startsIn: 3 * 86_400, minutes: 45, seatNum: 6 });
    const hers = await seen(ADA.slackUserId, () => h.as(ADA.slackUserId).command("/class list"));
    expect(viewText(hers)).toContain("*你教或协助的课*");
    expect(viewText(hers)).toContain("（45 分钟）");
    expect(viewText(hers)).toContain("6 个座位 · 不录制");
    expect(hers.text).toBe("你教或协助的课：1 节即将开始的课");
    const his = await seen(ALAN.slackUserId, () => h.as(ALAN.slackUserId).command("/class list"));
    expect(viewText(his)).toBe("You have no upcoming classes. Schedule one with `/class schedule`.");

    const files = await seen(ADA.slackUserId, () => h.as(ADA.slackUserId).command("/class files"));
    expect(viewText(files)).toContain("*学校文件* （顶层文件夹）");
    expect(files.text).toMatch(/^学校文件：\d+ 个文件夹，\d+ 个文件$/);
    const english = await seen(ALAN.slackUserId, () => h.as(ALAN.slackUserId).command("/class files"));
    expect(viewText(english)).toContain("*School files* (top folder)");
  });

  it("sends each teacher's morning agenda in their own language", async () => {
    const day = localDateOf(h.clock.now() + 2 * 86_400, SHANGHAI);
    const algebra = await makeClass(w, {
      name: "Morning algebra",
      beginTime: at(day, 10, 0, SHANGHAI),
      minutes: 45,
      record: true,
    });
    await h.store.enrolments.add(
      w.teamId,
      algebra.classId,
      [{ uid: BEN.uid, name: BEN.displayName }],
      ADA.slackUserId,
    );
    await h.store.classes.create(w.teamId, {
      classId: 990_101,
      courseId: algebra.courseId,
      name: "Physics lab",
      beginTime: at(day, 12, 0, SHANGHAI),
      endTime: at(day, 13, 0, SHANGHAI),
      teacherUid: ADA.uid,
      assistantUid: ALAN.uid,
      createdBy: ADA.slackUserId,
    });
    await sweepAt(at(day, 7, 30, SHANGHAI));
    const hers = dmsTo(ADA.slackUserId).filter((m) => m.text.startsWith("你今天的课"));
    expect(hers).toHaveLength(1);
    expect(hers[0]?.text).toContain("你今天的课：2 节");
    const text = viewText({ blocks: hers[0]?.blocks ?? [] });
    expect(text).toContain("1 名学生 · 1 人中 0 人已收到进入链接 · 录制");
    expect(text).toContain("添加学生");
    expect(text).toContain("可在本应用的主页标签中更改");

    await sweepAt(at(day, 7, 30, LONDON));
    const his = dmsTo(ALAN.slackUserId).filter((m) => m.text.startsWith("Your classes today"));
    expect(his).toHaveLength(1);
    const english = viewText({ blocks: his[0]?.blocks ?? [] });
    expect(english).toContain("Physics lab* · Algebra I · you assist Ada Lovelace");
    expect(english).toContain("Add students");
  });

  it("opens the class picker and the seats and recording modals in the caller's language", async () => {
    const picker = await openByCommand(h, ADA.slackUserId, "seats", "class_picker");
    const text = viewText(picker);
    expect(JSON.stringify(picker.title)).toContain("座位与高清");
    expect(text).toContain("哪一节课？");
    const options = JSON.stringify(picker.blocks);
    expect(options).toMatch(/Algebra review · \d+月\d+日（周.）\d\d:\d\d/);
    const option = (/"(Algebra review · [^"]+)"/.exec(options) ?? [])[1] ?? "";
    const seats = await viewAfter(h, { userId: ADA.slackUserId, callbackId: "class_modal_seats" }, () =>
      h.as(ADA.slackUserId).selectOption(picker, "选择一节课", option),
    );
    const seatsText = viewText(seats) + JSON.stringify([seats.title, seats.submit, seats.close]);
    for (const words of ["座位与高清", "台上学生数", "视频画质", "全高清", "保存", "取消"])
      expect(seatsText).toContain(words);
    const video = await openByCommand(h, ADA.slackUserId, "video Algebra review", "class_modal_video");
    for (const words of ["录制与直播", "录制、直播和回放", "直播和回放需要开启录制"])
      expect(viewText(video) + JSON.stringify(video.title)).toContain(words);

    const mark = h.standin.calls.length;
    await h.as(ADA.slackUserId).command("/class video Geometry");
    const answer = await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
    expect(String(answer.args.text)).toContain("你即将开始的课中没有名为「Geometry」的。");

    const his = await openByCommand(h, ALAN.slackUserId, "seats", "class_picker");
    expect(JSON.stringify(his.title)).toContain("Seats & HD");
    expect(viewText(his)).toContain("You have no upcoming classes you can change.");
  });

  it("answers /class seats in the caller's language and DMs the report in it", async () => {
    let mark = h.standin.calls.length;
    await h.as(ADA.slackUserId).command("/class seats Algebra review 6 hd");
    const answer = await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
    expect(String(answer.args.text)).toBe("正在把 *Algebra review* 设为 6 个座位，高清……结果会发到这里。");
    h.app.jobs.wake();
    const dm = await h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= mark && c.args.channel === ADA.slackUserId && String(c.args.text).includes("座位"),
      WAIT_MS,
    );
    expect(String(dm.args.text)).toBe("Algebra review 的座位：6 个座位，标清 → 6 个座位，高清");

    mark = h.standin.calls.length;
    await h.as(ADA.slackUserId).command("/class seats Algebra review 4 hd");
    const rule = await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
    expect(String(rule.args.text)).toContain("*Algebra review* 的座位未更改：");
  });

  it("shows the teacher's Home in her language: schedule, agenda, her classes and their buttons", async () => {
    const shown = async (userId: string) => viewText(await publishedHome(h, userId));
    const hers = await shown(ADA.slackUserId);
    for (const words of [
      "安排一节课",
      "*早间日程*",
      "*你教或协助的课*",
      "Algebra review",
      "添加学生",
      "录制与直播",
    ])
      expect(hers).toContain(words);
    const his = await shown(ALAN.slackUserId);
    for (const words of ["Schedule a class", "*Morning agenda*"]) expect(his).toContain(words);
  });

  it("cancels a class in the teacher's language: the confirmation and the report", async () => {
    await makeClass(w, { name: "Spare lesson", startsIn: 5 * 86_400 });
    const confirm = await openByCommand(h, ADA.slackUserId, "cancel Spare lesson", "class_modal_cancel");
    expect(viewText(confirm)).toContain("*此操作无法撤销。* 这节课还没有学生。");
    expect(JSON.stringify([confirm.title, confirm.submit])).toContain("取消这节课");
    const report = await submitForReport(h, ADA.slackUserId, confirm, {});
    expect(report).toBe("Spare lesson ：这节课已取消。这节课没有学生。");
  });
});
