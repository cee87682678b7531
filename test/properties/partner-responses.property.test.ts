/**
 * Properties of the partner client over arbitrary answers: every operation of the table is called
 * over HTTP against a local fake partner that answers with generated bodies (the documented success
 * shape with fields dropped or retyped, huge strings, the SECRET echoed, bytes that are not UTF-8,
 * non-JSON, non-2xx). Whatever arrives, the call resolves only with the operation's documented
 * success shape and errno 1, or rejects with a typed error naming the operation, without the SECRET.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type OperationName,
  operationNames,
  operations,
  PartnerClient,
  PartnerError,
  PartnerHttpError,
  PartnerResponseError,
  safeKey,
} from "../../src/partner/index.js";
import { type FakePartner, type Reply, startFakePartner } from "../partner/helpers/fake-partner.js";
import { seedProperties } from "./seed.js";

seedProperties("partner-responses");

const NOW = 1_800_000_000;
const BEGIN = NOW + 3600;
/** Not md5-shaped (so only the SECRET redaction can hide it) and unlikely to appear by chance. */
const SECRET = "Kx9QmVtLpZrWdQy7";
const KEY = safeKey(SECRET, NOW);
/** FC_RUNS=<n> runs more cases, for a deeper hunt than the suite can afford. */
const RUNS = Number(process.env.FC_RUNS) || 60;

const cls = { className: "Algebra", beginTime: BEGIN, endTime: BEGIN + 2700, teacherUid: "t1" };
const live = {
  live_url: "https://live.example/live.php?lessonKey=00d1",
  live_info: { RTMP: "rtmp://x/1", HLS: "https://x/1.m3u8", FLV: "https://x/1.flv" },
};

/** Valid parameters of each operation, and the documented success body it answers. */
const calls: Record<OperationName, { params: Record<string, unknown>; items: number; success: unknown }> = {
  modifyClassSeatNum: { params: { courseId: 1, classId: 2, seatNum: 6 }, items: 0, success: {} },
  addCourseClass: {
    params: { courseId: 1, ...cls, courseUniqueIdentity: "u1" },
    items: 0,
    success: { data: 9001, more_data: live },
  },
  addCourseClassMultiple: {
    params: {
      courseId: 1,
      classJson: [
        { ...cls, customColumn: "a" },
        { ...cls, customColumn: "b" },
      ],
    },
    items: 2,
    success: {
      data: [
        { errno: 1, error: "ok", data: 9001, className: "Algebra", customColumn: "a", more_data: live },
        { errno: "1", error: "ok", data: "9002", className: "Algebra", customColumn: "b", more_data: [] },
      ],
    },
  },
  addClassStudentMultiple: {
    params: { courseId: 1, classId: 2, studentJson: [{ uid: "s1", name: "Ben" }] },
    items: 1,
    success: { data: [{ errno: 1, error: "ok", customColumn: "" }] },
  },
  getCloudList: {
    params: {},
    items: 0,
    success: {
      folder_list: [{ folder_id: "7", folder_name: "Slides", is_system_folder: 0 }],
      file_list: [{ id: 12, file_name: "a.pdf", file_size: "1.2MB" }],
    },
  },
  addClassLabels: {
    params: { courseId: 1, classList: [{ classId: 2, classLabelId: [3] }] },
    items: 1,
    success: { data: [{ errno: 1, error: "ok", classId: 2 }] },
  },
  setClassVideoMultiple: {
    params: { courseId: 1, classJson: [{ classId: 2, record: 1, live: 0, replay: 0 }] },
    items: 1,
    success: { data: [{ errno: 1, error: "ok", classId: "2", more_data: live }] },
  },
  delClassStudentMultiple: {
    params: { courseId: 1, classId: 2, studentUidJson: ["s1", "s2"] },
    items: 2,
    success: { data: [{ errno: 1 }, { errno: 167, error: "not in class" }] },
  },
  updateClassStudentComment: {
    params: { classId: 2, commentJson: [{ studentUid: "s1", starNum: 4, comment: "good" }] },
    items: 1,
    success: { data: [{ errno: 1, error: "ok", studentUid: "s1" }] },
  },
  register: {
    params: { telephone: "13800000001", password: "secret1", nickname: "Ben" },
    items: 0,
    success: { data: 5000001 },
  },
  addCourse: {
    params: { courseName: "Algebra", courseUniqueIdentity: "c1" },
    items: 0,
    success: { data: "7001" },
  },
};

/** The codes besides 1 an operation answers its result with (register's 135/461). */
const successErrnos = (op: OperationName): readonly number[] => [1, ...(operations[op].successErrnos ?? [])];

// ---- Generators ----

const huge = fc.integer({ min: 1_000, max: 300_000 }).map((n) => "é".repeat(n));
/** Text carrying the SECRET or the attempt's safeKey at any offset (around the 160-character snippet cut too). */
const leaky = fc
  .tuple(fc.integer({ min: 0, max: 220 }), fc.constantFrom(SECRET, KEY))
  .map(([pad, secret]) => `${"x".repeat(pad)}${secret} tail`);
const wrongValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  huge,
  leaky,
  fc.constantFrom(null, true, 0, -1, 1.5, "", "1", "abc", [], {}, [[]], 1e308, "9".repeat(40)),
);
const errnoValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(1, "1", "01", 1.0) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(280, 281, 824, 104, 114, 164, 167, 135, "461", 0, -1, "-1", 99999),
  },
  { weight: 1, arbitrary: wrongValue },
);

type Json = unknown;

/** Every path to a value inside `json` (the root excluded). */
function paths(json: Json, at: (string | number)[] = [], out: (string | number)[][] = []) {
  if (json && typeof json === "object") {
    for (const [k, v] of Object.entries(json)) {
      const key = Array.isArray(json) ? Number(k) : k;
      out.push([...at, key]);
      paths(v, [...at, key], out);
    }
  }
  return out;
}

type Edit = { pick: number; kind: "drop" | "set"; value: unknown };

function applyEdit(json: Json, edit: Edit): void {
  const all = paths(json);
  if (all.length === 0) return;
  const path = all[edit.pick % all.length] as (string | number)[];
  let parent = json as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (edit.kind === "drop") {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else parent[last] = structuredClone(edit.value);
}

const edit: fc.Arbitrary<Edit> = fc.record({
  pick: fc.nat(),
  kind: fc.constantFrom("drop", "set"),
  value: wrongValue,
});

/** Broken bytes: lone continuation, overlong, a UTF-16 surrogate encoded, a cut sequence, 0xFF. */
const badBytes = fc.constantFrom(
  [0x80],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xe2, 0x82],
  [0xff],
  [0xfe, 0xff],
);

interface Answer {
  readonly status: number;
  readonly body: Buffer;
}

function answerOf(op: OperationName): fc.Arbitrary<Answer> {
  const structured = fc
    .record({
      errno: errnoValue,
      error: fc.oneof(fc.string(), leaky, huge, fc.constant(undefined)),
      edits: fc.array(edit, { maxLength: 4 }),
      extra: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
    })
    .map(({ errno, error, edits, extra }) => {
      const json = structuredClone({
        ...extra,
        error_info: { errno, error },
        ...(calls[op].success as object),
      });
      for (const e of edits) applyEdit(json, e);
      return Buffer.from(JSON.stringify(json) ?? "", "utf8");
    });
  // Bytes that are not UTF-8 spliced in anywhere: inside a string (decoded as U+FFFD) or the syntax.
  const notUtf8 = fc.tuple(structured, fc.nat(), badBytes).map(([body, at, bytes]) => {
    const i = body.length === 0 ? 0 : at % body.length;
    return Buffer.concat([body.subarray(0, i), Buffer.from(bytes), body.subarray(i)]);
  });
  const raw = fc.oneof(
    fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
    fc.string({ maxLength: 300 }).map((s) => Buffer.from(s)),
    fc
      .constantFrom("", "   ", "null", "[]", '"ok"', "42", "<html>502</html>", "\ufeff{}", '{"error_info":')
      .map((s) => Buffer.from(s)),
    leaky.map((s) => Buffer.from(`<html>${s}</html>`)),
  );
  const body = fc.oneof(
    { weight: 6, arbitrary: structured },
    { weight: 2, arbitrary: notUtf8 },
    { weight: 2, arbitrary: raw },
  );
  const status = fc.oneof(
    { weight: 8, arbitrary: fc.constant(200) },
    { weight: 1, arbitrary: fc.constantFrom(201, 302, 400, 404, 500, 502, 503) },
  );
  return fc.record({ status, body }).map(printable);
}

/** A counterexample as a reader wants it: the status, the size and the start of the body. */
function printable(a: Answer): Answer {
  const head = a.body.subarray(0, 200).toString("utf8");
  return Object.assign(a, {
    [fc.toStringMethod]: () => `HTTP ${a.status}, ${a.body.length} bytes: ${JSON.stringify(head)}`,
  });
}

// ---- Oracles ----

const isText = (v: unknown) => typeof v === "string";
const isId = (v: unknown) => Number.isSafeInteger(v) && (v as number) > 0;

/** The body as the client reads it: decoded with replacement characters, a leading BOM/blank skipped. */
function decoded(body: Buffer): Record<string, unknown> | undefined {
  try {
    const json = JSON.parse(body.toString("utf8").replace(/^\ufeff/, ""));
    return json && typeof json === "object" && !Array.isArray(json) ? json : undefined;
  } catch {
    return undefined;
  }
}

/** The documented success shape of `op`'s result (what a caller may rely on). */
function expectSuccessShape(op: OperationName, r: Record<string, unknown>): void {
  expect(successErrnos(op)).toContain(r.errno);
  expect(isText(r.error)).toBe(true);
  const liveOk = (x: Record<string, unknown>) => {
    expect(x.liveUrl === null || (isText(x.liveUrl) && x.liveUrl !== "")).toBe(true);
    const info = x.liveInfo as Record<string, unknown> | null;
    expect(info === null || (isText(info.RTMP) && isText(info.HLS) && isText(info.FLV))).toBe(true);
  };
  if (op === "addCourseClass") {
    expect(isId(r.classId)).toBe(true);
    liveOk(r);
    return;
  }
  if (op === "getCloudList") {
    for (const f of r.folders as Record<string, unknown>[]) {
      expect(isText(f.folderId) && isText(f.folderName) && typeof f.isSystemFolder === "boolean").toBe(true);
    }
    for (const f of r.files as Record<string, unknown>[]) {
      expect(isText(f.id) && isText(f.fileName) && isText(f.fileSize)).toBe(true);
    }
    return;
  }
  if (op === "register") {
    expect(isText(r.uid) && isId(Number(r.uid))).toBe(true);
    expect(r.existed).toBe(r.errno !== 1);
    return;
  }
  if (op === "addCourse") {
    expect(isId(r.courseId)).toBe(true);
    return;
  }
  if (op === "modifyClassSeatNum") return;
  const entries = r.entries as Record<string, unknown>[];
  expect(Array.isArray(entries)).toBe(true);
  expect(entries.length).toBeGreaterThanOrEqual(calls[op].items);
  entries.forEach((e, i) => {
    expect(e.index).toBe(i);
    expect(Number.isInteger(e.errno)).toBe(true);
    expect(e.ok).toBe(e.errno === 1);
    expect(isText(e.error)).toBe(true);
    expect(typeof e.meaning === "string" && e.meaning !== "").toBe(true);
    // An entry the service left out says so as a fact (answered false, errno 0, ok false).
    expect(typeof e.answered).toBe("boolean");
    if (!e.answered) expect([e.errno, e.ok]).toEqual([0, false]);
    if ("classId" in e) expect(e.classId === undefined || isId(e.classId)).toBe(true);
    if (e.ok && (op === "addCourseClassMultiple" || op === "setClassVideoMultiple")) liveOk(e);
  });
  expect(r.failed).toEqual(entries.filter((e) => !e.ok));
  expect(r.ok).toBe(entries.every((e) => e.ok));
}

const windows = (secret: string) =>
  Array.from({ length: secret.length - 7 }, (_, i) => secret.slice(i, i + 8));

/**
 * No run of 8 characters of the SECRET or the safeKey: a cut copy leaks as much as a whole one.
 * A secret the answer itself only holds broken (bytes spliced into it) is no longer one to find.
 */
function expectNoSecret(text: string, body: Buffer): void {
  const sent = body.toString("utf8");
  for (const secret of [SECRET, KEY]) {
    if (windows(secret).some((w) => sent.split(secret).join("").includes(w))) continue;
    for (const w of windows(secret)) expect(text).not.toContain(w);
  }
}

function expectTypedFailure(op: OperationName, answer: Answer, err: unknown): void {
  const known =
    err instanceof PartnerError || err instanceof PartnerResponseError || err instanceof PartnerHttpError;
  expect(known, `a typed Partner*Error, got ${String(err)}`).toBe(true);
  const e = err as PartnerError;
  expect(e.operation).toBe(op);
  expect(e.message.startsWith(`${op}: `)).toBe(true);
  // A clear message: one readable line, not the body of a huge answer.
  expect(e.message.length).toBeLessThanOrEqual(1_000);
  // The texts the client passes on from the service: the message, the body's start, the service's
  // error text and each entry's (fields such as a live URL are data, passed as sent).
  expectNoSecret(e.message, answer.body);
  const texts = err as { bodySnippet?: string; serviceError?: string; entries?: { error: string }[] };
  expectNoSecret(
    JSON.stringify([texts.bodySnippet, texts.serviceError, texts.entries?.map((x) => x.error)]),
    answer.body,
  );
  if (err instanceof PartnerError) {
    expect(err.errno).not.toBe(1);
    // A success code of the operation is an error only when the body lacks the result.
    if (successErrnos(op).includes(err.errno)) expect(err.data).toBeUndefined();
    expect(Number(((decoded(answer.body)?.error_info ?? {}) as { errno?: unknown }).errno)).toBe(err.errno);
  }
  if (err instanceof PartnerHttpError) expect(answer.status === err.status && err.status >= 300).toBe(true);
}

// ---- The properties ----

let answer: Answer = { status: 200, body: Buffer.from("{}") };
let server: FakePartner;
let client: PartnerClient;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  process.on("unhandledRejection", onUnhandled);
  server = await startFakePartner(
    (): Reply => ({ status: answer.status, body: answer.body, contentType: "application/json" }),
  );
  client = new PartnerClient({
    baseUrl: server.baseUrl,
    sid: 1,
    secret: SECRET,
    clock: () => NOW,
    retry: { retries: 0 },
  });
});

afterAll(async () => {
  process.off("unhandledRejection", onUnhandled);
  await client.close();
  await server.close();
});

describe("the partner client over arbitrary answers", () => {
  it.each(operationNames)(
    "%s: resolves only with its success shape and errno 1, else a typed error",
    async (op) => {
      await fc.assert(
        fc.asyncProperty(answerOf(op), async (a) => {
          answer = a;
          server.requests.length = 0;
          const outcome = await client.call(op, calls[op].params as never).then(
            (value) => ({ ok: true as const, value }),
            (err: unknown) => ({ ok: false as const, err }),
          );
          expect(server.requests).toHaveLength(1);
          if (outcome.ok) {
            // What the client accepted really was a 2xx JSON object whose errno is 1 (or one of the
            // operation's success codes).
            expect(a.status >= 200 && a.status <= 299).toBe(true);
            const json = decoded(a.body);
            expect(successErrnos(op)).toContain(
              Number((json?.error_info as { errno?: unknown } | undefined)?.errno),
            );
            expectSuccessShape(op, outcome.value as unknown as Record<string, unknown>);
            const value = outcome.value as { error: string; entries?: { error: string }[] };
            expectNoSecret(JSON.stringify([value.error, value.entries?.map((x) => x.error)]), a.body);
          } else expectTypedFailure(op, a, outcome.err);
        }),
        { numRuns: RUNS },
      );
      expect(unhandled).toEqual([]);
    },
  );

  it("a body the response schema accepts as success has errno 1, whatever form errno takes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...operationNames), errnoValue, async (op, errno) => {
        answer = {
          status: 200,
          body: Buffer.from(
            JSON.stringify({ error_info: { errno, error: "" }, ...(calls[op].success as object) }),
          ),
        };
        const value = await client.call(op, calls[op].params as never).catch(() => undefined);
        if (value !== undefined) {
          expect(typeof errno === "number" || typeof errno === "string").toBe(true);
          expect(successErrnos(op)).toContain(Number(errno));
          expect((value as { errno: number }).errno).toBe(Number(errno));
        }
      }),
      { numRuns: RUNS * 2 },
    );
  });
});

/** Counterexamples the properties found, pinned so each stays fixed whatever the seed. */
describe("found by the properties", () => {
  const call = async (op: OperationName, body: string, status = 200) => {
    answer = { status, body: Buffer.from(body) };
    return client.call(op, calls[op].params as never).catch((e: unknown) => e);
  };

  it("a SECRET or safeKey straddling the 160-character snippet cut leaves no part of it", async () => {
    for (let pad = 120; pad <= 170; pad += 5) {
      for (const secret of [SECRET, KEY]) {
        const body = Buffer.from(`<html>${"x".repeat(pad)}${secret}</html>`);
        const err = await call("getCloudList", body.toString());
        expect(err).toBeInstanceOf(PartnerResponseError);
        expectNoSecret((err as Error).message, body);
      }
    }
  });

  it("a huge service error text is cut in the message and kept whole in serviceError", async () => {
    const text = "é".repeat(5_000);
    const err = (await call(
      "modifyClassSeatNum",
      JSON.stringify({ error_info: { errno: 104, error: text } }),
    )) as PartnerError;
    expect(err).toBeInstanceOf(PartnerError);
    expect(err.message.length).toBeLessThan(400);
    expect(err.serviceError).toBe(text);
  });

  it("a class ID too large to hold exactly is no class ID", async () => {
    const big = "9".repeat(40);
    const single = await call(
      "addCourseClass",
      JSON.stringify({ error_info: { errno: 1, error: "" }, data: big }),
    );
    expect(single).toBeInstanceOf(PartnerResponseError);
    const batch = (await call(
      "addClassLabels",
      JSON.stringify({ error_info: { errno: 1, error: "" }, data: [{ errno: 1, error: "", classId: big }] }),
    )) as { entries: { classId?: number }[] };
    expect(batch.entries[0]?.classId).toBeUndefined();
  });
});
