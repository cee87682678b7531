import type { Catalog } from "../catalog.js";
import type { afterClass as en } from "../en/afterClass.js";

export const afterClass: Catalog<typeof en> = {
  rate: "给学生评分",
  head_other:
    "*{{name}}* · {{course}} 已结束（{{when}}）。\n{{count}} 名学生中有 {{joined}} 名打开了进入链接。",
  text_other: "{{name}} 已结束：{{count}} 名学生中有 {{joined}} 名打开了进入链接。",
  joined: "已进入",
  missed: "未打开链接",
  listHeading: "*{{heading}}* （{{count}}）",
  moreStudents_other: "……还有 {{count}} 名学生。",
  noteJoined: "“已进入”表示学生在 Slack 中点击了进入按钮；{{service}} 不会告诉我们谁实际在教室里。",
  noteReplay: "已向每位学生发送回放链接。",
  noteRate_other: "你可以在 {{count}} 天内给学生评分。",
  notes: "{{joinedNote}}{{rateNote}}",
  notesReplay: "{{joinedNote}}{{replayNote}}{{rateNote}}",
  recordingWarning: {
    text_other:
      "{{name}} 将于 {{when}} 开始，但未开启录制，因此 {{count}} 名学生没有进入链接。请在 {{until}} 前开启录制，以便把链接发给他们。",
    line_other:
      ":warning: *{{name}}* 将于 {{when}} 开始，但未开启录制，因此 {{count}} 名学生没有进入链接。\n在 {{until}} 前开启录制，每位学生都会收到自己的链接；此后 {{service}} 将不再允许更改。",
    button: "开启录制",
  },
};
