import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkCode } from "../../src/partner/signing.js";
import { NOW, OTHER_SID, type PartnerTestClient, SECRET, SID, startTestSandbox } from "./helpers.js";

describe("control API", () => {
  let c: PartnerTestClient;
  beforeAll(async () => {
    c = await startTestSandbox();
  });
  afterAll(() => c.sandbox.close());
  beforeEach(async () => {
    c.sandbox.setNow(NOW);
    await c.control("DELETE", "/faults");
  });

  it("sets and advances the clock, which partner calls then follow", async () => {
    expect((await c.control("POST", "/clock", { now: NOW + 100 })).json).toEqual({ now: NOW + 100 });
    expect((await c.control("POST", "/clock", { advance: 50 })).json).toEqual({ now: NOW + 150 });
    expect(c.sandbox.now()).toBe(NOW + 150);
    expect((await c.control("POST", "/clock", { later: 1 })).status).toBe(400);
    expect((await c.control("POST", "/clock", "not json")).status).toBe(400);
    // A class starting 100 s after the new now is 120 (lead time) only relative to the sandbox clock.
    c.sandbox.setNow(NOW);
    const classId = await c.createClass({ beginTime: NOW + 120, endTime: NOW + 3720 });
    await c.control("POST", "/clock", { now: NOW + 200 });
    const seats = await c.call("modifyClassSeatNum", { courseId: 9001, classId, seatNum: 2 });
    expect(seats.json.error_info.errno).toBe(140);
  });

  it("deletes classes and dumps a school's state", async () => {
    const classId = await c.createClass({
      courseUniqueIdentity: "ctl-1",
      assistantUid: "T-2",
      classIntroduce: "hi",
    });
    await c.addStudents(classId, ["S-1"]);
    const state = await c.control("GET", `/state?sid=${SID}`);
    const cls = state.json.classes.find((x: { classId: number }) => x.classId === classId);
    expect(Object.keys(cls).sort()).toEqual(
      [
        "classId",
        "courseId",
        "className",
        "beginTime",
        "endTime",
        "teacherUid",
        "assistantUid",
        "folderId",
        "seatNum",
        "isHd",
        "record",
        "live",
        "replay",
        "isAutoOnstage",
        "courseUniqueIdentity",
        "classIntroduce",
        "labels",
        "students",
        "comments",
        "lessonKey",
        "deleted",
      ].sort(),
    );
    expect(cls).toMatchObject({
      courseUniqueIdentity: "ctl-1",
      assistantUid: "T-2",
      students: ["S-1"],
      deleted: false,
    });
    expect((await c.control("POST", `/classes/${classId}/delete`)).json).toEqual({ ok: true });
    const after = await c.control("GET", `/state?sid=${SID}`);
    expect(after.json.classes.find((x: { classId: number }) => x.classId === classId).deleted).toBe(true);
    expect((await c.control("POST", "/classes/999999/delete")).status).toBe(404);
    expect((await c.control("GET", `/state?sid=${OTHER_SID}`)).json).toEqual({ classes: [] });
    expect((await c.control("GET", "/state?sid=nope")).status).toBe(404);
  });

  it("injects an errno into the next matching call only (count defaults to 1)", async () => {
    await c.control("POST", "/faults", { action: "getCloudList", errno: 114 });
    expect((await c.call("getCloudList", {})).json).toEqual({
      error_info: { errno: 114, error: "Server exception" },
    });
    expect((await c.call("getCloudList", {})).json.error_info.errno).toBe(1);
  });

  it("matches actions: a fault for one action leaves the others alone; '*' matches any", async () => {
    await c.control("POST", "/faults", { action: "addCourseClass", errno: 253, count: 2 });
    expect((await c.call("getCloudList", {})).json.error_info.errno).toBe(1);
    await c.control("POST", "/faults", { action: "*", errno: 104 });
    // The addCourseClass fault was added first, so it wins for that action.
    const add = () => c.call("addCourseClass", { courseId: 9001 });
    expect((await add()).json.error_info.errno).toBe(253);
    expect((await add()).json.error_info.errno).toBe(253);
    expect((await c.call("getCloudList", {})).json.error_info.errno).toBe(104);
    expect((await c.call("getCloudList", {})).json.error_info.errno).toBe(1);
  });

  it("keeps a count-0 fault until cleared", async () => {
    await c.control("POST", "/faults", { action: "getCloudList", http: 503, count: 0 });
    for (let i = 0; i < 3; i++) {
      const a = await c.call("getCloudList", {});
      expect(a.status).toBe(503);
      expect(a.json).toBeUndefined();
    }
    expect((await c.control("DELETE", "/faults")).json).toEqual({ ok: true });
    expect((await c.call("getCloudList", {})).status).toBe(200);
  });

  it("answers a malformed body, an errno with an HTTP status, and after a delay", async () => {
    await c.control("POST", "/faults", { action: "getCloudList", malformed: true });
    const bad = await c.call("getCloudList", {});
    expect(bad.status).toBe(200);
    expect(() => JSON.parse(bad.text)).toThrow();
    await c.control("POST", "/faults", { action: "getCloudList", errno: 114, http: 500 });
    const e = await c.call("getCloudList", {});
    expect([e.status, e.json.error_info.errno]).toEqual([500, 114]);
    await c.control("POST", "/faults", { action: "getCloudList", delayMs: 300 });
    const started = Date.now();
    const slow = await c.call("getCloudList", {});
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(slow.json.error_info.errno).toBe(1);
  });

  it("hangs a call without answering while other calls are served", async () => {
    await c.control("POST", "/faults", { action: "addClassLabels", hang: true });
    const controller = new AbortController();
    const hung = fetch(`${c.url}/partner/api/course.api.php?action=addClassLabels`, {
      method: "POST",
      body: new URLSearchParams({ a: "1" }),
      signal: controller.signal,
    });
    let settled = false;
    hung.then(
      () => {
        settled = true;
      },
      () => {
        settled = true;
      },
    );
    expect((await c.call("getCloudList", {})).json.error_info.errno).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(settled).toBe(false);
    controller.abort();
    await expect(hung).rejects.toThrow();
  });

  it("refuses invalid fault specs", async () => {
    expect((await c.control("POST", "/faults", { errno: 1 })).status).toBe(400);
    expect((await c.control("POST", "/faults", { action: "x", http: 42 })).status).toBe(400);
    expect((await c.control("POST", "/faults", { action: "x", bogus: true })).status).toBe(400);
    expect((await c.control("GET", "/nothing")).status).toBe(404);
  });
});

describe("live pages", () => {
  let c: PartnerTestClient;
  let lessonKey: string;
  beforeAll(async () => {
    c = await startTestSandbox();
    const classId = await c.createClass({ className: "Algebra <1>", record: 1 });
    lessonKey = c.classState(classId).lessonKey;
  });
  afterAll(() => c.sandbox.close());

  const get = async (path: string) => {
    const res = await fetch(`${c.url}${path}`);
    return { status: res.status, html: await res.text(), type: res.headers.get("content-type") };
  };

  it("serves the player page for a known lessonKey and 404 otherwise", async () => {
    const page = await get(`/live.php?lessonKey=${lessonKey}`);
    expect(page.status).toBe(200);
    expect(page.type).toContain("text/html");
    expect(page.html).toContain("Algebra &#60;1&#62;");
    expect((await get("/live.php?lessonKey=0000000000000000")).status).toBe(404);
    expect((await get("/live.php")).status).toBe(404);
  });

  it("admits a chat login when checkCode = md5(secret+lessonKey+account+nickname)", async () => {
    const account = "13700000002";
    const nickname = "张伟 & co";
    const code = checkCode(SECRET, lessonKey, account, nickname);
    const q = new URLSearchParams({ lessonKey, account, nickname, checkCode: code });
    const ok = await get(`/live_partner.php?${q}`);
    expect(ok.status).toBe(200);
    expect(ok.html).toContain("chatting as 张伟 &#38; co");
    expect(ok.html).toContain("Algebra &#60;1&#62;");
    for (const wrong of [
      { ...Object.fromEntries(q), checkCode: code.toUpperCase() },
      { ...Object.fromEntries(q), nickname: "someone else" },
      { ...Object.fromEntries(q), checkCode: checkCode("other-secret", lessonKey, account, nickname) },
      { ...Object.fromEntries(q), lessonKey: "0000000000000000" },
    ]) {
      expect((await get(`/live_partner.php?${new URLSearchParams(wrong)}`)).status).toBe(403);
    }
  });
});
