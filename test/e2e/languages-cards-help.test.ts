/**
 * Help, command words, refusals, class cards and admin refusals in each reader's language (issue 20),
 * end to end. Ada (teacher) and Chloé (student, not in the class) read Chinese; Alan (teacher) and Ben
 * (student) read English: `/class help` and a misspelt word answer each in theirs, a refusal too. A
 * card Ada shares is in Chinese for the whole channel; Ben's click on Join answers him in English with
 * his link, Chloé's (not in the class) in Chinese. A zh-CN admin's refused admin changes (a setting
 * out of range, a person already listed, a course still in use) are in Chinese, an en-US admin's in
 * English.
 */
import { describe, expect, it } from "vitest";
import type { PostedMessage } from "../../src/slack-standin/index.js";
import { ADA, ADMIN, ALAN, BEN, CAST, CHLOE, WANG } from "../support/cast.js";
import { type ClassWorld, enrol, makeClass } from "../support/school.js";
import { ADMIN_PROFILE, speaks } from "../support/speaks.js";
import {
  click,
  type Harness,
  harnessPerFile,
  openAdmin,
  sentByTheApp,
  viewText,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
let w: ClassWorld;
harnessPerFile(async (started) => {
  h = started;
  w = await connectedSchool(h, { people: [...CAST, WANG] });
  speaks(h, [
    [WANG, "zh-CN"],
    [ADA, "zh-CN"],
    [ALAN, "en-US"],
    [BEN, "en-US"],
    [CHLOE, "zh-CN"],
    [ADMIN_PROFILE, "en-US"],
  ]);
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

const command = (userId: string, text: string) => seen(userId, () => h.as(userId).command(text));
const shown = (m: PostedMessage) => JSON.stringify(m.blocks);

describe("help, words and refusals in the reader's language", () => {
  it("/class help: Chinese for a zh-CN teacher, English for an en-US one", async () => {
    const hers = await command(ADA.slackUserId, "/class help");
    expect(hers.text).toBe("你可以使用的 Classroom 命令");
    expect(shown(hers)).toContain("你是本校的 *老师* ");
    expect(shown(hers)).toContain("`/class schedule [text]` ：安排一节课");
    const his = await command(ALAN.slackUserId, "/class help");
    expect(his.text).toBe("Classroom commands you can use");
    expect(shown(his)).toContain("You are a *teacher* of this school. Here is what you can do:");
    expect(shown(his)).not.toMatch(/[\u4e00-\u9fff]/);
  }, 60_000);

  it("/class shedule: the word meant, in the caller's language; the command word stays English", async () => {
    const hers = await command(ADA.slackUserId, "/class shedule");
    expect(hers.text).toBe("我没看懂 `shedule` 。你是想用 `/class schedule` 吗？");
    const his = await command(ALAN.slackUserId, "/class shedule");
    expect(his.text).toBe("I didn't understand `shedule`. Did you mean `/class schedule`?");
  }, 60_000);

  it("a refusal in the refused person's language", async () => {
    const hers = await command(CHLOE.slackUserId, "/class schedule");
    expect(hers.text).toBe("抱歉，只有老师和管理员可以安排课程。如有需要，请联系学校管理员。");
    const his = await command(BEN.slackUserId, "/class schedule");
    expect(his.text).toBe(
      "Sorry, only teachers and admins can schedule classes. Ask an admin of your school if you need this.",
    );
    expect(w.teamId).toBeTruthy();
  }, 60_000);
});

describe("a class card in its sharer's language, its clicks in the clicker's", () => {
  it("a zh-CN teacher's card is Chinese; an en-US student's Join is English, a zh-CN stranger's Chinese", async () => {
    const cls = await makeClass(w, { name: "Card algebra", record: true, seatNum: 6 });
    await enrol(w, cls, [{ uid: BEN.uid, name: BEN.displayName }]);
    const where = "CLANGCARDS";
    h.standin.setChannelMembers(where, [
      ADA.slackUserId,
      BEN.slackUserId,
      CHLOE.slackUserId,
      h.standin.identity.botUserId,
    ]);
    const told = await seen(ADA.slackUserId, () =>
      h.as(ADA.slackUserId, { channelId: where }).command("/class share Card algebra"),
    );
    expect(told.text).toBe("*Card algebra* 的卡片正在发布到本频道。课程有变动时，卡片会随之更新。");
    await h.standin.waitFor("chat.postMessage", (c) => c.args.channel === where, WAIT_MS);
    await sentByTheApp(h);
    const card = h.standin
      .messagesIn(where)
      .find((m) => m.via === "chat.postMessage" && m.ephemeralTo === undefined);
    if (!card) throw new Error("no card in the channel");
    expect(shown(card)).toContain("台上 6 个座位");
    expect(shown(card)).toContain('"加入"');
    expect(card.text).toContain("Card algebra 将于");

    const his = await seen(BEN.slackUserId, () => h.as(BEN.slackUserId).clickButton(card, "加入"));
    expect(his.text).toBe("Your own link to Card algebra, only for you.");
    expect(shown(his)).toContain("Join live & chat");
    expect(shown(his)).toContain("live_partner.php");

    const hers = await seen(CHLOE.slackUserId, () => h.as(CHLOE.slackUserId).clickButton(card, "加入"));
    expect(hers.text).toBe(
      `你还不是 *Card algebra* 的学生。请让这节课的老师 <@${ADA.slackUserId}> 把你加进去，之后你会通过私信收到自己的链接。`,
    );
  }, 60_000);
});

describe("an admin's refused change in the admin's language", () => {
  /** Submits the settings form with these numbers; the field errors Slack is answered with. */
  async function settingsErrors(admin: string, near: string, edit: string, seatMax: string) {
    const home = await openAdmin(h, admin);
    const form = await click(h, admin, home, edit, "admin_settings", { near });
    const number = (value: string) => ({ type: "number_input", value });
    const res = await h.slack.viewSubmission(
      form,
      {
        settings_time_zone: {
          settings_time_zone: {
            type: "external_select",
            selected_option: { text: { type: "plain_text", text: "UTC" }, value: "UTC" },
          },
        },
        settings_seat_max: { settings_seat_max: number(seatMax) },
        settings_reminder_minutes: { settings_reminder_minutes: number("15") },
      },
      admin,
    );
    return (JSON.parse(res.body) as { errors?: Record<string, string> }).errors;
  }

  it("a setting out of range: Chinese for the zh-CN admin, English for the en-US one", async () => {
    expect(await settingsErrors(WANG.slackUserId, "*学校设置*", "编辑", "0")).toEqual({
      settings_seat_max: "座位上限必须是 1 到 12 之间的整数。",
    });
    expect(await settingsErrors(ADMIN, "*School settings*", "Edit", "0")).toEqual({
      settings_seat_max: "The seat maximum must be a whole number from 1 to 12.",
    });
  }, 60_000);

  it("a person already in the directory, and a course still in use, refused in Chinese", async () => {
    const home = await openAdmin(h, WANG.slackUserId);
    const people = await click(h, WANG.slackUserId, home, "管理", "admin_people", { near: "*人员*" });
    const form = await click(h, WANG.slackUserId, people, "添加人员", "admin_person_form");
    const student = {
      type: "radio_buttons",
      selected_option: { text: { type: "plain_text", text: "学生" }, value: "student" },
    };
    const noAccount = await h.slack.viewSubmission(
      form,
      {
        person_slack_user: { person_slack_user: { type: "users_select", selected_user: "UNEWONE" } },
        person_uid: { person_uid: { type: "plain_text_input", value: "S 1" } },
        person_name: { person_name: { type: "plain_text_input", value: "New" } },
        person_role: { person_role: student },
      },
      WANG.slackUserId,
    );
    expect((JSON.parse(noAccount.body) as { errors?: unknown }).errors).toEqual({
      person_uid: "ClassIn UID 不能包含空格。",
      person_account: "账号为空；学生需要账号才能使用上课链接。",
    });
    const res = await h.slack.viewSubmission(
      form,
      {
        person_slack_user: { person_slack_user: { type: "users_select", selected_user: BEN.slackUserId } },
        person_uid: { person_uid: { type: "plain_text_input", value: "S-9999" } },
        person_name: { person_name: { type: "plain_text_input", value: "Ben" } },
        person_account: { person_account: { type: "plain_text_input", value: "13700009999" } },
        person_role: {
          person_role: {
            type: "radio_buttons",
            selected_option: { text: { type: "plain_text", text: "学生" }, value: "student" },
          },
        },
      },
      WANG.slackUserId,
    );
    expect(JSON.stringify((JSON.parse(res.body) as { errors?: unknown }).errors)).toContain(
      "这个 Slack 用户已在通讯录中；请在列表中编辑。",
    );

    await makeClass(w, { name: "Kept algebra" });
    const courses = await click(h, WANG.slackUserId, home, "管理", "admin_courses", { near: "*课程*" });
    const removed = await click(h, WANG.slackUserId, courses, "移除", "admin_courses", {
      near: "*Algebra I*",
    });
    expect(viewText(removed)).toContain("Algebra I 仍有通过本应用安排的课，因此无法移除。");
  }, 60_000);

  it("an import's verdicts the importer judged are in Chinese", async () => {
    const home = await openAdmin(h, WANG.slackUserId);
    const form = await click(h, WANG.slackUserId, home, "导入", "admin_import", { near: "*导入人员*" });
    h.standin.setUserInfo("UNEWZH", { real_name: "Zhang San" });
    const sent = await h.as(WANG.slackUserId).submit(form, {
      "人员（CSV）": "UNEWZH,S-8101,Zhang San,13800008101,student\nUGHOST9,S-8102,Ghost,13800008102,student",
    });
    const report = viewText(sent.view ?? {});
    expect(report).toContain("已添加 Zhang San，身份为学生");
    expect(report).toContain("Ghost：UGHOST9 不是这个 Slack 工作区的成员（或已被停用）");
  }, 60_000);

  it("the audit log said from its facts in Chinese (names escaped); an old stored description as recorded", async () => {
    await h.store.audit.recordAdminChange(w.teamId, {
      actor: WANG.slackUserId,
      operation: "label.add",
      summary: { description: "Added the label Homework", labelId: 301, name: "Homework" },
    });
    await h.store.audit.recordAdminChange(w.teamId, {
      actor: ADMIN,
      operation: "settings.save",
      summary: { description: "Saved the school settings (UTC, at most 12 seats, reminders 15 min before)" },
    });
    // Written as the writers write them now: facts only (people's names are their own text).
    await h.store.audit.recordAdminChange(w.teamId, {
      actor: ADMIN,
      operation: "person.add",
      summary: { name: "Zhang <San>", slackUserId: "UNEWZH", uid: "S-8101", role: "student" },
    });
    await h.store.audit.recordAdminChange(w.teamId, {
      actor: "system",
      operation: "connection.seed",
      summary: {},
    });
    const home = await openAdmin(h, WANG.slackUserId);
    const audit = await click(h, WANG.slackUserId, home, "查看", "admin_audit", { near: "*审计日志*" });
    expect(viewText(audit)).toContain("✅ 添加了 Zhang &lt;San&gt;（学生，UID S-8101）");
    expect(viewText(audit)).toContain("✅ 按本应用的配置连接了学校");
    expect(viewText(audit)).toContain("✅ 添加了标签 Homework");
    expect(viewText(audit)).toContain(
      "✅ Saved the school settings (UTC, at most 12 seats, reminders 15 min before)",
    );
    const en = await openAdmin(h, ADMIN);
    const auditEn = await click(h, ADMIN, en, "View", "admin_audit", { near: "Audit log" });
    expect(viewText(auditEn)).toContain("✅ Added the label Homework");
    expect(viewText(auditEn)).toContain("✅ Added Zhang &lt;San&gt; (Student, UID S-8101)");
  }, 60_000);
});
