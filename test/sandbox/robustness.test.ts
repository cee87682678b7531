import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authFields } from "../../src/partner/signing.js";
import { type Answer, type PartnerTestClient, SECRET, SID, startTestSandbox } from "./helpers.js";

const FORM = "application/x-www-form-urlencoded";
const API = "/partner/api/course.api.php";

describe("bad input never breaks the sandbox", () => {
  let c: PartnerTestClient;
  beforeAll(async () => {
    c = await startTestSandbox({ maxBodyBytes: 64 * 1024 });
  });
  afterAll(() => c.sandbox.close());

  /** After every bad request the server must still answer a good one. */
  async function expectStillServing(): Promise<void> {
    const a = await c.call("getCloudList", {});
    expect(a.json.error_info.errno).toBe(1);
  }

  async function expectRefused(a: Answer, errno: number, status = 200): Promise<void> {
    expect(a.status).toBe(status);
    expect(a.json.error_info.errno).toBe(errno);
    expect(typeof a.json.error_info.error).toBe("string");
    await expectStillServing();
  }

  it("unknown or missing action: 100", async () => {
    await expectRefused(await c.call("dropAllTables", {}), 100);
    await expectRefused(await c.raw(API, c.signedBody(""), FORM), 100);
  });

  it("unknown path: 404 with errno 100; GET on the API: 405 with errno 100", async () => {
    await expectRefused(await c.raw("/partner/api/other.php?action=getCloudList", "", FORM), 100, 404);
    await expectRefused(await c.raw(`${API}?action=addCourseClass`, "", undefined, "GET"), 100, 405);
  });

  it("invalid UTF-8, percent-encoded or raw, in a field: 100", async () => {
    const pct = c.signedBody("courseId=9001&classJson=%5B%7B%22className%22%3A%22%FF%FE%22%7D%5D");
    await expectRefused(await c.raw(`${API}?action=addCourseClassMultiple`, pct, FORM), 100);
    const raw = Buffer.concat([c.signedBody("courseId=9001&className="), Buffer.from([0xc3, 0x28])]);
    await expectRefused(await c.raw(`${API}?action=addCourseClass`, raw, FORM), 100);
  });

  it("invalid UTF-8 in a multipart part: 100", async () => {
    const auth = authFields(SID, SECRET, () => c.sandbox.now());
    const parts = Object.entries({ ...auth, courseId: "9001" }).map(
      ([k, v]) => `--XyZ\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
    );
    const body = Buffer.concat([
      Buffer.from(`${parts.join("")}--XyZ\r\ncontent-disposition: form-data; name="className"\r\n\r\n`),
      Buffer.from([0xed, 0xa0, 0x80]), // an encoded surrogate is not UTF-8
      Buffer.from("\r\n--XyZ--\r\n"),
    ]);
    await expectRefused(
      await c.raw(`${API}?action=addCourseClass`, body, "multipart/form-data; boundary=XyZ"),
      100,
    );
  });

  it("malformed multipart bodies: 100", async () => {
    const type = "multipart/form-data; boundary=XyZ";
    await expectRefused(await c.raw(`${API}?action=getCloudList`, "--XyZ\r\nno headers end", type), 100);
    await expectRefused(await c.raw(`${API}?action=getCloudList`, "garbage", "multipart/form-data"), 100);
    await expectRefused(
      await c.raw(
        `${API}?action=getCloudList`,
        '--XyZ\r\ncontent-disposition: form-data; name="a"\r\n\r\nno end',
        type,
      ),
      100,
    );
  });

  it("a multipart body with a file part is read like PHP's $_POST (files ignored)", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(authFields(SID, SECRET, () => c.sandbox.now()))) form.append(k, v);
    form.append("folderId", "101");
    form.append("upload", new Blob(["binary \xff"]), "x.bin");
    const res = await fetch(`${c.url}/partner/api/cloud.api.php?action=getCloudList`, {
      method: "POST",
      body: form,
    });
    const json = (await res.json()) as { error_info: { errno: number }; file_list: { file_name: string }[] };
    expect(json.error_info.errno).toBe(1);
    expect(json.file_list[0]?.file_name).toBe("slides.pdf");
  });

  it("an unsupported content type: 100; no body at all: 102 (no credentials)", async () => {
    await expectRefused(await c.raw(`${API}?action=getCloudList`, '{"SID":1}', "application/json"), 100);
    await expectRefused(await c.raw("/partner/api/cloud.api.php?action=getCloudList", "", FORM), 102);
  });

  it("an oversized body: HTTP 413 with errno 100", async () => {
    const big = c.signedBody(`classJson=${"a".repeat(100 * 1024)}`);
    await expectRefused(await c.raw(`${API}?action=addCourseClassMultiple`, big, FORM), 100, 413);
  });

  it("JSON array fields with invalid JSON, wrong types or odd entries", async () => {
    const call = (classJson: string) => c.call("addCourseClassMultiple", { courseId: 9001, classJson });
    await expectRefused(await call("[1,"), 100);
    await expectRefused(await call('"text"'), 100);
    await expectRefused(await call("null"), 100);
    const odd = await call('[null, 5, [], {"__proto__": {"className": "x"}}]');
    expect(odd.json.data.map((d: { errno: number }) => d.errno)).toEqual([400, 400, 400, 100]);
    await expectStillServing();
  });

  it("absurd scalar values: 100", async () => {
    for (const courseId of ["-1", "1e5", "9001abc", "99999999999999999999", " "]) {
      await expectRefused(await c.call("modifyClassSeatNum", { courseId, classId: 1, seatNum: 2 }), 100);
    }
  });

  it("garbage on the socket does not take the server down", async () => {
    await new Promise<void>((resolve) => {
      const socket = connect(c.sandbox.port, "127.0.0.1", () => socket.end("NOT HTTP AT ALL\r\n\r\n"));
      socket.on("close", () => resolve());
      socket.on("error", () => resolve());
      socket.resume();
    });
    await expectStillServing();
  });
});
