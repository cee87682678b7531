import type { Catalog } from "../catalog.js";
import type { install as en } from "../en/install.js";

export const install: Catalog<typeof en> = {
  addTitle: "将 {{app}} 添加到 Slack",
  what: "{{app}} 让你的学校在 Slack 中开展在线直播课：老师用 <code>/class schedule</code> 安排课程，学生和老师通过私信收到各自的上课链接，课前还会收到提醒；每个人都能在应用的“主页”标签中看到即将开始的课程。",
  firstAdminNote: "安装 {{app}} 的人将成为该工作区中学校的第一位管理员。",
  addButton: "添加到 Slack",
  yourWorkspace: "你的工作区",
  installedTitle: "{{app}} 已安装",
  installedHeading: "{{app}} 已安装到 {{team}}",
  firstAdmin: "你是学校的第一位管理员。",
  notFirstAdmin: "学校的管理员可以用 <code>/class admin</code> 为你分配角色。",
  orgFirstAdmin:
    "组织中的每所学校第一次使用 {{app}} 时，你将成为该校的第一位管理员（该校已有管理员时除外）。",
  next: "下一步：在 Slack 中打开 {{app}}。欢迎消息会列出在 <code>/class admin</code> 里要做的第一步：学校时区、连接 {{service}}、添加老师和学生，然后是课程。",
  help: "<code>/class help</code> 会列出本应用的全部功能。",
  open: "在 Slack 中打开 {{app}}",
  failedTitle: "{{app}} 未能安装",
  failedWhy: "Slack 没有完成安装（{{code}}）。",
  declinedCalendarFiles:
    "日历文件：给成员发送日历文件需要上传文件的权限，而本工作区没有授予本应用；成员仍可以在自己的主页订阅日历。",
  declinedHeading: "本工作区没有允许 {{app}} 请求的部分权限。其他功能都可以正常使用；在允许之前：",
  declinedHow:
    '如需以后允许，请工作区管理员从<a href="{{installPath}}">添加到 Slack</a> 重新安装 {{app}} 并允许这些权限。',
  unknownError: "未知错误",
  failedAgain:
    '请在同一个浏览器中、十分钟内从<a href="{{installPath}}">安装页面</a>重新开始。如果 Slack 提示应用需要管理员批准，请让工作区管理员安装它或批准该请求。',
};
