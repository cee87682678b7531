import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NOW, type PartnerTestClient, SID, startTestSandbox } from "./helpers.js";

const errnos = (a: { json: { data: { errno: number }[] } }) => a.json.data.map((d) => d.errno);

describe("addClassStudentMultiple", () => {
  let c: PartnerTestClient;
  beforeAll(async () => {
    c = await startTestSandbox();
  });
  afterAll(() => c.sandbox.close());
  beforeEach(() => c.sandbox.setNow(NOW));

  const add = (classId: number, studentJson: unknown, extra: Record<string, string | number> = {}) =>
    c.call("addClassStudentMultiple", {
      courseId: 9001,
      classId,
      identity: 1,
      studentJson: studentJson as [],
      ...extra,
    });

  it("adds students per entry, in order, echoing customColumn only when sent", async () => {
    const classId = await c.createClass();
    const a = await add(classId, [
      { uid: "S-1", name: "Ben", customColumn: "r1" },
      { uid: "S-2", name: "张伟" },
      { uid: "S-1", name: "Ben again", customColumn: "r3" },
      { uid: "S-3", name: "José", customColumn: "" },
    ]);
    expect(a.json.error_info).toEqual({ errno: 1, error: "Success" });
    expect(a.json.data).toEqual([
      { customColumn: "r1", errno: 1, error: "Success" },
      { errno: 1, error: "Success" },
      { customColumn: "r3", errno: 166, error: "A student with the same phone number already exists" },
      { errno: 1, error: "Success" },
    ]);
    expect(c.classState(classId).students).toEqual(["S-1", "S-2", "S-3"]);
  });

  it("refuses teachers, head teacher, class staff, the institution and auditors per entry", async () => {
    const classId = await c.createClass({ assistantUid: "T-2" });
    const a = await add(classId, [
      { uid: "T-1", name: "class teacher" },
      { uid: "T-2", name: "class assistant" },
      { uid: "T-9", name: "head teacher" },
      { uid: "T-3", name: "a teacher of the school" },
      { uid: SID, name: "the school" },
      { uid: "A-1", name: "auditor" },
      { uid: "S-4", name: "Zoë" },
    ]);
    expect(errnos(a)).toEqual([332, 332, 333, 129, 128, 164, 1]);
  });

  it("registers unknown students only with isRegister=1 (113 otherwise)", async () => {
    const classId = await c.createClass();
    expect(errnos(await add(classId, [{ uid: "NEW-1", name: "New" }]))).toEqual([113]);
    const a = await add(classId, [{ uid: "NEW-1", name: "New", password: "pw" }], { isRegister: 1 });
    expect(errnos(a)).toEqual([1]);
    expect(c.classState(classId).students).toEqual(["NEW-1"]);
    expect(a.text).not.toContain("pw");
  });

  it("answers 100 for entries without uid or name and 288 for an illegal account", async () => {
    const classId = await c.createClass();
    const a = await add(classId, [{ name: "no uid" }, { uid: "S-1" }, { uid: "has space", name: "x" }, 5]);
    expect(errnos(a)).toEqual([100, 100, 288, 100]);
  });

  it("allows the same student in two classes of one course", async () => {
    const one = await c.createClass();
    const two = await c.createClass();
    expect(errnos(await add(one, [{ uid: "S-1", name: "Ben" }]))).toEqual([1]);
    expect(errnos(await add(two, [{ uid: "S-1", name: "Ben" }]))).toEqual([1]);
  });

  it("answers 157 past the class capacity (5 in this fixture), leaving earlier entries added", async () => {
    const classId = await c.createClass();
    const uids = ["S-1", "S-2", "S-3", "S-4", "S-5", "S-6"];
    const a = await add(
      classId,
      uids.map((uid) => ({ uid, name: uid })),
    );
    expect(errnos(a)).toEqual([1, 1, 1, 1, 1, 157]);
    expect(c.classState(classId).students).toHaveLength(5);
  });

  it("refuses the request for identity (159/100), empty or bad studentJson (155/100)", async () => {
    const classId = await c.createClass();
    const one = [{ uid: "S-1", name: "Ben" }];
    expect((await add(classId, one, { identity: 2 })).json).toEqual({
      error_info: { errno: 159, error: "Only students (identity 1) are supported" },
    });
    expect((await add(classId, one, { identity: "" })).json.error_info.errno).toBe(100);
    expect((await add(classId, [])).json.error_info.errno).toBe(155);
    expect((await add(classId, "[{]")).json.error_info.errno).toBe(100);
  });

  it("refuses unknown/foreign classes and courses, deleted classes, open classes and ended classes", async () => {
    const classId = await c.createClass();
    const otherCourse = await c.createClass({ courseId: 9002 });
    const one = [{ uid: "S-1", name: "Ben" }];
    const call = (courseId: number, id: number) =>
      c
        .call("addClassStudentMultiple", { courseId, classId: id, identity: 1, studentJson: one })
        .then((a) => a.json.error_info.errno);
    expect(await call(9001, 999_999)).toBe(143);
    expect(await call(9001, otherCourse)).toBe(142);
    expect(await call(4242, classId)).toBe(144);
    expect(await call(9101, classId)).toBe(144);
    expect(await call(9005, classId)).toBe(369);
    c.sandbox.advance(86_400 + 3600);
    expect(await call(9001, classId)).toBe(145);
    c.sandbox.setNow(NOW);
    c.sandbox.deleteClass(classId);
    expect(await call(9001, classId)).toBe(212);
  });

  it("still adds students while the class is in session", async () => {
    const classId = await c.createClass();
    c.sandbox.advance(86_400 + 60);
    expect(errnos(await add(classId, [{ uid: "S-1", name: "Ben" }]))).toEqual([1]);
  });

  it("works with a multipart body, as the vendor's PHP SDK sends it", async () => {
    const classId = await c.createClass();
    const a = await c.call(
      "addClassStudentMultiple",
      {
        courseId: 9001,
        classId,
        identity: 1,
        studentJson: [{ uid: "S-2", name: "张伟", customColumn: "中文" }],
      },
      { multipart: true },
    );
    expect(a.json.data).toEqual([{ customColumn: "中文", errno: 1, error: "Success" }]);
  });
});

describe("delClassStudentMultiple", () => {
  let c: PartnerTestClient;
  beforeAll(async () => {
    c = await startTestSandbox();
  });
  afterAll(() => c.sandbox.close());
  beforeEach(() => c.sandbox.setNow(NOW));

  const del = (classId: number, fields: Record<string, unknown>) =>
    c.call("delClassStudentMultiple", {
      courseId: 9001,
      classId,
      identity: 1,
      ...(fields as Record<string, string>),
    });

  it("removes students per entry: 167 not in class, 113 unknown, 400 not a uid", async () => {
    const classId = await c.createClass();
    await c.addStudents(classId, ["S-1", "S-2", "S-3"]);
    const a = await del(classId, { studentUidJson: ["S-1", "S-4", "ghost", "S-1", { uid: "S-2" }, "S-3"] });
    expect(errnos(a)).toEqual([1, 167, 113, 167, 400, 1]);
    expect(a.json.error_info.errno).toBe(1);
    expect(c.classState(classId).students).toEqual(["S-2"]);
  });

  it("prefers studentUidJson over studentJson and accepts studentJson alone", async () => {
    const classId = await c.createClass();
    await c.addStudents(classId, ["S-1", "S-2"]);
    const a = await del(classId, { studentUidJson: ["S-1"], studentJson: [{ uid: "S-2" }] });
    expect(errnos(a)).toEqual([1]);
    expect(c.classState(classId).students).toEqual(["S-2"]);
    expect(errnos(await del(classId, { studentJson: [{ uid: "S-2", name: "张伟" }] }))).toEqual([1]);
    expect(c.classState(classId).students).toEqual([]);
  });

  it("refuses missing lists (100), empty lists (155), identity (159), ended (145) and deleted (212) classes", async () => {
    const classId = await c.createClass();
    await c.addStudents(classId, ["S-1"]);
    expect((await del(classId, {})).json.error_info.errno).toBe(100);
    expect((await del(classId, { studentUidJson: [] })).json.error_info.errno).toBe(155);
    expect((await del(classId, { studentUidJson: ["S-1"], identity: 3 })).json.error_info.errno).toBe(159);
    c.sandbox.advance(86_400 + 3600);
    expect((await del(classId, { studentUidJson: ["S-1"] })).json.error_info.errno).toBe(145);
    c.sandbox.setNow(NOW);
    c.sandbox.deleteClass(classId);
    expect((await del(classId, { studentUidJson: ["S-1"] })).json.error_info.errno).toBe(212);
  });

  it("lets a removed student be used as a teacher again (course membership follows the classes)", async () => {
    const classId = await c.createClass();
    await c.addStudents(classId, ["S-5"]);
    await del(classId, { studentUidJson: ["S-5"] });
    // S-5 is no longer a course student, so the teacher check falls through to "not a teacher" (136).
    const a = await c.call("addCourseClass", {
      courseId: 9001,
      className: "x",
      beginTime: NOW + 86_400,
      endTime: NOW + 90_000,
      teacherUid: "S-5",
    });
    expect(a.json.error_info.errno).toBe(136);
  });
});
