import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkParams,
  normalize,
  type OperationName,
  PartnerClient,
  PartnerValidationError,
} from "../../src/partner/index.js";
import { type FakePartner, ok, startFakePartner } from "./helpers/fake-partner.js";

const NOW = 1_800_000_000;
const BEGIN = NOW + 3600;
const cls = { className: "Algebra", beginTime: BEGIN, endTime: BEGIN + 2700, teacherUid: "t1" };

let server: FakePartner;
let client: PartnerClient;

beforeAll(async () => {
  server = await startFakePartner(() => ok());
  client = new PartnerClient({ baseUrl: server.baseUrl, sid: 1, secret: "s", clock: () => NOW });
});

afterAll(async () => {
  await client.close();
  await server.close();
});

type Case = [rule: string, op: OperationName, params: Record<string, unknown>, path: string, message: RegExp];

const cases: Case[] = [
  ["required courseId", "modifyClassSeatNum", { classId: 2, seatNum: 3 }, "courseId", /required/],
  [
    "ID must be a positive integer",
    "modifyClassSeatNum",
    { courseId: 1, classId: "2x", seatNum: 3 },
    "classId",
    /positive integer/,
  ],
  [
    "seatNum or isHd, at least one",
    "modifyClassSeatNum",
    { courseId: 1, classId: 2 },
    "seatNum",
    /seatNum or isHd/,
  ],
  [
    "seatNum at most 12",
    "modifyClassSeatNum",
    { courseId: 1, classId: 2, seatNum: 13 },
    "seatNum",
    /at most 12/,
  ],
  [
    "seatNum whole number",
    "modifyClassSeatNum",
    { courseId: 1, classId: 2, seatNum: 2.5 },
    "seatNum",
    /whole/,
  ],
  ["isHd is 0/1/2", "modifyClassSeatNum", { courseId: 1, classId: 2, isHd: 3 }, "isHd", /0 \(not HD\)/],
  [
    "HD only with 1 or 6 seats (seat change)",
    "modifyClassSeatNum",
    { courseId: 1, classId: 2, seatNum: 4, isHd: 1 },
    "isHd",
    /seatNum 1 or 6/,
  ],
  [
    "unknown field is refused",
    "modifyClassSeatNum",
    { courseId: 1, classId: 2, seatNum: 1, seats: 2 },
    "seats",
    /unknown field/,
  ],
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
    "identity must be 1",
    "addClassStudentMultiple",
    { courseId: 1, classId: 2, identity: 2, studentJson: [{ uid: "s", name: "n" }] },
    "identity",
    /159/,
  ],
  [
    "studentJson not empty",
    "addClassStudentMultiple",
    { courseId: 1, classId: 2, studentJson: [] },
    "studentJson",
    /155/,
  ],
  [
    "student name required",
    "addClassStudentMultiple",
    { courseId: 1, classId: 2, studentJson: [{ uid: "s" }] },
    "studentJson.0.name",
    /required/,
  ],
  [
    "isRegister is 0/1",
    "addClassStudentMultiple",
    { courseId: 1, classId: 2, isRegister: 5, studentJson: [{ uid: "s", name: "n" }] },
    "isRegister",
    /0 \(off\) or 1/,
  ],
  [
    "studentUidJson or studentJson",
    "delClassStudentMultiple",
    { courseId: 1, classId: 2 },
    "studentUidJson",
    /studentUidJson \(or studentJson\)/,
  ],
  [
    "studentUidJson at least one",
    "delClassStudentMultiple",
    { courseId: 1, classId: 2, studentUidJson: [] },
    "studentUidJson",
    /at least one/,
  ],
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
    "all three switches with a video change",
    "setClassVideoMultiple",
    { courseId: 1, classJson: [{ classId: 2, record: 1 }] },
    "classJson.0.live",
    /required/,
  ],
  [
    "video: live needs record",
    "setClassVideoMultiple",
    { courseId: 1, classJson: [{ classId: 2, record: 0, live: 1, replay: 0 }] },
    "classJson.0.live",
    /251/,
  ],
  [
    "video: replay needs record",
    "setClassVideoMultiple",
    { courseId: 1, classJson: [{ classId: 2, record: 0, live: 0, replay: 1 }] },
    "classJson.0.replay",
    /251/,
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
  [
    "student uid required",
    "addClassStudentMultiple",
    { courseId: 1, classId: 2, studentJson: [{ name: "n" }] },
    "studentJson.0.uid",
    /required/,
  ],
  [
    "student customColumn not empty",
    "addClassStudentMultiple",
    { courseId: 1, classId: 2, studentJson: [{ uid: "s", name: "n", customColumn: "" }] },
    "studentJson.0.customColumn",
    /1-50/,
  ],
  [
    "student customColumn at most 50",
    "addClassStudentMultiple",
    { courseId: 1, classId: 2, studentJson: [{ uid: "s", name: "n", customColumn: "学".repeat(51) }] },
    "studentJson.0.customColumn",
    /1-50/,
  ],
  [
    "identity must be 1 (removal)",
    "delClassStudentMultiple",
    { courseId: 1, classId: 2, identity: 0, studentUidJson: ["s"] },
    "identity",
    /159/,
  ],
  [
    "label entry classId required",
    "addClassLabels",
    { courseId: 1, classList: [{ classLabelId: [1] }] },
    "classList.0.classId",
    /required/,
  ],
  [
    "video classId required",
    "setClassVideoMultiple",
    { courseId: 1, classJson: [{ record: 1, live: 0, replay: 0 }] },
    "classJson.0.classId",
    /required/,
  ],
  [
    "video switches are 0/1",
    "setClassVideoMultiple",
    { courseId: 1, classJson: [{ classId: 2, record: 2, live: 0, replay: 0 }] },
    "classJson.0.record",
    /0 \(off\) or 1/,
  ],
  [
    "video customColumn at most 50",
    "setClassVideoMultiple",
    { courseId: 1, classJson: [{ classId: 2, record: 1, live: 1, replay: 1, customColumn: "v".repeat(51) }] },
    "classJson.0.customColumn",
    /1-50/,
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
  it.each(cases)("%s", async (_rule, op, params, path, message) => {
    const err = await client.call(op, params as never).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PartnerValidationError);
    const v = err as PartnerValidationError;
    expect(v.operation).toBe(op);
    expect(v.message.startsWith(`${op}: `)).toBe(true);
    expect(v.issues).toContainEqual({ path, message: expect.stringMatching(message) });
    expect(server.requests).toHaveLength(0);
  });

  it("refuses text with a broken character, naming the field, instead of crashing", async () => {
    const broken = "Ann\ud800";
    const scalar = await client
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
    expect(server.requests).toHaveLength(0);
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

  it("studentAccount is not checked when studentUid is sent (the service uses the UID)", () => {
    const c = [{ studentUid: "s", studentAccount: "bad", starNum: 1, comment: "x" }];
    expect(checkParams("updateClassStudentComment", { classId: 1, commentJson: c }).ok).toBe(true);
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

describe("normalize: what the service stores instead of refusing", () => {
  it("cuts texts by characters, counting Chinese characters as one", () => {
    expect(normalize.className("课".repeat(60))).toBe("课".repeat(50));
    expect(normalize.customColumn(`${"a".repeat(49)}😀😀`)).toBe(`${"a".repeat(49)}😀`);
    expect(normalize.classIntroduce("x".repeat(1200))).toHaveLength(1000);
    expect(normalize.comment("y".repeat(1000))).toHaveLength(1000);
    expect(normalize.className("short")).toBe("short");
  });

  it("clamps starNum and folds unknown switch values to 0", () => {
    expect([-2, 0, 3, 5, 9].map(normalize.starNum)).toEqual([0, 0, 3, 5, 5]);
    expect([0, 1, 2, 3, -1].map(normalize.isHd)).toEqual([0, 1, 2, 0, 0]);
    expect([0, 1, 2].map(normalize.switch01)).toEqual([0, 1, 0]);
    expect(normalize.seatNum(20)).toBe(12);
  });

  it("a normalised value passes validation", () => {
    const name = normalize.className("课".repeat(80));
    expect(checkParams("addCourseClass", { ...cls, courseId: 1, className: name }).ok).toBe(true);
  });
});
