import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  BARE_SECRET,
  BARE_SID,
  classFields,
  NOW,
  type PartnerTestClient,
  SID,
  startTestSandbox,
} from "./helpers.js";

const DAY = 86_400;
const errnoOf = (a: { json: { error_info: { errno: number } } }) => a.json.error_info.errno;

describe("addCourseClass", () => {
  let c: PartnerTestClient;
  beforeAll(async () => {
    c = await startTestSandbox();
  });
  afterAll(() => c.sandbox.close());
  beforeEach(() => c.sandbox.setNow(NOW));

  const add = (overrides: Record<string, string | number> = {}) =>
    c.call("addCourseClass", classFields(NOW, overrides));

  it("creates a class with the documented defaults and answers its id and more_data", async () => {
    const a = await add({ teacherName: "Ada" });
    expect(a.json.error_info).toEqual({ errno: 1, error: "Success" });
    expect(typeof a.json.data).toBe("number");
    expect(a.json.more_data).toEqual({ live_url: "", live_info: { RTMP: "", HLS: "", FLV: "" } });
    const s = c.classState(a.json.data);
    expect(s).toMatchObject({
      courseId: 9001,
      className: "Algebra 1",
      beginTime: NOW + DAY,
      endTime: NOW + DAY + 3600,
      teacherUid: "T-1",
      assistantUid: "",
      folderId: "101", // the course's folder
      seatNum: 6,
      isHd: 0,
      record: 0,
      live: 0,
      replay: 0,
      isAutoOnstage: 0,
      classIntroduce: "",
      labels: [],
      students: [],
      deleted: false,
    });
    expect(s.lessonKey).toMatch(/^[0-9a-f]{16}$/);
  });

  it("defaults the folder to the school's top level when the course has none", async () => {
    const a = await add({ courseId: 9002 });
    expect(c.classState(a.json.data).folderId).toBe("100");
    const zero = await add({ courseId: 9002, folderId: 0 });
    expect(c.classState(zero.json.data).folderId).toBe("100");
  });

  it("answers 160 when the school has no cloud disk or the folder is not the school's", async () => {
    const bare = await c.call("addCourseClass", classFields(NOW, { courseId: 9201 }), {
      sid: BARE_SID,
      secret: BARE_SECRET,
    });
    expect(errnoOf(bare)).toBe(160);
    expect(errnoOf(await add({ folderId: 201 }))).toBe(160);
    expect(errnoOf(await add({ folderId: 999 }))).toBe(160);
    const ok = await add({ folderId: 102 });
    expect(c.classState(ok.json.data).folderId).toBe("102");
  });

  it("cuts className (by characters) and classIntroduce, and codes switches", async () => {
    const name = "数".repeat(60);
    const a = await add({
      className: name,
      classIntroduce: "x".repeat(1200),
      record: 7,
      isAutoOnstage: 1,
      isHd: 5,
    });
    const s = c.classState(a.json.data);
    expect(s.className).toBe("数".repeat(50));
    expect(s.classIntroduce).toHaveLength(1000);
    expect(s.record).toBe(0); // any non-1 number is 0
    expect(s.isAutoOnstage).toBe(1);
    expect(s.isHd).toBe(0);
  });

  it("applies more_data rules (a) recorded, (b) recorded and live, (c) not recorded", async () => {
    const a = await add({ record: 1 });
    expect(a.json.more_data.live_url).toBe(
      `${c.url}/live.php?lessonKey=${c.classState(a.json.data).lessonKey}`,
    );
    expect(a.json.more_data.live_info).toEqual({ RTMP: "", HLS: "", FLV: "" });
    const b = await add({ record: 1, live: 1, replay: 1 });
    expect(b.json.more_data.live_url).toMatch(/\/live\.php\?lessonKey=[0-9a-f]{16}$/);
    for (const k of ["RTMP", "HLS", "FLV"]) expect(b.json.more_data.live_info[k]).not.toBe("");
    expect(b.json.more_data.live_info.RTMP).toMatch(/^rtmp:\/\//);
    const other = await add({ record: 1, live: 1 });
    expect(other.json.more_data.live_info.RTMP).not.toBe(b.json.more_data.live_info.RTMP);
  });

  it("creates the class but answers 280 when live or replay is asked without recording", async () => {
    const a = await add({ live: 1 });
    expect(errnoOf(a)).toBe(280);
    expect(a.json.data).toBeGreaterThan(0);
    expect(c.classState(a.json.data)).toMatchObject({ record: 0, live: 0, replay: 0 });
    expect(a.json.more_data.live_url).toBe("");
  });

  it("reduces seatNum to the school maximum, refuses above 12 (259) and checks HD seats", async () => {
    expect(c.classState((await add({ seatNum: 10 })).json.data).seatNum).toBe(8);
    expect(errnoOf(await add({ seatNum: 13 }))).toBe(259);
    expect(errnoOf(await add({ seatNum: 0 }))).toBe(100);
    expect(errnoOf(await add({ seatNum: 4, isHd: 1 }))).toBe(100);
    expect(c.classState((await add({ seatNum: 1, isHd: 2 })).json.data).isHd).toBe(2);
    expect(c.classState((await add({ seatNum: 6, isHd: 1 })).json.data).isHd).toBe(1);
  });

  it("enforces the time rules 119, 120, 268 and 165", async () => {
    expect(errnoOf(await add({ beginTime: NOW + DAY, endTime: NOW + DAY }))).toBe(119);
    expect(errnoOf(await add({ beginTime: NOW + DAY, endTime: NOW + DAY - 60 }))).toBe(119);
    expect(errnoOf(await add({ beginTime: NOW + 59, endTime: NOW + 59 + 3600 }))).toBe(120);
    expect(errnoOf(await add({ beginTime: NOW + 60, endTime: NOW + 60 + 3600 }))).toBe(1);
    const threeYears = 3 * 365 * DAY;
    expect(errnoOf(await add({ beginTime: NOW + threeYears + 1, endTime: NOW + threeYears + 3601 }))).toBe(
      268,
    );
    expect(errnoOf(await add({ beginTime: NOW + threeYears, endTime: NOW + threeYears + 3600 }))).toBe(1);
    expect(errnoOf(await add({ endTime: NOW + DAY + 899 }))).toBe(165);
    expect(errnoOf(await add({ endTime: NOW + DAY + 900 }))).toBe(1);
    expect(errnoOf(await add({ endTime: NOW + 2 * DAY }))).toBe(1);
    expect(errnoOf(await add({ endTime: NOW + 2 * DAY + 1 }))).toBe(165);
  });

  it("refuses deleted (149), expired (153), open-class (369), unknown (147) and foreign (144) courses", async () => {
    expect(errnoOf(await add({ courseId: 9003 }))).toBe(149);
    expect(errnoOf(await add({ courseId: 9004 }))).toBe(153);
    expect(errnoOf(await add({ courseId: 9005 }))).toBe(369);
    expect(errnoOf(await add({ courseId: 4242 }))).toBe(147);
    expect(errnoOf(await add({ courseId: 9101 }))).toBe(144);
  });

  it("checks the teacher: not a teacher 136, suspended 387, out of use 800, auditor 173, student 172", async () => {
    expect(errnoOf(await add({ teacherUid: "nobody" }))).toBe(136);
    expect(errnoOf(await add({ teacherUid: "T-3" }))).toBe(387);
    expect(errnoOf(await add({ teacherUid: "T-4" }))).toBe(800);
    expect(errnoOf(await add({ teacherUid: "A-1" }))).toBe(173);
    const classId = await c.createClass();
    expect((await c.addStudents(classId, ["S-6"])).json.data[0].errno).toBe(1);
    expect(errnoOf(await add({ teacherUid: "S-6" }))).toBe(172);
    // Only the course's students count: in another course S-6 is just "not a teacher".
    expect(errnoOf(await add({ courseId: 9002, teacherUid: "S-6" }))).toBe(136);
  });

  it("checks the assistant: 318, 319, 320, 322, 330, 388, 804", async () => {
    expect(errnoOf(await add({ assistantUid: "nobody" }))).toBe(318);
    expect(errnoOf(await add({ assistantUid: "A-1" }))).toBe(320);
    expect(errnoOf(await add({ assistantUid: "T-1" }))).toBe(322);
    expect(errnoOf(await add({ assistantUid: "has space" }))).toBe(330);
    expect(errnoOf(await add({ assistantUid: "T-3" }))).toBe(388);
    expect(errnoOf(await add({ assistantUid: "T-4" }))).toBe(804);
    const classId = await c.createClass();
    await c.addStudents(classId, ["S-5"]);
    expect(errnoOf(await add({ assistantUid: "S-5" }))).toBe(319);
    const ok = await add({ assistantUid: "T-2" });
    expect(c.classState(ok.json.data).assistantUid).toBe("T-2");
  });

  it("answers 100 for missing or malformed fields, naming the field in X-Sandbox-Detail", async () => {
    for (const field of ["courseId", "className", "beginTime", "endTime", "teacherUid"]) {
      const fields = classFields(NOW);
      delete fields[field];
      const a = await c.call("addCourseClass", fields);
      expect(errnoOf(a)).toBe(100);
      expect(a.json.error_info.error).toBe("Parameters missing or invalid");
      expect(a.detail).toContain(field);
    }
    expect(errnoOf(await add({ beginTime: "tomorrow" }))).toBe(100);
    expect(errnoOf(await add({ courseId: "abc" }))).toBe(100);
    expect(errnoOf(await add({ courseUniqueIdentity: "x".repeat(33) }))).toBe(100);
  });

  it("returns the earlier class for an existing courseUniqueIdentity instead of creating one", async () => {
    const first = await add({ courseUniqueIdentity: "uid-42", record: 1 });
    const before = c.sandbox.state(SID).classes.length;
    // Even with other values (and a start that would now be refused) the earlier class comes back.
    const again = await add({ courseUniqueIdentity: "uid-42", className: "Other", beginTime: NOW + 10 });
    expect(errnoOf(again)).toBe(1);
    expect(again.json.data).toBe(first.json.data);
    expect(again.json.more_data).toEqual(first.json.more_data);
    expect(c.sandbox.state(SID).classes.length).toBe(before);
    // The identity is school-wide: the same identity in another course returns the same class.
    expect((await add({ courseUniqueIdentity: "uid-42", courseId: 9002 })).json.data).toBe(first.json.data);
  });

  it("answers 398 when the identity belongs to a deleted class", async () => {
    const first = await add({ courseUniqueIdentity: "gone-1" });
    c.sandbox.deleteClass(first.json.data);
    expect(errnoOf(await add({ courseUniqueIdentity: "gone-1" }))).toBe(398);
  });
});

describe("addCourseClassMultiple", () => {
  let c: PartnerTestClient;
  beforeAll(async () => {
    c = await startTestSandbox();
  });
  afterAll(() => c.sandbox.close());

  const entry = (overrides: Record<string, unknown> = {}) => {
    const { courseId: _, ...rest } = classFields(NOW, overrides as Record<string, string>);
    return rest;
  };

  it("answers one entry per class, in order, and a bad entry never spoils the others", async () => {
    const a = await c.call("addCourseClassMultiple", {
      courseId: 9001,
      classJson: [
        entry({ className: "One", customColumn: "row-1", record: 1, live: 1 }),
        entry({ className: "Two", teacherUid: "T-3", customColumn: 7 }),
        "not an object",
        entry({ className: "Three", customColumn: "" }),
        entry({ className: "Four", customColumn: "c".repeat(60), live: 1 }),
      ],
    });
    expect(a.json.error_info).toEqual({ errno: 1, error: "Success" });
    const [one, two, three, four, five] = a.json.data;
    expect(one).toMatchObject({ className: "One", customColumn: "row-1", errno: 1, error: "Success" });
    expect(one.more_data.live_info.HLS).not.toBe("");
    expect(two).toEqual({ className: "Two", customColumn: "7", errno: 387, error: "Teacher is suspended" });
    expect(three).toEqual({ errno: 400, error: "Request data not valid" });
    expect(four).toMatchObject({ className: "Three", errno: 1 });
    expect(four).not.toHaveProperty("customColumn");
    expect(five).toMatchObject({ className: "Four", customColumn: "c".repeat(50), errno: 280 });
    const ids = [one.data, four.data, five.data];
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(c.classState(id).courseId).toBe(9001);
  });

  it("gives 133 to a repeated identity inside one classJson and the earlier class to a known one", async () => {
    const first = await c.call("addCourseClassMultiple", {
      courseId: 9001,
      classJson: [entry({ courseUniqueIdentity: "week-1" })],
    });
    const a = await c.call("addCourseClassMultiple", {
      courseId: 9001,
      classJson: [
        entry({ courseUniqueIdentity: "week-2" }),
        entry({ courseUniqueIdentity: "week-2" }),
        entry({ courseUniqueIdentity: "week-1" }),
      ],
    });
    expect(a.json.data.map((d: { errno: number }) => d.errno)).toEqual([1, 133, 1]);
    expect(a.json.data[2].data).toBe(first.json.data[0].data);
  });

  it("answers 155 for an empty classJson and 100 for invalid JSON", async () => {
    expect(errnoOf(await c.call("addCourseClassMultiple", { courseId: 9001, classJson: [] }))).toBe(155);
    expect(errnoOf(await c.call("addCourseClassMultiple", { courseId: 9001, classJson: "[{" }))).toBe(100);
    expect(errnoOf(await c.call("addCourseClassMultiple", { courseId: 9001, classJson: '{"a":1}' }))).toBe(
      100,
    );
    expect(errnoOf(await c.call("addCourseClassMultiple", { courseId: 9001 }))).toBe(100);
  });

  it("refuses the whole request for course conditions", async () => {
    const call = (courseId: number) =>
      c.call("addCourseClassMultiple", { courseId, classJson: [entry()] }).then(errnoOf);
    expect(await call(9003)).toBe(149);
    expect(await call(9004)).toBe(153);
    expect(await call(9005)).toBe(369);
    expect(await call(4242)).toBe(147);
    expect(await call(9101)).toBe(144);
  });

  it("accepts \\uXXXX-escaped and raw UTF-8 JSON alike", async () => {
    const escaped = `[${JSON.stringify(entry({ className: "PLACEHOLDER" })).replace("PLACEHOLDER", "\\u4ee3\\u6570 \\u00e9")}]`;
    const a = await c.call("addCourseClassMultiple", { courseId: 9001, classJson: escaped });
    expect(a.json.data[0]).toMatchObject({ className: "代数 é", errno: 1 });
    const b = await c.call("addCourseClassMultiple", {
      courseId: 9001,
      classJson: [entry({ className: "代数 é" })],
    });
    expect(b.json.data[0].className).toBe("代数 é");
  });
});
