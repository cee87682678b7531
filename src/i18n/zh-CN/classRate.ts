import type { Catalog } from "../catalog.js";
import type { classRate as en } from "../en/classRate.js";

export const classRate: Catalog<typeof en> = {
  stars: "星级",
  commentFor: "给 {{name}} 的评语",
  noteOnePage_other:
    "共 {{count}} 名学生，已评 {{rated}} 名（显示已给出的评分）· 点“保存”即保存评分。不选星级即跳过该学生。",
  notePaged_other:
    "第 {{page}} 页，共 {{pages}} 页 · 共 {{count}} 名学生，已评 {{rated}} 名（显示已给出的评分）· 点“{{button}}”即保存本页。不选星级即跳过该学生。",
  previous: "← 上一页",
  next: "下一页",
  lineSaved: "{{name}}：已保存",
  lineNotSaved: "{{name}}：{{why}}",
  doneNothing: "评分已保存。最后一页没有改动。",
  doneLastPage: "评分已保存。最后一页：",
  doneOnePage: "评分已保存：",
  doneOnePageNothing: "没有改动：每个评分都和之前一样。",
  noStudents: "*{{name}}* 还没有学生，没有可评分的人。请用 `/class students` 添加学生。",
  savingOf: "正在保存第 {{page}} 页（共 {{pages}} 页）……",
  saving: "正在保存第 {{page}} 页……",
  savingOnePage: "正在保存评分……",
  problemLine: "未保存：{{name}}：{{problem}}",
  thisStudent: "这名学生",
  nothingSaved: "没有保存任何内容。",
  notSaved: "未保存：{{why}}",
  pageSaved: "第 {{page}} 页已保存。",
  pageNothing: "第 {{page}} 页：没有改动。",
  starsRange: "请选择 0 到 {{max}} 颗星。",
  starsNeeded: "请也给 {{name}} 选择星级，这样评语才能保存。",
  commentLong: "评语请少于 {{max}} 个字符。",
  notEnded: "*{{name}}* 还没有结束。评分针对课上的表现，所以要等它结束后才能评分：{{when}}（你的时间）起。",
  closed_other:
    "{{name}} 已结束超过 {{count}} 天。课程结束后 {{count}} 天内可以评分（学校设置），所以这节课已不能再评分。",
  service: {
    notInClass: "不在这节课中",
    unknownStudent: "本校的 {{service}} 不认识这名学生",
    noSuchClass: "{{service}} 已找不到这节课",
  },
};
