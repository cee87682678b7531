import { describe, expect, it } from "vitest";
import { MAX_IMPORT_LINES, parsePeopleCsv } from "../../src/classes/people-import.js";
import { parseSlackUser } from "../../src/slack-user-id.js";

describe("parsePeopleCsv", () => {
  it("imports valid lines, skipping the header and blank lines, and numbers lines as pasted", () => {
    const result = parsePeopleCsv(
      "slack_user,uid,name,account,role\n\nU0AAA1,u-1,Ann Lee,ann@school.test,Teacher\r\n  \n<@U0BBB2>,u-2,Ben,13800000000,student\n",
    );
    expect(result.rows).toEqual([
      { slackUserId: "U0AAA1", uid: "u-1", name: "Ann Lee", account: "ann@school.test", role: "teacher" },
      { slackUserId: "U0BBB2", uid: "u-2", name: "Ben", account: "13800000000", role: "student" },
    ]);
    expect(result.report.map((r) => [r.line, r.ok])).toEqual([
      [3, true],
      [5, true],
    ]);
    expect(result.report[0]?.row?.name).toBe("Ann Lee");
    expect(result.refused).toBeNull();
  });

  it("accepts the three Slack user spellings", () => {
    expect(parseSlackUser("U0123ABCD")).toBe("U0123ABCD");
    expect(parseSlackUser("<@U0123ABCD>")).toBe("U0123ABCD");
    expect(parseSlackUser("<@U0123ABCD|ann>")).toBe("U0123ABCD");
    expect(parseSlackUser(" w0123abcd ")).toBe("W0123ABCD");
    expect(parseSlackUser("@ann")).toBeNull();
    expect(parseSlackUser("<@U0123ABCD")).toBeNull();
    expect(parseSlackUser("<!channel>")).toBeNull();
  });

  it("keeps commas and doubled quotes inside quoted fields", () => {
    const result = parsePeopleCsv('U0AAA1,u-1,"Lee, Ann ""Annie""",ann,admin');
    expect(result.rows[0]?.name).toBe('Lee, Ann "Annie"');
    expect(result.rows[0]?.role).toBe("admin");
  });

  it("explains each bad line in plain words and still imports the good ones", () => {
    const result = parsePeopleCsv(
      [
        "U0AAA1,u-1,Ann,ann,teacher",
        "@ben,u-2,Ben,ben,student",
        "U0CCC3,,Cy,cy,student",
        "U0DDD4,u-4,Di,di di,principal",
        "U0EEE5,u-5,Ed",
        'U0FFF6,u-6,"Fay,fay,student',
      ].join("\n"),
    );
    expect(result.rows.map((r) => r.uid)).toEqual(["u-1"]);
    const byLine = new Map(result.report.map((r) => [r.line, r]));
    expect(byLine.get(2)?.ok).toBe(false);
    expect(byLine.get(2)?.problems).toEqual([{ kind: "slack-invalid", text: "@ben" }]);
    expect(byLine.get(3)?.problems).toEqual([{ kind: "field", problem: { kind: "uid-empty" } }]);
    expect(byLine.get(4)?.problems).toEqual([
      { kind: "field", problem: { kind: "account-spaces" } },
      { kind: "role-invalid", text: "principal" },
    ]);
    expect(byLine.get(5)?.problems).toEqual([{ kind: "width", count: 3, width: 5 }]);
    expect(byLine.get(6)?.problems).toEqual([{ kind: "quote-open" }]);
  });

  it("flags every line of a duplicate uid or Slack user, naming the other line", () => {
    const result = parsePeopleCsv(
      [
        "U0AAA1,u-1,Ann,ann,teacher",
        "U0BBB2,u-1,Ben,ben,student",
        "<@U0AAA1>,u-3,Ann again,ann2,student",
      ].join("\n"),
    );
    expect(result.rows).toEqual([]);
    const [first, second, third] = result.report;
    expect(first?.problems).toEqual([
      { kind: "duplicate", what: "uid", key: "u-1", lines: [2] },
      { kind: "duplicate", what: "member", key: "U0AAA1", lines: [3] },
    ]);
    expect(second?.problems).toEqual([{ kind: "duplicate", what: "uid", key: "u-1", lines: [1] }]);
    expect(third?.problems).toEqual([{ kind: "duplicate", what: "member", key: "U0AAA1", lines: [1] }]);
  });

  it("follows the header's column order when one is given", () => {
    const result = parsePeopleCsv("name,role,uid,account,slack_user\nAnn,student,u-1,ann,U0AAA1");
    expect(result.rows).toEqual([
      { slackUserId: "U0AAA1", uid: "u-1", name: "Ann", account: "ann", role: "student" },
    ]);
  });

  it("refuses a header that lacks a column, saying which", () => {
    const result = parsePeopleCsv("slack_user,uid,name\nU0AAA1,u-1,Ann");
    expect(result.rows).toEqual([]);
    expect(result.report).toEqual([]);
    expect(result.refused).toEqual({ kind: "header", line: 1, missing: ["account", "role"] });
    expect(parsePeopleCsv("\nslack_user,uid,name,account\nU0AAA1,1,Ann,ann").refused).toEqual({
      kind: "header",
      line: 2,
      missing: ["role"],
    });
  });

  it("accepts trailing empty columns but not extra values", () => {
    expect(parsePeopleCsv("U0AAA1,u-1,Ann,ann,student,,").rows).toHaveLength(1);
    expect(parsePeopleCsv("U0AAA1,u-1,Ann,ann,student,extra").report[0]?.problems).toEqual([
      { kind: "width", count: 6, width: 5 },
    ]);
  });

  it(`refuses more than ${MAX_IMPORT_LINES} lines as a whole, with a clear message`, () => {
    const lines = Array.from(
      { length: MAX_IMPORT_LINES + 1 },
      (_, i) => `U0A${i.toString().padStart(4, "0")},u-${i},P${i},a${i},student`,
    );
    const result = parsePeopleCsv(`slack_user,uid,name,account,role\n${lines.join("\n")}`);
    expect(result.rows).toEqual([]);
    expect(result.report).toEqual([]);
    expect(result.refused).toEqual({ kind: "too-many", count: MAX_IMPORT_LINES + 1, max: MAX_IMPORT_LINES });
    expect(parsePeopleCsv(lines.slice(0, MAX_IMPORT_LINES).join("\n")).rows).toHaveLength(MAX_IMPORT_LINES);
  });

  it("says so when nothing (or not text) was pasted", () => {
    expect(parsePeopleCsv("  \n\n")).toEqual({ rows: [], report: [], refused: { kind: "empty" } });
    expect(parsePeopleCsv(undefined)).toEqual({ rows: [], report: [], refused: { kind: "empty" } });
  });

  it("rejects over-long names and uids with the limit in the message", () => {
    const result = parsePeopleCsv(`U0AAA1,${"u".repeat(65)},${"N".repeat(81)},ann,student`);
    expect(result.report[0]?.problems).toEqual([
      { kind: "field", problem: { kind: "uid-too-long", max: 64 } },
      { kind: "field", problem: { kind: "name-too-long", max: 80 } },
    ]);
  });

  it("refuses a name holding NUL or another control character on its own line, importing the others", () => {
    const result = parsePeopleCsv(
      [
        "U0AAA1,u-1,Ann\u0000Lee,ann,student",
        "U0BBB2,u-2,Ben\u007F,ben,student",
        "U0CCC3,u-3,Cy,cy,student",
      ].join("\n"),
    );
    expect(result.rows.map((r) => r.uid)).toEqual(["u-3"]);
    const control = [{ kind: "field", problem: { kind: "name-control" } }];
    expect(result.report.filter((r) => !r.ok).map((r) => [r.line, r.problems])).toEqual([
      [1, control],
      [2, control],
    ]);
  });
});
