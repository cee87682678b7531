/**
 * The registration report (admin modal and DM): grouped per person by name, people's names escaped,
 * the initial password only ever described, and within Slack's limits for a school of hundreds with
 * long names and every kind of outcome.
 */
import { describe, expect, it } from "vitest";
import type { PersonResult, RegistrationOutcome } from "../../../src/classes/admin/registration.js";
import { translator } from "../../../src/i18n/index.js";
import {
  registrationReportDm,
  registrationReportView,
} from "../../../src/slack/features/admin/registration/report.js";
import { messageProblems, viewProblems, shownText as viewText } from "./view-reader.js";

const OUTCOMES: RegistrationOutcome[] = [
  { kind: "made", uid: "50000001", account: "a@school.test" },
  { kind: "existing", uid: "50000002", account: "13800000001" },
  { kind: "had-uid", uid: "S-1", role: "student", asked: "student" },
  { kind: "had-uid", uid: "T-1", role: "teacher", asked: "student" },
  { kind: "needs-uid" },
  { kind: "no-account", problem: "phone-country" },
  { kind: "teacher-limit" },
  { kind: "refused", failure: { reason: "refused", operation: "register", errno: 134 } },
  { kind: "uid-taken", uid: "50000003", owner: "Ann <b>" },
  {
    kind: "partial",
    uid: "50000004",
    account: "b@school.test",
    errno: 820,
    missing: "student",
    existed: false,
  },
  { kind: "unconfirmed" },
];

function results(n: number, name: (i: number) => string): PersonResult[] {
  return Array.from({ length: n }, (_, i) => ({
    slackUserId: `U${String(i).padStart(8, "0")}`,
    name: name(i),
    outcome: OUTCOMES[i % OUTCOMES.length] as RegistrationOutcome,
  }));
}

describe("the registration report", () => {
  it("groups people by outcome, says each reason by name, and how new accounts get a password", () => {
    const t = translator("en");
    const shown = viewText(registrationReportView({ results: results(11, (i) => `Person ${i} *bold*`) }, t));
    expect(shown).toContain("ClassIn accounts for 11 people");
    expect(shown).toContain("*New ClassIn accounts (1):* Person 0");
    expect(shown).toContain("*Existing ClassIn accounts used (1):* Person 1");
    expect(shown).toContain("*Already had a UID, kept as they were (1):* Person 2");
    expect(shown).toMatch(
      /Person 3 .*: already in the directory as Teacher with a UID; kept so \(not changed to Student\)/,
    );
    expect(shown).toContain("*Need a UID (1):* Person 4");
    expect(shown).toMatch(/Person 5 .*: the phone number needs its country code/);
    expect(shown).toMatch(/Person 6 .*: the school has reached its limit of active teachers/);
    expect(shown).toMatch(/Person 7 .*: ClassIn did not register them: The phone number is not valid\./);
    expect(shown).toMatch(/Person 8 .*: ClassIn answered UID 50000003, which belongs to Ann &lt;b&gt;/);
    expect(shown).toMatch(
      /Person 9 .*: registered \(UID 50000004\), but ClassIn could not add them as a student/,
    );
    expect(shown).toMatch(/Person 10 .*: ClassIn did not confirm the registration/);
    expect(shown).toContain("“Forgot password” in ClassIn");
    expect(shown).not.toContain("*bold*");
  });

  it("stays within Slack's limits for 3,000 people with long names, in both languages", () => {
    for (const locale of ["en", "zh-CN"] as const) {
      const t = translator(locale);
      const report = { results: results(3000, (i) => `${"Longname ".repeat(12)}${i}`) };
      expect(viewProblems(registrationReportView(report, t))).toEqual([]);
      expect(messageProblems(registrationReportDm(report, t))).toEqual([]);
      // Past what a modal holds, the rest is said to be in the DM; past a DM, on the People page.
      expect(viewText(registrationReportView(report, t))).toContain(
        locale === "en" ? "the DM lists everyone" : "私信中列出了所有人",
      );
      expect(viewText(registrationReportDm(report, t))).toContain(
        locale === "en" ? "the People page lists everyone" : "“人员”页面列出了所有人",
      );
    }
  });

  it("says when nobody could be registered", () => {
    const shown = viewText(registrationReportView({ results: [] }, translator("en")));
    expect(shown).toContain("Nobody to add");
  });
});
