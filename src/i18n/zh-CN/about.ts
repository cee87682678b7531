import type { Catalog } from "../catalog.js";
import type { about as en } from "../en/about.js";

export const about: Catalog<typeof en> = {
  privacyPolicy: "隐私政策",
  support: "获取帮助",
  supportFallback: "如需帮助，请联系学校的 Slack 管理员。",
  privacyFallback: "想了解本应用如何保存你的数据，请咨询学校的 Slack 管理员。",
  privacyUnavailable: "暂时无法显示隐私政策，请稍后再试。",
  privacyTitle: "{{app}} 隐私政策",
};
