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
    expect(result.report[0]?.message).toContain("Ann Lee");
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
    expect(byLine.get(2)?.message).toMatch(/not a Slack member ID/);
    expect(byLine.get(3)?.message).toBe("The partner UID is empty; teachers and students need one.");
    expect(byLine.get(4)?.message).toMatch(/The account must not contain spaces\./);
    expect(byLine.get(4)?.message).toMatch(/The role "principal" must be admin, teacher or student\./);
    expect(byLine.get(5)?.message).toMatch(/This line has 3 values; it needs 5 /);
    expect(byLine.get(6)?.message).toMatch(/A quoted value is not closed/);
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
    expect(first?.message).toMatch(/The partner UID u-1 is also on line 2\./);
    expect(first?.message).toMatch(/The Slack member U0AAA1 is also on line 3\./);
    expect(second?.message).toMatch(/The partner UID u-1 is also on line 1\./);
    expect(third?.message).toMatch(/The Slack member U0AAA1 is also on line 1\./);
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
    expect(result.report).toEqual([
      { line: 1, ok: false, message: "The header line lacks the columns account and role." },
    ]);
  });

  it("accepts trailing empty columns but not extra values", () => {
    expect(parsePeopleCsv("U0AAA1,u-1,Ann,ann,student,,").rows).toHaveLength(1);
    expect(parsePeopleCsv("U0AAA1,u-1,Ann,ann,student,extra").report[0]?.message).toMatch(
      /This line has 6 values/,
    );
  });

  it(`refuses more than ${MAX_IMPORT_LINES} lines as a whole, with a clear message`, () => {
    const lines = Array.from(
      { length: MAX_IMPORT_LINES + 1 },
      (_, i) => `U0A${i.toString().padStart(4, "0")},u-${i},P${i},a${i},student`,
    );
    const result = parsePeopleCsv(`slack_user,uid,name,account,role\n${lines.join("\n")}`);
    expect(result.rows).toEqual([]);
    expect(result.report).toHaveLength(1);
    expect(result.report[0]?.message).toMatch(/2001 lines pasted; at most 2000/);
    expect(result.report[0]?.message).toMatch(/Nothing was imported/);
    expect(parsePeopleCsv(lines.slice(0, MAX_IMPORT_LINES).join("\n")).rows).toHaveLength(MAX_IMPORT_LINES);
  });

  it("says so when nothing (or not text) was pasted", () => {
    expect(parsePeopleCsv("  \n\n").report).toEqual([{ line: 0, ok: false, message: "Nothing was pasted." }]);
    expect(parsePeopleCsv(undefined).rows).toEqual([]);
  });

  it("rejects over-long names and uids with the limit in the message", () => {
    const result = parsePeopleCsv(`U0AAA1,${"u".repeat(65)},${"N".repeat(81)},ann,student`);
    expect(result.report[0]?.message).toMatch(/The partner UID is longer than 64 characters\./);
    expect(result.report[0]?.message).toMatch(/The name is longer than 80 characters\./);
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
    expect(result.report.filter((r) => !r.ok).map((r) => [r.line, r.message])).toEqual([
      [1, expect.stringMatching(/name contains control characters/)],
      [2, expect.stringMatching(/name contains control characters/)],
    ]);
  });
});
