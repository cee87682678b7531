/**
 * A tiny partner client for the conformance suite: signs with the SDK's authFields against the sandbox
 * clock and POSTs form-urlencoded (or multipart) bodies, exactly as a real client would.
 */
import { authFields } from "../../src/partner/signing.js";
import { type FixtureInput, type Sandbox, startSandbox } from "../../src/sandbox/index.js";

export const NOW = 1_790_000_000;
export const SID = "1000001";
export const SECRET = "s3cret";
export const OTHER_SID = "2000002";
export const OTHER_SECRET = "other-secret";
export const BARE_SID = "3000003";
export const BARE_SECRET = "bare-secret";

export function testFixture(): FixtureInput {
  return {
    now: NOW,
    schools: [
      {
        sid: SID,
        secret: SECRET,
        maxSeatNum: 8,
        rootFolderId: "100",
        classCapacity: 5,
        folders: [
          { id: "101", name: "Algebra", parentId: "100" },
          { id: "102", name: "Week 1", parentId: "101" },
          { id: "103", name: "Recordings", parentId: "100", system: true },
        ],
        files: [
          { id: "9", name: "slides.pdf", size: "7KB", folderId: "101" },
          { id: "10", name: "welcome.txt", size: "1KB" },
        ],
        courses: [
          { courseId: 9001, name: "Algebra", folderId: "101", auditors: ["A-1"], headTeacherUid: "T-9" },
          { courseId: 9002, name: "No folder" },
          { courseId: 9003, name: "Gone", state: "deleted" },
          { courseId: 9004, name: "Old", state: "expired" },
          { courseId: 9005, name: "Open day", type: "open" },
        ],
        teachers: [
          { uid: "T-1", name: "Ada" },
          { uid: "T-2", name: "Grace" },
          { uid: "T-3", name: "Sus", state: "suspended" },
          { uid: "T-4", name: "Dis", state: "disabled" },
          { uid: "T-9", name: "Head" },
        ],
        students: [
          { uid: "S-1", name: "Ben", account: "13700000001" },
          { uid: "S-2", name: "张伟", account: "13700000002" },
          { uid: "S-3", name: "José", account: "0044-7700900123" },
          { uid: "S-4", name: "Zoë", account: "13700000004" },
          { uid: "S-5", name: "Li", account: "13700000005" },
          { uid: "S-6", name: "Kwame", account: "13700000006" },
          { uid: "A-1", name: "Auditor", account: "13700000009" },
        ],
        labels: [101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112],
      },
      {
        sid: OTHER_SID,
        secret: OTHER_SECRET,
        rootFolderId: "200",
        folders: [{ id: "201", name: "Theirs", parentId: "200" }],
        courses: [{ courseId: 9101, name: "Theirs", folderId: "201" }],
        teachers: [{ uid: "T-1", name: "Other Ada" }],
        students: [{ uid: "S-1", name: "Other Ben" }],
        labels: [201],
      },
      {
        sid: BARE_SID,
        secret: BARE_SECRET,
        courses: [{ courseId: 9201, name: "No disk" }],
        teachers: [{ uid: "T-1", name: "Ada" }],
      },
    ],
  };
}

export type FieldValue = string | number | unknown[] | Record<string, unknown>;

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field in assertions
  json: any;
  text: string;
  detail: string | null;
}

export interface CallOptions {
  file?: string;
  sid?: string;
  secret?: string;
  multipart?: boolean;
  /** Seconds added to the sandbox clock when signing (to test the accepted skew). */
  skew?: number;
  /** Replace the signed auth fields entirely. */
  auth?: Record<string, string>;
}

function text(value: FieldValue): string {
  return typeof value === "string"
    ? value
    : typeof value === "number"
      ? String(value)
      : JSON.stringify(value);
}

export class PartnerTestClient {
  constructor(readonly sandbox: Sandbox) {}

  get url(): string {
    return this.sandbox.url;
  }

  async call(action: string, fields: Record<string, FieldValue>, options: CallOptions = {}): Promise<Answer> {
    const file = options.file ?? (action === "getCloudList" ? "cloud.api.php" : "course.api.php");
    const auth =
      options.auth ??
      authFields(
        options.sid ?? SID,
        options.secret ?? SECRET,
        () => this.sandbox.now() + (options.skew ?? 0),
      );
    const all: Record<string, string> = { ...auth };
    for (const [k, v] of Object.entries(fields)) all[k] = text(v);
    let body: URLSearchParams | FormData;
    if (options.multipart) {
      body = new FormData();
      for (const [k, v] of Object.entries(all)) body.append(k, v);
    } else {
      body = new URLSearchParams(all);
    }
    const res = await fetch(`${this.url}/partner/api/${file}?action=${action}`, { method: "POST", body });
    return answer(res);
  }

  /** POSTs a raw body (for malformed-input tests). */
  async raw(path: string, body: Uint8Array | string, contentType?: string, method = "POST"): Promise<Answer> {
    const headers: Record<string, string> = contentType ? { "content-type": contentType } : {};
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers,
      ...(method === "GET" || method === "HEAD" ? {} : { body }),
    });
    return answer(res);
  }

  /** A signed urlencoded body as bytes, so tests can splice raw bytes into it. */
  signedBody(extra: string): Buffer {
    const auth = new URLSearchParams(authFields(SID, SECRET, () => this.sandbox.now())).toString();
    return Buffer.concat([Buffer.from(`${auth}&`), Buffer.from(extra, "latin1")]);
  }

  async control(method: string, path: string, body?: unknown): Promise<Answer> {
    const res = await fetch(`${this.url}/__sandbox${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
    });
    return answer(res);
  }

  /** Creates a class tomorrow in course 9001 (or as overridden); returns its classId. */
  async createClass(overrides: Record<string, FieldValue> = {}): Promise<number> {
    const a = await this.call("addCourseClass", classFields(this.sandbox.now(), overrides));
    if (a.json?.error_info?.errno !== 1) throw new Error(`createClass failed: ${a.text} ${a.detail}`);
    return a.json.data as number;
  }

  async addStudents(classId: number, uids: string[], courseId = 9001): Promise<Answer> {
    return this.call("addClassStudentMultiple", {
      courseId,
      classId,
      identity: 1,
      studentJson: uids.map((uid) => ({ uid, name: uid })),
    });
  }

  classState(classId: number, sid = SID) {
    const cls = this.sandbox.state(sid).classes.find((c) => c.classId === classId);
    if (!cls) throw new Error(`class ${classId} not in state`);
    return cls;
  }
}

export function classFields(
  now: number,
  overrides: Record<string, FieldValue> = {},
): Record<string, FieldValue> {
  return {
    courseId: 9001,
    className: "Algebra 1",
    beginTime: now + 86_400,
    endTime: now + 86_400 + 3600,
    teacherUid: "T-1",
    ...overrides,
  };
}

async function answer(res: Response): Promise<Answer> {
  const body = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text: body, detail: res.headers.get("x-sandbox-detail") };
}

export async function startTestSandbox(
  options: { maxSkewSeconds?: number; maxBodyBytes?: number } = {},
): Promise<PartnerTestClient> {
  const sandbox = await startSandbox({ fixture: testFixture(), ...options });
  return new PartnerTestClient(sandbox);
}
