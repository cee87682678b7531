import type { Catalog } from "../catalog.js";
import type { adminImport as en } from "../en/adminImport.js";

export const adminImport: Catalog<typeof en> = {
  title: "导入人员",
  draftFile_other: "{{file}}：已准备好 {{count}} 行。按“全部导入”即可导入，也可以先在下方再粘贴更多人员。",
  draftPart_other:
    "已保存第 {{part}} 部分：目前 {{parts}}共 {{count}} 行。请粘贴下一部分，或按“全部导入”一次性导入全部 {{count}} 行。",
  parts_other: "{{count}} 部分",
  help: "粘贴学校自己的名单，或作为文件上传：每行一人，第一行是标题行，写明各列的名称，顺序不限，中英文均可。必须有 *姓名* 、 *身份* （管理员、老师或学生），以及此人在 Slack 中是谁： *slack* 列（成员 ID、提及或其 Slack 电子邮件地址），没有这一列时，也可以用 *邮箱* 列，填写此人在 Slack 中使用的邮箱。有 *uid* 、 *账号* 、 *手机* 列时也会读取。已在名录中的人员会被更新。示例：",
  uidExplained:
    "*UID* ：{{service}} 为每个人的账号分配的编号，可在 {{service}} 学校管理后台的成员列表中查看；老师和学生必须有。",
  accountExplained:
    "*账号* ：此人登录 {{service}} 用的手机号或邮箱；名单中没有账号的学生，会使用该行的邮箱或手机号。",
  noHeader: "没有标题行的名单按 `slack_user,uid,name,account,role` 读取。",
  csv: {
    label: "人员（CSV）",
    placeholder: "姓名,邮箱,身份,UID",
    hint: "从电子表格复制，连同标题行。此框最多容纳 {{max}} 个字符（约 50 人）：更长的名单请在下方作为文件上传。",
  },
  file: {
    label: "或上传 CSV 文件",
    hint: "一次导入整个学校（最多 2,000 人）：把电子表格另存为 CSV（.csv 或 .txt），保留标题行。",
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
    withoutUid_other: "其中 {{count}} 位老师或学生没有 UID：除非名录中已有，否则会作为缺少 UID 的人被略过。",
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
    namedLine: "{{name}}（第 {{line}} 行）：{{problem}}",
  },
  refusal: {
    empty: "名单是空的，没有可以导入的人。",
    tooMany_other:
      "名单有 {{count}} 行；一次最多只能导入 {{max}} 行。没有导入任何内容：请把名单拆分后分批导入。",
    header_other:
      "标题行中没有“{{columns}}”列；现有的列是：{{found}}。请添加这一列，或把相应的列改成这个名称。",
    noColumns: "没有列名",
    column: {
      slack: "slack（或邮箱）",
      name: "姓名",
      role: "身份",
    },
  },
  verdict: {
    needsUid: {
      teacher:
        "{{name}}：缺少 UID，未导入；老师需要 {{service}} 为其账号分配的编号，可在 {{service}} 学校管理后台的成员列表中查看：请填入 uid 列后重新导入这一行，或勾选同意，由 {{service}} 为其创建账号",
      student:
        "{{name}}：缺少 UID，未导入；学生需要 {{service}} 为其账号分配的编号，可在 {{service}} 学校管理后台的成员列表中查看：请填入 uid 列后重新导入这一行，或勾选同意，由 {{service}} 为其创建账号",
    },
    registering: "{{name}}：本人已同意，正在为其创建 {{service}} 账号；{{service}} 答复后加入名录",
    otherOrg:
      "{{name}}：属于其他组织（Slack Connect 成员，或其他工作区的成员），未导入；只能导入本校自己的 Slack 成员",
  },
  line: {
    emailEmpty: "邮箱为空；请填写此人在 Slack 中使用的邮箱。",
    emailInvalid: "“{{text}}”不是有效的邮箱地址。",
    phoneInvalid: "“{{text}}”不是有效的手机号（只能是数字，国家区号前可加 +）。",
  },
  retry: {
    notice_other: "未导入的 {{count}} 行已按你粘贴的原样放在下面的框中：请按下面列出的原因修正后重新导入。",
    kept_other:
      "框中放了其中 {{shown}} 行；另有 {{count}} 行放不下，已为你保存：按“全部导入”时会与框中内容一起导入，如果仍未导入，会再次回到这里。",
    moreReasons_other: "……另有 {{count}} 行。",
    gone: "未导入的行已不再保存（已超过一天）；请从你的名单中重新粘贴。",
  },
  upload: {
    noAddress: "Slack 没有告知文件的位置；请重新上传",
    tooLarge: "文件超过 {{megabytes}} MB；人员名单远比这小——请检查文件",
    download: "无法从 Slack 下载该文件（HTTP {{status}}）",
    notUtf8: "该文件不是 UTF-8 文本；请另存为 CSV（UTF-8）后重新上传",
    noPermission:
      "读取文件需要读取文件的权限，而本工作区没有授予本应用；工作区管理员可以重新安装本应用（添加到 Slack）并允许该权限——在此之前，请改为粘贴名单",
    onField: "{{problem}}。",
  },
  scopes: {
    email:
      "按电子邮件地址查找成员需要读取成员电子邮件地址的权限，而本工作区没有授予本应用：工作区管理员可以重新安装本应用（添加到 Slack）并允许该权限；在此之前，请用成员的 Slack 成员 ID 填写。",
    files:
      "读取上传的文件需要读取文件的权限，而本工作区没有授予本应用：工作区管理员可以重新安装本应用（添加到 Slack）并允许该权限；在此之前，请把名单粘贴到文本框中。",
    emailLine:
      "{{name}}：本工作区没有授予本应用读取电子邮件地址的权限，Slack 拒绝查找这个地址（管理员可以重新安装本应用来授予）；请改用该成员的 Slack 成员 ID",
  },
  import: "导入",
  importAll: "全部导入",
  report: {
    title: "导入报告",
    checking_other: ":hourglass_flowing_sand: 正在向 Slack 核实 {{count}} 行，随后导入…",
    reading: ":hourglass_flowing_sand: 正在读取名单…",
    line: "第 {{line}} 行",
    entry: "{{mark}} {{message}}（{{where}}）",
    named: "{{name}}：{{message}}",
    imported_other: "*已导入 {{count}} 人。*",
    needFixing_other: "*已导入 {{imported}}；有 {{count}} 行需要修正。* 请修正后重新导入。",
    people_other: "{{count}} 人",
    semicolons: "已按分号分隔的名单读取（值在 `;` 处拆分）。",
    place: "第 {{part}} 部分第 {{line}} 行",
    tooLong: "报告太长，无法完整显示；上面先列出的是这些行。",
    importMore: "继续导入",
    fixAgain: "修正后重新导入",
    needsUid_other:
      "有 {{count}} 人缺少 UID：请在 {{service}} 学校管理后台的成员列表中查到后填入 uid 列，或勾选名单下方的同意项，由 {{service}} 为其创建账号；然后重新导入这些行。",
    registering_other:
      "正在为 {{count}} 位已同意的人创建 {{service}} 账号：{{service}} 每答复一位就加入名录，完成后的报告会通过私信发送。",
    peopleButton: "人员",
  },
};
