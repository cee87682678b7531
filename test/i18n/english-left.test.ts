/**
 * The checker the Chinese school week (test/e2e/school-in-chinese.test.ts) reads everything with: it
 * finds English runs of three or more words, and not the people's text, tokens or command names.
 */
import { describe, expect, it } from "vitest";
import { englishLeft, readableTexts } from "../support/english-left.js";

describe("englishLeft", () => {
  it("finds a run of three or more English words in Chinese text", () => {
    expect(englishLeft("几何复习 starts in 15 minutes.")).toEqual(["starts in 15 minutes"]);
    expect(englishLeft("*Join live & chat*")).toEqual(["Join live & chat"]);
    expect(englishLeft("你今天的课：2 节")).toEqual([]);
    expect(englishLeft("Save anyway")).toEqual([]);
  });

  it("leaves out mrkdwn tokens, code, links' addresses, emoji, command and product names", () => {
    const text =
      ":alarm_clock: <!date^1795683600^{date_short_pretty} at {time}|Nov 26 at 09:00 UTC> <@UADA> <#C1|general class room> " +
      "`/class schedule Algebra tomorrow 5pm` /class help 用 Classroom 安排 https://example.com/a/long/path";
    expect(englishLeft(text)).toEqual([]);
    expect(englishLeft("<https://x.example/live|Open the page now>")).toEqual(["Open the page now"]);
    // An error's reference code is a token; capitals without digits are still words.
    expect(englishLeft("请把参考编号 JP99S8EW 告诉学校管理员。")).toEqual([]);
    expect(englishLeft("SAVE THE DATE now")).toEqual(["SAVE THE DATE now"]);
  });

  it("leaves out the people's own text, escaped or not", () => {
    expect(englishLeft("老师：Ada Lovelace, Alan Turing", ["Ada Lovelace", "Alan Turing"])).toEqual([]);
    expect(englishLeft("课程 Tom &amp; Jerry Show 已安排", ["Tom & Jerry Show"])).toEqual([]);
    expect(englishLeft("Ben Carter: already in this class", ["Ben Carter"])).toEqual([
      "already in this class",
    ]);
  });
});

describe("readableTexts", () => {
  it("reads texts a person sees, names the block, and skips values, urls and state", () => {
    const said = readableTexts("views.open", "U1", {
      view: {
        title: { type: "plain_text", text: "标题" },
        private_metadata: "Some hidden English words",
        blocks: [
          {
            type: "section",
            block_id: "b1",
            text: { type: "mrkdwn", text: "正文" },
            accessory: {
              type: "button",
              text: { type: "plain_text", text: "按钮" },
              value: "x y z",
              url: "u",
            },
          },
        ],
      },
    });
    expect(said.map((s) => [s.field, s.text])).toEqual([
      ["view.title.text", "标题"],
      ["view.blocks[0].text.text (block b1)", "正文"],
      ["view.blocks[0].accessory.text.text (block b1)", "按钮"],
    ]);
    expect(
      readableTexts("ack:submit", "U1", { response_action: "errors", errors: { name: "最多 50 个字符。" } }),
    ).toEqual([{ method: "ack:submit", to: "U1", field: "errors.name", text: "最多 50 个字符。" }]);
  });
});
