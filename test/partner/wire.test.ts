import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PartnerClient } from "../../src/partner/index.js";
import { type FakePartner, ok, startFakePartner } from "./helpers/fake-partner.js";

// The spec's own safeKey vector: md5("Mb71234" + "1721095405").
const NOW = 1721095405;
const SECRET = "Mb71234";
const SAFE_KEY = "43e107a023a133e0b39f47f605eb3526";
const BEGIN = NOW + 3600;
const END = BEGIN + 45 * 60;

let server: FakePartner;
let client: PartnerClient;

const entry = { errno: 1, error: "" };

beforeAll(async () => {
  server = await startFakePartner((req) => {
    const action = req.query.get("action");
    if (action === "addCourseClass") return ok({ data: 501, more_data: { live_url: "", live_info: {} } });
    if (action === "getCloudList") return ok({ folder_list: [], file_list: [] });
    if (action === "modifyClassSeatNum") return ok();
    const items = JSON.parse(
      req.form.get("classJson") ??
        req.form.get("studentJson") ??
        req.form.get("studentUidJson") ??
        req.form.get("classList") ??
        req.form.get("commentJson") ??
        "[]",
    ) as unknown[];
    return ok({ data: items.map(() => entry) });
  });
  client = new PartnerClient({ baseUrl: server.baseUrl, sid: "1000082", secret: SECRET, clock: () => NOW });
});

afterAll(async () => {
  await client.close();
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
});

function only() {
  expect(server.requests).toHaveLength(1);
  const req = server.requests[0];
  if (!req) throw new Error("no request");
  expect(req.method).toBe("POST");
  expect(req.headers["content-type"]).toBe("application/x-www-form-urlencoded; charset=UTF-8");
  return req;
}

/** The form as ordered [key, value] pairs, JSON fields parsed. */
function fields(req: { form: URLSearchParams }, jsonKeys: string[] = []) {
  return [...req.form.entries()].map(([k, v]) => [k, jsonKeys.includes(k) ? JSON.parse(v) : v]);
}

const auth = [
  ["SID", "1000082"],
  ["safeKey", SAFE_KEY],
  ["timeStamp", String(NOW)],
];

describe("wire format of each operation", () => {
  it("modifyClassSeatNum posts scalar fields to course.api.php", async () => {
    await client.modifyClassSeatNum({ courseId: 11, classId: "22", seatNum: 6, isHd: 1 });
    const req = only();
    expect(req.path).toBe("/partner/api/course.api.php");
    expect([...req.query.entries()]).toEqual([["action", "modifyClassSeatNum"]]);
    expect(fields(req)).toEqual([
      ...auth,
      ["courseId", "11"],
      ["classId", "22"],
      ["seatNum", "6"],
      ["isHd", "1"],
    ]);
  });

  it("addCourseClass sends the class as scalar form fields, UTF-8 names intact", async () => {
    await client.addCourseClass({
      courseId: 11,
      className: "数学 & English+1",
      beginTime: BEGIN,
      endTime: END,
      teacherUid: "9001",
      teacherName: "王老师",
      seatNum: 6,
      record: 1,
      live: 1,
      replay: 0,
      isHd: 2,
      courseUniqueIdentity: "slack-T1-abc",
      classIntroduce: "第一课",
    });
    const req = only();
    expect(req.query.get("action")).toBe("addCourseClass");
    expect(req.rawBody).toContain(`className=${encodeURIComponent("数学 & English+1")}`);
    expect(fields(req)).toEqual([
      ...auth,
      ["courseId", "11"],
      ["className", "数学 & English+1"],
      ["beginTime", String(BEGIN)],
      ["endTime", String(END)],
      ["teacherUid", "9001"],
      ["teacherName", "王老师"],
      ["seatNum", "6"],
      ["record", "1"],
      ["live", "1"],
      ["replay", "0"],
      ["isHd", "2"],
      ["courseUniqueIdentity", "slack-T1-abc"],
      ["classIntroduce", "第一课"],
    ]);
  });

  it("addCourseClassMultiple sends classJson as JSON text with numeric IDs", async () => {
    const classJson = [
      { className: "Algebra", beginTime: BEGIN, endTime: END, teacherUid: "9001", customColumn: "a-1" },
      {
        className: "几何",
        beginTime: BEGIN,
        endTime: END,
        teacherUid: 9002,
        folderId: "77",
        assistantUid: "9003",
        isAutoOnstage: 1 as const,
        customColumn: "a-2",
      },
    ];
    await client.addCourseClassMultiple({ courseId: "11", classJson });
    const req = only();
    expect(req.query.get("action")).toBe("addCourseClassMultiple");
    expect(fields(req, ["classJson"])).toEqual([
      ...auth,
      ["courseId", "11"],
      [
        "classJson",
        [
          { className: "Algebra", beginTime: BEGIN, endTime: END, teacherUid: "9001", customColumn: "a-1" },
          {
            className: "几何",
            beginTime: BEGIN,
            endTime: END,
            teacherUid: "9002",
            folderId: 77,
            assistantUid: "9003",
            isAutoOnstage: 1,
            customColumn: "a-2",
          },
        ],
      ],
    ]);
  });

  it("addClassStudentMultiple sends identity 1 by default and studentJson as JSON text", async () => {
    await client.addClassStudentMultiple({
      courseId: 11,
      classId: 22,
      isRegister: 1,
      studentJson: [
        { uid: "s1", name: "张伟", customColumn: "U1" },
        { uid: "s2", name: "Ben", password: "p@ss word" },
      ],
    });
    const req = only();
    expect(req.query.get("action")).toBe("addClassStudentMultiple");
    expect(fields(req, ["studentJson"])).toEqual([
      ...auth,
      ["courseId", "11"],
      ["classId", "22"],
      ["identity", "1"],
      ["isRegister", "1"],
      [
        "studentJson",
        [
          { uid: "s1", name: "张伟", customColumn: "U1" },
          { uid: "s2", name: "Ben", password: "p@ss word" },
        ],
      ],
    ]);
  });

  it("delClassStudentMultiple sends studentUidJson as a JSON array of strings", async () => {
    await client.delClassStudentMultiple({ courseId: 11, classId: 22, studentUidJson: ["s1", 1234] });
    const req = only();
    expect(req.query.get("action")).toBe("delClassStudentMultiple");
    expect(fields(req, ["studentUidJson"])).toEqual([
      ...auth,
      ["courseId", "11"],
      ["classId", "22"],
      ["identity", "1"],
      ["studentUidJson", ["s1", "1234"]],
    ]);
  });

  it("getCloudList posts to cloud.api.php, without folderId for the top level", async () => {
    await client.getCloudList();
    await client.getCloudList({ folderId: 345 });
    expect(server.requests.map((r) => [r.path, r.query.get("action"), fields(r)])).toEqual([
      ["/partner/api/cloud.api.php", "getCloudList", auth],
      ["/partner/api/cloud.api.php", "getCloudList", [...auth, ["folderId", "345"]]],
    ]);
  });

  it("addClassLabels sends classList with label ID arrays, an empty one included", async () => {
    await client.addClassLabels({
      courseId: 11,
      classList: [
        { classId: 22, classLabelId: [3, "4"], customColumn: "c22" },
        { classId: 23, classLabelId: [] },
      ],
    });
    const req = only();
    expect(req.query.get("action")).toBe("addClassLabels");
    expect(fields(req, ["classList"])).toEqual([
      ...auth,
      ["courseId", "11"],
      [
        "classList",
        [
          { classId: 22, classLabelId: [3, 4], customColumn: "c22" },
          { classId: 23, classLabelId: [] },
        ],
      ],
    ]);
  });

  it("setClassVideoMultiple sends all three switches per class", async () => {
    await client.setClassVideoMultiple({
      courseId: 11,
      classJson: [{ classId: 22, record: 1, live: 1, replay: 0, customColumn: "v" }],
    });
    const req = only();
    expect(req.query.get("action")).toBe("setClassVideoMultiple");
    expect(fields(req, ["classJson"])).toEqual([
      ...auth,
      ["courseId", "11"],
      ["classJson", [{ classId: 22, record: 1, live: 1, replay: 0, customColumn: "v" }]],
    ]);
  });

  it("updateClassStudentComment sends commentJson with UTF-8 comments", async () => {
    await client.updateClassStudentComment({
      classId: 22,
      commentJson: [
        { studentUid: "s1", starNum: 5, comment: "很好! Great work.", customColumn: "r1" },
        { studentAccount: "0086-13700000000", starNum: 0, comment: "" },
      ],
    });
    const req = only();
    expect(req.query.get("action")).toBe("updateClassStudentComment");
    expect(fields(req, ["commentJson"])).toEqual([
      ...auth,
      ["classId", "22"],
      [
        "commentJson",
        [
          { studentUid: "s1", starNum: 5, comment: "很好! Great work.", customColumn: "r1" },
          { studentAccount: "0086-13700000000", starNum: 0, comment: "" },
        ],
      ],
    ]);
  });

  it("keeps a path prefix of the base URL", async () => {
    const prefixed = new PartnerClient({
      baseUrl: `${server.baseUrl}/school-a/`,
      sid: 1,
      secret: SECRET,
      clock: () => NOW,
    });
    try {
      await prefixed.getCloudList();
    } finally {
      await prefixed.close();
    }
    expect(only().path).toBe("/school-a/partner/api/cloud.api.php");
  });

  it("signs every request with the injected clock's current second", async () => {
    let now = NOW;
    const ticking = new PartnerClient({
      baseUrl: server.baseUrl,
      sid: 1,
      secret: "abcDEF12",
      clock: () => now,
    });
    try {
      now = 1493350659;
      await ticking.getCloudList();
    } finally {
      await ticking.close();
    }
    // Vector from the spec: safeKey("abcDEF12", 1493350659).
    expect(only().form.get("safeKey")).toBe("c5385054b01f12d37ce33480532d081a");
    expect(only().form.get("timeStamp")).toBe("1493350659");
  });
});
