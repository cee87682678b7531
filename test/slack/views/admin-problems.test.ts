/**
 * An admin's refusal, and an audit line, read the same in English whether a view words the fact (in
 * the admin's language) or the use case's own English words are shown: one wording, checked per kind.
 */
import { describe, expect, it } from "vitest";
import type { AuditChange, AuditClass, AuditDoing, AuditMeaning } from "../../../src/classes/admin/audit.js";
import type { ImportSaid } from "../../../src/classes/admin/import.js";
import type {
  AdminProblem,
  ConnectionFailure,
  SettingsProblem,
} from "../../../src/classes/admin/problems.js";
import type { ImportRefusal, LineProblem, PersonFieldProblem } from "../../../src/classes/people-import.js";
import { translator } from "../../../src/i18n/index.js";
import { Errno } from "../../../src/partner/index.js";
import { meaningText, saidText } from "../../../src/slack/features/admin/audit/view.js";
import type { UploadProblem } from "../../../src/slack/features/admin/import/uploaded-file.js";
import {
  adminProblemNotice,
  adminProblemText,
  connectionFailureText,
  importRefusalText,
  importSaidText,
  lineProblemsText,
  lineProblemText,
  personFieldText,
  settingsProblemText,
  uploadProblemText,
} from "../../../src/slack/features/admin/problems.js";
import { connectionFailureEnglish, englishOf, settingsProblemEnglish } from "../../support/admin-english.js";
import { changeEnglish, doingEnglish, meaningEnglish } from "../../support/audit-english.js";
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
  { kind: "not-teachers", people: [{ slackUserId: "UBEN", name: "Ben" }] },
  {
    kind: "not-teachers",
    people: [
      { slackUserId: "UBEN", name: "Ben" },
      { slackUserId: "UX", name: null },
      { slackUserId: "UCHLOE", name: "Chloé" },
    ],
  },
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
  { kind: "uid-taken", name: "Li", uid: "S-1" },
  { kind: "not-saved", name: "Li" },
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
  { kind: "width", count: 1, width: 5, columns: ["slack_user", "uid", "name", "account", "role"] },
  { kind: "width", count: 7, width: 3, columns: ["Name", "Email", "Role"] },
  { kind: "email-empty" },
  { kind: "email-invalid", text: "ann at school" },
  { kind: "phone-invalid", text: "call me" },
  { kind: "slack-invalid", text: "not-a-user" },
  { kind: "role-invalid", text: "boss" },
  { kind: "field", problem: { kind: "uid-spaces" } },
  { kind: "duplicate", what: "uid", key: "S-1", lines: [3] },
  { kind: "duplicate", what: "member", key: "U1", lines: [3, 5, 9] },
];

const refusals: ImportRefusal[] = [
  { kind: "empty" },
  { kind: "too-many", count: 2001, max: 2000 },
  { kind: "header", line: 1, missing: ["role"], found: ["Name", "Email"] },
  { kind: "header", line: 1, missing: ["slack", "name", "role"], found: [] },
];

const uploads: UploadProblem[] = [
  { kind: "no-address" },
  { kind: "too-large", maxBytes: 2 * 1024 * 1024 },
  { kind: "download", status: 404 },
  { kind: "not-utf8" },
];

describe("admin refusals as facts", () => {
  const en = translator("en");
  it("read in English exactly as the use case's message", () => {
    for (const p of problems) expect(adminProblemText(p, en)).toBe(englishOf(p));
    for (const f of failures) expect(connectionFailureText(f, en)).toBe(connectionFailureEnglish(f));
    for (const s of settings) expect(settingsProblemText(s, en)).toBe(settingsProblemEnglish(s));
    const parsed: ImportSaid = { kind: "parsed", name: "", problems: lineProblems };
    expect(importSaidText(parsed, en)).toBe(lineProblemsText(lineProblems, en));
    expect(importSaidText({ ...parsed, name: "Ann Lee" }, en)).toBe(
      `Ann Lee: ${lineProblemsText(lineProblems, en)}`,
    );
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
      ...refusals.map((r) => importRefusalText(r, t)),
      ...uploads.map((u) => uploadProblemText(u, t)),
    ]) {
      expect(text.length).toBeGreaterThan(0);
      expect(text.length).toBeLessThanOrEqual(2000);
    }
  });
});

describe("a people import's refusals, in the admin's language", () => {
  const en = translator("en");
  const zh = translator("zh-CN");
  it("a list refused as a whole: plurals and lists of columns as each language says them", () => {
    expect(refusals.map((r) => importRefusalText(r, en))).toEqual([
      "The list is empty; there is nobody in it to import.",
      "The list has 2001 lines; at most 2000 can be imported at once. Nothing was imported: split the list and import it in parts.",
      "The header row has no role column; it has Name, Email. Add that column, or give yours that name.",
      "The header row has no slack (or email), name and role columns; it has no column names. Add those columns, or give yours those names.",
    ]);
    expect(refusals.map((r) => importRefusalText(r, zh))).toEqual([
      "名单是空的，没有可以导入的人。",
      "名单有 2001 行；一次最多只能导入 2000 行。没有导入任何内容：请把名单拆分后分批导入。",
      "标题行中没有“身份”列；现有的列是：Name、Email。请添加这一列，或把相应的列改成这个名称。",
      "标题行中没有“slack（或邮箱）、姓名和身份”列；现有的列是：没有列名。请添加这一列，或把相应的列改成这个名称。",
    ]);
  });

  it("a file that cannot be read, and a UID the store refused", () => {
    expect(uploads.map((u) => uploadProblemText(u, en))).toEqual([
      "Slack did not say where the file is; upload it again",
      "The file is larger than 2 MB; a people list is far smaller — check the file",
      "The file could not be downloaded from Slack (HTTP 404)",
      "The file is not UTF-8 text; save it as CSV (UTF-8) and upload it again",
    ]);
    expect(uploadProblemText({ kind: "not-utf8" }, zh)).toBe(
      "该文件不是 UTF-8 文本；请另存为 CSV（UTF-8）后重新上传",
    );
    expect(uploadProblemText({ kind: "download", status: 403 }, zh)).toBe(
      "无法从 Slack 下载该文件（HTTP 403）",
    );
    const taken: ImportSaid = { kind: "uid-taken", name: "Dee", uid: "T-ADA" };
    expect(importSaidText(taken, en)).toBe(
      "Dee: UID T-ADA already belongs to another Slack user in this workspace",
    );
    expect(importSaidText(taken, zh)).toBe("Dee：UID T-ADA 已属于这个工作区中的另一位 Slack 用户");
  });
});

/** The admin changes whose writers store facts (issue 20), each with its Chinese line. */
const NEW_CHANGES: readonly (readonly [AuditChange, string])[] = [
  [{ op: "class.share", name: "Algebra", series: false }, "在频道中分享了 Algebra 的卡片"],
  [{ op: "class.share", name: "Algebra", series: true }, "在频道中分享了 Algebra 系列课的卡片"],
  [{ op: "connection.save", baseUrl: "https://api.example" }, "保存了学校的连接（https://api.example）"],
  [{ op: "connection.seed" }, "按本应用的配置连接了学校"],
  [{ op: "school.installed" }, "安装了本应用，成为学校的第一位管理员"],
  [{ op: "workspace.erased" }, "清除了学校的数据"],
  [{ op: "people.import", added: 1, updated: 0, refused: 1 }, "导入了人员：新增 1 人，更新 0 人，拒绝 1 行"],
  [{ op: "people.import", added: 3, updated: 2, refused: 5 }, "导入了人员：新增 3 人，更新 2 人，拒绝 5 行"],
  [{ op: "person.add", name: "Ada", role: "teacher", uid: "T-1" }, "添加了 Ada（老师，UID T-1）"],
  [{ op: "person.edit", name: "Ada", role: "student", uid: "S-1" }, "编辑了 Ada（学生，UID S-1）"],
  [{ op: "person.remove", name: "Boss", role: "admin", uid: null }, "移除了 Boss（管理员，无 UID）"],
  [
    { op: "settings.save", timeZone: "Asia/Shanghai", seatMax: 1, reminderMinutes: 15 },
    "保存了学校设置（Asia/Shanghai，每节课最多 1 个座位，课前 15 分钟提醒）",
  ],
  [
    { op: "settings.save", timeZone: "UTC", seatMax: 12, reminderMinutes: 1 },
    "保存了学校设置（UTC，每节课最多 12 个座位，课前 1 分钟提醒）",
  ],
  [
    { op: "privacy.purge", days: 1, ratings: 1, links: 1 },
    "删除了超过 1 天的个人数据：1 条评分，1 条直播链接记录",
  ],
  [
    { op: "privacy.purge", days: 30, ratings: 4, links: 0 },
    "删除了超过 30 天的个人数据：4 条评分，0 条直播链接记录",
  ],
  [{ op: "other" }, "做了一项更改"],
];

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
      ["Algebra", null].map((name) => ({ op: "class.cancel" as const, name, count, reason: null })),
    ),
    ...[1, 3].flatMap((count) =>
      ["Algebra", null].map((name) => ({
        op: "class.cancel" as const,
        name,
        count,
        reason: "school holiday <!channel>",
      })),
    ),
    { op: "class.move", name: "Algebra" },
    { op: "class.move", name: null },
    { op: "described", description: "Saved the school settings (UTC)" },
    { op: "settings" },
    ...NEW_CHANGES.map(([change]) => change),
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
    { kind: "refused", errno: Errno.classInSession },
    { kind: "refused", errno: Errno.studentUnknown },
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

  it("admin changes stored as facts are worded in Chinese, every number and name in place", () => {
    const zh = translator("zh-CN");
    for (const [change, chinese] of NEW_CHANGES)
      expect(saidText({ kind: "change", change }, zh)).toBe(chinese);
  });

  it("a call the class service refused is explained in the admin's language, not the service's English", () => {
    const refused = { kind: "refused", errno: Errno.classInSession } as const;
    expect(meaningText(refused, translator("zh-CN"))).toBe("ClassIn 拒绝了：课程正在进行中，现在不能修改");
    expect(meaningText(refused, translator("en"))).toMatch(/^ClassIn refused it: [a-z]/);
  });

  it.each(EVERY_T)("are worded in %s", (_name, t) => {
    for (const doing of doings) expect(saidText({ kind: "call", doing }, t).length).toBeGreaterThan(0);
    for (const change of changes) expect(saidText({ kind: "change", change }, t).length).toBeGreaterThan(0);
    for (const why of meanings) expect(meaningText(why, t).length).toBeGreaterThan(0);
  });
});
