/** Parameter rules of ratings, labels and files (updateClassStudentComment, addClassLabels, getCloudList): each refused before any request, on its field. */
import { describe, expect, it } from "vitest";
import { checkParams } from "../../src/partner/index.js";
import { type Case, partnerPerFile, refusedBeforeAnyRequest } from "./helpers/validation.js";

const partner = partnerPerFile();

const cases: Case[] = [
  ["folderId is an ID", "getCloudList", { folderId: -3 }, "folderId", /positive integer/],
  ["classList not empty", "addClassLabels", { courseId: 1, classList: [] }, "classList", /155/],
  [
    "label IDs are IDs",
    "addClassLabels",
    { courseId: 1, classList: [{ classId: 2, classLabelId: ["x"] }] },
    "classList.0.classLabelId.0",
    /positive integer/,
  ],
  [
    "starNum 0-5",
    "updateClassStudentComment",
    { classId: 2, commentJson: [{ studentUid: "s", starNum: 6, comment: "" }] },
    "commentJson.0.starNum",
    /0-5/,
  ],
  [
    "comment under 1000",
    "updateClassStudentComment",
    { classId: 2, commentJson: [{ studentUid: "s", starNum: 3, comment: "c".repeat(1000) }] },
    "commentJson.0.comment",
    /under 1000/,
  ],
  [
    "studentUid or studentAccount",
    "updateClassStudentComment",
    { classId: 2, commentJson: [{ starNum: 3, comment: "ok" }] },
    "commentJson.0.studentUid",
    /studentUid/,
  ],
  [
    "studentAccount format",
    "updateClassStudentComment",
    { classId: 2, commentJson: [{ studentAccount: "013700000000", starNum: 3, comment: "ok" }] },
    "commentJson.0.studentAccount",
    /00<country>/,
  ],
  [
    "commentJson not empty",
    "updateClassStudentComment",
    { classId: 2, commentJson: [] },
    "commentJson",
    /at least one/,
  ],
  [
    "label entry classId required",
    "addClassLabels",
    { courseId: 1, classList: [{ classLabelId: [1] }] },
    "classList.0.classId",
    /required/,
  ],
  [
    "starNum not below 0",
    "updateClassStudentComment",
    { classId: 2, commentJson: [{ studentUid: "s", starNum: -1, comment: "" }] },
    "commentJson.0.starNum",
    /0-5/,
  ],
  [
    "starNum whole",
    "updateClassStudentComment",
    { classId: 2, commentJson: [{ studentUid: "s", starNum: 2.5, comment: "" }] },
    "commentJson.0.starNum",
    /whole/,
  ],
  [
    "comment required",
    "updateClassStudentComment",
    { classId: 2, commentJson: [{ studentUid: "s", starNum: 3 }] },
    "commentJson.0.comment",
    /required/,
  ],
  [
    "comment classId required",
    "updateClassStudentComment",
    { commentJson: [{ studentUid: "s", starNum: 3, comment: "ok" }] },
    "classId",
    /required/,
  ],
  [
    "comment customColumn at most 50",
    "updateClassStudentComment",
    {
      classId: 2,
      commentJson: [{ studentUid: "s", starNum: 3, comment: "ok", customColumn: "c".repeat(51) }],
    },
    "commentJson.0.customColumn",
    /1-50/,
  ],
];

describe("parameter rules: refused before any request", () => {
  refusedBeforeAnyRequest(partner, cases);

  it("studentAccount is not checked when studentUid is sent (the service uses the UID)", () => {
    const c = [{ studentUid: "s", studentAccount: "bad", starNum: 1, comment: "x" }];
    expect(checkParams("updateClassStudentComment", { classId: 1, commentJson: c }).ok).toBe(true);
  });
});
