import type { Catalog } from "../catalog.js";
import type { adminImport as en } from "../en/adminImport.js";

export const adminImport: Catalog<typeof en> = {
  title: "导入人员",
  draftFile_other: "{{file}}：已准备好 {{count}} 行。按“全部导入”即可导入，也可以先在下方再粘贴更多人员。",
  draftPart_other:
    "已保存第 {{part}} 部分：目前 {{parts}}共 {{count}} 行。请粘贴下一部分，或按“全部导入”一次性导入全部 {{count}} 行。",
  parts_other: "{{count}} 部分",
  help: "每行一人： `slack_user,uid,name,account,role` 。标题行可有可无；包含逗号的值请用英文双引号括起来。用分号（ `;` ）分隔保存的名单也能识别。slack_user 可以是成员 ID、提及（@）或该成员在 Slack 中的电子邮件地址，每一个都会向 Slack 核实。role 为 admin（管理员）、teacher（老师）或 student（学生）。老师和学生必须有 uid；不授课的管理员可以留空。已在名录中的人员会被更新。示例：",
  csv: {
    label: "人员（CSV）",
    hint: "slack_user：成员 ID（个人资料 → ⋯ → 复制成员 ID）、提及或电子邮件地址。此框最多容纳 {{max}} 个字符（约 50 人）：更长的名单请在下方作为文件上传。",
  },
  file: {
    label: "或上传 CSV 文件",
    hint: "一次导入整个学校（最多 2,000 人）：列相同的 .csv 或 .txt 文件。",
  },
  more: {
    label: "较长的名单",
    hint: "放不进此框的名单可以分几部分粘贴：勾选“还有更多要粘贴”并按按钮；这一部分会被保存，此框会等待下一部分。在最后一部分之前不会导入任何内容。",
    option: "还有更多要粘贴",
  },
  gone: "这份名单已不再保存（已经导入，或已超过一天）。请把文件再次拖入此私信，或在下方粘贴名单。",
  theFile: "该文件",
  errors: {
    both: "请粘贴名单或上传文件，不要两者同时使用。",
    fileUnavailable: "Slack 暂时无法提供该文件；请重新上传。",
    empty: "请粘贴人员名单，或在下方作为文件上传。",
    nextPart: "请在这里粘贴下一部分，或取消勾选“还有更多要粘贴”以导入目前已保存的部分。",
  },
  dm: {
    refused: "我读取了 *{{file}}* ，但无法导入：{{why}}请修正文件后再拖到这里。",
    ready_other: "我读取了 *{{file}}* ：有 {{count}} 人可以导入。",
    readySemicolons_other: "我读取了 *{{file}}* ：有 {{count}} 人可以导入（按分号分隔的名单）。",
    problems_other: "有 {{count}} 行需要修正，导入时会被略过：",
    moreProblems_other: "……另有 {{count}} 行；导入报告会全部列出。",
    checkOnImport: "导入时会向 Slack 核实每位成员。在你按下按钮之前不会导入任何内容。",
    nobody: "没有可以导入的人：请修正文件后再拖到这里。",
    button_other: "导入 {{count}} 人",
    notAdmin: "我只读取用于导入人员的文件，而且只有学校管理员才能导入。如果这是一份人员名单，请发给管理员。",
    unreadable: "我无法读取 *{{file}}* ：{{why}}。",
    csvOnly: "我只从 .csv 或 .txt 文件导入人员",
    notHanded: "Slack 暂时无法提供该文件；请再拖到这里一次",
    line: "第 {{line}} 行：{{problem}}",
  },
  refusal: {
    empty: "名单是空的，没有可以导入的人。",
    tooMany_other:
      "名单有 {{count}} 行；一次最多只能导入 {{max}} 行。没有导入任何内容：请把名单拆分后分批导入。",
    header_other: "标题行缺少列 {{columns}}。",
  },
  upload: {
    noAddress: "Slack 没有告知文件的位置；请重新上传",
    tooLarge: "文件超过 {{megabytes}} MB；人员名单远比这小——请检查文件",
    download: "无法从 Slack 下载该文件（HTTP {{status}}）",
    notUtf8: "该文件不是 UTF-8 文本；请另存为 CSV（UTF-8）后重新上传",
    onField: "{{problem}}。",
  },
  import: "导入",
  importAll: "全部导入",
  report: {
    title: "导入报告",
    checking_other: ":hourglass_flowing_sand: 正在向 Slack 核实 {{count}} 行，随后导入…",
    reading: ":hourglass_flowing_sand: 正在读取名单…",
    line: "第 {{line}} 行",
    entry: "{{mark}} {{where}}：{{message}}",
    imported_other: "*已导入 {{count}} 人。*",
    needFixing_other: "*已导入 {{imported}}；有 {{count}} 行需要修正。* 请修正后重新导入。",
    people_other: "{{count}} 人",
    semicolons: "已按分号分隔的名单读取（值在 `;` 处拆分）。",
    place: "第 {{part}} 部分第 {{line}} 行",
    tooLong: "报告太长，无法完整显示；上面先列出的是这些行。",
    importMore: "继续导入",
    peopleButton: "人员",
  },
};
