import type { Catalog } from "../catalog.js";
import type { common as en } from "../en/common.js";

export const common: Catalog<typeof en> = {
  minutes_other: "{{count}} 分钟",
  courseById: "课程 {{courseId}}",
  teacherByUid: "UID {{uid}}",
  series: {
    weekly: "每周系列课",
    everyOther: "隔周系列课",
    every_other: "每{{count}}周系列课",
    weeklyHead: "每周系列课",
    everyOtherHead: "隔周系列课",
    everyHead_other: "每{{count}}周系列课",
    everyOtherOn: "隔周{{weekday}}系列课",
    everyOn_other: "每{{count}}周{{weekday}}系列课",
    everyOtherOnHead: "隔周{{weekday}}系列课",
    everyOnHead_other: "每{{count}}周{{weekday}}系列课",
  },
  yourTime: ":clock4: 日期和时间均按你所在的时区显示（{{zone}}）。",
};
