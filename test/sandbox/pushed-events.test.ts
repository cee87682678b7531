/**
 * The sandbox plays the service's side of data subscription (issue 32 §4): a small local receiver stands
 * in for the app and sees exactly what the vendor would send.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { safeKey } from "../../src/partner/signing.js";
import { SandboxControl } from "../../src/sandbox/index.js";
import { until } from "../support/until.js";
import { NOW, type PartnerTestClient, SECRET, SID, startTestSandbox } from "./helpers.js";

const SUCCESS = '{"error_info":{"errno":1,"error":"程序正常执行"}}';
const FAILURE = '{"error_info":{"errno":0,"error":"busy"}}';

interface Received {
  // biome-ignore lint/suspicious/noExplicitAny: messages are checked field by field
  body: any;
  headers: IncomingHttpHeaders;
}

/** The app's stand-in: records every message and answers with `answer(message)`. */
class Receiver {
  readonly got: Received[] = [];
  answer: (body: { Cmd: unknown }) => string = () => SUCCESS;
  private server: Server | undefined;
  url = "";

  async start(): Promise<void> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        this.got.push({ body, headers: req.headers });
        res.writeHead(200, { "content-type": "application/json" });
        res.end(this.answer(body));
      });
    });
    this.server = server;
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/events/abc`;
  }

  cmds(): unknown[] {
    return this.got.map((g) => g.body.Cmd);
  }

  close(): Promise<void> {
    return new Promise((r) => this.server?.close(() => r()));
  }
}

describe("pushed events", () => {
  let c: PartnerTestClient;
  let control: SandboxControl;
  let receiver: Receiver;

  beforeAll(async () => {
    c = await startTestSandbox();
    control = new SandboxControl(c.url);
  });
  afterAll(() => c.sandbox.close());
  beforeEach(async () => {
    c.sandbox.setNow(NOW);
    receiver = new Receiver();
    await receiver.start();
    return () => receiver.close();
  });

  /** Subscribed and past the registration test, with deliveries only when the test asks. */
  async function subscribed(cmds?: string[]): Promise<void> {
    await control.subscribe({ sid: SID, url: receiver.url, auto: false, ...(cmds ? { cmds } : {}) });
    await control.deliverNow(SID);
    receiver.got.length = 0;
  }

  /** A class starting an hour from the sandbox's now, with an assistant and three students; its id. */
  async function classWithStudents(): Promise<number> {
    const now = c.sandbox.now();
    const classId = await c.createClass({
      beginTime: now + 3600,
      endTime: now + 7200,
      assistantUid: "T-2",
    });
    await c.addStudents(classId, ["S-1", "S-2", "S-3"]);
    return classId;
  }

  it("sends the signed Test first and nothing else until it is answered with success", async () => {
    receiver.answer = () => FAILURE;
    await control.subscribe({ sid: SID, url: receiver.url, auto: false });
    await control.deliverNow(SID);
    const test = receiver.got[0];
    expect(Object.keys(test?.body ?? {})).toEqual(["SID", "Cmd", "Msg", "SafeKey", "TimeStamp"]);
    expect(test?.body).toMatchObject({
      SID: Number(SID),
      Cmd: "Test",
      Msg: "Register test.",
      TimeStamp: NOW,
    });
    expect(test?.body.SafeKey).toBe(safeKey(SECRET, test?.body.TimeStamp));
    expect(test?.headers["content-type"]).toBe("application/json");
    expect(test?.headers.origin).toBe("http://www.eeo.cn");

    // Not yet active: a class created now is not announced, and nothing but Test is re-sent.
    await c.createClass();
    await control.deliverNow(SID);
    expect(receiver.cmds()).toEqual(["Test", "Test"]);
    expect((await control.pushes(SID)).active).toBe(false);

    receiver.answer = () => SUCCESS;
    c.sandbox.advance(10);
    await control.deliverNow(SID);
    expect(receiver.cmds()).toEqual(["Test", "Test", "Test"]);
    expect(receiver.got[2]?.body.SafeKey).toBe(safeKey(SECRET, NOW + 10));
    expect((await control.pushes(SID)).active).toBe(true);

    // Only events after activation (no backfill): the next class is the first event.
    const classId = await c.createClass();
    await control.deliverNow(SID);
    expect(receiver.got[3]?.body).toMatchObject({
      Cmd: "eeoClassInfoChange",
      ClassID: classId,
      CourseId: 9001,
      opType: 1,
      opData: {
        className: "Algebra 1",
        seatNum: 6,
        teacherInfo: { uid: "T-1", name: "Ada" },
        classStatus: 1,
      },
    });
  });

  it("re-sends every retryMs until the exact success answer, holding every later message back", async () => {
    const answers = ["not json", '{"errno":1}', FAILURE];
    receiver.answer = () => answers.shift() ?? SUCCESS;
    await control.subscribe({ sid: SID, url: receiver.url, retryMs: 30 });
    await until("the subscription takes effect", async () => (await control.pushes(SID)).active);
    expect(receiver.cmds()).toEqual(["Test", "Test", "Test", "Test"]);
    expect((await control.pushes(SID)).attempts.map((a) => a.error)).toEqual([
      "not JSON",
      "errno missing",
      "errno 0",
      undefined,
    ]);

    // A failing message: the same _id again and again, and the next one only after it succeeded.
    receiver.got.length = 0;
    let failures = 3;
    receiver.answer = (b) => (b.Cmd === "eeoClassInfoChange" && failures-- > 0 ? FAILURE : SUCCESS);
    const third = await c.createClass();
    await c.createClass();
    await until("both adds delivered", () => receiver.got.length === 5);
    const ids = receiver.got.map((g) => g.body._id);
    expect(receiver.got.map((g) => g.body.ClassID)).toEqual([third, third, third, third, third + 1]);
    expect(new Set(ids.slice(0, 4)).size).toBe(1);
    expect(ids[4]).not.toBe(ids[0]);

    const log = await control.pushes(SID);
    const last = log.attempts.slice(-5);
    expect(last.map((a) => [a.cmd, a.ok, a.status])).toEqual([
      ["eeoClassInfoChange", false, 200],
      ["eeoClassInfoChange", false, 200],
      ["eeoClassInfoChange", false, 200],
      ["eeoClassInfoChange", true, 200],
      ["eeoClassInfoChange", true, 200],
    ]);
    expect(last[0]).toMatchObject({ id: ids[0], at: NOW, error: "errno 0" });
    expect(log.pending).toEqual([]);
  });

  it("logs attempts that got no answer and keeps the message", async () => {
    await control.subscribe({ sid: SID, url: "http://127.0.0.1:1/nowhere", auto: false });
    const report = await control.deliverNow(SID);
    expect(report).toEqual({ delivered: 0, pending: 1, active: false });
    const log = await control.pushes(SID);
    expect(log.attempts.at(-1)).toMatchObject({ cmd: "Test", status: 0, ok: false });
    expect(log.pending.map((p) => p.cmd)).toEqual(["Test"]);
  });

  it("plays a scripted session: enter, leave, second device, late student, hands, help, End", async () => {
    const classId = await classWithStudents();
    await subscribed(["67371107", "67371111", "67375105", "HelpInfo", "End"]);
    const start = NOW + 3600;
    await control.playSession(classId, {
      steps: [
        { type: "enter", uid: "T-1", at: start - 300, device: 0 },
        { type: "enter", uid: "S-1", at: start - 60, device: 4 },
        { type: "enter", uid: "S-1", at: start + 600, device: 0, clientId: 1 },
        { type: "leave", uid: "S-1", at: start + 900, clientId: 1 },
        { type: "enter", uid: "S-2", at: start + 480, device: 14 },
        { type: "handsUp", uid: "S-2", at: start + 600 },
        { type: "award", uid: "S-1", at: start + 700, times: 2 },
        { type: "help", uid: "S-2", at: start + 800, message: "I can't hear <you>" },
        { type: "leave", uid: "S-2", at: start + 1800, reason: 6 },
        { type: "close", at: start + 3000 },
      ],
    });
    await control.deliverNow(SID);
    expect(receiver.got).toEqual([]);

    c.sandbox.setNow(start + 3000);
    await control.deliverNow(SID);
    const enters = receiver.got.filter((g) => g.body.Cmd === 67371107).map((g) => g.body);
    expect(enters.map((e) => [e.UID, e.Identity, e.Device, e.ClientID, e.ActionTime])).toEqual([
      ["T-1", 3, 0, 0, start - 300],
      ["S-1", 1, 4, 0, start - 60],
      ["S-2", 1, 14, 0, start + 480],
      ["S-1", 1, 0, 1, start + 600],
    ]);
    expect(enters[1]).toMatchObject({
      SID: Number(SID),
      CourseID: 9001,
      ClassID: classId,
      StartTime: start,
      CloseTime: start + 3600 + 1200,
      NickName: "Ben",
      LoginMobile: "13700000001",
    });
    const hands = receiver.got.filter((g) => g.body.Cmd === 67375105).map((g) => g.body);
    expect(hands.map((h) => [h.Color, h.Handsup, h.Times])).toEqual([
      ["hands up S-2", true, undefined],
      ["award S-1", undefined, 2],
    ]);
    const help = receiver.got.find((g) => g.body.Cmd === "HelpInfo")?.body;
    expect(help?.Data).toEqual({ UID: "S-2", Message: "I can't hear <you>", UserList: ["T-1", "T-2"] });
    const leaves = receiver.got.filter((g) => g.body.Cmd === 67371111).map((g) => g.body);
    expect(leaves.map((l) => [l.UID, l.ClientID, l.Reason, l.ActionTime])).toEqual([
      ["S-1", 1, 1, start + 900],
      ["S-2", 0, 6, start + 1800],
      ["T-1", 0, 2, start + 3000],
      ["S-1", 0, 2, start + 3000],
    ]);
    // End comes 10 minutes after the early close, not before.
    expect(receiver.cmds()).not.toContain("End");
    c.sandbox.advance(600);
    await control.deliverNow(SID);
    const end = receiver.got.at(-1)?.body;
    expect(end).toMatchObject({
      Cmd: "End",
      ClassID: classId,
      StartTime: start,
      CloseTime: start + 4800,
      RealCloseTime: start + 3000,
      ActionTime: start + 3600,
    });
    expect(end.SafeKey).toBe(safeKey(SECRET, end.TimeStamp));
    expect(Object.keys(end.Data.inoutEnd).sort()).toEqual(["S-1", "S-2", "T-1"]);
    expect(end.Data.inoutEnd["S-1"]).toEqual({
      Identity: 1,
      Total: 3060,
      Details: [
        { Type: "In", Time: start - 60, Device: 4 },
        { Type: "Out", Time: start + 3000 },
      ],
      Deputies: [
        {
          ClientID: 1,
          Total: 300,
          Details: [
            { Type: "In", Time: start + 600, Device: 0 },
            { Type: "Out", Time: start + 900 },
          ],
        },
      ],
    });
    expect(end.Data.inoutEnd["S-2"]).toMatchObject({ Identity: 1, Total: 1320 });
    expect(end.Data.handsupEnd).toEqual({ "S-2": { CTime: 1, Total: 1 } });
    expect(end.Data.awardEnd).toEqual({ "S-1": { Total: 2 } });
  });

  it("plays the defaults from the clock; End at the latest when the overtime ends; none when nobody entered", async () => {
    const classId = await classWithStudents();
    const empty = await classWithStudents();
    await subscribed(["End"]);
    const start = NOW + 3600;
    await control.playSession(classId, { defaults: { absent: ["S-3"], late: { "S-2": 420 } } });
    await control.playSession(empty, { steps: [{ type: "close", at: start + 3600 }] });
    c.sandbox.setNow(start + 3600 + 1200);
    await control.deliverNow(SID);
    expect(receiver.got.map((g) => g.body.ClassID)).toEqual([classId]);
    const end = receiver.got[0]?.body;
    expect(end.ActionTime).toBe(start + 3600 + 600);
    expect(end.RealCloseTime).toBe(start + 3600);
    expect(Object.keys(end.Data.inoutEnd).sort()).toEqual(["S-1", "S-2", "T-1", "T-2"]);
    expect(end.Data.inoutEnd["T-2"].Identity).toBe(4);
    expect(end.Data.inoutEnd["S-2"].Details[0].Time).toBe(start + 420);

    // Nobody closes: the class ends with the overtime, End then, without RealCloseTime.
    const open = await classWithStudents();
    const openStart = c.classState(open).beginTime;
    await control.playSession(open, { steps: [{ type: "enter", uid: "S-1", at: openStart }] });
    c.sandbox.setNow(openStart + 3600 + 1200);
    await control.deliverNow(SID);
    const late = receiver.got.at(-1)?.body;
    expect(late).toMatchObject({ Cmd: "End", ClassID: open, ActionTime: openStart + 4800 });
    expect(late).not.toHaveProperty("RealCloseTime");
  });

  it("sends ClassLen and Record in the contract's shapes; a later End follows the extension", async () => {
    const classId = await classWithStudents();
    await subscribed(["ClassLen", "Record", "End"]);
    const start = NOW + 3600;
    await control.playSession(classId, {
      steps: [
        { type: "enter", uid: "T-1", at: start },
        { type: "record", at: start + 1800, vst: start, size: 1000 },
        { type: "extend", at: start + 3300, minutes: 10 },
      ],
    });
    c.sandbox.setNow(start + 3300);
    await control.deliverNow(SID);
    const [record, len] = receiver.got.map((g) => g.body);
    expect(record).toMatchObject({
      Cmd: "Record",
      ClassID: classId,
      VST: start,
      VET: start + 1800,
      Duration: 1800,
      Size: 1000,
      CIDExt: "ClassRoom",
    });
    expect(record.VUrl).toBe(`${c.url}/records/${record.FileId}.mp4`);
    expect(typeof record.FileId).toBe("string");
    expect(Object.keys(len).sort()).toEqual(
      [
        "SID",
        "CourseID",
        "Cmd",
        "StartTime",
        "PrelectTimeLength",
        "CloseClassDelay",
        "ActionTime",
        "_id",
        "SafeKey",
        "TimeStamp",
      ].sort(),
    );
    expect(len).toMatchObject({
      Cmd: "ClassLen",
      StartTime: start,
      PrelectTimeLength: 4200,
      CloseClassDelay: 1200,
    });
    c.sandbox.setNow(start + 4200 + 1200);
    await control.deliverNow(SID);
    expect(receiver.got.at(-1)?.body).toMatchObject({
      Cmd: "End",
      CloseTime: start + 5400,
      ActionTime: start + 5400,
    });
  });

  it("announces seat changes and deletes as eeoClassInfoChange with only what changed", async () => {
    const classId = await c.createClass();
    await subscribed(["eeoClassInfoChange"]);
    await c.call("modifyClassSeatNum", { courseId: 9001, classId, seatNum: 3 });
    await c.call("modifyClassSeatNum", { courseId: 9001, classId, seatNum: 3 });
    await control.deleteClass(classId);
    await control.deliverNow(SID);
    expect(receiver.got.map((g) => [g.body.opType, g.body.opData])).toEqual([
      [3, { seatNum: 3 }],
      [2, { classStatus: 4 }],
    ]);
  });

  it("refuses subscriptions and scripts that make no sense, naming the problem", async () => {
    await expect(control.subscribe({ sid: "nope", url: receiver.url })).rejects.toThrow(/404/);
    await expect(control.subscribe({ sid: SID, url: "ftp://x" })).rejects.toThrow(/400/);
    await expect(control.playSession(999_999, { steps: [{ type: "close" }] })).rejects.toThrow(/404/);
    await expect(
      // biome-ignore lint/suspicious/noExplicitAny: a wrong step on purpose
      control.playSession(1, { steps: [{ type: "dance" } as any] }),
    ).rejects.toThrow(/400/);
  });
});
