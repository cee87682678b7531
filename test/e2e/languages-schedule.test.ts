/**
 * Scheduling in each reader's language (issue 20), end to end: Ada's Slack is in Chinese, so
 * `/class schedule` with English free text opens the form in Chinese with the Read-as line in Chinese,
 * a field error comes back in Chinese, and once fixed the working view, the done view and her result
 * message (text and blocks) are Chinese — while her assistant Alan, whose Slack is in English, gets the
 * same news in English. Marie (English) sees today's English; an admin scheduling for Ada reads
 * their own view in English while Ada's message is Chinese; a student added to Ada's class gets
 * their DM; and Ada's Chinese free text ("数学 明天下午3点 45分钟") pre-fills the form.
 */
import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import type { SlackView } from "../../src/slack-standin/index.js";
import { ADA, ADMIN, ALAN, BEN, MARIE } from "../support/cast.js";
import {
  type Harness,
  harnessPerFile,
  moveClocksTo,
  openByCommand,
  openScheduleForm,
  sentByTheApp,
  viewText,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
let teamId: string;
harnessPerFile(async (started) => {
  h = started;
  const w = await connectedSchool(h);
  teamId = w.teamId;
  const profile = (id: string, name: string, tz: string, locale: string) =>
    h.standin.setUserInfo(id, { name: name.toLowerCase(), real_name: name, tz, locale });
  profile(ADA.slackUserId, ADA.displayName, "Asia/Shanghai", "zh-CN");
  profile(ALAN.slackUserId, ALAN.displayName, "Europe/London", "en-US");
  profile(MARIE.slackUserId, MARIE.displayName, "Europe/London", "en-US");
  profile(BEN.slackUserId, BEN.displayName, "Europe/London", "en-US");
});

type Block = { block_id?: string; elements?: { text?: string }[] };
const readAs = (form: SlackView): string | undefined =>
  ((form.blocks ?? []) as Block[]).find((b) => b.block_id === "schedule_read_as")?.elements?.[0]?.text;
const titleOf = (view: SlackView): string => (view.title as { text: string }).text;

/** The app's DM to `userId` posted since `mark`. */
async function dmTo(userId: string, mark: number) {
  const call = await h.standin.waitFor(
    "chat.postMessage",
    (c) => c.seq >= mark && c.args.channel === userId,
    WAIT_MS,
  );
  return { text: String(call.args.text), blocks: JSON.stringify(call.args.blocks) };
}

/** The view the schedule modal shows once the job is done. */
async function doneView(mark: number, viewId: string): Promise<SlackView> {
  const call = await h.standin.waitFor(
    "views.update",
    (c) => c.seq >= mark && c.args.view_id === viewId && c.response.ok === true,
    WAIT_MS,
  );
  return call.args.view as SlackView;
}

describe("scheduling in each reader's language", () => {
  it("walks a Chinese teacher through the whole flow in Chinese; her English assistant hears in English", async () => {
    const form = await openScheduleForm(h, ADA.slackUserId, "Algebra Mondays 4pm for 3 weeks");
    expect(titleOf(form)).toBe("安排课程");
    expect(readAs(form)).toMatch(
      /^识别为：Algebra，课程：Algebra I，每周一 16:00，共 3 周，(\d{4}年)?\d{1,2}月\d{1,2}日周一开始$/,
    );
    const shown = JSON.stringify(form);
    for (const words of [
      "课程名称",
      "台上座位数",
      "录制与进入",
      "每周",
      "星期一",
      "时间按 *Asia/Shanghai* 计",
    ])
      expect(shown).toContain(words);
    expect(shown).not.toMatch(/Class name|Seats on stage|Read as/);
    expect((form.submit as { text: string }).text).toBe("安排");

    const refused = await h.as(ADA.slackUserId).submit(form, { 课程名称: "x".repeat(60) });
    expect(refused.responseAction).toBe("errors");
    expect(refused.errorsByLabel).toEqual({ 课程名称: "最多 50 个字符。" });

    const mark = h.standin.calls.length;
    const result = await h.as(ADA.slackUserId).submit(form, {
      课程名称: "Algebra review",
      助教: ALAN.slackUserId,
    });
    expect(result.responseAction).toBe("update");
    expect(viewText(result.view as SlackView)).toContain("正在安排 3 节课……");
    expect(titleOf(result.view as SlackView)).toBe("安排课程");

    const hers = await dmTo(ADA.slackUserId, mark);
    expect(hers.text).toBe("Algebra review（Algebra I）：已安排 3 节课");
    expect(hers.blocks).toContain("*Algebra review* · Algebra I：已安排每周系列课，共 3 节");
    expect(hers.blocks).toContain(`老师：<@${ADA.slackUserId}>`);
    expect(hers.blocks).toContain(`助教：<@${ALAN.slackUserId}>`);
    expect(hers.blocks).toContain("台上 6 个座位 · 录制");
    expect(hers.blocks).toContain("分钟）");
    const his = await dmTo(ALAN.slackUserId, mark);
    // The assistant's copy says he assists, and whom (not the teacher's message word for word).
    expect(his.text).toBe("You assist on Algebra review (Algebra I): 3 classes scheduled");
    expect(his.blocks).toContain(
      `You assist <@${ADA.slackUserId}> on *Algebra review* · Algebra I: weekly series, 3 classes scheduled`,
    );
    expect(his.blocks).not.toContain("Assistant:");

    const done = viewText(await doneView(mark, form.id as string));
    expect(done).toContain("3 节课已安排好。");
    expect(done).toContain("详情和后续操作已通过消息发给你。");
  });

  it("reads a Chinese teacher's Chinese free text into the form, and says so in Chinese", async () => {
    // Chrono reads 明天 typed before 02:00 as the day just begun: the form opens later in the night.
    const shanghai = (unix: number) => new TZDate(unix * 1000, "Asia/Shanghai");
    if (shanghai(h.clock.now()).getHours() < 2) moveClocksTo(h, h.clock.now() + 3 * 3600);
    const tomorrow = shanghai(h.clock.now() + 86_400);
    const iso = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, "0")}-${String(tomorrow.getDate()).padStart(2, "0")}`;

    const form = await openScheduleForm(h, ADA.slackUserId, "数学 明天下午3点 45分钟");
    const element = (blockId: string) =>
      ((form.blocks ?? []) as { block_id?: string; element?: Record<string, unknown> }[]).find(
        (b) => b.block_id === blockId,
      )?.element ?? {};
    expect(element("schedule_name").initial_value).toBe("数学");
    expect(element("schedule_date").initial_date).toBe(iso);
    expect(element("schedule_time").initial_time).toBe("15:00");
    expect(element("schedule_duration").initial_value).toBe("45");
    expect(element("schedule_repeat").initial_option).toMatchObject({ value: "none" });
    const said = readAs(form);
    expect(said).toMatch(
      /^识别为：数学，课程：Algebra I，(\d{4}年)?\d{1,2}月\d{1,2}日周[一二三四五六日] 15:00，45 分钟$/,
    );
    expect(said).toContain(`${tomorrow.getMonth() + 1}月${tomorrow.getDate()}日`);

    // Issue 30: a slip and words not understood are said in her language, and kept out of the name.
    const slip = await openScheduleForm(h, ADA.slackUserId, "Algebra tomorow 3pm with the lab kit");
    const slipField = (
      (slip.blocks ?? []) as { block_id?: string; element?: Record<string, unknown> }[]
    ).find((b) => b.block_id === "schedule_name")?.element;
    expect(slipField?.initial_value).toBe("Algebra");
    expect(readAs(slip)).toContain("。“tomorow”是指“tomorrow”吗？已按此识别。未能识别：“with the lab kit”。");
  });

  it("keeps today's English for an English teacher", async () => {
    const form = await openScheduleForm(h, MARIE.slackUserId, "Physics tomorrow 5pm");
    expect(titleOf(form)).toBe("Schedule a class");
    expect(readAs(form)).toMatch(/^Read as: Physics, \w{3} \d{1,2} \w{3}( \d{4})? at 17:00$/);
    expect(JSON.stringify(form)).toContain("Seats on stage");

    const refused = await h.as(MARIE.slackUserId).submit(form, { "Seats on stage": 0 });
    expect(refused.errorsByLabel).toEqual({
      "Seats on stage": "Enter how many students are on stage (1 or more).",
    });
    const mark = h.standin.calls.length;
    const result = await h.as(MARIE.slackUserId).submit(form, {});
    expect(viewText(result.view as SlackView)).toContain("Scheduling 1 class…");
    const dm = await dmTo(MARIE.slackUserId, mark);
    expect(dm.text).toBe("Physics (Physics) is scheduled");
    expect(viewText(await doneView(mark, form.id as string))).toContain("The class is scheduled.");
  });

  it("gives an admin scheduling for the Chinese teacher their own English, and her the Chinese message", async () => {
    const form = await openScheduleForm(h, ADMIN, "Geometry tomorrow 10am 30m");
    expect(titleOf(form)).toBe("Schedule a class");
    const mark = h.standin.calls.length;
    await h.as(ADMIN).submit(form, { Course: "Algebra I", Teacher: ADA.slackUserId });
    const hers = await dmTo(ADA.slackUserId, mark);
    expect(hers.text).toBe("已安排：Geometry（Algebra I）");
    expect(hers.blocks).toContain(`（由 <@${ADMIN}> 安排）`);
    const done = viewText(await doneView(mark, form.id as string));
    expect(done).toContain("The class is scheduled.");
    expect(done).toContain("The teacher has a message with the details and the next steps.");
  });

  it("sends a student added to the Chinese teacher's class their DM", async () => {
    const classes = await h.store.classes.listUpcoming(teamId);
    const review = classes.find((c) => c.name === "Algebra review");
    expect(review).toBeDefined();
    const modal = await openByCommand(h, ADMIN, `students ${review?.classId}`, "class_modal_students");
    const mark = h.standin.calls.length;
    await h.as(ADMIN).submit(modal, { "Add students": [BEN.slackUserId] } as never);
    await sentByTheApp(h);
    const dm = await dmTo(BEN.slackUserId, mark);
    expect(dm.text).toContain("Algebra review");
  });
});
