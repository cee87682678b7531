import type { Catalog } from "../catalog.js";
import type { common as en } from "../en/common.js";

export const common: Catalog<typeof en> = {
  minutes_other: "{{count}} 分钟",
  courseById: "课程 {{courseId}}",
  teacherByUid: "UID {{uid}}",
  yourTime: ":clock4: 日期和时间均按你所在的时区显示（{{zone}}）。",
};
