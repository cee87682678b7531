import type { Catalog } from "../catalog.js";
import type { registration as en } from "../en/registration.js";

export const registration: Catalog<typeof en> = {
  consent: {
    label: "本人同意",
    option: "这些人已同意用他们的手机号或邮箱开通 {{service}} 账号",
    hint: "如果未经本人同意就注册，{{service}} 可能暂停学校的注册权限。不勾选则不会注册任何人，每个人都需要从 {{service}} 学校后台获取 UID。",
  },
  form: {
    needsUid:
      "需要 UID：可在 {{service}} 学校后台的人员列表中找到；或留空并勾选下方的“本人同意”，由 {{service}} 开通账号。",
    registering: "正在为 {{name}} 开通 {{service}} 账号…",
    account:
      "要开通账号，请填写手机号（带国家区号，如 +1 415 555 0100；中国大陆号码不用加）或邮箱；留空则使用其 Slack 邮箱。",
  },
  channel: {
    title: "添加频道成员",
    open: "添加频道成员",
    intro:
      "频道里的每个人都会加入名录，并用其 Slack 邮箱开通（或找到）{{service}} 账号。机器人、已停用的成员和其他组织的成员不会加入；已在名录中的人保留原有 UID 和身份。",
    pick: "频道",
    pickHint: "公开频道，或本应用已加入的私有频道。",
    pickAgain: "请从列表中选择一个频道。",
    role: "添加为",
    roles: {
      student: "学生",
      teacher: "老师",
    },
    roleMissing: "请选择学生或老师。",
    submit: "添加",
    reading: "正在读取频道成员…",
    working: "正在读取频道成员并开通 {{service}} 账号…",
    unread: "Slack 不允许本应用读取 {{channel}} 的成员：{{reason}}",
    unreadReasons: {
      notFound: "找不到该频道，或它是私有频道且本应用不在其中。请先邀请本应用加入，再试一次。",
      notIn: "本应用不在该频道中。请先邀请本应用加入，再试一次。",
      other: "Slack 没有回应。请过一分钟再试。",
      noPermission:
        "读取频道成员需要查看频道的权限，而本工作区没有授予本应用；工作区管理员可以重新安装本应用（添加到 Slack）并允许该权限。",
    },
  },
  report: {
    title: "账号",
    heading: "{{count}} 人的 {{service}} 账号",
    onePerson: "{{name}} 的 {{service}} 账号",
    made: "*新开通的 {{service}} 账号（{{count}}）：* {{names}}",
    existing: "*沿用已有的 {{service}} 账号（{{count}}）：* {{names}}",
    hadUid: "*已有 UID，保持不变（{{count}}）：* {{names}}",
    needsUid:
      "*需要 UID（{{count}}）：* {{names}}\n请在 {{service}} 学校后台的人员列表中查到各自的 UID，在“添加人员”中填写；或勾选“本人同意”，由 {{service}} 开通账号。",
    attention: "*需要你处理（{{count}}）：*",
    line: "• {{name}}：{{reason}}",
    more: "……还有更多：私信中列出了所有人。",
    moreDm: "……人数超过一条消息能容纳的范围：“人员”页面列出了所有人。",
    password:
      "新账号设置了一个初始密码，不会显示给任何人，本应用也不保存：每个人可在 {{service}} 中用手机号或邮箱通过“忘记密码”自行设置。",
    nobody: "没有可添加的人：频道里没有本应用可以注册的成员。",
    role: "只有管理员可以注册人员。你的身份已变更，因此没有注册任何人。",
  },
  reasons: {
    noAccount:
      "没有可用于注册的手机号或邮箱：请在其 Slack 资料或“账号”栏中补充，或填写 {{service}} 学校后台中的 UID",
    phoneCountry: "手机号需要加国家区号（如 +1 或 +44）；只有中国大陆号码不用加",
    phone: "该手机号不是 {{service}} 接受的格式",
    email: "该邮箱不是 {{service}} 接受的格式",
    teacherLimit:
      "学校在 {{service}} 的在职老师数量已达上限；请先在 {{service}} 学校后台空出名额，再重新添加",
    refused: "{{service}} 未能注册：{{reason}}",
    uidTaken: "{{service}} 返回的 UID {{uid}} 在名录中属于 {{owner}}；未做任何更改",
    uidTakenOther: "{{service}} 返回的 UID {{uid}} 在名录中属于其他人；未做任何更改",
    notSaved: "已注册（UID {{uid}}），但名录在此期间有变动；请重新添加",
    notConnected: "学校尚未连接 {{service}}（见“连接”页面）",
    unconfirmed: "{{service}} 没有确认注册结果；请过一分钟再添加",
    partialStudent:
      "已注册（UID {{uid}}），但 {{service}} 未能将其加为学校的学生：请在 {{service}} 学校后台添加",
    partialTeacher:
      "已注册（UID {{uid}}），但 {{service}} 未能将其加为学校的老师：请在 {{service}} 学校后台添加",
    partialPicture: "已注册（UID {{uid}}）；{{service}} 报告其头像有问题",
    roleKept: "已在名录中，身份为{{role}}且有 UID；保持不变（未改为{{asked}}）",
    bot: "是机器人，不是人",
    deactivated: "已在 Slack 中停用",
    otherOrganisation: "是其他组织的成员（Slack Connect）：请在其所属学校添加",
    slackUnread: "Slack 没有返回此人的信息；请稍后再试",
  },
};
