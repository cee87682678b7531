import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  BARE_SECRET,
  BARE_SID,
  NOW,
  OTHER_SECRET,
  OTHER_SID,
  type PartnerTestClient,
  startTestSandbox,
} from "./helpers.js";

const errnos = (a: { json: { data: { errno: number }[] } }) => a.json.data.map((d) => d.errno);

describe("getCloudList", () => {
  let c: PartnerTestClient;
  beforeAll(async () => {
    c = await startTestSandbox();
  });
  afterAll(() => c.sandbox.close());

  it("lists the top-level folder when folderId is missing or empty", async () => {
    for (const fields of [{}, { folderId: "" }, { folderId: "0" }] as Record<string, string>[]) {
      const a = await c.call("getCloudList", fields);
      expect(a.json).toEqual({
        folder_list: [
          { folder_id: "101", folder_name: "Algebra", is_system_folder: 0 },
          { folder_id: "103", folder_name: "Recordings", is_system_folder: 1 },
        ],
        file_list: [{ id: "10", file_name: "welcome.txt", file_size: "1KB" }],
        error_info: { errno: 1, error: "Success" },
      });
    }
  });

  it("lists a sub-folder's folders and files", async () => {
    const a = await c.call("getCloudList", { folderId: 101 });
    expect(a.json.folder_list).toEqual([{ folder_id: "102", folder_name: "Week 1", is_system_folder: 0 }]);
    expect(a.json.file_list).toEqual([{ id: "9", file_name: "slides.pdf", file_size: "7KB" }]);
    const leaf = await c.call("getCloudList", { folderId: 102 });
    expect(leaf.json).toMatchObject({ folder_list: [], file_list: [], error_info: { errno: 1 } });
  });

  it("answers 193 for an unknown folder and 194 for another school's folder", async () => {
    expect((await c.call("getCloudList", { folderId: 999 })).json).toEqual({
      error_info: { errno: 193, error: "Folder does not exist" },
    });
    expect((await c.call("getCloudList", { folderId: 201 })).json.error_info.errno).toBe(194);
    const theirs = await c.call("getCloudList", { folderId: 201 }, { sid: OTHER_SID, secret: OTHER_SECRET });
    expect(theirs.json.error_info.errno).toBe(1);
  });

  it("answers an empty top level for a school without a cloud disk", async () => {
    const a = await c.call("getCloudList", {}, { sid: BARE_SID, secret: BARE_SECRET });
    expect(a.json).toEqual({ folder_list: [], file_list: [], error_info: { errno: 1, error: "Success" } });
  });

  it("lives on cloud.api.php only, and other actions are not served there", async () => {
    expect((await c.call("getCloudList", {}, { file: "course.api.php" })).json.error_info.errno).toBe(100);
    const a = await c.call("addClassLabels", { courseId: 9001, classList: [] }, { file: "cloud.api.php" });
    expect(a.json.error_info.errno).toBe(100);
  });
});

describe("updateClassStudentComment", () => {
  let c: PartnerTestClient;
  beforeAll(async () => {
    c = await startTestSandbox();
  });
  afterAll(() => c.sandbox.close());
  beforeEach(() => c.sandbox.setNow(NOW));

  const rate = (classId: number, commentJson: unknown) =>
    c.call("updateClassStudentComment", { classId, commentJson: commentJson as [] });

  it("stores clamped stars and cut comments per entry, answering studentUid", async () => {
    const classId = await c.createClass();
    await c.addStudents(classId, ["S-1", "S-2", "S-3"]);
    const a = await rate(classId, [
      { studentUid: "S-1", starNum: 7, comment: "很好".repeat(600), customColumn: "k" },
      { studentUid: "S-2", starNum: -2, comment: "" },
      { studentAccount: "0044-7700900123", starNum: 4, comment: "Bien" },
      { studentUid: "S-2", studentAccount: "0044-7700900123", starNum: "3", comment: "uid wins" },
    ]);
    expect(a.json.error_info).toEqual({ errno: 1, error: "Success" });
    expect(a.json.data).toEqual([
      { studentUid: "S-1", customColumn: "k", errno: 1, error: "Success" },
      { studentUid: "S-2", errno: 1, error: "Success" },
      { studentUid: "S-3", errno: 1, error: "Success" },
      { studentUid: "S-2", errno: 1, error: "Success" },
    ]);
    const comments = c.classState(classId).comments;
    expect(comments).toEqual([
      { studentUid: "S-1", starNum: 5, comment: "很好".repeat(500) },
      { studentUid: "S-2", starNum: 3, comment: "uid wins" },
      { studentUid: "S-3", starNum: 4, comment: "Bien" },
    ]);
  });

  it("answers 167 for a student not in the class, 228 for one not in the school, 100/400 for bad entries", async () => {
    const classId = await c.createClass();
    await c.addStudents(classId, ["S-1"]);
    const a = await rate(classId, [
      { studentUid: "S-4", starNum: 3, comment: "x" },
      { studentUid: "ghost", starNum: 3, comment: "x" },
      { studentAccount: "13799999999", starNum: 3, comment: "x" },
      { studentAccount: "0137-000", starNum: 3, comment: "x" },
      { starNum: 3, comment: "x" },
      { studentUid: "S-1", comment: "no stars" },
      { studentUid: "S-1", starNum: 2 },
      "nope",
      { studentUid: "S-1", starNum: 2, comment: "fine" },
    ]);
    expect(errnos(a)).toEqual([167, 228, 228, 100, 100, 100, 100, 400, 1]);
    expect(a.json.data[0].studentUid).toBe("S-4");
  });

  it("answers 233 for unknown, foreign or deleted classes, 369 for open-class courses, 100 for bad input", async () => {
    const entry = [{ studentUid: "S-1", starNum: 3, comment: "x" }];
    expect((await rate(999_999, entry)).json.error_info).toEqual({ errno: 233, error: "No such class" });
    const theirs = await c.call(
      "addCourseClass",
      { courseId: 9101, className: "t", beginTime: NOW + 86_400, endTime: NOW + 90_000, teacherUid: "T-1" },
      { sid: OTHER_SID, secret: OTHER_SECRET },
    );
    expect((await rate(theirs.json.data, entry)).json.error_info.errno).toBe(233);
    const classId = await c.createClass();
    expect((await rate(classId, [])).json.error_info.errno).toBe(100);
    expect((await rate(classId, "{bad")).json.error_info.errno).toBe(100);
    c.sandbox.deleteClass(classId);
    expect((await rate(classId, entry)).json.error_info.errno).toBe(233);
  });
});
