import type { Catalog } from "../catalog.js";
import type { classLabels as en } from "../en/classLabels.js";

export const classLabels: Catalog<typeof en> = {
  label: "标签",
  hint: "留空并勾选“移除所有标签”即可去掉全部标签。",
  removeAll: "移除所有标签",
  removeAllYes: "是的，移除每一个标签",
  cut: "显示 {{count}} 个标签中的前 {{shown}} 个。",
  noLabels: "你的学校还没有标签。管理员可以在 `/class admin` → 标签 中添加。",
  saving: "正在保存标签……",
  pickOne: "请至少选择一个标签。要去掉全部标签，请勾选下方的“移除所有标签”后再保存。",
  untick: "如要保留所选的标签，请取消勾选此项；或者清空所选的标签。",
  justRemoved: "其中一些标签刚被管理员移除；请重新选择。",
  tooMany: "一节课最多只能有 {{max}} 个标签；请少选一些。",
  unknown: "标签 {{ids}} 已不在学校的标签列表中；请重新选择。",
  separator: "、",
  either: "{{first}}或{{last}}",
  aLabel: "某个标签",
  errno: {
    tooMany: "这节课的标签数已达 {{service}} 允许的上限；请少选一些",
    missingOne: "{{labels}} 在 {{service}} 中已不存在；管理员应在 /class admin 的标签列表中将其移除",
    missingMany:
      "{{labels}} 中有标签在 {{service}} 中已不存在；管理员应在 /class admin 的标签列表中移除缺失的那个",
    notSchoolOne:
      "{{labels}} 在 {{service}} 中属于另一所学校；管理员应在 /class admin 的标签列表中检查它的 ID",
    notSchoolMany:
      "{{labels}} 中有标签在 {{service}} 中属于另一所学校；管理员应在 /class admin 的标签列表中检查它们的 ID",
  },
  outcome: {
    allRemoved: "已移除所有标签",
    set: "已设置标签：{{names}}",
    noneChanged: "没有更改任何标签：{{why}}",
    skippedOver: "已跳过：课程已结束",
    skippedInSession: "已跳过：课程正在进行",
  },
  summary: {
    allRemoved: "已移除所有标签",
    set: "已设置标签 {{names}}",
    none: "没有更改任何标签。",
    one: "{{what}}。",
    every: "{{what}}（所有课程）。",
    some_other: "{{what}}（{{count}} 节课中的 {{set}} 节）。",
    changed: "{{scope}} 的标签：{{what}}。",
    notChanged: "{{scope}} 的标签未更改。",
    added: "添加了 {{names}}",
    removed: "移除了 {{names}}",
    join: "，",
    unchanged: "没有变化（仍是 {{names}}）",
    unchangedNone: "没有变化（仍然没有标签）",
  },
  line: "{{name}}（{{when}}）：{{outcome}}",
};
