/**
 * register and addCourse in the SDK: parameter rules (refused before any request, on their field),
 * register's 135/461 as a success that carries the UID, retry-safety and the errno categories.
 */
import { describe, expect, it } from "vitest";
import {
  type CallInfo,
  describeErrno,
  normalize,
  type PartnerClientOptions,
  PartnerError,
  PartnerResponseError,
} from "../../src/partner/index.js";
import { clientOverFakePartner, fail, type Handler, ok } from "./helpers/fake-partner.js";
import { type Case, NOW, partnerPerFile, refusedBeforeAnyRequest } from "./helpers/validation.js";

const DAY = 86_400;
const person = { telephone: "13800000001", password: "secret1" };

describe("parameter rules", () => {
  const partner = partnerPerFile();
  const cases: Case[] = [
    ["telephone or email", "register", { password: "secret1" }, "telephone", /exactly one/],
    [
      "not both telephone and email",
      "register",
      { ...person, email: "a@example.com" },
      "telephone",
      /exactly one/,
    ],
    [
      "phone not starting with 0",
      "register",
      { ...person, telephone: "0138000" },
      "telephone",
      /00<country>/,
    ],
    ["phone country code with 00", "register", { ...person, telephone: "44-7700900123" }, "telephone", /00</],
    ["e-mail shape", "register", { email: "a.example.com", password: "secret1" }, "email", /e-mail/],
    ["password or md5pass", "register", { telephone: "13800000001" }, "password", /exactly one/],
    [
      "not both password and md5pass",
      "register",
      { ...person, md5pass: "e10adc3949ba59abbe56e057f20f883e" },
      "password",
      /exactly one/,
    ],
    ["password at least 6", "register", { ...person, password: "12345" }, "password", /6-20.*137/],
    ["password at most 20", "register", { ...person, password: "x".repeat(21) }, "password", /6-20/],
    [
      "md5pass is 32 hex",
      "register",
      { telephone: "13800000001", md5pass: "abc" },
      "md5pass",
      /32-character/,
    ],
    [
      "nickname at most 24 (not cut)",
      "register",
      { ...person, nickname: "名".repeat(25) },
      "nickname",
      /normalize\.nickname/,
    ],
    [
      "addToSchoolMember 0/1/2",
      "register",
      { ...person, addToSchoolMember: 3 },
      "addToSchoolMember",
      /0 \(no\)/,
    ],
    ["no unknown fields (no Filedata)", "register", { ...person, Filedata: "x" }, "Filedata", /.+/],
    ["courseName required", "addCourse", {}, "courseName", /.+/],
    ["courseName not empty", "addCourse", { courseName: "" }, "courseName", /1-90/],
    [
      "courseName at most 90 (not cut)",
      "addCourse",
      { courseName: "x".repeat(91) },
      "courseName",
      /normalize\.courseName/,
    ],
    [
      "courseIntroduce at most 400 (not cut)",
      "addCourse",
      { courseName: "a", courseIntroduce: "x".repeat(401) },
      "courseIntroduce",
      /normalize\.courseIntroduce/,
    ],
    [
      "courseUniqueIdentity 1-32",
      "addCourse",
      { courseName: "a", courseUniqueIdentity: "x".repeat(33) },
      "courseUniqueIdentity",
      /1-32/,
    ],
    ["folderId is an id", "addCourse", { courseName: "a", folderId: "x" }, "folderId", /positive integer/],
    [
      "mainTeacherUid is a UID",
      "addCourse",
      { courseName: "a", mainTeacherUid: " t1" },
      "mainTeacherUid",
      /UID/,
    ],
    [
      "expiryTime in seconds",
      "addCourse",
      { courseName: "a", expiryTime: NOW * 1000 },
      "expiryTime",
      /milliseconds/,
    ],
    [
      "expiry at least a day ahead",
      "addCourse",
      { courseName: "a", expiryTime: NOW + DAY - 1 },
      "expiryTime",
      /151/,
    ],
    [
      "expiry within 5 years",
      "addCourse",
      { courseName: "a", expiryTime: NOW + (5 * 365 + 2) * DAY },
      "expiryTime",
      /154/,
    ],
  ];
  refusedBeforeAnyRequest(partner, cases);

  it("accepts the edges and sends the fields as given", async () => {
    await partner.client
      .register({
        email: "a@example.com",
        md5pass: "E10ADC3949BA59ABBE56E057F20F883E",
        nickname: "名".repeat(24),
        addToSchoolMember: 2,
      })
      .catch(() => undefined);
    await partner.client.addCourse({ courseName: "x".repeat(90), expiryTime: 0 }).catch(() => undefined);
    await partner.client
      .addCourse({ courseName: "a", expiryTime: NOW + DAY, courseIntroduce: "" })
      .catch(() => undefined);
    await partner.client
      .register({ ...person, telephone: "0044-7700900123", password: "x".repeat(20) })
      .catch(() => undefined);
    expect(partner.server.requests).toHaveLength(4);
    expect(partner.server.requests[0]?.query.get("action")).toBe("register");
    expect(partner.server.requests[1]?.query.get("action")).toBe("addCourse");
  });

  it("normalize gives what the service stores for over-long texts", () => {
    expect(normalize.nickname("名".repeat(30))).toBe("名".repeat(24));
    expect(normalize.courseName("x".repeat(100))).toHaveLength(90);
    expect(normalize.courseIntroduce("x".repeat(500))).toHaveLength(400);
  });
});

function setup(handler: Handler, options: Partial<PartnerClientOptions> = {}) {
  return clientOverFakePartner(handler, NOW, options);
}

describe("register answers", () => {
  it("errno 1: the new account's UID as text, existed false", async () => {
    const { client } = await setup(() => ok({ data: 5000001 }));
    expect(await client.register(person)).toEqual({
      errno: 1,
      error: "程序正常执行",
      uid: "5000001",
      existed: false,
    });
  });

  it.each([135, 461])("errno %i: a success with the existing UID and existed true", async (errno) => {
    const { client } = await setup(() => fail(errno, { data: "5000002" }));
    expect(await client.register(person)).toEqual({
      errno,
      error: `error ${errno}`,
      uid: "5000002",
      existed: true,
    });
  });

  it("135 without a UID is the error it names (nothing to return)", async () => {
    const { client } = await setup(() => fail(135));
    const err = await client.register(person).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PartnerError);
    expect((err as PartnerError).errno).toBe(135);
  });

  it("errno 1 without a UID is a malformed answer", async () => {
    const { client } = await setup(() => ok({ data: "" }));
    expect(await client.register(person).catch((e: unknown) => e)).toBeInstanceOf(PartnerResponseError);
  });

  it.each([340, 820, 821])("%i (registered in part) throws with the UID in data", async (errno) => {
    const { client } = await setup(() => fail(errno, { data: 5000003 }));
    const err = (await client.register(person).catch((e: unknown) => e)) as PartnerError;
    expect(err).toBeInstanceOf(PartnerError);
    expect([err.errno, err.category, (err.data as { uid: string }).uid]).toEqual([
      errno,
      "partial_success",
      "5000003",
    ]);
  });

  it("is retried after an unknown outcome; a repeat's 135 gives the same UID", async () => {
    const { client, server } = await setup((_r, i) =>
      i === 0 ? { status: 502, body: "" } : fail(135, { data: 7 }),
    );
    expect(await client.register(person)).toMatchObject({ uid: "7", existed: true });
    expect(server.requests).toHaveLength(2);
  });

  it("101003002 (the same request within 5 seconds) is passing but not retried by the client", async () => {
    const { client, server } = await setup(() => fail(101003002));
    const err = (await client.register(person).catch((e: unknown) => e)) as PartnerError;
    expect([err.errno, err.category, err.retryable]).toEqual([101003002, "transient", false]);
    expect(server.requests).toHaveLength(1);
  });

  it("the audit log never holds the password or its md5", async () => {
    const calls: CallInfo[] = [];
    const { client } = await setup(() => ok({ data: 1 }), { onCall: (i) => calls.push(i) });
    await client.register({ ...person, nickname: "Ben" });
    await client.register({ email: "a@example.com", md5pass: "e10adc3949ba59abbe56e057f20f883e" });
    expect(calls.map((c) => c.params)).toEqual([
      { telephone: "13800000001", password: "[hidden]", nickname: "Ben" },
      { email: "a@example.com", md5pass: "[hidden]" },
    ]);
  });
});

describe("addCourse answers", () => {
  it("errno 1: the course id", async () => {
    const { client, server } = await setup(() => ok({ data: "7001" }));
    expect(await client.addCourse({ courseName: "Algebra", expiryTime: NOW + 30 * DAY })).toEqual({
      errno: 1,
      error: "程序正常执行",
      courseId: 7001,
    });
    const body = server.requests[0]?.form;
    expect(body?.get("courseName")).toBe("Algebra");
    expect(body?.get("expiryTime")).toBe(String(NOW + 30 * DAY));
  });

  it("with courseUniqueIdentity it is retried (the service answers the same id); without, it is not", async () => {
    const flaky: Handler = (_r, i) => (i === 0 ? { status: 502, body: "" } : ok({ data: 7001 }));
    const safe = await setup(flaky);
    expect(await safe.client.addCourse({ courseName: "a", courseUniqueIdentity: "u1" })).toMatchObject({
      courseId: 7001,
    });
    expect(safe.server.requests).toHaveLength(2);
    const unsafe = await setup(flaky);
    await expect(unsafe.client.addCourse({ courseName: "a" })).rejects.toThrow(/HTTP 502/);
    expect(unsafe.server.requests).toHaveLength(1);
  });

  it("460 (being created by another request) is retried with the same identity", async () => {
    const { client, server } = await setup((_r, i) => (i === 0 ? fail(460) : ok({ data: 7001 })));
    expect(await client.addCourse({ courseName: "a", courseUniqueIdentity: "u1" })).toMatchObject({
      courseId: 7001,
    });
    expect(server.requests).toHaveLength(2);
  });
});

describe("categories of the two operations' errnos", () => {
  it.each([
    [135, "success"],
    [461, "success"],
    [134, "invalid_input"],
    [137, "invalid_input"],
    [131, "failed"],
    [845, "not_allowed"],
    [101003002, "transient"],
    [151, "invalid_input"],
    [154, "invalid_input"],
    [160, "state"],
    [331, "not_allowed"],
    [389, "state"],
    [805, "state"],
    [398, "conflict"],
    [460, "transient"],
  ])("%i is %s", (code, category) => {
    expect(describeErrno(code)).toMatchObject({ category, documented: true });
  });
});
