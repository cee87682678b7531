/**
 * Every translated view meets Slack's Block Kit limits in every language and with the longest string
 * of each key (`longestT`), with the longest names people can give. Add a view here when it gets `t`.
 */
import { describe, expect, it } from "vitest";
import { homeView } from "../../../src/slack/views/home.js";
import { EVERY_T } from "../../support/i18n.js";
import { viewProblems } from "./view-reader.js";

const LONG_SCHOOL = "Ｗ".repeat(200);

describe.each(EVERY_T)("views in %s", (_name, t) => {
  it("Home with the language menu, for each role and each choice", () => {
    for (const role of ["admin", "teacher", "student"] as const) {
      for (const language of ["auto", "en", "zh-CN"] as const) {
        const view = homeView({
          role,
          scope: role === "student" ? "attending" : "teaching",
          classes: [],
          myClasses: [],
          schoolName: LONG_SCHOOL,
          canSchedule: role !== "student",
          agenda: { enabled: true, minuteOfDay: 450 },
          language,
          t,
        });
        expect(viewProblems(view)).toEqual([]);
        const block = view.blocks.find((b) => b.block_id === "home_language") as unknown as {
          accessory: { initial_option: { value: string } };
        };
        expect(block.accessory.initial_option.value).toBe(language);
      }
    }
  });
});
