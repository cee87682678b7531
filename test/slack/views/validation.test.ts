import { describe, expect, it } from "vitest";
import { translator } from "../../../src/i18n/index.js";
import { connectionFormView } from "../../../src/slack/features/admin/connection/view.js";
import { courseFormView } from "../../../src/slack/features/admin/courses/form.js";
import { importReportView } from "../../../src/slack/features/admin/import/report.js";
import { importPageView } from "../../../src/slack/features/admin/import/view.js";
import { personFormView } from "../../../src/slack/features/admin/people/form.js";
import {
  readConnectionValues,
  readCourseValues,
  readImportText,
  readPersonValues,
  validateConnection,
  validateCourse,
  validateImport,
  validatePerson,
} from "../../../src/slack/features/admin/validation.js";
import { InputId } from "../../../src/slack/lib/ids.js";
import { fill, shownText } from "./view-reader.js";

const en = translator("en");

describe("school connection submission", () => {
  const form = connectionFormView({ t: en, baseUrl: "", sid: "", hasSecret: false });

  it("accepts a complete form and cleans it", () => {
    const state = fill(form, {
      "Base URL": " https://partner.example.test/ ",
      "School ID (SID)": "12345",
      "School SECRET": "abcDEF123",
    });
    expect(validateConnection(readConnectionValues(state), { hasSecret: false }, en)).toEqual({
      errors: {},
      value: {
        baseUrl: "https://partner.example.test",
        liveBaseUrl: null,
        sid: "12345",
        secret: "abcDEF123",
      },
    });
  });

  it("puts each problem on its own field", () => {
    const state = fill(form, {
      "Base URL": "ftp://partner.example.test",
      "Live page base URL": "partner.example.test",
      "School ID (SID)": "12a45",
    });
    const { errors, value } = validateConnection(readConnectionValues(state), { hasSecret: false }, en);
    expect(value).toBeNull();
    expect(errors).toEqual({
      [InputId.connectionBaseUrl]: "The address must start with https:// or http://",
      [InputId.connectionLiveBaseUrl]: "Enter a full address starting with https:// (or http://)",
      [InputId.connectionSid]: "The school ID is digits only",
      [InputId.connectionSecret]: "Enter the school SECRET",
    });
  });

  it("keeps the stored secret when the field is left empty", () => {
    const stored = connectionFormView({ t: en, baseUrl: "http://127.0.0.1:8080", sid: "7", hasSecret: true });
    const { errors, value } = validateConnection(
      readConnectionValues(fill(stored, {})),
      { hasSecret: true },
      en,
    );
    expect(errors).toEqual({});
    expect(value).toMatchObject({ baseUrl: "http://127.0.0.1:8080", secret: null });
  });

  it("never repeats a mistyped secret in its error", () => {
    const state = fill(form, {
      "Base URL": "https://p.test",
      "School ID (SID)": "1",
      "School SECRET": "ab cd-SECRET",
    });
    const { errors } = validateConnection(readConnectionValues(state), { hasSecret: false }, en);
    expect(errors[InputId.connectionSecret]).toMatch(/no spaces/);
    expect(JSON.stringify(errors)).not.toContain("ab cd-SECRET");
  });

  it("refuses addresses carrying credentials or a query", () => {
    const values = {
      baseUrl: "https://user:pw@p.test",
      liveBaseUrl: "https://p.test/?x=1",
      sid: "1",
      secret: "s",
    };
    const { errors } = validateConnection(values, { hasSecret: false }, en);
    expect(errors[InputId.connectionBaseUrl]).toMatch(/passwords/);
    expect(errors[InputId.connectionLiveBaseUrl]).toMatch(/query/);
  });
});

describe("course submission", () => {
  // Rules about rows (id already registered, teachers in the directory) are saveCourse's: see
  // test/classes/admin/use-cases.test.ts.
  const context = { editingCourseId: null };

  it("accepts a new course with chosen teachers", () => {
    const state = fill(courseFormView({ t: en }), {
      "Course ID": "42",
      Name: "Algebra",
      "Default folder ID": "900",
      "Allowed teachers": ["U0T00002"],
    });
    expect(validateCourse(readCourseValues(state), context, en)).toEqual({
      errors: {},
      value: { courseId: 42, name: "Algebra", defaultFolderId: "900", teacherSlackUserIds: ["U0T00002"] },
    });
  });

  it("refuses a bad course id, an empty name and a non-numeric folder (format only)", () => {
    const view = courseFormView({ t: en });
    const bad = validateCourse(readCourseValues(fill(view, { "Course ID": "1.5", Name: " " })), context, en);
    expect(bad.errors).toEqual({
      [InputId.courseId]: "The course ID is a whole number above 0",
      [InputId.courseName]: "Enter a name",
    });
    const taken = validateCourse(
      readCourseValues(fill(view, { "Course ID": "5", Name: "X", "Default folder ID": "abc" })),
      context,
      en,
    );
    expect(taken.errors[InputId.courseId]).toBeUndefined();
    expect(taken.errors[InputId.courseDefaultFolder]).toMatch(/digits only/);
  });

  it("refuses a course name holding NUL or another control character", () => {
    const view = courseFormView({ t: en });
    for (const name of ["Algebra\u0000", "Alg\u007Febra"]) {
      const checked = validateCourse(
        readCourseValues(fill(view, { "Course ID": "5", Name: name })),
        context,
        en,
      );
      expect(checked.errors[InputId.courseName]).toMatch(/control characters/);
    }
  });

  it("keeps the course id of an edited course; who may teach is left to the use case", () => {
    const big = courseFormView({
      t: en,
      course: { courseId: 5, name: "Old", teacherSlackUserIds: [] },
    });
    const state = fill(big, { Name: "New name", "Allowed teachers": ["U0T00001", "U0STUDENT"] });
    const checked = validateCourse(readCourseValues(state), { ...context, editingCourseId: 5 }, en);
    expect(checked.errors).toEqual({});
    expect(checked.value?.teacherSlackUserIds).toEqual(["U0T00001", "U0STUDENT"]);
    const fine = validateCourse(
      readCourseValues(fill(big, { Name: "New name" })),
      {
        ...context,
        editingCourseId: 5,
      },
      en,
    );
    expect(fine.value).toEqual({
      courseId: 5,
      name: "New name",
      defaultFolderId: null,
      teacherSlackUserIds: [],
    });
  });
});

describe("person submission", () => {
  it("accepts a new person", () => {
    const state = fill(personFormView({ t: en }), {
      "Slack user": "U0CCC003",
      "ClassIn UID": "u-3",
      Name: "Cy",
      Account: "13800000003",
      Role: "Teacher",
    });
    expect(validatePerson(readPersonValues(state), en).value).toEqual({
      slackUserId: "U0CCC003",
      uid: "u-3",
      name: "Cy",
      account: "13800000003",
      role: "teacher",
    });
  });

  it("checks formats only: who owns a UID or Slack user is savePerson's rule", () => {
    const state = fill(personFormView({ t: en }), {
      "Slack user": "U0BBB002",
      "ClassIn UID": "u-1",
      Name: "Cy",
      Account: "cy acc",
    });
    expect(validatePerson(readPersonValues(state), en).errors).toEqual({
      [InputId.personAccount]: "The account must not contain spaces.",
      [InputId.personRole]: "Choose admin, teacher or student",
    });
  });

  it("refuses a name holding NUL or another control character on the Name field", () => {
    for (const name of ["Cy\u0000", "C\u001By", "Cy\u007F"]) {
      const state = fill(personFormView({ t: en }), {
        "Slack user": "U0CCC003",
        "ClassIn UID": "u-3",
        Name: name,
        Account: "13800000003",
        Role: "Teacher",
      });
      expect(validatePerson(readPersonValues(state), en).errors).toEqual({
        [InputId.personName]: expect.stringMatching(/^The name contains control characters/),
      });
    }
  });

  it("lets an edited person keep their own UID", () => {
    const view = personFormView({
      t: en,
      person: { slackUserId: "U0AAA001", uid: "u-1", name: "Ann", account: "ann", role: "admin" },
    });
    const checked = validatePerson(readPersonValues(fill(view, { Name: "Ann Lee" })), en);
    expect(checked.errors).toEqual({});
    expect(checked.value?.name).toBe("Ann Lee");
  });

  it("lets an admin leave the UID empty; a teacher or student needs one", () => {
    const blank = { "Slack user": "U0CCC003", "ClassIn UID": "", Name: "Cy" };
    const admin = validatePerson(
      readPersonValues(fill(personFormView({ t: en }), { ...blank, Role: "Admin" })),
      en,
    );
    expect(admin.errors).toEqual({});
    expect(admin.value?.uid).toBe("");
    const teacher = validatePerson(
      readPersonValues(fill(personFormView({ t: en }), { ...blank, Role: "Teacher" })),
      en,
    );
    expect(teacher.errors[InputId.personUid]).toMatch(/^Needs a UID: find it in the ClassIn school console/);
    // Registering (the agreement ticked): the UID and the account may be empty.
    const registering = validatePerson(
      readPersonValues(fill(personFormView({ t: en }), { ...blank, Role: "Student" })),
      en,
      { registering: true },
    );
    expect(registering.errors).toEqual({});
  });
});

describe("import submission", () => {
  it("turns a paste into a per-line report the admin can act on", () => {
    const state = fill(importPageView({ t: en }), {
      "People (CSV)":
        "slack_user,uid,name,account,role\n<@U0AAA001|ann>,u-1,Ann,ann,teacher\nU0BBB002,u-2,Ben,ben,boss\n",
    });
    const { errors, value } = validateImport(readImportText(state), undefined, en);
    expect(errors).toEqual({});
    expect(value?.rows.map((r) => r.slackUserId)).toEqual(["U0AAA001"]);
    expect(value?.report.map((r) => [r.line, r.ok])).toEqual([
      [2, true],
      [3, false],
    ]);
    const refused = (value?.report ?? []).flatMap((r) =>
      r.problems
        ? [{ line: r.line, ok: r.ok, said: { kind: "parsed" as const, name: r.name, problems: r.problems } }]
        : [],
    );
    const report = importReportView({ t: en, entries: refused });
    expect(shownText(report)).toContain(
      '❌ Ben: The role "boss" must be admin, teacher or student. (line 3)',
    );
  });

  it("shows a paste refused as a whole on the field", () => {
    expect(validateImport("   ", undefined, en).errors).toEqual({
      [InputId.importCsv]: "The list is empty; there is nobody in it to import.",
    });
    expect(validateImport("slack_user,uid\nU0AAA001,u-1", undefined, en).errors[InputId.importCsv]).toBe(
      "Line 1: The header row has no name and role columns; it has slack_user, uid. Add those columns, or give yours those names.",
    );
    const zh = translator("zh-CN");
    expect(validateImport("   ", InputId.importCsv, zh).errors).toEqual({
      [InputId.importCsv]: "名单是空的，没有可以导入的人。",
    });
    expect(validateImport("slack_user,uid\nU0AAA001,u-1", InputId.importCsv, zh).errors).toEqual({
      [InputId.importCsv]:
        "第 1 行：标题行中没有“姓名和身份”列；现有的列是：slack_user、uid。请添加这一列，或把相应的列改成这个名称。",
    });
  });
});
