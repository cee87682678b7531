/**
 * Words people read (issue 18): real plurals, not "column(s)"; every problem the people import reports
 * on a line is a full sentence, as the field errors are.
 */
import { describe, expect, it } from "vitest";
import { parsePeopleCsv } from "../../src/classes/people-import.js";
import { translator } from "../../src/i18n/index.js";
import { importRefusalText, lineProblemsText } from "../../src/slack/features/admin/problems.js";
import { SRC, scan, sourceFiles } from "./source-files.js";

/** A noun with a "(s)" or "(es)" tacked on, inside a string: robotic, the plural helpers say it right. */
const BRACKET_PLURAL = /[a-z]{2,}\((s|es)\)(?=[\s.,:"'`]|$)(?!\s*(=>|\{))/;

describe("wording", () => {
  it("no text in src/ hedges a plural with (s)", () => {
    // "http(s)" is a protocol, not a plural.
    const found = scan(sourceFiles(SRC), (line) => BRACKET_PLURAL.test(line.replaceAll("http(s)", "https")));
    expect(found.filter((hit) => !hit.startsWith("slack-standin/"))).toEqual([]);
  });

  it("the scan sees a bracketed plural", () => {
    expect(BRACKET_PLURAL.test(`return \`the header line lacks the column(s) \${x}\`;`)).toBe(true);
    expect(BRACKET_PLURAL.test('"3 columns"')).toBe(false);
    expect(BRACKET_PLURAL.test("const n = charLength(s);")).toBe(false);
    expect(BRACKET_PLURAL.test(`list.map((s) => \`\${s.name}: \${outcomeText(s)}\`)`)).toBe(false);
  });

  it("every problem of a pasted line is said in full sentences", () => {
    const result = parsePeopleCsv(
      [
        "U0AAA1,,Ann,ann,teacher",
        ",u-2,,b b,student",
        "U0CCC3,u 3,Cy,,boss",
        "U0DDD4,u-4,Di",
        'U0EEE5,"u-5,Ed,ed,student',
        "U0FFF6,u-6,Fay,fay,student",
        "U0FFF6,u-6,Fay again,fay2,student",
        "U0GGG7,u-6,Gus,gus,student",
      ].join("\n"),
    );
    const en = translator("en");
    const messages = result.report.map((r) => lineProblemsText(r.problems ?? [], en));
    expect(messages).toHaveLength(8);
    for (const message of messages) {
      expect(message).toMatch(/^[A-Z"].*\.$/);
      expect(message).not.toMatch(/\((s|es)\)|; [a-z_]+ is empty|^[a-z]/);
    }
    expect(messages[0]).toBe("The ClassIn UID is empty; teachers and students need one.");
    expect(messages[3]).toBe("This line has 3 values; it needs 5 (slack_user, uid, name, account, role).");
    expect(messages[5]).toContain("The ClassIn UID u-6 is also on lines 7 and 8.");
    const refusal = (text: string) => {
      const refused = parsePeopleCsv(text).refused;
      return refused && importRefusalText(refused, en);
    };
    expect(refusal("slack_user,uid,name\nU0AAA1,1,Ann")).toBe(
      "The header line lacks the columns account and role.",
    );
    expect(refusal("slack_user,uid,name,account\nU0AAA1,1,Ann,ann")).toBe(
      "The header line lacks the column role.",
    );
  });
});
