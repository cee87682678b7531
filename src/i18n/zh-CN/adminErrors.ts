import type { Catalog } from "../catalog.js";
import type { adminErrors as en } from "../en/adminErrors.js";

export const adminErrors: Catalog<typeof en> = {
  url: {
    enterBase: "请输入 {{service}} 的地址。",
    full: "请输入以 https://（或 http://）开头的完整地址。",
    scheme: "地址必须以 https:// 或 http:// 开头。",
    credentials: "地址中请不要包含用户名和密码。",
    query: "请输入不带 ?查询参数 或 #片段 的地址。",
  },
  sid: {
    enter: "请输入学校 ID。",
    digits: "学校 ID 只能是数字。",
    tooLong: "最多 {{max}} 位数字。",
  },
  secret: {
    enter: "请输入学校 SECRET。",
    spaces: "SECRET 不含空格；请检查粘贴的内容。",
    tooLong: "SECRET 最多 {{max}} 个字符；请检查粘贴的内容。",
  },
  course: {
    enterId: "请输入这门课程在 {{service}} 的 ID。",
    id: "课程 ID 是大于 0 的整数。",
    enterName: "请输入名称。",
    nameTooLong: "最多 {{max}} 个字符。",
    nameControl: "名称中含有控制字符（例如换行符或 NUL）。",
    folder: "文件夹 ID 只能是数字；不设置请留空。",
  },
  person: {
    slackUser: "请选择此人的 Slack 用户。",
    role: "请选择管理员、老师或学生。",
  },
  importLine: "第 {{line}} 行：{{problem}}",
};
