import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeKey } from "../../src/partner/signing.js";
import { OTHER_SECRET, OTHER_SID, type PartnerTestClient, SECRET, SID, startTestSandbox } from "./helpers.js";

const FORM = "application/x-www-form-urlencoded";
const ADD = "/partner/api/course.api.php?action=addCourseClass";

describe("urlencoded bodies are decoded like PHP's $_POST", () => {
  let c: PartnerTestClient;
  beforeAll(async () => {
    c = await startTestSandbox();
  });
  afterAll(() => c.sandbox.close());

  function classBody(nameBytes: Buffer, extra = ""): Buffer {
    const begin = c.sandbox.now() + 86_400;
    return Buffer.concat([
      c.signedBody(
        `courseId=9001&beginTime=${begin}&endTime=${begin + 3600}&teacherUid=T-1${extra}&className=`,
      ),
      nameBytes,
    ]);
  }

  it("decodes '+', %XX escapes and raw UTF-8, and keeps a stray '%' literally, even at the end", async () => {
    const name = Buffer.concat([
      Buffer.from("A+B%20C%zz%E4%BD%A0"),
      Buffer.from("é", "utf8"),
      Buffer.from("%4"),
    ]);
    const a = await c.raw(ADD, classBody(name), FORM);
    expect(a.json.error_info.errno).toBe(1);
    expect(c.classState(a.json.data).className).toBe("A B C%zz你é%4");
  });

  it("lets the last of repeated fields win and reads plain ASCII fields unchanged", async () => {
    const a = await c.raw(
      ADD,
      classBody(Buffer.from("Second"), "&classIntroduce=first&classIntroduce=Room_7-B.(x)~*"),
      FORM,
    );
    expect(a.json.error_info.errno).toBe(1);
    expect(c.classState(a.json.data)).toMatchObject({
      className: "Second",
      classIntroduce: "Room_7-B.(x)~*",
    });
  });

  it("checks every safeKey of a second, not only the first: a wrong key after a right one is 102", async () => {
    const stamp = c.sandbox.now();
    const call = (sid: string, key: string) =>
      c.raw(
        "/partner/api/cloud.api.php?action=getCloudList",
        `SID=${sid}&safeKey=${key}&timeStamp=${stamp}`,
        FORM,
      );
    const right = safeKey(SECRET, stamp);
    expect((await call(SID, right)).json.error_info.errno).toBe(1);
    expect((await call(SID, right.toUpperCase())).json.error_info.errno).toBe(102);
    expect((await call(SID, safeKey(OTHER_SECRET, stamp))).json.error_info.errno).toBe(102);
    expect((await call(OTHER_SID, right)).json.error_info.errno).toBe(102);
    expect((await call(OTHER_SID, safeKey(OTHER_SECRET, stamp))).json.error_info.errno).toBe(1);
    expect((await call(SID, right)).json.error_info.errno).toBe(1);
  });
});
