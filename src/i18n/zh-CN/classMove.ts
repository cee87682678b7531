import type { Catalog } from "../catalog.js";
import type { classMove as en } from "../en/classMove.js";

export const classMove: Catalog<typeof en> = {
  submit: "调整时间",
  name: "课程名称",
  date: "新日期",
  time: "开始时间",
  timeHint: "按你的时区 {{zone}}。",
  duration: "时长（分钟）",
  noStudents: "这节课还没有学生。",
  students_other:
    "这节课的 {{count}} 名学生会随课调整：每人原来的消息会被更新，并收到一条附有新链接的新消息。",
  what: "{{who}}{{service}} 无法更改一节课的时间：会新建一节课并清空原来的课；原来的课会作为 *空课* 留在 {{service}} 学校后台中，管理员可以在那里删除。",
  giveName: "请为这节课填写名称。",
  pickDate: "请选择日期。",
  pickTime: "请选择开始时间。",
  durationRule: "请填写以分钟为单位的时长，最多 1440。",
  tooSoon: "课程开始时间必须在 {{minutes}} 分钟之后。",
  noDuration: "时长至少为 1 分钟。",
  over: "这节课已结束：没有可调整的内容。",
  inSession: "这节课正在进行：已无法调整时间。没有发送任何内容。",
  frozen:
    "距开课已不到 {{minutes}} 分钟：{{service}} 不再接受对它的更改。请改为取消这节课。没有发送任何内容。",
  gone: "这节课已不存在。",
  notice: "*{{name}}* ：{{why}}",
  working: "正在调整 *{{name}}* 的时间……报告会通过私信发给你。",
  alreadyTo: "已调整到 {{when}}：没有再做任何操作。",
  already: "这节课已被调整时间或取消：没有再做任何操作。",
  notMoved: "*未调整* ：{{why}}。",
  notMovedMade: "*未调整* ：{{why}}。新的课（{{when}}）已经建好；请重试以完成。",
  hadNoStudents: "这节课没有学生。",
  told_other: "{{count}} 名学生已随课调整并收到通知。",
  moved: "已调整到 {{when}}。{{told}}",
  movedNoLabels: "已调整到 {{when}}。{{told}}它的标签没有复制过去（{{why}}）：请用“标签”重新设置。",
  report: "*{{name}}* ：{{summary}}",
  theClass: "这节课",
  classWord: "课程",
};
