import { describe, expect, it } from "vitest";
import {
  escapeMrkdwn,
  mention,
  packLines,
  slackDate,
  truncate,
  userCode,
  userText,
} from "../../../src/slack/lib/blocks/text.js";

describe("text helpers", () => {
  it("escapes the characters that would turn a name into a mention or link", () => {
    expect(escapeMrkdwn("<!channel> & <https://x.test|click>")).toBe(
      "&lt;!channel&gt; &amp; &lt;https://x.test|click&gt;",
    );
    expect(userText("Ann <@U123>", 100)).toBe("Ann &lt;@U123&gt;");
  });

  it("neutralises formatting marks and drops invisible controls, keeping each length", () => {
    const typed = "*bold* _it_ ~s~ `c`";
    const shown = escapeMrkdwn(typed);
    expect(shown).toBe("\u2217bold\u2217 \uFF3Fit\uFF3F \u223Cs\u223C \u02CBc\u02CB");
    expect(shown).toHaveLength(typed.length);
    expect(escapeMrkdwn("a\u202Eb\u2066c\u200Bd\u200De\u2060f\uFEFFg")).toBe("abcdefg");
    expect(userText("\u200B\u202E", 50)).toBe("—");
    expect(userCode("S_1*", 50)).toBe("`S_1*`");
    // Inside a word the marks format nothing in Slack, so they stay as typed.
    expect(escapeMrkdwn("America/New_York 2*3 a~b")).toBe("America/New_York 2*3 a~b");
    expect(escapeMrkdwn("x *y*z")).toBe("x \u2217y*z");
  });

  it("cuts long text with an ellipsis without breaking an escape or an emoji", () => {
    expect(truncate("abcdef", 4)).toBe("abc…");
    expect(truncate("abc", 3)).toBe("abc");
    expect(truncate("😀😀😀", 4)).toBe("😀…");
    const cut = userText("a&&&&&&&&", 8);
    expect(cut.length).toBeLessThanOrEqual(8);
    expect(cut).toBe("a&amp;…");
  });

  it("keeps user data on one line and never sends empty text", () => {
    expect(userText("Ann\n\nLee", 50)).toBe("Ann Lee");
    expect(userText("   ", 50)).toBe("—");
    expect(userCode("a`b", 50)).toBe("`a'b`");
  });

  it("mentions only well-formed user ids", () => {
    expect(mention("U0123ABCD")).toBe("<@U0123ABCD>");
    expect(mention("U1>|<!channel")).toBe("U1&gt;|&lt;!channel");
  });

  it("formats dates for each reader's zone with a UTC fallback", () => {
    expect(slackDate(1_800_000_000)).toBe("<!date^1800000000^{date_long} {time}|Fri 2027-01-15 08:00 UTC>");
    expect(slackDate(Number.NaN)).toBe("unknown time");
  });

  it("packs lines into chunks under the limit, keeping order", () => {
    const chunks = packLines(["aaaa", "bbbb", "cccc", "d".repeat(20)], 10);
    expect(chunks).toEqual(["aaaa\nbbbb", "cccc", "ddddddddd…"]);
  });
});
