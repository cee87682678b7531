import type { Catalog } from "../catalog.js";
import type { cards as en } from "../en/cards.js";

export const cards: Catalog<typeof en> = {
  header: "*{{name}}* · {{course}}",
  whenMinutes: "{{when}}（{{minutes}} 分钟）",
  series_other: "{{series}}：共 {{count}} 节，{{first}} 至 {{last}}",
  seriesAhead_other: "{{series}}：共 {{count}} 节，{{first}} 至 {{last}} · 还剩 {{ahead}} 节",
  next: "下一节：{{when}}",
  teacher_other: "老师：{{teacher}} · 台上 {{count}} 个座位",
  join: "加入",
  note: "这节课的学生点击“加入”后，会私下收到自己的链接。",
  starts: "{{name}} 将于 {{when}} 开始。",
  ended: ":checkered_flag: 已结束",
  endedText: "{{name}}：已结束。",
  cancelledBy: ":x: 已被 {{by}} 取消",
  cancelledByText: "{{name}}：已被 {{by}} 取消。",
  cancelledBySchool: ":x: 已被学校取消",
  cancelledBySchoolText: "{{name}}：已被学校取消。",
  link: {
    line: "*{{name}}* · {{when}} · {{teacher}}",
    later: "这节课还没有开启录制，所以暂时没有上课页面。老师一开启录制，你的链接就会通过私信发给你。",
    text: "你进入 {{name}} 的专属链接，只有你能看到。",
    button: "进入直播并聊天",
    yours: "你的专属链接，只有你能看到：用它进入无需重新登录即可聊天。",
  },
  notEnrolled:
    "你还不是 *{{name}}* 的学生。请让这节课的老师 {{teacher}} 把你加进去，之后你会通过私信收到自己的链接。",
  closedEnded: "*{{name}}* 已经结束。",
  closedCancelled: "*{{name}}* 已被取消：没有可以加入的课程。",
  unknown: "找不到这张课程卡片了。",
  over: "这节课已经结束或已被取消。",
  teacher: {
    text: "你是 {{name}} 的老师。要添加本频道中的学生吗？",
    offer:
      "你是 *{{name}}* 的老师。要把本频道中所有在学校通讯录里登记为学生的成员都加进来吗？每个人都会通过私信收到自己的链接，你会收到每个人的处理结果。",
    button: "添加本频道的所有学生",
    confirmTitle: "添加本频道的学生？",
    confirmClass: "本频道中所有在学校通讯录里登记为学生的成员都会被加入 *{{name}}* 。",
    confirmSeries: "本频道中所有在学校通讯录里登记为学生的成员都会被加入 *{{name}}* 及其之后的课程。",
    confirm: "添加",
    deny: "取消",
  },
  adding: "正在把本频道中的学生加入 *{{name}}* 。每个人的处理结果会通过私信发给你。",
  addingUnnamed: "正在把本频道中的学生加入 *这节课* 。每个人的处理结果会通过私信发给你。",
  shared: "*{{name}}* 的卡片正在发布到本频道。课程有变动时，卡片会随之更新。",
  sharedSeries: "*{{name}}* （整个系列）的卡片正在发布到本频道。课程有变动时，卡片会随之更新。",
  notInChannel: "我不是这个频道的成员，所以无法在这里发布。请在本频道输入 /invite @Classroom，然后再试一次。",
  membershipUnchecked:
    "我无法确认自己是否是这个频道的成员：这需要查看频道的权限，而本工作区没有授予本应用（工作区管理员可以重新安装本应用并允许该权限）。如果卡片没有出现，请在本频道输入 /invite @Classroom，然后再分享一次。",
  notAChannel: "课程卡片只能发布在频道中。",
  alreadyEnded: "{{name}} 已经结束。",
  share: {
    title: "分享课程",
    submit: "发布卡片",
    close: "取消",
    where:
      "这节课的卡片会发布在 {{channel}}，带有 *加入* 按钮：这节课的每个学生都会私下收到自己的链接，其他人会被告知去找老师。课程有变动时，卡片会随之更新。",
    noChannel: "请在要发布卡片的频道中输入 `/class share` 。",
  },
};
