import type { Catalog } from "../catalog.js";
import type { welcome as en } from "../en/welcome.js";

export const welcome: Catalog<typeof en> = {
  title: "欢迎使用 Classroom",
  whatItDoes:
    "Classroom 让你在 Slack 里管理学校的在线直播课：老师用 `/class schedule` 排课，学生会收到带有个人上课链接的消息和课前提醒，每个人都能在应用的主页标签里看到自己接下来的课。",
  nextSteps:
    "*接下来要做的事* （你是学校的管理员）：\n" +
    "1. *连接学校* ：输入 `/class admin` ，打开“学校连接”，填写学校课程服务的 SID 和 SECRET。\n" +
    "2. *导入人员* ：输入 `/class admin` ，打开“导入”，添加老师和学生及其 Slack 账号。只有学校名录里的人才会收到 Classroom 的消息。\n" +
    "3. 然后老师就可以用 `/class schedule` 安排第一节课了。",
  openAdmin: "打开学校管理",
  help: "`/class help` 列出你能用的所有命令。",
  dmFallback:
    "欢迎使用 Classroom。接下来：用 /class admin 连接学校并导入人员。/class help 列出你能用的所有命令。",
  homeHelp: "输入 `/class help` 查看你能做什么。",
};
