import type { Catalog } from "../catalog.js";
import type { welcome as en } from "../en/welcome.js";

export const welcome: Catalog<typeof en> = {
  title: "欢迎使用 Classroom",
  whatItDoes:
    "Classroom 让你在 Slack 里管理学校的在线直播课：老师用 `/class schedule` 排课，学生会收到带有个人上课链接的消息和课前提醒，每个人都能在应用的主页标签里看到自己接下来的课。",
  nextSteps:
    "*接下来要做的事* （你是学校的管理员），请按顺序完成。每个按钮都会打开 `/class admin` 里的对应页面。",
  steps: {
    timeZone: {
      text: "*{{n}}. 学校时区* ：Slack 资料里没有设置时区的人，看到的时间都按学校时区显示。输入城市、地区或时差即可找到（如“北京”“UTC+8”）。",
      button: "设置时区",
    },
    connection: {
      text: "*{{n}}. 连接 {{service}}* ：填写学校的 SID 和 SECRET，两者都在你的 {{service}} 学校后台（SECRET 在用于连接其他应用的密钥页面）。连接之前无法排课。",
      button: "连接 {{service}}",
    },
    people: {
      text: "*{{n}}. 人员* ：导入学校自己的名单（包含姓名、邮箱和身份的表格），或逐个添加。经本人同意后，Classroom 可以为每个人开通 {{service}} 账号。只有学校名录里的人才会收到 Classroom 的消息。",
      button: "打开人员",
    },
    courses: {
      text: "*{{n}}. 课程和允许的老师* ：添加每门 {{service}} 课程，并选出允许在其中上课的老师。",
      button: "打开课程",
    },
    schedule: "*{{n}}. 第一节课* ：老师用 `/class schedule` 排课，学生会收到上课链接和课前提醒。",
  },
  stepDone: "✅ 已完成。",
  openAdmin: "打开学校管理",
  help: "`/class help` 列出你能用的所有命令。",
  dmFallback:
    "欢迎使用 Classroom。接下来在 /class admin 里：设置学校时区、连接 {{service}}、添加人员，再添加课程和允许的老师。然后老师就可以用 /class schedule 排课了。",
  homeHelp: "输入 `/class help` 查看你能做什么。",
};
