/**
 * The double-booking warning on the schedule and move forms: each clash in the reader's words and
 * zone, names escaped, the first few named then "and N more", and both forms inside Slack's limits
 * with hostile data in every language.
 */
import { describe, expect, it } from "vitest";
import type { Clash } from "../../../src/classes/staff-clashes.js";
import { translator } from "../../../src/i18n/index.js";
import { moveFormView } from "../../../src/slack/features/move/view.js";
import { scheduleFormView } from "../../../src/slack/features/schedule/form.js";
import {
  CLASHES_NAMED,
  clashWarning,
  clashWarningText,
} from "../../../src/slack/lib/blocks/clash-warning.js";
import { faceFor } from "../../../src/slack/lib/class-modals/frame.js";
import { aClassRecord } from "../../support/class-record.js";
import { EVERY_T } from "../../support/i18n.js";
import { shownText, viewProblems } from "./view-reader.js";

const LONG = "<@U1> *é* <!here> & ".repeat(40);
// Tue 24 Nov 2026, 22:00 UTC = 17:00 in New York.
const BEGIN = Date.UTC(2026, 10, 24, 22) / 1000;
const NOW = BEGIN - 86_400;

function clash(i: number, over: Partial<Clash> = {}): Clash {
  return {
    who: { role: "teacher", uid: "T-ADA", name: "Ada Lovelace" },
    busyAs: "teacher",
    existing: {
      classId: 100 + i,
      name: "Physics",
      beginTime: BEGIN + i * 7 * 86_400,
      endTime: BEGIN + i * 7 * 86_400 + 2700,
    },
    occurrence: { beginTime: BEGIN + i * 7 * 86_400, endTime: BEGIN + i * 7 * 86_400 + 3600 },
    ...over,
  };
}

const en = translator("en");
const warn = (clashes: Clash[], action: "schedule" | "move" = "schedule", t = en) =>
  clashWarningText(clashes, { t, timeZone: "America/New_York", now: NOW, action });

describe("the warning's words", () => {
  it("names who, the class and its time in the reader's zone", () => {
    const text = warn([clash(0)]);
    expect(text).toContain("Ada Lovelace already teaches *Physics* on Tue 24 Nov, 17:00–17:45");
    expect(text).toContain("Schedule anyway");
    expect(warn([clash(0)], "move")).toContain("Move anyway");
    const assisting = warn([
      clash(0, { who: { role: "assistant", uid: "T-M", name: "Marie" }, busyAs: "assistant" }),
    ]);
    expect(assisting).toContain("Marie already assists in *Physics*");
  });

  it("a series: the first few named, then 'and N more'", () => {
    const text = warn(Array.from({ length: 8 }, (_, i) => clash(i)));
    expect(text.match(/already teaches/g)).toHaveLength(CLASHES_NAMED);
    expect(text).toContain(`and ${8 - CLASHES_NAMED} more`);
  });

  it("escapes people's text: names cannot mention, format or break out", () => {
    const text = warn([
      clash(0, {
        existing: { ...clash(0).existing, name: "<!channel> *x*" },
        who: { role: "teacher", uid: "T", name: "<@U9>" },
      }),
    ]);
    expect(text).not.toContain("<!channel>");
    expect(text).not.toContain("<@U9>");
  });

  it("reads in Chinese for a Chinese reader", () => {
    const text = warn([clash(0)], "schedule", translator("zh-CN"));
    expect(text).toContain("Ada Lovelace 在 11月24日周二 17:00–17:45 已经要教 *Physics*");
    expect(text).toContain("仍然安排");
  });
});

describe.each(EVERY_T)("the forms with a warning in %s", (_name, t) => {
  const many = Array.from({ length: 100 }, (_, i) =>
    clash(i, {
      who: { role: i % 2 ? "assistant" : "teacher", uid: LONG, name: LONG },
      existing: { ...clash(i).existing, name: LONG },
    }),
  );

  it("the schedule form stays inside Slack's limits, the box under the warning", () => {
    const view = scheduleFormView({
      courses: Array.from({ length: 150 }, (_, i) => ({ courseId: i + 1, name: LONG })),
      folders: Array.from({ length: 200 }, (_, i) => ({ folderId: String(100 + i), name: LONG })),
      timeZone: "America/New_York",
      zoneFromProfile: true,
      initial: { name: LONG, intro: LONG, weekly: true, weekdays: [1, 3], weeks: "100" },
      metadata: { tz: "America/New_York", profile: true },
      banner: LONG,
      readAs: LONG,
      clash: clashWarning(many, { t, timeZone: "America/New_York", now: NOW, action: "schedule" }),
      t,
    });
    expect(viewProblems(view)).toEqual([]);
    const ids = (view.blocks as { block_id?: string }[]).map((b) => b.block_id);
    expect(ids.slice(0, 2)).toEqual(["schedule_clash", "schedule_anyway"]);
  });

  it("the move form stays inside Slack's limits", () => {
    const fields = { name: LONG, date: "2030-03-17", time: "17:00", duration: 45, timeZone: "Asia/Shanghai" };
    const mine = faceFor({ callbackId: "class_modal_move", titleKey: "classModals.titles.move" }, t);
    const view = moveFormView(mine, {
      cls: aClassRecord({ name: LONG }),
      students: 300,
      fields,
      clash: clashWarning(many, { t, timeZone: "America/New_York", now: NOW, action: "move" }),
    });
    expect(viewProblems(view)).toEqual([]);
    expect(shownText(view)).toContain(t("schedule.clash.moveAnyway"));
    expect(shownText(moveFormView(mine, { cls: aClassRecord(), students: 1, fields }))).not.toContain(
      t("schedule.clash.moveAnyway"),
    );
  });
});
