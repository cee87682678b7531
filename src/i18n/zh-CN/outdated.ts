import type { Catalog } from "../catalog.js";
import type { outdated as en } from "../en/outdated.js";

export const outdated: Catalog<typeof en> = {
  title: "Classroom",
  command:
    "这个命令来自旧版本的 Classroom，在这里已经不能用了。请用 /class 重新开始（/class help 会列出你能做的事）。",
  form: "这个表单来自旧版本的 Classroom，在这里已经不能用了。请用 /class 重新开始（/class help 会列出你能做的事）。",
  shortcut:
    "这个快捷方式来自旧版本的 Classroom，在这里已经不能用了。请用 /class 重新开始（/class help 会列出你能做的事）。",
  button:
    "这个按钮来自旧版本的 Classroom，在这里已经不能用了。请用 /class 重新开始（/class help 会列出你能做的事）。",
};
