import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NOW, type PartnerTestClient, startTestSandbox } from "./helpers.js";

const DAY = 86_400;
const errnoOf = (a: { json: { error_info: { errno: number } } }) => a.json.error_info.errno;
const errnos = (a: { json: { data: { errno: number }[] } }) => a.json.data.map((d) => d.errno);

describe("modifyClassSeatNum", () => {
  let c: PartnerTestClient;
  beforeAll(async () => {
    c = await startTestSandbox();
  });
  afterAll(() => c.sandbox.close());
  beforeEach(() => c.sandbox.setNow(NOW));

  const seats = (classId: number, fields: Record<string, string | number>, courseId = 9001) =>
    c.call("modifyClassSeatNum", { courseId, classId, ...fields });

  it("changes seats and HD and answers error_info only", async () => {
    const classId = await c.createClass();
    const a = await seats(classId, { seatNum: 1, isHd: 2 });
    expect(a.json).toEqual({ error_info: { errno: 1, error: "Success" } });
    expect(c.classState(classId)).toMatchObject({ seatNum: 1, isHd: 2 });
    await seats(classId, { isHd: 9 });
    expect(c.classState(classId).isHd).toBe(0);
    await seats(classId, { seatNum: 3 });
    expect(c.classState(classId)).toMatchObject({ seatNum: 3, isHd: 0 });
  });

  it("reduces a value above the school maximum (8 here), even above 12, to that maximum", async () => {
    const classId = await c.createClass();
    await seats(classId, { seatNum: 10 });
    expect(c.classState(classId).seatNum).toBe(8);
    expect(errnoOf(await seats(classId, { seatNum: 40 }))).toBe(1);
    expect(c.classState(classId).seatNum).toBe(8);
  });

  it("needs seatNum or isHd, a positive seatNum, and HD only with 1 or 6 seats", async () => {
    const classId = await c.createClass();
    expect(errnoOf(await seats(classId, {}))).toBe(100);
    expect(errnoOf(await seats(classId, { seatNum: 0 }))).toBe(100);
    expect(errnoOf(await seats(classId, { seatNum: 4, isHd: 1 }))).toBe(100);
    await seats(classId, { seatNum: 6, isHd: 1 });
    expect(errnoOf(await seats(classId, { seatNum: 4 }))).toBe(100);
    expect(c.classState(classId)).toMatchObject({ seatNum: 6, isHd: 1 });
  });

  it("is refused within 20 minutes before start (348), in session (140) and over (145)", async () => {
    const classId = await c.createClass();
    c.sandbox.setNow(NOW + DAY - 20 * 60);
    expect(errnoOf(await seats(classId, { seatNum: 2 }))).toBe(1);
    c.sandbox.setNow(NOW + DAY - 20 * 60 + 1);
    expect(errnoOf(await seats(classId, { seatNum: 2 }))).toBe(348);
    c.sandbox.setNow(NOW + DAY);
    expect(errnoOf(await seats(classId, { seatNum: 2 }))).toBe(140);
    c.sandbox.setNow(NOW + DAY + 3600);
    expect(errnoOf(await seats(classId, { seatNum: 2 }))).toBe(145);
  });

  it("maps course and class conditions to 147, 144, 149, 153, 369, 142, 143", async () => {
    const classId = await c.createClass();
    const other = await c.createClass({ courseId: 9002 });
    expect(errnoOf(await seats(classId, { seatNum: 2 }, 4242))).toBe(147);
    expect(errnoOf(await seats(classId, { seatNum: 2 }, 9101))).toBe(144);
    expect(errnoOf(await seats(classId, { seatNum: 2 }, 9003))).toBe(149);
    expect(errnoOf(await seats(classId, { seatNum: 2 }, 9004))).toBe(153);
    expect(errnoOf(await seats(classId, { seatNum: 2 }, 9005))).toBe(369);
    expect(errnoOf(await seats(other, { seatNum: 2 }))).toBe(142);
    expect(errnoOf(await seats(999_999, { seatNum: 2 }))).toBe(143);
    c.sandbox.deleteClass(classId);
    expect(errnoOf(await seats(classId, { seatNum: 2 }))).toBe(143);
  });
});

describe("setClassVideoMultiple", () => {
  let c: PartnerTestClient;
  beforeAll(async () => {
    c = await startTestSandbox();
  });
  afterAll(() => c.sandbox.close());
  beforeEach(() => c.sandbox.setNow(NOW));

  const video = (classJson: unknown[], courseId = 9001) =>
    c.call("setClassVideoMultiple", { courseId, classJson });

  it("switches recording/live/replay per entry and answers more_data by rules (a), (b), (c)", async () => {
    const classId = await c.createClass();
    const a = await video([{ classId, record: 1, live: 0, replay: 0, customColumn: "x" }]);
    const liveUrl = `${c.url}/live.php?lessonKey=${c.classState(classId).lessonKey}`;
    expect(a.json.data).toEqual([
      {
        more_data: { live_url: liveUrl, live_info: { RTMP: "", HLS: "", FLV: "" } },
        customColumn: "x",
        errno: 1,
        error: "Success",
      },
    ]);
    const b = await video([{ classId, record: 1, live: 1, replay: 1 }]);
    const pull = b.json.data[0].more_data.live_info;
    expect(pull.FLV).toMatch(/\.flv$/);
    expect(pull.HLS).toMatch(/\.m3u8$/);
    expect(b.json.data[0]).not.toHaveProperty("customColumn");
    expect(c.classState(classId)).toMatchObject({ record: 1, live: 1, replay: 1 });
    // Live cancelled: the pull addresses stay bound to the class.
    const again = await video([{ classId, record: 1, live: 0, replay: 1 }]);
    expect(again.json.data[0].more_data).toEqual({ live_url: liveUrl, live_info: pull });
    const relive = await video([{ classId, record: 1, live: 1, replay: 1 }]);
    expect(relive.json.data[0].more_data.live_info).toEqual(pull);
    const off = await video([{ classId, record: 0, live: 0, replay: 0 }]);
    expect(off.json.data[0].more_data).toEqual({ live_url: "", live_info: { RTMP: "", HLS: "", FLV: "" } });
  });

  it("refuses live or replay without recording (251) and partial switches (100), per entry", async () => {
    const one = await c.createClass();
    const two = await c.createClass();
    const a = await video([
      { classId: one, record: 0, live: 1, replay: 0 },
      { classId: two, record: 1 },
      { classId: two, record: 1, live: 0, replay: 0 },
      { classId: 999_999, record: 1, live: 0, replay: 0 },
      { record: 1, live: 0, replay: 0 },
    ]);
    expect(errnos(a)).toEqual([251, 100, 1, 143, 100]);
    expect(c.classState(one).record).toBe(0);
    expect(c.classState(two).record).toBe(1);
  });

  it("freezes recording and live from 20 minutes before start (252); replay stays switchable", async () => {
    const classId = await c.createClass({ record: 1 });
    c.sandbox.setNow(NOW + DAY - 10 * 60);
    expect(errnos(await video([{ classId, record: 0, live: 0, replay: 0 }]))).toEqual([252]);
    expect(errnos(await video([{ classId, record: 1, live: 1, replay: 0 }]))).toEqual([252]);
    expect(errnos(await video([{ classId, record: 1, live: 0, replay: 1 }]))).toEqual([1]);
    c.sandbox.setNow(NOW + DAY + 7200); // ended
    expect(errnos(await video([{ classId, record: 0, live: 0, replay: 0 }]))).toEqual([252]);
    expect(errnos(await video([{ classId, record: 1, live: 0, replay: 0 }]))).toEqual([1]);
    expect(c.classState(classId)).toMatchObject({ record: 1, live: 0, replay: 0 });
  });

  it("maps course and class conditions (155, 144, 149, 369, 142, 212)", async () => {
    const classId = await c.createClass();
    const other = await c.createClass({ courseId: 9002 });
    const e = { classId, record: 1, live: 0, replay: 0 };
    expect(errnoOf(await video([]))).toBe(155);
    expect(errnoOf(await video([e], 4242))).toBe(144);
    expect(errnoOf(await video([e], 9101))).toBe(144);
    expect(errnoOf(await video([e], 9003))).toBe(149);
    expect(errnoOf(await video([e], 9005))).toBe(369);
    expect(errnos(await video([{ ...e, classId: other }]))).toEqual([142]);
    c.sandbox.deleteClass(classId);
    expect(errnos(await video([e]))).toEqual([212]);
  });
});

describe("addClassLabels", () => {
  let c: PartnerTestClient;
  beforeAll(async () => {
    c = await startTestSandbox();
  });
  afterAll(() => c.sandbox.close());

  const labels = (classList: unknown[], courseId = 9001) => c.call("addClassLabels", { courseId, classList });

  it("adds, replaces and removes labels; echoes classId and customColumn", async () => {
    const classId = await c.createClass();
    const a = await labels([{ classId, classLabelId: [101, 102], customColumn: "c" }]);
    expect(a.json.data).toEqual([{ classId, customColumn: "c", errno: 1, error: "Success" }]);
    expect(c.classState(classId).labels).toEqual([101, 102]);
    await labels([{ classId, classLabelId: [103, 102, 103] }]);
    expect(c.classState(classId).labels).toEqual([103, 102]);
    await labels([{ classId }]);
    expect(c.classState(classId).labels).toEqual([103, 102]);
    await labels([{ classId, classLabelId: [] }]);
    expect(c.classState(classId).labels).toEqual([]);
  });

  it("refuses unknown (358), foreign (359) and too many (357) labels without touching the class", async () => {
    const classId = await c.createClass();
    await labels([{ classId, classLabelId: [101] }]);
    const a = await labels([
      { classId, classLabelId: [102, 999] },
      { classId, classLabelId: [102, 201] },
      { classId, classLabelId: [101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111] },
      { classId, classLabelId: "101" },
    ]);
    expect(errnos(a)).toEqual([358, 359, 357, 100]);
    expect(c.classState(classId).labels).toEqual([101]);
    expect(
      errnos(await labels([{ classId, classLabelId: [101, 102, 103, 104, 105, 106, 107, 108, 109, 110] }])),
    ).toEqual([1]);
  });

  it("maps class and course conditions (143, 142, 212, 155, 147, 144, 149, 369)", async () => {
    const classId = await c.createClass();
    const other = await c.createClass({ courseId: 9002 });
    const dead = await c.createClass();
    c.sandbox.deleteClass(dead);
    const a = await labels([
      { classId: 999_999, classLabelId: [] },
      { classId: other, classLabelId: [] },
      { classId: dead, classLabelId: [] },
      { classId, classLabelId: [101] },
    ]);
    expect(errnos(a)).toEqual([143, 142, 212, 1]);
    expect(a.json.data[0].classId).toBe(999_999);
    expect(errnoOf(await labels([]))).toBe(155);
    expect(errnoOf(await labels([{ classId }], 4242))).toBe(147);
    expect(errnoOf(await labels([{ classId }], 9101))).toBe(144);
    expect(errnoOf(await labels([{ classId }], 9003))).toBe(149);
    expect(errnoOf(await labels([{ classId }], 9005))).toBe(369);
  });
});
