/**
 * Applied faults (issue 16 §1): the sandbox carries the call out and then loses the answer (HTTP 500,
 * reset, garbled body, silence). The real PartnerClient must report such a call as "outcome unknown",
 * its own retries must not do the work twice, and a call that certainly did nothing must not be.
 */
import { createServer } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type CallInfo,
  outcomeUnknown,
  PartnerClient,
  type PartnerClientOptions,
  PartnerError,
  PartnerHttpError,
  PartnerResponseError,
  PartnerTransportError,
} from "../../src/partner/index.js";
import { type FaultInput, type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { NOW, SECRET, SID, testFixture } from "./helpers.js";

const HOUR = 3600;
let sandbox: Sandbox;
const calls: CallInfo[] = [];
const clients: PartnerClient[] = [];

function newClient(overrides: Partial<PartnerClientOptions> = {}): PartnerClient {
  const client = new PartnerClient({
    baseUrl: sandbox.url,
    sid: SID,
    secret: SECRET,
    clock: () => sandbox.now(),
    retry: { retries: 0 },
    timeoutMs: 300,
    onCall: (info) => calls.push(info),
    ...overrides,
  });
  clients.push(client);
  return client;
}

beforeAll(async () => {
  sandbox = await startSandbox({ fixture: testFixture() });
});

afterAll(async () => {
  for (const c of clients) await c.close();
  await sandbox.close();
});

afterEach(() => {
  sandbox.clearFaults();
  calls.length = 0;
});

let serial = 0;
function identity(): string {
  serial += 1;
  return `applied-${serial}`;
}

function classParams(courseUniqueIdentity?: string) {
  return {
    courseId: 9001,
    className: "Applied",
    beginTime: NOW + 2 * HOUR,
    endTime: NOW + 3 * HOUR,
    teacherUid: "T-1",
    ...(courseUniqueIdentity === undefined ? {} : { courseUniqueIdentity }),
  };
}

function classesWith(courseUniqueIdentity: string) {
  return sandbox.state(SID).classes.filter((c) => c.courseUniqueIdentity === courseUniqueIdentity);
}

function classById(classId: number) {
  const found = sandbox.state(SID).classes.find((c) => c.classId === classId);
  if (!found) throw new Error(`class ${classId} is not in the sandbox`);
  return found;
}

/** A fresh class made without faults, for the operations that change one. */
let setup: PartnerClient | undefined;
async function freshClass(): Promise<number> {
  setup ??= newClient();
  return (await setup.addCourseClass(classParams(identity()))).classId;
}

const failures: {
  name: string;
  fault: Omit<FaultInput, "action">;
  type: new (...args: never[]) => Error;
  kind?: string;
}[] = [
  { name: "HTTP 500", fault: { http: 500 }, type: PartnerHttpError },
  { name: "reset", fault: { reset: true }, type: PartnerTransportError, kind: "connection" },
  { name: "malformed body", fault: { malformed: true }, type: PartnerResponseError },
  { name: "hang", fault: { hang: true }, type: PartnerTransportError, kind: "timeout" },
];

/**
 * Each operation under test: `prepare` makes what it needs without faults, `call` is the faulted call,
 * `changed` says whether the sandbox shows its effect (exactly once).
 */
interface Case {
  readonly name: string;
  readonly action: string;
  prepare(): Promise<number>;
  call(client: PartnerClient, subject: number): Promise<unknown>;
  changed(subject: number): boolean;
}

function creation(): Case {
  const ids = new Map<number, string>();
  return {
    name: "addCourseClass",
    action: "addCourseClass",
    async prepare() {
      const id = identity();
      ids.set(serial, id);
      return serial;
    },
    call: (client, subject) => client.addCourseClass(classParams(ids.get(subject))),
    changed: (subject) => classesWith(ids.get(subject) ?? "").length === 1,
  };
}

function batchCreation(): Case {
  const ids = new Map<number, [string, string]>();
  return {
    name: "addCourseClassMultiple",
    action: "addCourseClassMultiple",
    async prepare() {
      const pair: [string, string] = [identity(), identity()];
      ids.set(serial, pair);
      return serial;
    },
    call: (client, subject) =>
      client.addCourseClassMultiple({
        courseId: 9001,
        classJson: (ids.get(subject) ?? []).map((id) => {
          const { courseId: _, ...rest } = classParams(id);
          return rest;
        }),
      }),
    changed: (subject) => (ids.get(subject) ?? []).every((id) => classesWith(id).length === 1),
  };
}

const STUDENTS = [
  { uid: "S-1", name: "Ben" },
  { uid: "S-2", name: "张伟" },
];

const cases: Case[] = [
  creation(),
  batchCreation(),
  {
    name: "addClassStudentMultiple",
    action: "addClassStudentMultiple",
    prepare: freshClass,
    call: (client, classId) =>
      client.addClassStudentMultiple({ courseId: 9001, classId, studentJson: STUDENTS }),
    changed: (classId) => JSON.stringify(classById(classId).students) === '["S-1","S-2"]',
  },
  {
    name: "modifyClassSeatNum",
    action: "modifyClassSeatNum",
    prepare: freshClass,
    call: (client, classId) => client.modifyClassSeatNum({ courseId: 9001, classId, seatNum: 3 }),
    changed: (classId) => classById(classId).seatNum === 3,
  },
];

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (err: unknown) => err,
  );
}

describe("applied faults: the change is made, the answer is lost", () => {
  for (const c of cases) {
    for (const f of failures) {
      it(`${c.name} + ${f.name}: the partner changed and the client rejects with outcomeUnknown`, async () => {
        const client = newClient();
        const subject = await c.prepare();
        expect(c.changed(subject)).toBe(false);
        sandbox.injectFault({ action: c.action, applied: true, ...f.fault });
        const err = await rejection(c.call(client, subject));
        expect(err).toBeInstanceOf(f.type);
        if (f.kind) expect(err).toMatchObject({ kind: f.kind });
        expect(err).toMatchObject({ operation: c.action, attempts: 1 });
        expect(outcomeUnknown(err)).toBe(true);
        expect(c.changed(subject)).toBe(true);
      });
    }
  }
});

/** A port that was just free: nothing listens there, so a connection is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("known outcomes are not 'unknown'", () => {
  it("a refused connection: nothing was sent", async () => {
    const client = newClient({
      baseUrl: `http://127.0.0.1:${await closedPort()}`,
      retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 2 },
    });
    const err = await rejection(client.addCourseClass(classParams(identity())));
    expect(err).toBeInstanceOf(PartnerTransportError);
    expect(err).toMatchObject({ code: "ECONNREFUSED", attempts: 3 });
    expect(outcomeUnknown(err)).toBe(false);
  });

  it("an errno answer, transient or not, states the outcome", async () => {
    const client = newClient();
    for (const errno of [114, 157]) {
      const id = identity();
      sandbox.injectFault({ action: "addCourseClass", errno });
      const err = await rejection(client.addCourseClass(classParams(id)));
      expect(err).toBeInstanceOf(PartnerError);
      expect(err).toMatchObject({ errno });
      expect(outcomeUnknown(err)).toBe(false);
      expect(classesWith(id)).toHaveLength(0);
    }
  });

  it("a reset without applied changes nothing, yet the client cannot tell it from an applied one", async () => {
    const client = newClient();
    const id = identity();
    sandbox.injectFault({ action: "addCourseClass", reset: true });
    const err = await rejection(client.addCourseClass(classParams(id)));
    expect(err).toBeInstanceOf(PartnerTransportError);
    expect(outcomeUnknown(err)).toBe(true);
    expect(classesWith(id)).toHaveLength(0);
  });
});

describe("the client's own retries after an applied fault", () => {
  const retrying = () => newClient({ retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 2 } });

  it("a create with courseUniqueIdentity is retried and answers the same class; no second class", async () => {
    const client = retrying();
    const id = identity();
    sandbox.injectFault({ action: "addCourseClass", applied: true, http: 500 });
    const created = await client.addCourseClass(classParams(id));
    expect(calls.at(-1)).toMatchObject({ operation: "addCourseClass", attempts: 2, ok: true });
    expect(classesWith(id).map((c) => c.classId)).toEqual([created.classId]);
  });

  it("every attempt answered by the fault: three attempts, still one class, outcome unknown", async () => {
    const client = retrying();
    const id = identity();
    sandbox.injectFault({ action: "addCourseClass", applied: true, reset: true, count: 0 });
    const err = await rejection(client.addCourseClass(classParams(id)));
    expect(err).toBeInstanceOf(PartnerTransportError);
    expect(err).toMatchObject({ attempts: 3 });
    expect(outcomeUnknown(err)).toBe(true);
    expect(classesWith(id)).toHaveLength(1);
  });

  it("a create without identity is not retried: one attempt, one class, outcome unknown", async () => {
    const client = retrying();
    const before = sandbox.state(SID).classes.length;
    sandbox.injectFault({ action: "addCourseClass", applied: true, http: 500 });
    const err = await rejection(client.addCourseClass(classParams()));
    expect(err).toMatchObject({ status: 500, attempts: 1 });
    expect(outcomeUnknown(err)).toBe(true);
    expect(sandbox.state(SID).classes.length).toBe(before + 1);
  });

  function batch(ids: readonly string[]) {
    return {
      courseId: 9001,
      classJson: ids.map((id) => {
        const { courseId: _, ...rest } = classParams(id);
        return rest;
      }),
    };
  }

  it("a batch create with identities is retried and answers the same classes", async () => {
    const client = retrying();
    const [a, b] = [identity(), identity()];
    sandbox.injectFault({ action: "addCourseClassMultiple", applied: true, http: 502 });
    const result = await client.addCourseClassMultiple(batch([a, b]));
    expect(result.ok).toBe(true);
    expect(calls.at(-1)).toMatchObject({ attempts: 2 });
    expect(classesWith(a)).toHaveLength(1);
    expect(classesWith(b)).toHaveLength(1);
  });

  it("a garbled 2xx body is not retried by the client although the outcome is unknown", async () => {
    const client = retrying();
    const [a, b] = [identity(), identity()];
    sandbox.injectFault({ action: "addCourseClassMultiple", applied: true, malformed: true });
    const err = await rejection(client.addCourseClassMultiple(batch([a, b])));
    expect(err).toBeInstanceOf(PartnerResponseError);
    expect(err).toMatchObject({ attempts: 1 });
    expect(outcomeUnknown(err)).toBe(true);
    expect(classesWith(a)).toHaveLength(1);
    expect(classesWith(b)).toHaveLength(1);
  });

  it("adding students is retried and resolves with every entry 166 'already in the class'", async () => {
    const client = retrying();
    const classId = await freshClass();
    sandbox.injectFault({ action: "addClassStudentMultiple", applied: true, http: 500 });
    const result = await client.addClassStudentMultiple({ courseId: 9001, classId, studentJson: STUDENTS });
    expect(calls.at(-1)).toMatchObject({ operation: "addClassStudentMultiple", attempts: 2, ok: false });
    expect(result.errno).toBe(1);
    expect(result.ok).toBe(false);
    expect(result.entries.map((e) => e.errno)).toEqual([166, 166]);
    expect(result.entries.map((e) => e.category)).toEqual(["conflict", "conflict"]);
    expect(classById(classId).students).toEqual(["S-1", "S-2"]);
  });

  it("an auditor of the course answers 164 on the retry as on the first attempt", async () => {
    const client = retrying();
    const classId = await freshClass();
    sandbox.injectFault({ action: "addClassStudentMultiple", applied: true, hang: true });
    const result = await client.addClassStudentMultiple({
      courseId: 9001,
      classId,
      studentJson: [
        { uid: "S-3", name: "José" },
        { uid: "A-1", name: "Auditor" },
      ],
    });
    expect(result.entries.map((e) => e.errno)).toEqual([166, 164]);
    expect(classById(classId).students).toEqual(["S-3"]);
  });

  it("a seats change is retried and succeeds: the setting is absolute", async () => {
    const client = retrying();
    const classId = await freshClass();
    sandbox.injectFault({ action: "modifyClassSeatNum", applied: true, reset: true });
    const result = await client.modifyClassSeatNum({ courseId: 9001, classId, seatNum: 3 });
    expect(result.errno).toBe(1);
    expect(calls.at(-1)).toMatchObject({ attempts: 2, ok: true });
    expect(classById(classId).seatNum).toBe(3);
  });
});

describe("fault specs", () => {
  async function post(body: unknown): Promise<{ status: number; json: { error?: string } }> {
    const res = await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as { error?: string } };
  }

  it("accepts applied with each failure kind and reset on its own", async () => {
    for (const extra of [
      { http: 500 },
      { reset: true },
      { malformed: true },
      { hang: true },
      { http: 502, malformed: true },
    ]) {
      expect((await post({ action: "x", applied: true, ...extra })).status).toBe(200);
    }
    expect((await post({ action: "x", reset: true, delayMs: 5 })).status).toBe(200);
  });

  it("refuses combinations that make no sense, saying why", async () => {
    const withErrno = await post({ action: "x", applied: true, errno: 114 });
    expect(withErrno.status).toBe(400);
    expect(withErrno.json.error).toContain("applied cannot be combined with errno");
    const bare = await post({ action: "x", applied: true, delayMs: 10 });
    expect(bare.status).toBe(400);
    expect(bare.json.error).toContain("applied needs the failure");
    const resetHang = await post({ action: "x", reset: true, hang: true, http: 500 });
    expect(resetHang.status).toBe(400);
    expect(resetHang.json.error).toContain(
      "reset drops the connection without an answer, so it cannot be combined with hang, http",
    );
    expect(() => sandbox.injectFault({ action: "x", applied: true })).toThrow(/applied needs/);
  });
});
