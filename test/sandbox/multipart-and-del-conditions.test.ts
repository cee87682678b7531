import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NOW, type PartnerTestClient, startTestSandbox } from "./helpers.js";

describe("multipart bodies with \\uXXXX-escaped JSON", () => {
  let c: PartnerTestClient;
  beforeAll(async () => {
    c = await startTestSandbox();
  });
  afterAll(() => c.sandbox.close());

  it("decodes escapes, surrogate pairs included, and cuts names by characters", async () => {
    const begin = c.sandbox.now() + 86_400;
    const classJson =
      `[{"className":"\\u4ee3\\u6570 \\ud83d\\ude00${"x".repeat(60)}","beginTime":${begin},` +
      `"endTime":${begin + 3600},"teacherUid":"T-1","customColumn":"\\u00e9t\\u00e9"}]`;
    const a = await c.call("addCourseClassMultiple", { courseId: 9001, classJson }, { multipart: true });
    const expected = `代数 😀${"x".repeat(46)}`; // 50 code points: 2 + space + emoji + 46
    expect(a.json.data[0]).toMatchObject({ className: expected, customColumn: "été", errno: 1 });
    expect(c.classState(a.json.data[0].data).className).toBe(expected);
  });

  it("answers 100 for a multipart studentJson that is not JSON, and keeps serving", async () => {
    const classId = await c.createClass();
    const a = await c.call(
      "addClassStudentMultiple",
      { courseId: 9001, classId, identity: 1, studentJson: '[{"uid":"S-1","name":"\\u12"}]' },
      { multipart: true },
    );
    expect(a.json.error_info.errno).toBe(100);
    expect(c.classState(classId).students).toEqual([]);
  });
});

describe("delClassStudentMultiple: class and course conditions", () => {
  let c: PartnerTestClient;
  beforeAll(async () => {
    c = await startTestSandbox();
  });
  afterAll(() => c.sandbox.close());
  beforeEach(() => c.sandbox.setNow(NOW));

  it("answers 143 unknown class, 142 another course's class, 144 unknown or foreign course, 369 open class", async () => {
    const classId = await c.createClass();
    await c.addStudents(classId, ["S-1"]);
    const otherCourse = await c.createClass({ courseId: 9002 });
    const del = (courseId: number, id: number) =>
      c
        .call("delClassStudentMultiple", { courseId, classId: id, identity: 1, studentUidJson: ["S-1"] })
        .then((a) => a.json.error_info.errno);
    expect(await del(9001, 999_999)).toBe(143);
    expect(await del(9001, otherCourse)).toBe(142);
    expect(await del(4242, classId)).toBe(144);
    expect(await del(9101, classId)).toBe(144);
    expect(await del(9005, classId)).toBe(369);
    expect(c.classState(classId).students).toEqual(["S-1"]);
    expect(await del(9001, classId)).toBe(1);
    expect(c.classState(classId).students).toEqual([]);
  });
});
