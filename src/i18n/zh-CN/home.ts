import type { Catalog } from "../catalog.js";
import type { home as en } from "../en/home.js";

export const home: Catalog<typeof en> = {
  // The product's name, as Slack lists the app.
  header: "Classroom",
  headerSchool: "Classroom · {{school}}",
  language: {
    heading: "*语言*\n本应用发给你的消息和界面所用的语言。",
    automatic: "自动（跟随 Slack）",
    // A language's own name, so a reader finds theirs whatever language the menu is in.
    english: "English",
    chinese: "简体中文",
  },
};
