import type { Catalog } from "../catalog.js";
import type { classEvents as en } from "../en/classEvents.js";

export const classEvents: Catalog<typeof en> = {
  title: "课堂事件",
  home: {
    title: "课堂事件",
    waiting: "未连接：每节课有谁在场、录课和求助，都来自 {{service}} 自己推送的事件。",
    connected: "已连接：{{service}} 于 {{when}} 发送了测试消息。",
    button: "设置",
  },
  intro:
    "{{service}} 可以把每节课发生的事告诉本应用：谁进入、谁离开、录课文件、求助。它把这些消息发送到本校专属的地址。",
  noUrl:
    "⚠️ 还没有可提供的地址：请把 PUBLIC_URL 设为人们和服务访问本应用的地址（例如 https://classroom.example.org）并重启应用。Socket Mode 下应用不开放 HTTP 端口，无法接收事件：请以 HTTP 模式运行。",
  noSid: "⚠️ 请先连接学校（学校连接）：{{service}} 以 SID 识别学校。",
  address: "*本校的地址*\n`{{address}}`\n请妥善保管：知道它的人都可以向它发送消息。",
  steps:
    "*设置方法* ：写信给 {{service}} 的客服，请他们：\n1. 为学校 SID *{{sid}}* 开通课堂事件推送（数据订阅）\n2. 推送到上面的地址\n3. 推送这些消息类型： {{cmds}}\n4. 并把错误告警发送到学校有人查看的电子邮箱。\n开通后，{{service}} 会先发送一条测试消息：本页随即显示已连接。",
  waiting: "*尚未连接* ：{{service}} 还没有发送测试消息。",
  connected: "*已连接* ：{{service}} 于 {{when}} 发送了测试消息。",
  lastEvent: "最近一条事件：{{when}}。",
  lastDay: "最近 24 小时： {{counts}}。",
  lastDayNone: "最近 24 小时没有事件。",
  rotate: "新地址",
  rotateConfirm: {
    title: "生成新地址？",
    text: "当前地址会立即失效：在客服拿到新地址之前，{{service}} 的事件都会被拒收。",
    confirm: "生成新地址",
    deny: "保留当前地址",
  },
  rotated: "本校已有新地址，旧地址已失效。请把新地址交给 {{service}} 的客服，否则事件将无法送达。",
  quiet: {
    text: "一周没有收到 {{service}} 的课堂事件",
    body_other:
      "*一周没有收到 {{service}} 的课堂事件。* 最近一条在 {{when}}；此后已上了 {{count}} 节课。出勤和课堂提醒都依赖这些事件：请确认 {{service}} 的客服拿到的是本校当前的地址（课堂事件页面），并查看他们发来的错误邮件。",
    button: "打开课堂事件",
  },
};
