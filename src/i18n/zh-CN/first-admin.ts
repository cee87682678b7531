import type { Catalog } from "../catalog.js";
import type { firstAdmin as en } from "../en/first-admin.js";

export const firstAdmin: Catalog<typeof en> = {
  installer: "Classroom 是你安装的，所以你是这所学校的第一位管理员。可以在“人员”中添加更多管理员。",
};
