import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { describe, expect, it, onTestFinished } from "vitest";
import {
  type CallInfo,
  PartnerClient,
  type PartnerClientOptions,
  PartnerError,
  PartnerHttpError,
  PartnerTransportError,
} from "../../src/partner/index.js";
import { clientOverFakePartner, FAST_RETRY, fail, type Handler, ok } from "./helpers/fake-partner.js";

const NOW = 1_800_000_000;
const BEGIN = NOW + 3600;
const cls = { className: "Algebra", beginTime: BEGIN, endTime: BEGIN + 2700, teacherUid: "t1" };

function setup(handler: Handler, options: Partial<PartnerClientOptions> = {}) {
  return clientOverFakePartner(handler, NOW, options);
}

/** Answers `first` for the first n requests, then `then`. */
const failing =
  (n: number, first: ReturnType<Handler>, then: ReturnType<Handler> = ok()): Handler =>
  (_req, i) =>
    i < n ? first : then;

describe("retries transient failures, bounded", () => {
  it.each([
    ["HTTP 502", { status: 502, body: "<html>bad gateway</html>" }],
    ["HTTP 500", { status: 500, body: "" }],
    ["errno 104", fail(104)],
    ["errno 114", fail(114)],
    ["errno 253", fail(253)],
    ["a dropped connection", { destroy: true }],
  ])("%s, then success", async (_name, first) => {
    const { server, client } = await setup(failing(2, first));
    await expect(client.modifyClassSeatNum({ courseId: 1, classId: 2, seatNum: 3 })).resolves.toMatchObject({
      errno: 1,
    });
    expect(server.requests).toHaveLength(3);
  });

  it("gives up after retries + 1 attempts and reports the last failure", async () => {
    const { server, client } = await setup(() => ({ status: 503, body: "busy" }));
    const err = (await client.getCloudList().catch((e: unknown) => e)) as PartnerHttpError;
    expect(err).toBeInstanceOf(PartnerHttpError);
    expect(err.status).toBe(503);
    expect(err.attempts).toBe(3);
    expect(server.requests).toHaveLength(3);
  });

  it("signs each attempt afresh with the clock's current second", async () => {
    let now = NOW;
    const { server, client } = await setup(failing(1, fail(114)), {
      clock: () => now++,
    });
    await client.getCloudList();
    const stamps = server.requests.map((r) => [r.form.get("timeStamp"), r.form.get("safeKey")]);
    expect(stamps[0]?.[0]).not.toBe(stamps[1]?.[0]);
    expect(stamps[0]?.[1]).not.toBe(stamps[1]?.[1]);
  });

  it("a timeout is retried, then reported as a timeout naming the operation", async () => {
    const { server, client } = await setup(() => ({ ...ok(), delayMs: 3000 }), {
      timeoutMs: 200,
      retry: { retries: 1, baseDelayMs: 1, maxDelayMs: 1 },
    });
    const err = (await client.getCloudList().catch((e: unknown) => e)) as PartnerTransportError;
    expect(err).toBeInstanceOf(PartnerTransportError);
    expect(err.kind).toBe("timeout");
    expect(err.message).toMatch(/^getCloudList: timed out/);
    expect(err.attempts).toBe(2);
    expect(server.requests).toHaveLength(2);
  });

  it("the timeout bounds the whole attempt, also a body that keeps trickling in", async () => {
    const requests: number[] = [];
    const server = createHttpServer((req, res) => {
      requests.push(Date.now());
      req.resume();
      req.on("end", () => {
        res.writeHead(200, { "content-type": "application/json" });
        res.write('{"error_info":');
        // A byte every 50 ms: each gap is far below the timeout, the whole body never ends.
        const drip = setInterval(() => res.write(" "), 50);
        res.on("close", () => clearInterval(drip));
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    onTestFinished(async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    });
    const client = new PartnerClient({
      baseUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
      sid: 1,
      secret: "s",
      clock: () => NOW,
      timeoutMs: 400,
      retry: { retries: 1, baseDelayMs: 1, maxDelayMs: 1 },
    });
    onTestFinished(() => client.close());
    const err = (await client.getCloudList().catch((e: unknown) => e)) as PartnerTransportError;
    expect(err).toBeInstanceOf(PartnerTransportError);
    expect(err.kind).toBe("timeout");
    expect(err.message).toMatch(/^getCloudList: timed out/);
    expect(err.attempts).toBe(2);
    expect(requests).toHaveLength(2);
  }, 20_000);

  it("a refused connection is a connection failure after the retries", async () => {
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((r) => probe.close(() => r()));
    const client = new PartnerClient({
      baseUrl: `http://127.0.0.1:${port}`,
      sid: 1,
      secret: "s",
      retry: FAST_RETRY,
    });
    onTestFinished(() => client.close());
    const err = (await client.getCloudList().catch((e: unknown) => e)) as PartnerTransportError;
    expect(err).toBeInstanceOf(PartnerTransportError);
    expect(err.kind).toBe("connection");
    expect(err.attempts).toBe(3);
  });
});

describe("does not retry what is not safe or not transient", () => {
  it.each([
    ["errno 100", fail(100)],
    ["errno 102", fail(102)],
    ["HTTP 400", { status: 400, body: "bad" }],
    ["HTTP 429", { status: 429, body: "slow down" }],
    ["an HTML 200 page", { body: "<html>login</html>", contentType: "text/html" }],
  ])("%s", async (_name, first) => {
    const { server, client } = await setup(() => first);
    await expect(client.modifyClassSeatNum({ courseId: 1, classId: 2, seatNum: 3 })).rejects.toThrow(
      /modifyClassSeatNum/,
    );
    expect(server.requests).toHaveLength(1);
  });

  it("class creation without courseUniqueIdentity is sent once, even on a transient failure", async () => {
    const { server, client } = await setup(() => fail(114));
    await expect(client.addCourseClass({ courseId: 1, ...cls })).rejects.toBeInstanceOf(PartnerError);
    expect(server.requests).toHaveLength(1);
  });

  it("class creation with courseUniqueIdentity is retried", async () => {
    const { server, client } = await setup(failing(1, { destroy: true }, ok({ data: 5, more_data: [] })));
    const result = await client.addCourseClass({ courseId: 1, ...cls, courseUniqueIdentity: "slack-abc" });
    expect(result.classId).toBe(5);
    expect(server.requests).toHaveLength(2);
  });

  it("a batch of classes is retried only when every class carries an identity", async () => {
    const entries = ok({
      data: [
        { errno: 1, error: "", data: 5 },
        { errno: 1, error: "", data: 6 },
      ],
    });
    const partly = await setup(failing(1, { status: 500, body: "" }, entries));
    await expect(
      partly.client.addCourseClassMultiple({
        courseId: 1,
        classJson: [{ ...cls, courseUniqueIdentity: "k1" }, cls],
      }),
    ).rejects.toBeInstanceOf(PartnerHttpError);
    expect(partly.server.requests).toHaveLength(1);

    const all = await setup(failing(1, { status: 500, body: "" }, entries));
    const result = await all.client.addCourseClassMultiple({
      courseId: 1,
      classJson: [
        { ...cls, courseUniqueIdentity: "k1" },
        { ...cls, courseUniqueIdentity: "k2" },
      ],
    });
    expect(result.entries.map((e) => e.classId)).toEqual([5, 6]);
    expect(all.server.requests).toHaveLength(2);
  });

  it("entry-level transient errnos are reported, not retried (the other entries already took effect)", async () => {
    const { server, client } = await setup(() =>
      ok({
        data: [
          { errno: 1, error: "" },
          { errno: 253, error: "video" },
        ],
      }),
    );
    const result = await client.setClassVideoMultiple({
      courseId: 1,
      classJson: [
        { classId: 1, record: 1, live: 0, replay: 0 },
        { classId: 2, record: 1, live: 0, replay: 0 },
      ],
    });
    expect(result.failed.map((e) => [e.index, e.errno, e.category])).toEqual([[1, 253, "transient"]]);
    expect(server.requests).toHaveLength(1);
  });

  it("an overall transient errno is not retried once some entries took effect", async () => {
    const partial = fail(114, {
      data: [
        { errno: 1, error: "" },
        { errno: 114, error: "server exception" },
      ],
    });
    const { server, client } = await setup(failing(1, partial, ok({ data: [{ errno: 164, error: "dup" }] })));
    const err = (await client
      .addClassStudentMultiple({
        courseId: 1,
        classId: 2,
        studentJson: [
          { uid: "s1", name: "Ann" },
          { uid: "s2", name: "Ben" },
        ],
      })
      .catch((e: unknown) => e)) as PartnerError<{ ok: boolean; index: number }>;
    expect(err).toBeInstanceOf(PartnerError);
    expect(err.errno).toBe(114);
    expect(err.entries.map((e) => [e.index, e.ok])).toEqual([
      [0, true],
      [1, false],
    ]);
    expect(server.requests).toHaveLength(1);
  });

  it("an overall transient errno whose entries all failed is retried", async () => {
    const none = fail(114, { data: [{ errno: 114, error: "server exception" }] });
    const { server, client } = await setup(failing(1, none, ok({ data: [{ errno: 1, error: "" }] })));
    const result = await client.delClassStudentMultiple({ courseId: 1, classId: 2, studentUidJson: ["s1"] });
    expect(result.ok).toBe(true);
    expect(server.requests).toHaveLength(2);
  });

  it("a caller's abort stops the call without retrying", async () => {
    const { server, client } = await setup(() => ({ ...ok(), delayMs: 3000 }));
    const controller = new AbortController();
    const pending = client.getCloudList({}, { signal: controller.signal }).catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 100);
    const err = (await pending) as PartnerTransportError;
    expect(err).toBeInstanceOf(PartnerTransportError);
    expect(err.kind).toBe("aborted");
    expect(server.requests).toHaveLength(1);
  });
});

describe("audit hook", () => {
  it("reports operation, summarised params, errno, attempts and latency for each call", async () => {
    const calls: CallInfo[] = [];
    const { client } = await setup(
      failing(
        1,
        fail(114),
        ok({
          data: [
            { errno: 1, error: "" },
            { errno: 164, error: "" },
          ],
        }),
      ),
      {
        onCall: (info) => calls.push(info),
      },
    );
    await client.addClassStudentMultiple({
      courseId: 1,
      classId: 2,
      studentJson: [
        { uid: "s1", name: "Ann", password: "hunter22" },
        { uid: "s2", name: "Ben" },
      ],
    });
    await client.modifyClassSeatNum({ courseId: 1, classId: 2, seatNum: 99 }).catch(() => undefined);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      operation: "addClassStudentMultiple",
      params: { courseId: 1, classId: 2, identity: 1, studentJson: "[2 items]" },
      ok: false,
      errno: 1,
      failure: null,
      failedEntries: 1,
      attempts: 2,
    });
    expect(calls[0]?.latencyMs).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(calls)).not.toContain("hunter22");
    expect(calls[1]).toMatchObject({
      operation: "modifyClassSeatNum",
      failure: "PartnerValidationError",
      attempts: 0,
    });
  });

  it("a throwing hook does not break the call", async () => {
    const { client } = await setup(() => ok(), {
      onCall: () => {
        throw new Error("audit down");
      },
    });
    await expect(client.getCloudList()).resolves.toMatchObject({ errno: 1 });
  });
});
