/**
 * An admin's refusal, and an audit line, read the same in English whether a view words the fact (in
 * the admin's language) or the use case's own English words are shown: one wording, checked per kind.
 */
import { describe, expect, it } from "vitest";
import {
  type AuditChange,
  type AuditClass,
  type AuditDoing,
  type AuditMeaning,
  changeEnglish,
  doingEnglish,
  meaningEnglish,
} from "../../../src/classes/admin/audit.js";
import { type ImportSaid, importSaidEnglish } from "../../../src/classes/admin/import.js";
import {
  type AdminProblem,
  type ConnectionFailure,
  connectionFailureEnglish,
  englishOf,
  type SettingsProblem,
  settingsProblemEnglish,
} from "../../../src/classes/admin/problems.js";
import {
  type LineProblem,
  lineProblemEnglish,
  type PersonFieldProblem,
  personFieldEnglish,
} from "../../../src/classes/people-import.js";
import { translator } from "../../../src/i18n/index.js";
import { meaningText, saidText } from "../../../src/slack/views/admin/audit.js";
import {
  adminProblemNotice,
  adminProblemText,
  connectionFailureText,
  importSaidText,
  lineProblemText,
  personFieldText,
  settingsProblemText,
} from "../../../src/slack/views/admin/problems.js";
import { EVERY_T } from "../../support/i18n.js";

const failures: ConnectionFailure[] = [
  { kind: "keys-refused" },
  { kind: "refused", errno: 105 },
  { kind: "timeout", baseUrl: "https://api.example" },
  { kind: "unreachable", baseUrl: "https://api.example", code: "ECONNREFUSED" },
  { kind: "unreachable", baseUrl: "https://api.example", code: null },
  { kind: "http", baseUrl: "https://api.example", status: 502 },
  { kind: "not-partner", baseUrl: "https://api.example" },
  { kind: "unusable" },
  { kind: "not-run" },
  { kind: "secret-unreadable" },
  { kind: "not-saved" },
];

const problems: AdminProblem[] = [
  { kind: "secret-missing" },
  { kind: "secret-again", changed: ["sid"] },
  { kind: "secret-again", changed: ["baseUrl", "sid"] },
  { kind: "secret-again", changed: ["baseUrl", "liveBaseUrl", "sid"] },
  { kind: "secret-unreadable" },
  ...failures.map((failure) => ({ kind: "connection-refused" as const, failure })),
  { kind: "uid-needed", role: "teacher" },
  { kind: "uid-needed", role: "student" },
  { kind: "slack-user-listed" },
  { kind: "uid-taken", owner: "Ada *L*" },
  { kind: "uid-taken-other" },
  { kind: "last-admin", name: "Ada" },
  { kind: "person-gone" },
  { kind: "not-teachers", count: 1 },
  { kind: "not-teachers", count: 3 },
  { kind: "course-listed", courseId: 5001 },
  { kind: "course-gone", courseId: 5001 },
  { kind: "course-in-use", name: "algebra" },
  { kind: "label-name-control" },
  { kind: "label-listed", labelId: 7 },
  { kind: "label-gone", labelId: 7 },
];

const settings: SettingsProblem[] = [
  { kind: "name-control" },
  { kind: "name-too-long", max: 80 },
  ...(["seatMax", "reminderMinutes", "recentClassDays", "personalDataDays"] as const).flatMap((what) => [
    { kind: "enter" as const, what },
    { kind: "whole" as const, what, min: 1, max: 365 },
  ]),
  { kind: "zone-missing" },
  { kind: "zone-not-listed" },
];

const fields: PersonFieldProblem[] = [
  ...(
    ["uid-empty", "uid-spaces", "name-empty", "name-control", "account-empty", "account-spaces"] as const
  ).map((kind) => ({ kind })),
  ...(["uid-too-long", "name-too-long", "account-too-long"] as const).map((kind) => ({ kind, max: 64 })),
];

const verdicts: ImportSaid[] = [
  { kind: "no-email", name: "Li", email: "li@example.com" },
  { kind: "not-member", name: "Li", slackUserId: "U123" },
  { kind: "slack-unreachable", name: "Li" },
  { kind: "same-member", name: "Li", lines: "3, 5" },
  { kind: "email-needs-slack", name: "Li" },
  { kind: "last-admin", name: "Li" },
  ...(["created", "updated", "unchanged"] as const).flatMap((outcome) =>
    (["admin", "teacher", "student"] as const).map((role) => ({
      kind: "stored" as const,
      name: "Li",
      outcome,
      role,
    })),
  ),
];

const lineProblems: LineProblem[] = [
  { kind: "quote-open" },
  { kind: "quote-text" },
  { kind: "slack-empty" },
  { kind: "role-empty" },
  { kind: "width", count: 1, width: 5 },
  { kind: "width", count: 7, width: 5 },
  { kind: "slack-invalid", text: "not-a-user" },
  { kind: "role-invalid", text: "boss" },
  { kind: "field", problem: { kind: "uid-spaces" } },
  { kind: "duplicate", what: "uid", key: "S-1", lines: [3] },
  { kind: "duplicate", what: "member", key: "U1", lines: [3, 5, 9] },
];

describe("admin refusals as facts", () => {
  const en = translator("en");
  it("read in English exactly as the use case's message", () => {
    for (const p of problems) expect(adminProblemText(p, en)).toBe(englishOf(p));
    for (const f of failures) expect(connectionFailureText(f, en)).toBe(connectionFailureEnglish(f));
    for (const s of settings) expect(settingsProblemText(s, en)).toBe(settingsProblemEnglish(s));
    for (const f of fields) expect(personFieldText(f, en)).toBe(personFieldEnglish(f));
    for (const v of verdicts) expect(importSaidText(v, en)).toBe(importSaidEnglish(v));
    for (const p of lineProblems) expect(lineProblemText(p, en)).toBe(lineProblemEnglish(p));
    const parsed: ImportSaid = { kind: "parsed", problems: lineProblems };
    expect(importSaidText(parsed, en)).toBe(importSaidEnglish(parsed));
    expect(adminProblemNotice({ kind: "course-in-use", name: "algebra" }, en)).toBe(
      "algebra still has classes scheduled through the app, so it cannot be removed.",
    );
  });

  it.each(EVERY_T)("are worded in %s, within a field error's length", (_name, t) => {
    for (const text of [
      ...problems.map((p) => adminProblemText(p, t)),
      ...settings.map((s) => settingsProblemText(s, t)),
      ...fields.map((f) => personFieldText(f, t)),
      ...verdicts.map((v) => importSaidText(v, t)),
      ...lineProblems.map((p) => lineProblemText(p, t)),
    ]) {
      expect(text.length).toBeGreaterThan(0);
      expect(text.length).toBeLessThanOrEqual(2000);
    }
  });
});

describe("audit lines said from their facts", () => {
  const en = translator("en");
  const classes: AuditClass[] = [
    { kind: "class", name: "Algebra" },
    { kind: "class-of", course: "Algebra I" },
    { kind: "a-class" },
  ];
  const doings: AuditDoing[] = [
    ...(
      [
        "addCourseClass",
        "addClassStudentMultiple",
        "delClassStudentMultiple",
        "modifyClassSeatNum",
        "updateClassStudentComment",
      ] as const
    ).flatMap((op) => classes.map((cls) => ({ op, cls }))),
    ...(["addCourseClassMultiple", "setClassVideoMultiple", "addClassLabels"] as const).flatMap((op) =>
      ["Algebra I", null].map((course) => ({ op, course })),
    ),
    { op: "getCloudList" },
    { op: "unknown" },
  ];
  const changes: AuditChange[] = [
    ...(
      ["course.add", "course.edit", "course.remove", "label.add", "label.edit", "label.remove"] as const
    ).map((op) => ({ op, name: "Algebra" })),
    ...[1, 3].flatMap((count) =>
      ["Algebra", null].map((name) => ({ op: "class.cancel" as const, name, count })),
    ),
    { op: "class.move", name: "Algebra" },
    { op: "class.move", name: null },
    { op: "described", description: "Saved the school settings (UTC)" },
    { op: "settings" },
  ];
  const meanings: AuditMeaning[] = [
    ...(
      [
        "refused-connection",
        "course-unknown",
        "course-deleted",
        "course-expired",
        "refused-unknown",
        "PartnerTransportError",
        "PartnerHttpError",
        "PartnerResponseError",
        "PartnerValidationError",
        "failed",
      ] as const
    ).map((kind) => ({ kind })),
    { kind: "refused", sentence: "the class is full" },
    ...(["student", "rating", "class"] as const).flatMap((noun) =>
      [1, 2].map((count) => ({ kind: "entries" as const, count, noun })),
    ),
  ];

  it("read in English exactly as the audit's own words", () => {
    for (const doing of doings) expect(saidText({ kind: "call", doing }, en)).toBe(doingEnglish(doing));
    for (const change of changes)
      expect(saidText({ kind: "change", change }, en)).toBe(changeEnglish(change));
    for (const why of meanings) expect(meaningText(why, en)).toBe(meaningEnglish(why));
  });

  it.each(EVERY_T)("are worded in %s", (_name, t) => {
    for (const doing of doings) expect(saidText({ kind: "call", doing }, t).length).toBeGreaterThan(0);
    for (const change of changes) expect(saidText({ kind: "change", change }, t).length).toBeGreaterThan(0);
    for (const why of meanings) expect(meaningText(why, t).length).toBeGreaterThan(0);
  });
});
