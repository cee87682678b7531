import type { Catalog } from "../catalog.js";
import type { help as en } from "../en/help.js";

export const help: Catalog<typeof en> = {
  intro: {
    admin: "你是本校的 *管理员* 。你可以使用以下命令：",
    teacher: "你是本校的 *老师* 。你可以使用以下命令：",
    student: "你是本校的 *学生* 。你可以使用以下命令：",
    stranger: "你还不在学校通讯录中，因此暂时无法使用课程命令。请让学校管理员把你加进去。",
  },
  fallback: "你可以使用的 Classroom 命令",
  line: "• `{{usage}}` ：{{what}}",
  usage: "`{{usage}}` ：{{what}}",
  tip: "用课程名称指定一节课；名称重复时加上日期（ `Algebra tomorrow` 、 `Algebra Thursday` 、 `Algebra Dec 3` ），或者省略 `[class]` ，从你即将开始的课程中选择。这里的每条回复都只有你能看到。",
  what: {
    schedule: "安排一节课或每周系列课（例如 `数学 明天下午5点 45分钟` ）",
    students: "添加或移除学生，并把上课链接发给他们",
    video: "开关录制、直播和回放",
    seats: "更改台上座位数和视频画质；只给数字时，如果座位数允许（1 或 6），会保留高清",
    labels: "选择课程标签",
    rate: "课后给学生评分（星级和评语）",
    cancel:
      "取消一节课，或取消它及系列中之后的所有课；学生会收到通知（用 `/class move [class]` 给课程改时间）",
    share:
      "在本频道发布一节课（或一个系列）的卡片，带 *加入* 按钮：每个学生都会私下收到自己的链接；课程变动时卡片会随之更新。应用必须是该频道的成员（ `/invite @Classroom` ）",
    files:
      "在这里私下浏览学校的云端文件夹；可以用名称路径指定文件夹（ `Algebra/Week 1` ），也可以逐级点击进入",
    list: "你即将开始的课程",
    listAll: "全校即将开始的所有课程",
    my: "你接下来的课程及其加入按钮，只在这里显示给你（也可以用 `/class link [class]` ）",
    admin: "学校连接、设置、课程、人员、导入、标签和审计日志",
    help: "本帮助",
    move: "给一节课改时间",
    link: "你某节课的加入按钮，只显示给你",
  },
  unknown: {
    suggest: "我没看懂 {{typed}} 。你是想用 `/class {{word}}` 吗？",
    words: "我没看懂 {{typed}} 。你可以使用 {{words}} ； `/class help` 会说明每个命令的用途。",
    separator: " 、 ",
  },
};
