/**
 * Use cases return facts and plain words; mentions, links, mrkdwn and Block Kit are the Slack layer's
 * (src/slack/views). A `<@U…>` built in classes/ would be shown raw on any other surface.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SRC, scan, sourceFiles } from "./source-files.js";

const SLACK_MARKUP = [
  // Not a regular expression's lookbehind, "(?<!…)".
  /(?<!\(\?)<[@!#]/,
  /\btype:\s*"(section|actions|context|header|divider|input|mrkdwn|plain_text|button|image|rich_text)"/,
  /from\s+"@slack\//,
];

function isSlackMarkup(line: string): boolean {
  return SLACK_MARKUP.some((re) => re.test(line));
}

describe("src/classes", () => {
  it("finds the markup it forbids", () => {
    for (const line of [
      '"<@U123>"',
      '"<!here>"',
      '{ type: "section", text }',
      'import type { View } from "@slack/types";',
    ])
      expect(isSlackMarkup(line)).toBe(true);
    expect(isSlackMarkup("if (a < b) return")).toBe(false);
    expect(isSlackMarkup('const NOT_AFTER = "(?<![第])";')).toBe(false);
    expect(isSlackMarkup('"(?:<!here>)"')).toBe(true);
  });

  it("holds no Slack markup", () => {
    expect(scan(sourceFiles(join(SRC, "classes")), isSlackMarkup)).toEqual([]);
  });
});
