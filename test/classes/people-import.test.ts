import { describe, expect, it } from "vitest";
import {
  COLUMNS,
  columnOf,
  fillBox,
  listText,
  MAX_IMPORT_LINES,
  parseImportRole,
  parsePeopleCsv,
  splitListText,
} from "../../src/classes/people-import.js";
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
    // A student without a UID is not the parser's refusal: the importer sets them aside ("needs a UID").
    expect(result.rows.map((r) => r.uid)).toEqual(["u-1", ""]);
    const byLine = new Map(result.report.map((r) => [r.line, r]));
    expect(byLine.get(2)?.ok).toBe(false);
    expect(byLine.get(2)?.name).toBe("Ben");
    expect(byLine.get(2)?.text).toBe("@ben,u-2,Ben,ben,student");
    expect(byLine.get(2)?.problems).toEqual([{ kind: "slack-invalid", text: "@ben" }]);
    expect(byLine.get(3)?.ok).toBe(true);
    expect(byLine.get(4)?.problems).toEqual([
      { kind: "field", problem: { kind: "account-spaces" } },
      { kind: "role-invalid", text: "principal" },
    ]);
    expect(byLine.get(5)?.problems).toEqual([{ kind: "width", count: 3, width: 5, columns: COLUMNS }]);
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

  it("refuses a header that lacks a needed column once, naming it and the columns found", () => {
    const result = parsePeopleCsv("slack_user,uid,name\nU0AAA1,u-1,Ann");
    expect(result.rows).toEqual([]);
    expect(result.report).toEqual([]);
    expect(result.refused).toEqual({
      kind: "header",
      line: 1,
      missing: ["role"],
      found: ["slack_user", "uid", "name"],
    });
    expect(parsePeopleCsv("\nName,Mail,Position\nAnn,ann@school.test,teacher").refused).toEqual({
      kind: "header",
      line: 2,
      missing: ["role"],
      found: ["Name", "Mail", "Position"],
    });
    // Only what is needed: a Slack identity (slack or email), a name and a role.
    expect(parsePeopleCsv("Phone,UID,Account\n1380000,u-1,ann").refused).toEqual({
      kind: "header",
      line: 1,
      missing: ["slack", "name", "role"],
      found: ["Phone", "UID", "Account"],
    });
  });

  it("accepts trailing empty columns but not extra values", () => {
    expect(parsePeopleCsv("U0AAA1,u-1,Ann,ann,student,,").rows).toHaveLength(1);
    expect(parsePeopleCsv("U0AAA1,u-1,Ann,ann,student,extra").report[0]?.problems).toEqual([
      { kind: "width", count: 6, width: 5, columns: COLUMNS },
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

describe("the school's own list, read by its header", () => {
  it("reads Name,Email,Role in any order: the e-mail names the member in Slack and is a student's account", () => {
    const result = parsePeopleCsv(
      [
        "Role,Name,Email,UID",
        "Teacher,Ann Lee,ann@school.test,10001",
        "student,Ben Park,ben@school.test,10002",
      ].join("\n"),
    );
    expect(result.refused).toBeNull();
    expect(result.header).toBe("Role,Name,Email,UID");
    expect(result.rows).toEqual([
      {
        slackUserId: "",
        email: "ann@school.test",
        uid: "10001",
        name: "Ann Lee",
        account: "",
        role: "teacher",
        contactEmail: "ann@school.test",
      },
      {
        slackUserId: "",
        email: "ben@school.test",
        uid: "10002",
        name: "Ben Park",
        account: "ben@school.test",
        role: "student",
        contactEmail: "ben@school.test",
        accountFromContact: true,
      },
    ]);
  });

  it("reads Chinese headers and role words, a BOM and ';' separators", () => {
    const result = parsePeopleCsv(
      "\uFEFF姓名;邮箱;身份;手机;UID\n李雷;li@school.test;学生;138 0000 0001;20001\n韩梅梅;han@school.test;老师;;20002",
    );
    expect(result.separator).toBe(";");
    expect(result.rows.map((r) => [r.name, r.email, r.role, r.account, r.phone, r.uid])).toEqual([
      ["李雷", "li@school.test", "student", "li@school.test", "13800000001", "20001"],
      ["韩梅梅", "han@school.test", "teacher", "", undefined, "20002"],
    ]);
  });

  it("matches column names without case, spaces or punctuation, in both languages", () => {
    const cases: [string, string | null][] = [
      ["Slack ID", "slack"],
      ["slack_user", "slack"],
      ["Member", "slack"],
      ["E-mail", "email"],
      ["邮箱", "email"],
      ["Mobile", "phone"],
      ["Telephone", "phone"],
      ["手机", "phone"],
      ["电话", "phone"],
      ["角色", "role"],
      ["身份", "role"],
      ["账号", "account"],
      [" UID ", "uid"],
      ["Full Name", "name"],
      ["姓名", "name"],
      ["Grade", null],
    ];
    for (const [word, column] of cases) expect([word, columnOf(word)]).toEqual([word, column]);
    for (const [word, role] of [
      ["Teacher", "teacher"],
      ["老师", "teacher"],
      ["教师", "teacher"],
      ["学生", "student"],
      ["管理员", "admin"],
      ["principal", null],
    ] as const)
      expect(parseImportRole(word)).toBe(role);
  });

  it("prefers the slack column's member to the e-mail, and keeps the e-mail as a fact", () => {
    const result = parsePeopleCsv(
      "Slack ID,Name,Email,Role,UID\n<@U0AAA1>,Ann,ann@school.test,student,u-1\n,Ben,ben@school.test,student,u-2",
    );
    expect(result.rows).toEqual([
      {
        slackUserId: "U0AAA1",
        uid: "u-1",
        name: "Ann",
        account: "ann@school.test",
        role: "student",
        contactEmail: "ann@school.test",
        accountFromContact: true,
      },
    ]);
    // A slack column left empty is a problem of that line, even with an e-mail beside it.
    expect(result.report[1]?.problems).toEqual([{ kind: "slack-empty" }]);
  });

  it("says a line's empty or wrong e-mail and phone, and takes short lines under a header", () => {
    const result = parsePeopleCsv(
      [
        "name,email,role,phone",
        "Ann,,student",
        "Ben,ben at school,student",
        "Cy,cy@school.test,student,call me",
      ].join("\n"),
    );
    expect(result.report.map((r) => r.problems)).toEqual([
      [{ kind: "email-empty" }],
      [{ kind: "email-invalid", text: "ben at school" }],
      [{ kind: "phone-invalid", text: "call me" }],
    ]);
    expect(parsePeopleCsv("name,email,role\nAnn,ann@school.test,student,extra").report[0]?.problems).toEqual([
      { kind: "width", count: 4, width: 3, columns: ["name", "email", "role"] },
    ]);
  });

  it("leaves a teacher or student without a UID to the importer, account unasked", () => {
    const result = parsePeopleCsv(
      "name,email,role\nAnn,ann@school.test,teacher\nBen,ben@school.test,student",
    );
    expect(result.rows.map((r) => [r.name, r.uid, r.account])).toEqual([
      ["Ann", "", ""],
      ["Ben", "", "ben@school.test"],
    ]);
    // With a UID, a student still needs an account: none here, as the list has no e-mail or phone.
    expect(parsePeopleCsv("slack,name,role,uid\nU0AAA1,Ann,student,u-1").report[0]?.problems).toEqual([
      { kind: "field", problem: { kind: "account-empty" } },
    ]);
  });

  it("puts failed lines back under their header, filling a box with what fits", () => {
    const text = listText("Name,Email,Role", ["Ann,ann@s.test,student", "Ben,ben@s.test,student"]);
    expect(splitListText(text)).toEqual({
      header: "Name,Email,Role",
      lines: ["Ann,ann@s.test,student", "Ben,ben@s.test,student"],
    });
    expect(splitListText("U0AAA1,u-1,Ann,ann,student")).toEqual({
      header: null,
      lines: ["U0AAA1,u-1,Ann,ann,student"],
    });
    const lines = Array.from({ length: 200 }, (_, i) => `Person ${i},p${i}@school.test,student`);
    const fill = fillBox("Name,Email,Role", lines, 3000);
    expect(fill.box.length).toBeLessThanOrEqual(3000);
    expect(fill.box.startsWith("Name,Email,Role\nPerson 0,")).toBe(true);
    expect(fill.shown + fill.rest.length).toBe(200);
    expect(fill.rest[0]).toBe(lines[fill.shown]);
  });
});
