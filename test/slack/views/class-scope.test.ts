/**
 * The scope words of a class modal opened on a series (lib/class-modals/scope.ts), in both languages,
 * and kept when the modal is shown again after a submit.
 */
import { describe, expect, it } from "vitest";
import { translator } from "../../../src/i18n/index.js";
import { videoModalView } from "../../../src/slack/features/video/view.js";
import { faceFor } from "../../../src/slack/lib/class-modals/frame.js";
import { dayLabel, keepScope, withScope } from "../../../src/slack/lib/class-modals/scope.js";
import { aClassRecord } from "../../support/class-record.js";
import { viewProblems } from "./view-reader.js";

const face = { callbackId: "class_modal_video", titleKey: "classModals.titles.video" } as const;
const cls = aClassRecord({ name: "Algebra", seriesId: "S1", beginTime: Date.UTC(2026, 11, 1, 15) / 1000 });

function applyTo(view: { blocks?: unknown }) {
  const block = ((view.blocks ?? []) as Array<Record<string, unknown>>).find(
    (b) => b.block_id === "class_apply_to",
  ) as { element: { initial_option?: { value: string }; options: Array<{ text: { text: string } }> } };
  return {
    chosen: block.element.initial_option?.value,
    options: block.element.options.map((o) => o.text.text),
  };
}

describe("the scope of a change to a series", () => {
  it("says the day and the counts, in English and in Chinese, starting on what the door named", () => {
    for (const [locale, only, rest] of [
      [
        "en",
        "Only Tue 1 Dec (1 of 11 classes of Algebra)",
        "The 11 remaining classes of Algebra, from Tue 1 Dec",
      ],
      [
        "zh-CN",
        "仅 12月1日（周二）（Algebra 共 11 节中的 1 节）",
        "Algebra 剩下的 11 节课，从 12月1日（周二） 起",
      ],
    ] as const) {
      const t = translator(locale);
      const day = dayLabel(cls.beginTime, "America/New_York", t);
      const base = videoModalView(faceFor(face, t), cls);
      const series = withScope(base, { openedOn: "series", name: "Algebra", day, remaining: 11 }, t);
      expect(applyTo(series)).toEqual({ chosen: "series", options: [only, rest] });
      expect(viewProblems(series)).toEqual([]);
      const one = withScope(base, { openedOn: "class", name: "Algebra", day, remaining: 11 }, t);
      expect(applyTo(one).chosen).toBe("class");
      // Shown again after a submit: the same words, the choice as submitted.
      const again = keepScope(series, videoModalView(faceFor(face, t), cls), "class");
      expect(applyTo(again)).toEqual({ chosen: "class", options: [only, rest] });
      expect(JSON.stringify(again.blocks)).toContain("class_scope");
    }
  });
});
