import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classFields, OTHER_SECRET, OTHER_SID, type PartnerTestClient, startTestSandbox } from "./helpers.js";

describe("setClassVideoMultiple: per-entry class conditions", () => {
  let c: PartnerTestClient;
  beforeAll(async () => {
    c = await startTestSandbox();
  });
  afterAll(() => c.sandbox.close());

  it("answers 143 for an unknown class and 144 for another school's, without spoiling the good entry", async () => {
    const mine = await c.createClass();
    const theirs = await c.call(
      "addCourseClass",
      classFields(c.sandbox.now(), { courseId: 9101, teacherUid: "T-1" }),
      { sid: OTHER_SID, secret: OTHER_SECRET },
    );
    expect(theirs.json.error_info.errno).toBe(1);
    const sw = { record: 1, live: 0, replay: 0 };
    const a = await c.call("setClassVideoMultiple", {
      courseId: 9001,
      classJson: [
        { classId: 999_999, ...sw, customColumn: "a" },
        { classId: theirs.json.data, ...sw, customColumn: "b" },
        { classId: mine, ...sw, customColumn: "c" },
      ],
    });
    expect(a.json.error_info.errno).toBe(1);
    expect(
      a.json.data.map((d: { errno: number; customColumn: string }) => [d.customColumn, d.errno]),
    ).toEqual([
      ["a", 143],
      ["b", 144],
      ["c", 1],
    ]);
    expect(c.classState(mine).record).toBe(1);
    expect(c.classState(theirs.json.data, OTHER_SID).record).toBe(0);
  });
});
