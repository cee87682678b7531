import type { Catalog } from "../catalog.js";
import type { admin as en } from "../en/admin.js";

export const admin: Catalog<typeof en> = {
  title: "学校管理",
  homeSection: {
    notConnected: "*学校管理*\n学校尚未连接：请添加它的 SID 和 SECRET。",
    connected: "*学校管理*\n学校连接、课程、人员、导入和审计日志。",
    open: "打开学校管理",
    declined: "*未授予的权限*\n本工作区没有授予本应用部分权限；其他功能都可以正常使用。",
  },
  close: "关闭",
  save: "保存",
  backHome: "← 管理首页",
  back: "← 返回",
  loading: "正在加载学校设置…",
  paging: {
    showing: "共 {{total}} {{noun}}，显示其中 {{shown}} 项（第 {{first}}–{{last}} 项）。",
    previous: "← 上一页",
    next: "下一页 →",
    nouns: { courses: "门课程", people: "人", labels: "个标签" },
  },
  partnerId: {
    course: {
      label: "课程 ID",
      saved: "课程 ID *{{id}}* 。要使用另一个课程 ID，请把它登记为另一门课程。",
    },
    label: {
      label: "标签 ID",
      saved: "标签 ID *{{id}}* 。要使用另一个标签 ID，请把它作为新标签添加。",
    },
  },
  list: {
    edit: "编辑",
    remove: "移除",
    removeIt: { courses: "移除这门课程", people: "移除这个人", labels: "移除这个标签" },
    keepIt: { courses: "保留这门课程", people: "保留这个人", labels: "保留这个标签" },
    removed: "已移除 {{name}}。",
  },
  home: {
    askZone: {
      text: "*你的学校在哪个时区？*\n在你设置之前，Slack 资料中没有时区的人看到的上课时间按 {{zone}} 显示。",
      button: "设置时区",
    },
    connection: {
      title: "学校连接",
      none: "尚未设置：请添加学校的 SID 和 SECRET。",
      noSecretNamed: "*{{school}}* ：缺少 SECRET。",
      noSecretId: "学校 {{sid}}：缺少 SECRET。",
      connectedNamed: "已以 *{{school}}* 的身份连接。",
      connectedId: "已以学校 {{sid}} 的身份连接。在“学校设置”中为学校起个名字，就会显示名字而不是这个 ID。",
      button: "打开",
    },
    settings: {
      title: "学校设置",
      detail:
        "时区 {{zone}}；台上最多 {{seats}}；课前 {{minutes}} 分钟发送提醒；课程结束后 {{rateable}}内可以评分。评分、评论和链接打开记录在每节课后保留 {{kept}}，之后删除。",
      seats_other: "{{count}} 个座位",
      days_other: "{{count}} 天",
      button: "编辑",
    },
    courses: {
      title: "课程",
      detail_other: "已登记 {{count}} 门课程。",
      refused_other:
        "已登记 {{count}} 门课程，其中 {{refused}} 门被 {{service}} 拒绝：原因请在“课程”页面查看。",
    },
    people: {
      title: "人员",
      detail_other: "名录中有 {{count}} 人。",
    },
    import: {
      title: "导入人员",
      detail: "粘贴一份名单（CSV），一次添加或更新多人。",
      button: "导入",
    },
    audit: {
      title: "审计日志",
      detail: "每一次更改和对 {{service}} 的调用，最新的在前。",
      button: "查看",
    },
    labels: {
      title: "标签",
      detail_other: "老师可以给课程加上的标签共 {{count}} 个。",
    },
    manage: "管理",
  },
  connection: {
    title: "学校连接",
    savedWorks: "学校连接已保存并测试通过：{{service}} 接受了它。",
    savedRefused:
      "学校连接已保存，但 {{service}} 拒绝了它（见下方）。在连接正常之前老师们无法操作：请修正后再次保存。",
    baseUrl: {
      label: "基础 URL",
      hint: "学校所用的 {{service}} 地址，以 https:// 开头",
    },
    liveBaseUrl: {
      label: "直播页面基础 URL",
      hint: "学生直播链接指向的地址。留空则使用基础 URL。",
    },
    sid: {
      label: "学校 ID（SID）",
      hint: "只能是数字：学校的 ID，可在你的 {{service}} 学校后台查看。",
    },
    secret: {
      label: "学校 SECRET",
      stored: "•••• 已保存",
      paste: "粘贴 SECRET",
      hintStored: "留空则保留当前的 SECRET。它不会再次显示。",
      hintNew: "在你的 {{service}} 学校后台中用于连接其他应用的密钥页面。它会加密保存，且不会再次显示。",
    },
    saveAnyway: {
      label: "如果测试失败",
      hint: "保存前会先测试连接；{{service}} 拒绝的连接不会保存，除非勾选此项。",
      option: "即使 {{service}} 拒绝，也照样保存",
      confirmTitle: "保存一个失败的连接？",
      confirmText:
        "老师们将无法操作：在 {{service}} 拒绝该连接期间，任何课程都不能安排或更改，学生也拿不到链接。",
      confirm: "照样保存",
      deny: "返回",
    },
    test: "测试连接",
    untested: "尚未测试。 *测试连接* 会向 {{service}} 查询学校的云端文件夹。",
    works: "✅ 连接正常：{{service}} 已响应。检查于 {{when}}。",
    failed: "⚠️ 连接失败：{{reason}}。检查于 {{when}}。",
  },
  settings: {
    title: "学校设置",
    savedNothing: "学校设置已保存（没有任何更改）。",
    saved: "学校设置已保存：已更改{{changed}}。",
    separator: "、",
    changed: {
      name: "学校名称",
      timeZone: "时区",
      seatMax: "最多座位数",
      reminderMinutes: "提醒时间",
      recentClassDays: "课程可评分的天数",
      personalDataDays: "个人数据保留天数",
    },
    name: {
      label: "学校名称",
      placeholder: "实验中学",
      hint: "管理页面和每个人的主页用来称呼学校的名字，代替它在 {{service}} 中的 ID。",
    },
    timeZone: {
      label: "学校时区",
      placeholder: "输入城市，例如 Shanghai",
      hint: "输入城市或时区名称来查找。用于 Slack 资料中没有时区的人。默认为 {{zone}}。",
    },
    seatMax: {
      label: "台上最多座位数",
      hint: "一节课台上最多可以有几名学生，1 到 {{max}}。默认为 {{default}}。",
    },
    reminder: {
      label: "课前提醒（分钟）",
      hint: "学生在上课前多久收到提醒，1 到 {{max}} 分钟。默认为 {{default}}。",
    },
    rateable: {
      label: "课程可评分的天数",
      hint: "一节课结束后多少天内显示在“最近的课程”中并且仍可评分，1 到 {{max}}。默认为 {{default}}。",
    },
    keep: {
      label: "评分和链接打开记录保留天数",
      hint: "每节课的评分、评论和链接打开记录保留多少天；过后由每日任务删除，{{min}} 到 {{max}}。默认为 {{default}}。",
    },
  },
  audit: {
    title: "审计日志",
    empty: "还没有任何记录。",
    showing: "显示最近 {{shown}} 条，共 {{total}} 条。",
    theApp: "本应用",
    failed: "操作失败",
    ms: "{{ms}} 毫秒",
  },
};
