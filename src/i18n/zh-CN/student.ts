import type { Catalog } from "../catalog.js";
import type { student as en } from "../en/student.js";

export const student: Catalog<typeof en> = {
  join: "进入直播和聊天",
  length: "（{{minutes}} 分钟）",
  classLine: "*{{name}}* · {{course}}\n{{when}}{{length}} · {{teacher}}",
  noPageYet: "_直播页面尚未生成：老师开启录制后，你的链接会随后发来。_",
  linkWillFollow: "这节课尚未开启录制，所以还没有直播页面。老师一开启录制，你的链接就会发给你。",
  liveLink: {
    inClass: "你已加入一节课：\n{{line}}",
    text: "你已加入 {{name}}，上课时间：{{when}}。",
    textLater: "你已加入 {{name}}，上课时间：{{when}}。你的直播链接会随后发来。",
    seriesOver_other: "*{{name}}* · {{course}}（{{teacher}}）的全部 {{count}} 节课都已结束。",
    series_other: "你已加入 *{{name}}* · {{course}}（{{teacher}}）的 *{{count}} 节课* ：",
    dateDone: ":white_check_mark: ~{{line}}~ 已结束",
    dateNext: "*下一节：* {{line}}",
    moreDates_other: "……还有 {{count}} 个日期。 `/class my` 可列出你接下来的课。",
    textOver_other: "{{name}} 的全部 {{count}} 节课都已结束。",
    textNext: "{{name}} 的下一节课上课时间：{{when}}。",
    textSeries_other: "你已加入 {{name}} 的 {{count}} 节课，第一节上课时间：{{when}}。",
    textSeriesLater_other:
      "你已加入 {{name}} 的 {{count}} 节课，第一节上课时间：{{when}}。尚未录制的课，链接会随后发来。",
  },
  reminder: {
    line_other: ":alarm_clock: *{{name}}* 将于 {{time}} 开始（还有 {{count}} 分钟） · {{teacher}}",
    text_other: "{{name}} 还有 {{count}} 分钟开始。",
  },
  my: {
    empty: "你接下来没有课。老师把你加入课程时，你会收到消息。",
    noMatch: "你接下来的课中没有与之匹配的。 `/class my` 可列出你的课。",
    heading: "*你的课*",
    seriesLine_other: "{{line}}\n{{series}}：这节之后还有 {{count}} 节",
    more_other: "……还有 {{count}} 节课。",
    text_other: "你接下来有 {{count}} 节课。",
  },
  changed: {
    bySchool: "学校",
    byTeacher: "你的老师",
    byAdmin: "学校管理员",
    yourClass: "你的课",
    dateSeparator: "、",
    datesMore_other: "{{dates}} 等，另有 {{count}} 个",
    removed: ":no_entry: {{by}}已将你移出 *{{name}}* （{{when}}）。你的链接已失效。",
    removedText: "{{by}}已将你移出 {{name}}",
    cancelled: ":x: *{{name}}* （{{when}}）已被{{by}}取消，无需再进入。",
    cancelledMany_other: ":x: *{{name}}* 的 {{count}} 节课（{{when}}）已被{{by}}取消，无需再进入。",
    cancelledText: "{{name}}（{{when}}）已被{{by}}取消",
    moved:
      ":arrow_right: *已改期：* ~{{was}}~ → *{{when}}* （由{{by}}调整）\n*{{name}}* · {{course}} · {{teacher}}",
    movedText: "已改期：{{name}}，原定 {{was}}，改为 {{when}}",
    movedSeeAbove:
      ":bell: *{{name}}* 已被{{by}}从 {{was}} 改到 *{{when}}* ：上面那条关于这节课的消息已更新为新的时间和进入按钮。",
    movedSeeAboveLater:
      ":bell: *{{name}}* 已被{{by}}从 {{was}} 改到 *{{when}}* ：上面那条关于这节课的消息已更新为新的时间。",
    movedSeeAboveText: "{{name}} 已改到 {{when}}：见上面的消息",
    reason: "原因：{{reason}}",
    cancelledSeeAbove: ":bell: *{{name}}* （{{when}}）已被{{by}}取消：上面那条关于这节课的消息已更新。",
    cancelledSeeAboveMany_other:
      ":bell: *{{name}}* 的 {{count}} 节课（{{when}}）已被{{by}}取消：上面那条相关消息已更新。",
    cancelledSeeAboveText: "{{name}}（{{when}}）已被{{by}}取消：见上面的消息",
    textWithRest: "{{head}}。{{rest}}",
  },
  linkReady: {
    one: ":bell: *{{name}}* （{{when}}）的进入链接已就绪：上面那条关于这节课的消息现在有进入按钮了。",
    many_other:
      ":bell: *{{name}}* 的 {{count}} 节课（{{when}} 起）的进入链接已就绪：上面那条相关消息现在有进入按钮了。",
    text: "{{name}} 的进入链接已就绪：见上面的消息",
  },
  recordingOff: {
    note: "这节课的录制已关闭，不再直播，你的进入链接已失效。请照常通过课堂应用上课。如果重新开启录制，链接会重新出现在这里。",
    dmText: "{{name}}（{{when}}）已不再录制：你的进入链接已失效。",
    one: ":bell: *{{name}}* （{{when}}）的录制已关闭：你的进入链接已失效。上面那条关于这节课的消息已更新；如果重新开启录制，链接会重新出现在那里。",
    many_other:
      ":bell: *{{name}}* 的 {{count}} 节课（{{when}} 起）的录制已关闭：这些课的进入链接已失效。上面那条相关消息已更新；如果重新开启录制，链接会重新出现在那里。",
    text: "{{name}} 的录制已关闭：你的进入链接已失效",
  },
  ended: {
    line: ":checkered_flag: *{{name}}* · {{course}} 已结束。\n{{when}}{{length}} · {{teacher}}",
    replay: "回放已可观看：点按钮打开。",
    text: "{{name}} 已结束。",
    textReplay: "{{name}} 已结束，回放已可观看。",
  },
  replay: {
    button: "观看回放",
    line: ":film_frames: *回放已可观看：* *{{name}}* · {{course}}\n{{when}} · {{teacher}}",
    text: "{{name}} 的回放已可观看。",
  },
  noLink: {
    line: "*{{name}}* （{{when}}）没有进入链接：这节课未录制。请像往常一样通过课堂应用进入，或询问你的老师。",
    text: "{{name}} 没有进入链接：这节课未录制。",
  },
  calendar: {
    button: "添加到日历",
    file: "这是 {{name}} 的日历文件：打开即可添加到你的日历。再次导入会更新已有日程，不会重复添加。",
    fileSeries_other:
      "这是 {{name}} 的 {{count}} 节课的日历文件：打开即可添加到你的日历。再次导入会更新已有日程，不会重复添加。",
    noUploadPermission:
      "无法发送日历文件：给你发送文件需要上传文件的权限，而本工作区没有授予本应用；工作区管理员可以重新安装本应用（添加到 Slack）并允许该权限。",
    refused: "无法生成日历文件：{{reason}}",
    notYours: "这节课不是你的课。",
    gone: "这节课已取消或不存在。",
    withTeacher: "{{course}}，授课老师：{{teacher}}",
    joinLine: "进入：{{link}}",
    noLink: "你的进入链接会通过 Slack 发来（这节课尚未开启录制）。",
    cancelled: "已取消。",
    cancelledReason: "已取消：{{reason}}",
    fileLanguage: "ZH",
    feedName: "我的课程",
    subscribe:
      "*订阅* 你的所有课程，随时保持最新：<{{webcal}}|在日历应用中订阅>，或复制此地址： `{{https}}`\nGoogle 日历：其他日历 → 通过网址添加；Outlook：添加日历 → 从 Web 订阅；Apple 日历：文件 → 新建日历订阅。这个地址只属于你：拿到它的人都能看到你的课程和进入链接。",
    subscribeButton: "订阅我的日历",
    newAddress: "换新地址",
    newAddressDone: "你的日历已换了新地址，旧地址不再可用。请用新地址在日历应用中重新订阅。",
    subscribeNotSetUpAdmin:
      "尚未设置日历订阅：请把 PUBLIC_URL 设为大家访问本应用的 https 地址（并以 HTTP 模式运行），然后重启应用。",
    subscribeNotSetUp: "你的学校还没有设置日历订阅，请先使用日历文件。",
    outOfDate: "你下载的日历文件仍是旧时间：点 *添加到日历* 获取新文件；订阅日历则会自动保持最新。",
    outOfDateCancelled:
      "你下载的日历文件里仍有这节课：请从日历中删除它，或订阅日历（在任意一节课上点 *添加到日历* ）以自动保持最新。",
  },
  home: {
    stranger: "你还不在学校名录中，所以没有可显示的课。请联系学校管理员添加你。",
    introAdmin: "你在 Slack 中管理本校的课程，可以在所有课程中安排和主持课堂。 `/class help` 列出全部命令。",
    introTeacher: "你接下来的课。 `/class help` 列出你可以做的事。",
    introStudent: "你接下来的课。老师把你加入课程时，你会收到附有直播链接的消息。",
  },
};
