import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CallInfo, PartnerClient, PartnerSdkError, safeKey } from "../../src/partner/index.js";
import { type Captured, type FakePartner, type Reply, startFakePartner } from "./helpers/fake-partner.js";

const SECRET = "Zq9-VERY-DISTINCT-secret-7731";
const NOW = 1_800_000_000;
const KEY = safeKey(SECRET, NOW);

let reply: (req: Captured) => Reply = () => ({ body: {} });
let server: FakePartner;
let client: PartnerClient;

beforeAll(async () => {
  server = await startFakePartner((req) => reply(req));
  client = new PartnerClient({
    baseUrl: server.baseUrl,
    sid: 42,
    secret: SECRET,
    clock: () => NOW,
    timeoutMs: 200,
    retry: { retries: 0 },
  });
});

afterAll(async () => {
  await client.close();
  await server.close();
});

function everyRendering(value: unknown): string {
  const e = value as Error;
  return [
    String(value),
    e?.stack ?? "",
    JSON.stringify(value),
    JSON.stringify({ ...(value as object) }),
    inspect(value, { depth: 10, showHidden: true }),
    e?.cause === undefined ? "" : inspect(e.cause, { depth: 10 }),
  ].join("\n");
}

function expectClean(text: string) {
  expect(text).not.toContain(SECRET);
  expect(text).not.toContain(KEY);
}

describe("SECRET and safeKey never leak", () => {
  it("the client renders without them", () => {
    expectClean(everyRendering(client));
    expect(inspect(client)).toContain("[redacted]");
    expect(JSON.stringify(client)).toContain("[redacted]");
  });

  // A misbehaving server that echoes the request (with its safeKey) or the secret back in each kind of failure.
  const echoes: [string, (req: Captured) => Reply][] = [
    ["HTTP error echoing the request", (req) => ({ status: 500, body: `bad request: ${req.rawBody}` })],
    ["HTML echoing the secret", () => ({ body: `<html>${SECRET} ${KEY}</html>`, contentType: "text/html" })],
    ["non-JSON echoing the safeKey", () => ({ body: `safeKey=${KEY} wrong; expected md5(${SECRET}+ts)` })],
    [
      "errno with the secret in the error text",
      () => ({ body: { error_info: { errno: 102, error: `bad key ${KEY} for ${SECRET}` } } }),
    ],
    [
      "batch entries echoing the request",
      (req) => ({
        body: { error_info: { errno: 100, error: "" }, data: [{ errno: 100, error: req.rawBody }] },
      }),
    ],
    ["timeout", () => ({ delayMs: 2000, body: {} })],
    ["dropped connection", () => ({ destroy: true })],
  ];

  it.each(echoes)("%s", async (_name, make) => {
    reply = make;
    const err = await client
      .delClassStudentMultiple({ courseId: 1, classId: 2, studentUidJson: ["s1"] })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PartnerSdkError);
    expectClean(everyRendering(err));
  });

  it("a successful result echoing secrets is cleaned too", async () => {
    reply = (req) => ({
      body: { error_info: { errno: 1, error: req.rawBody }, data: [{ errno: 1, error: SECRET }] },
    });
    const result = await client.delClassStudentMultiple({ courseId: 1, classId: 2, studentUidJson: ["s1"] });
    expectClean(everyRendering(result));
  });

  it("the audit hook's call records hold neither, even when the service echoes them", async () => {
    const calls: CallInfo[] = [];
    const audited = new PartnerClient({
      baseUrl: server.baseUrl,
      sid: 42,
      secret: SECRET,
      clock: () => NOW,
      retry: { retries: 0 },
      onCall: (info) => calls.push(info),
    });
    try {
      reply = (req) => ({ body: { error_info: { errno: 102, error: req.rawBody } } });
      await audited.getCloudList({ folderId: 3 }).catch(() => undefined);
      reply = (req) => ({ body: { error_info: { errno: 1, error: req.rawBody }, data: [{ errno: 1 }] } });
      await audited.delClassStudentMultiple({ courseId: 1, classId: 2, studentUidJson: ["s1"] });
    } finally {
      await audited.close();
    }
    expect(calls.map((c) => c.errno)).toEqual([102, 1]);
    expectClean(JSON.stringify(calls));
  });

  it("validation errors hold no secret", async () => {
    const err = await client
      .call("modifyClassSeatNum", { courseId: SECRET } as never)
      .catch((e: unknown) => e);
    // The offending value is not repeated in the message, only the field and the rule.
    expectClean(everyRendering(err));
  });
});
