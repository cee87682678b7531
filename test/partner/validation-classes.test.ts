/** Parameter rules of scheduling classes (addCourseClass, addCourseClassMultiple): each refused before any request, on its field. */
import { describe, expect, it } from "vitest";
import { checkParams, PartnerValidationError } from "../../src/partner/index.js";
import { BEGIN, type Case, cls, NOW, partnerPerFile, refusedBeforeAnyRequest } from "./helpers/validation.js";

const partner = partnerPerFile();

const cases: Case[] = [
  [
    "className required",
    "addCourseClass",
    { ...cls, courseId: 1, className: undefined },
    "className",
    /required/,
  ],
  [
    "className not empty",
    "addCourseClass",
    { ...cls, courseId: 1, className: "" },
    "className",
    /1-50 characters/,
  ],
  [
    "className at most 50",
    "addCourseClass",
    { ...cls, courseId: 1, className: "x".repeat(51) },
    "className",
    /1-50 characters.*normalize\.className/,
  ],
  [
    "endTime after beginTime",
    "addCourseClass",
    { ...cls, courseId: 1, endTime: BEGIN },
    "endTime",
    /later than beginTime/,
  ],
  [
    "class at least 15 minutes",
    "addCourseClass",
    { ...cls, courseId: 1, endTime: BEGIN + 14 * 60 },
    "endTime",
    /15 minutes to 24 hours/,
  ],
  [
    "class at most 24 hours",
    "addCourseClass",
    { ...cls, courseId: 1, endTime: BEGIN + 86_401 },
    "endTime",
    /15 minutes to 24 hours/,
  ],
  [
    "milliseconds refused",
    "addCourseClass",
    { ...cls, courseId: 1, beginTime: BEGIN * 1000 },
    "beginTime",
    /milliseconds/,
  ],
  [
    "start at least a minute ahead",
    "addCourseClass",
    { ...cls, courseId: 1, beginTime: NOW + 30, endTime: NOW + 30 + 3600 },
    "beginTime",
    /one minute/,
  ],
  [
    "start within 3 years",
    "addCourseClass",
    { ...cls, courseId: 1, beginTime: NOW + 1100 * 86400, endTime: NOW + 1100 * 86400 + 3600 },
    "beginTime",
    /3 years/,
  ],
  ["record is 0/1", "addCourseClass", { ...cls, courseId: 1, record: 2 }, "record", /0 \(off\) or 1/],
  ["live needs record", "addCourseClass", { ...cls, courseId: 1, live: 1 }, "live", /record = 1/],
  [
    "replay needs record",
    "addCourseClass",
    { ...cls, courseId: 1, record: 0, replay: 1 },
    "replay",
    /record = 1/,
  ],
  [
    "HD only with 1 or 6 seats (creation)",
    "addCourseClass",
    { ...cls, courseId: 1, isHd: 2, seatNum: 12 },
    "isHd",
    /seatNum 1 or 6/,
  ],
  [
    "courseUniqueIdentity at most 32",
    "addCourseClass",
    { ...cls, courseId: 1, courseUniqueIdentity: "k".repeat(33) },
    "courseUniqueIdentity",
    /1-32/,
  ],
  [
    "courseUniqueIdentity not empty",
    "addCourseClass",
    { ...cls, courseId: 1, courseUniqueIdentity: "" },
    "courseUniqueIdentity",
    /1-32/,
  ],
  [
    "classIntroduce at most 1000",
    "addCourseClass",
    { ...cls, courseId: 1, classIntroduce: "介".repeat(1001) },
    "classIntroduce",
    /at most 1000/,
  ],
  [
    "assistant is not the teacher",
    "addCourseClass",
    { ...cls, courseId: 1, assistantUid: "t1" },
    "assistantUid",
    /322/,
  ],
  [
    "teacherUid without blanks",
    "addCourseClass",
    { ...cls, courseId: 1, teacherUid: " t1" },
    "teacherUid",
    /UID/,
  ],
  ["classJson not empty", "addCourseClassMultiple", { courseId: 1, classJson: [] }, "classJson", /155/],
  [
    "classJson entry rule names its index",
    "addCourseClassMultiple",
    { courseId: 1, classJson: [cls, { ...cls, seatNum: 0 }] },
    "classJson.1.seatNum",
    /at least 1/,
  ],
  [
    "customColumn at most 50",
    "addCourseClassMultiple",
    { courseId: 1, classJson: [{ ...cls, customColumn: "c".repeat(51) }] },
    "classJson.0.customColumn",
    /1-50/,
  ],
  [
    "duplicate identity in one classJson",
    "addCourseClassMultiple",
    {
      courseId: 1,
      classJson: [
        { ...cls, courseUniqueIdentity: "k" },
        { ...cls, courseUniqueIdentity: "k" },
      ],
    },
    "classJson.1.courseUniqueIdentity",
    /133/,
  ],
  [
    "start checked per entry",
    "addCourseClassMultiple",
    { courseId: 1, classJson: [cls, { ...cls, beginTime: NOW - 10, endTime: NOW + 3600 }] },
    "classJson.1.beginTime",
    /one minute/,
  ],
  [
    "beginTime required",
    "addCourseClass",
    { ...cls, courseId: 1, beginTime: undefined },
    "beginTime",
    /required/,
  ],
  [
    "teacherUid required",
    "addCourseClass",
    { ...cls, courseId: 1, teacherUid: undefined },
    "teacherUid",
    /required/,
  ],
  ["live is 0/1", "addCourseClass", { ...cls, courseId: 1, record: 1, live: 2 }, "live", /0 \(off\) or 1/],
  [
    "isAutoOnstage is 0/1",
    "addCourseClass",
    { ...cls, courseId: 1, isAutoOnstage: -1 },
    "isAutoOnstage",
    /0 \(off\) or 1/,
  ],
  ["classJson required", "addCourseClassMultiple", { courseId: 1 }, "classJson", /required/],
  [
    "unknown field inside an array entry",
    "addCourseClassMultiple",
    { courseId: 1, classJson: [{ ...cls, classname: "typo" }] },
    "classJson.0.classname",
    /unknown field/,
  ],
];

describe("parameter rules: refused before any request", () => {
  refusedBeforeAnyRequest(partner, cases);

  it("refuses text with a broken character, naming the field, instead of crashing", async () => {
    const broken = "Ann\ud800";
    const scalar = await partner.client
      .addCourseClass({ ...cls, courseId: 1, className: broken })
      .catch((e: unknown) => e);
    expect(scalar).toBeInstanceOf(PartnerValidationError);
    expect((scalar as PartnerValidationError).issues).toEqual([
      { path: "className", message: expect.stringMatching(/broken character/) },
    ]);
    const nested = checkParams("addClassStudentMultiple", {
      courseId: 1,
      classId: 2,
      studentJson: [
        { uid: "s1", name: "Ann" },
        { uid: "s2", name: broken },
      ],
    });
    expect(nested.issues.map((i) => i.path)).toEqual(["studentJson.1.name"]);
    expect(partner.server.requests).toHaveLength(0);
    // Paired surrogates (an emoji) are ordinary text.
    expect(checkParams("addCourseClass", { ...cls, courseId: 1, className: "Art 🎨" }).ok).toBe(true);
  });

  it("accepts the boundaries of every range", () => {
    const edge = {
      courseId: 1,
      className: "名".repeat(50),
      beginTime: BEGIN,
      endTime: BEGIN + 15 * 60,
      teacherUid: "t1",
      seatNum: 1,
      isHd: 2,
      courseUniqueIdentity: "k".repeat(32),
      classIntroduce: "介".repeat(1000),
    };
    expect(checkParams("addCourseClass", edge, NOW).issues).toEqual([]);
    expect(checkParams("addCourseClass", { ...edge, endTime: BEGIN + 86_400 }, NOW).ok).toBe(true);
    const comments = [
      { studentUid: "s", starNum: 0, comment: "c".repeat(999), customColumn: "c".repeat(50) },
    ];
    expect(checkParams("updateClassStudentComment", { classId: 1, commentJson: comments }).ok).toBe(true);
    expect(checkParams("modifyClassSeatNum", { courseId: 1, classId: 2, isHd: 1 }).ok).toBe(true);
  });

  it("reports every broken rule of a form at once, each on its field", () => {
    const r = checkParams("addCourseClassMultiple", {
      courseId: 1,
      classJson: [{ ...cls, className: "", seatNum: 20, record: 0, live: 1 }],
    });
    expect(r.issues.map((i) => i.path)).toEqual([
      "classJson.0.className",
      "classJson.0.seatNum",
      "classJson.0.live",
    ]);
  });
});
