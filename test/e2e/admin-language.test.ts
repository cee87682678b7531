/**
 * The school admin's modal in each admin's own language (issue 20): a zh-CN admin reads every page,
 * button and notice in Simplified Chinese, an en-US admin the same pages in English.
 */
import { describe, expect, it } from "vitest";
import { ADMIN, CAST, WANG } from "../support/cast.js";
import { ADMIN_PROFILE, speaks } from "../support/speaks.js";
import {
  click,
  type Harness,
  harnessPerFile,
  openAdmin,
  publishedHome,
  updatedView,
  viewText,
} from "./harness.js";
import { connectedSchool } from "./school.js";

let h: Harness;
harnessPerFile(async (started) => {
  h = started;
  await connectedSchool(h, { people: [...CAST, WANG] });
  speaks(h, [
    [{ ...WANG, name: "wang" }, "zh-CN"],
    [ADMIN_PROFILE, "en-US"],
  ]);
});

const titleOf = (view: Record<string, unknown>) => (view.title as { text: string }).text;
const closeOf = (view: Record<string, unknown>) => (view.close as { text: string }).text;

describe("the admin modal in the admin's language", () => {
  it("opens in Chinese for a zh-CN admin and in English for an en-US admin, loading page too", async () => {
    const mark = h.standin.calls.length;
    const zh = await openAdmin(h, WANG.slackUserId);
    expect(titleOf(zh)).toBe("学校管理");
    expect(closeOf(zh)).toBe("关闭");
    const text = viewText(zh);
    expect(text).toContain("*学校连接*");
    expect(text).toContain("*学校设置*");
    expect(text).toContain("时区 UTC；台上最多 12 个座位；课前 15 分钟发送提醒");
    expect(text).toContain("已登记 2 门课程。");
    expect(text).toContain("名录中有 7 人。");
    expect(text).not.toMatch(/School|Courses|Manage/);
    const opened = h.standin.calls.find(
      (c) => c.seq >= mark && c.method === "views.open" && JSON.stringify(c.args).includes("admin_loading"),
    );
    expect(JSON.stringify(opened?.args)).toContain("正在加载学校设置");

    const en = await openAdmin(h, ADMIN);
    expect(titleOf(en)).toBe("School admin");
    expect(closeOf(en)).toBe("Close");
    expect(viewText(en)).toContain("*School connection*");
    expect(viewText(en)).toContain("7 people in the directory.");
  });

  it("shows the lists, forms and notices in Chinese to the zh-CN admin", async () => {
    const home = await openAdmin(h, WANG.slackUserId);
    const courses = await click(h, WANG.slackUserId, home, "管理", "admin_courses", { near: "*课程*" });
    expect(titleOf(courses)).toBe("课程");
    expect(viewText(courses)).toContain("已登记 2 门课程。老师只能在允许他们的课程中安排上课。");
    expect(viewText(courses)).toContain("*Algebra I* · 课程 5001");
    expect(viewText(courses)).toContain("← 管理首页");

    const people = await click(h, WANG.slackUserId, home, "管理", "admin_people", { near: "*人员*" });
    expect(viewText(people)).toContain("*王芳* · 管理员");
    expect(viewText(people)).toContain("*Ben Carter* · 学生");
    const form = await click(h, WANG.slackUserId, people, "添加人员", "admin_person_form");
    expect(titleOf(form)).toBe("添加人员");
    expect(viewText(form)).toContain("接收上课邀请和个人直播链接");

    const settings = await click(h, WANG.slackUserId, home, "编辑", "admin_settings", { near: "*学校设置*" });
    expect(viewText(settings)).toContain("默认为 15。");
    const res = await h.slack.viewSubmission(
      settings,
      {
        settings_time_zone: {
          settings_time_zone: {
            type: "external_select",
            selected_option: { text: { type: "plain_text", text: "UTC" }, value: "UTC" },
          },
        },
        settings_seat_max: { settings_seat_max: { type: "number_input", value: "10" } },
        settings_reminder_minutes: { settings_reminder_minutes: { type: "number_input", value: "20" } },
        settings_recent_class_days: { settings_recent_class_days: { type: "number_input", value: "7" } },
        settings_personal_data_days: { settings_personal_data_days: { type: "number_input", value: "90" } },
      },
      WANG.slackUserId,
    );
    const body = JSON.parse(res.body) as { view?: Record<string, unknown> };
    const after = updatedView(settings, body.view);
    expect(viewText(after)).toContain(
      "学校设置已保存：已更改最多座位数、提醒时间、课程可评分的天数、个人数据保留天数。",
    );
    expect(viewText(after)).toContain("台上最多 10 个座位");
  });

  it("keeps an en-US admin's pages and notices in English", async () => {
    const home = await openAdmin(h, ADMIN);
    const labels = await click(h, ADMIN, home, "Manage", "admin_labels", { near: "*Labels*" });
    expect(titleOf(labels)).toBe("Labels");
    expect(viewText(labels)).toContain("← Admin home");
    expect(viewText(labels)).toContain("No labels yet.");
  });

  it("words the admin section of each admin's Home in their language", async () => {
    const homeOf = async (userId: string) => viewText(await publishedHome(h, userId));
    const zh = await homeOf(WANG.slackUserId);
    expect(zh).toContain("*学校管理*\n学校连接、课程、人员、导入和审计日志。");
    expect(zh).toContain("打开学校管理");
    const en = await homeOf(ADMIN);
    expect(en).toContain("*School admin*\nSchool connection, courses, people, import and audit log.");
    expect(en).toContain("Open school admin");
  });

  it("words the label form, the import page, its report and its field errors in Chinese", async () => {
    const home = await openAdmin(h, WANG.slackUserId);
    const labels = await click(h, WANG.slackUserId, home, "管理", "admin_labels", { near: "*标签*" });
    const labelForm = await click(h, WANG.slackUserId, labels, "添加标签", "admin_label_form");
    expect(titleOf(labelForm)).toBe("添加标签");
    // A crafted submission gets past the client's own checks (a whole number, a name).
    const res = await h.slack.viewSubmission(
      labelForm,
      {
        label_id: { label_id: { type: "number_input", value: "0" } },
        label_name: { label_name: { type: "plain_text_input", value: "" } },
      },
      WANG.slackUserId,
    );
    expect((JSON.parse(res.body) as { errors?: unknown }).errors).toEqual({
      label_id: "请输入标签 ID，一个整数，例如 301。",
      label_name: "请输入老师能认出的名称。",
    });
    const added = await h.as(WANG.slackUserId).submit(labelForm, { "标签 ID": "301", 名称: "作业" });
    expect(viewText(updatedView(labelForm, added.view))).toContain("已添加标签 作业。");

    const form = await click(h, WANG.slackUserId, home, "导入", "admin_import", { near: "*导入人员*" });
    expect(titleOf(form)).toBe("导入人员");
    expect(viewText(form)).toContain("每行一人");
    const empty = await h.as(WANG.slackUserId).submit(form, {});
    expect(empty.errors).toEqual({ import_csv: "请粘贴人员名单，或在下方作为文件上传。" });
    h.standin.setUserInfo("UNEWLI", { real_name: "Li Lei" });
    const sent = await h.as(WANG.slackUserId).submit(form, {
      "人员（CSV）": "UNEWLI,S-8001,Li Lei,13800008001,student\nUGHOST8,S-8002,Ghost,13800008002,student",
    });
    const report = updatedView(form, sent.view);
    expect(titleOf(report)).toBe("导入报告");
    expect(viewText(report)).toContain("*已导入 1 人；有 1 行需要修正。* 请修正后重新导入。");
    expect(viewText(report)).toContain("Ghost：UGHOST8 不是这个 Slack 工作区的成员");
    expect(viewText(report)).toContain("（第 2 行）");
  });

  it("puts the connection form's field errors in Chinese, each a sentence", async () => {
    const home = await openAdmin(h, WANG.slackUserId);
    const form = await click(h, WANG.slackUserId, home, "打开", "admin_connection", { near: "*学校连接*" });
    expect(titleOf(form)).toBe("学校连接");
    expect(viewText(form)).toContain("测试连接");
    const text = (value: string) => ({ type: "plain_text_input", value });
    const res = await h.slack.viewSubmission(
      form,
      {
        connection_base_url: { connection_base_url: text("ftp://partner.example.com") },
        connection_live_base_url: { connection_live_base_url: text("") },
        connection_sid: { connection_sid: text("abc") },
        connection_secret: { connection_secret: text("two words") },
      },
      WANG.slackUserId,
    );
    expect((JSON.parse(res.body) as { errors?: unknown }).errors).toEqual({
      connection_base_url: "地址必须以 https:// 或 http:// 开头。",
      connection_sid: "学校 ID 只能是数字。",
      connection_secret: "SECRET 不含空格；请检查粘贴的内容。",
    });
  });
});
