/**
 * The teacher's summary of undelivered DMs (issue 20), worded from delivery's facts in the teacher's
 * language: the headline, each reason, a student whose message cannot be read, the ones not listed.
 */
import { describe, expect, it } from "vitest";
import type { UndeliveredSummary } from "../../../src/delivery/index.js";
import { translator } from "../../../src/i18n/index.js";
import { undeliveredSummaryMessage } from "../../../src/slack/features/undelivered/view.js";

const summary = (over: Partial<UndeliveredSummary> = {}): UndeliveredSummary => ({
  teamId: "T1",
  teacher: "UTEACH",
  total: 45,
  about: { name: "Algebra <1>", classes: 3, link: true },
  undelivered: [
    { student: "UBEN", reason: "deactivated" },
    { student: null, reason: "unreachable" },
  ],
  unlisted: 41,
  ...over,
});

describe("the summary of undelivered DMs in the teacher's language", () => {
  it("English for an en teacher", () => {
    expect(undeliveredSummaryMessage(summary(), translator("en")).text).toBe(
      [
        "43 of 45 students could not be sent the live links for Algebra &lt;1&gt; (3 classes):",
        "• <@UBEN> has a deactivated Slack account",
        "• A student could not be reached after several tries",
        "• and 41 more",
      ].join("\n"),
    );
  });

  it("Chinese for a zh-CN teacher", () => {
    expect(undeliveredSummaryMessage(summary(), translator("zh-CN")).text).toBe(
      [
        "45 名学生中有 43 名没能收到「Algebra &lt;1&gt;」的直播链接（3 节课）：",
        "• <@UBEN> 的 Slack 账号已停用",
        "• 一名学生 多次尝试后仍无法送达",
        "• 另有 41 名",
      ].join("\n"),
    );
  });

  it("all undelivered, a message rather than a link, and a label stored in English before", () => {
    const all = summary({
      total: 2,
      about: { name: "Physics", classes: 1, link: false },
      undelivered: [
        { student: "UALICE", reason: "bot" },
        { student: "UBOB", reason: "not-member" },
      ],
      unlisted: 0,
    });
    expect(undeliveredSummaryMessage(all, translator("zh-CN")).text.split("\n")[0]).toBe(
      "2 名学生都没能收到关于「Physics」的消息：",
    );
    expect(undeliveredSummaryMessage(all, translator("en")).text.split("\n")[0]).toBe(
      "None of the 2 students could be sent the message about Physics:",
    );
    const stored = summary({
      total: 1,
      about: "the live link for Algebra 1",
      unlisted: 0,
      undelivered: [{ student: "UALICE", reason: "bot" }],
    });
    expect(undeliveredSummaryMessage(stored, translator("zh-CN")).text).toBe(
      "这名学生没能收到the live link for Algebra 1：\n• <@UALICE> 是机器人",
    );
    // Its class name was stored raw: a name with Slack markup is shown as text, not as a mention.
    const raw = summary({ ...stored, about: "the live link for <!channel> & Co" });
    expect(undeliveredSummaryMessage(raw, translator("en")).text.split("\n")[0]).toBe(
      "The student could not be sent the live link for &lt;!channel&gt; &amp; Co:",
    );
  });
});
