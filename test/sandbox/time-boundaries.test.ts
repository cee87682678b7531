/**
 * The time conditions at their exact seconds, for the operations whose boundaries are not pinned in the
 * per-operation suites: the last second before a freeze or an end is still allowed, the next is not.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NOW, type PartnerTestClient, startTestSandbox } from "./helpers.js";

const BEGIN = NOW + 86_400; // createClass() starts the class tomorrow, for one hour
const END = BEGIN + 3600;
const FREEZE = 20 * 60;

describe("time conditions at their boundaries", () => {
  let c: PartnerTestClient;
  beforeAll(async () => {
    c = await startTestSandbox();
  });
  afterAll(() => c.sandbox.close());
  beforeEach(() => c.sandbox.setNow(NOW));

  const entryErrno = (a: { json: { data: { errno: number }[] } }) => a.json.data[0]?.errno;

  it("setClassVideoMultiple: recording switchable until exactly 20 minutes before start (252 after)", async () => {
    const classId = await c.createClass({ record: 1 });
    const video = (record: number) =>
      c.call("setClassVideoMultiple", {
        courseId: 9001,
        classJson: [{ classId, record, live: 0, replay: 0 }],
      });
    c.sandbox.setNow(BEGIN - FREEZE);
    expect(entryErrno(await video(0))).toBe(1);
    c.sandbox.setNow(BEGIN - FREEZE + 1);
    expect(entryErrno(await video(1))).toBe(252);
    expect(c.classState(classId).record).toBe(0);
  });

  it("modifyClassSeatNum: in session (140) up to the last second, over (145) from endTime", async () => {
    const classId = await c.createClass();
    const seats = async () =>
      (await c.call("modifyClassSeatNum", { courseId: 9001, classId, seatNum: 3 })).json.error_info.errno;
    c.sandbox.setNow(BEGIN - 1);
    expect(await seats()).toBe(348);
    c.sandbox.setNow(END - 1);
    expect(await seats()).toBe(140);
    c.sandbox.setNow(END);
    expect(await seats()).toBe(145);
  });

  it("adding and removing students works until the last second of the class, 145 from endTime", async () => {
    const classId = await c.createClass();
    const add = (uid: string) =>
      c.call("addClassStudentMultiple", {
        courseId: 9001,
        classId,
        identity: 1,
        studentJson: [{ uid, name: uid }],
      });
    const del = (uid: string) =>
      c.call("delClassStudentMultiple", { courseId: 9001, classId, identity: 1, studentUidJson: [uid] });
    c.sandbox.setNow(END - 1);
    expect(entryErrno(await add("S-1"))).toBe(1);
    expect(entryErrno(await add("S-2"))).toBe(1);
    expect(entryErrno(await del("S-2"))).toBe(1);
    c.sandbox.setNow(END);
    expect((await add("S-3")).json.error_info.errno).toBe(145);
    expect((await del("S-1")).json.error_info.errno).toBe(145);
    expect(c.classState(classId).students).toEqual(["S-1"]);
  });
});
