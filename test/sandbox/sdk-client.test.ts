/**
 * The SDK's client against the sandbox: the two were written independently from the partner API reference, so
 * every operation going through both proves the wire format, the signing and the answer shapes agree.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  PartnerClient,
  PartnerError,
  PartnerHttpError,
  PartnerResponseError,
  PartnerTransportError,
  parseLessonKey,
  studentLiveLink,
} from "../../src/partner/index.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { NOW, SECRET, SID, testFixture } from "./helpers.js";

let sandbox: Sandbox;
let client: PartnerClient;
const calls: { operation: string; attempts: number; errno: number | null }[] = [];

function newClient(overrides: Partial<ConstructorParameters<typeof PartnerClient>[0]> = {}): PartnerClient {
  return new PartnerClient({
    baseUrl: sandbox.url,
    sid: SID,
    secret: SECRET,
    clock: () => sandbox.now(),
    retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 5 },
    timeoutMs: 2000,
    ...overrides,
  });
}

beforeAll(async () => {
  sandbox = await startSandbox({ fixture: testFixture() });
  client = newClient({ onCall: (info) => calls.push(info) });
});

afterAll(async () => {
  await client.close();
  await sandbox.close();
});

afterEach(() => {
  sandbox.clearFaults();
  sandbox.setNow(NOW);
});

const HOUR = 3600;
let identity = 0;
function nextIdentity(): string {
  identity += 1;
  return `sdk-${identity}`;
}

async function recordedClass(extra: Record<string, unknown> = {}): Promise<number> {
  const created = await client.addCourseClass({
    courseId: 9001,
    className: "Quadratics",
    beginTime: NOW + 2 * HOUR,
    endTime: NOW + 3 * HOUR,
    teacherUid: "T-1",
    record: 1,
    courseUniqueIdentity: nextIdentity(),
    ...extra,
  });
  return created.classId;
}

function classInSandbox(classId: number) {
  const found = sandbox.state(SID).classes.find((c) => c.classId === classId);
  if (!found) throw new Error(`class ${classId} is not in the sandbox`);
  return found;
}

describe("SDK client against the sandbox", () => {
  it("creates a recorded class whose live link opens the chat page as the student", async () => {
    const created = await client.addCourseClass({
      courseId: 9001,
      className: "代数 Algebra",
      beginTime: NOW + 2 * HOUR,
      endTime: NOW + 3 * HOUR,
      teacherUid: "T-1",
      record: 1,
      courseUniqueIdentity: nextIdentity(),
    });
    expect(created.errno).toBe(1);
    expect(classInSandbox(created.classId)).toMatchObject({
      className: "代数 Algebra",
      record: 1,
      teacherUid: "T-1",
    });
    expect(created.liveUrl).toMatch(/\/live\.php\?lessonKey=/);
    if (!created.liveUrl) throw new Error("a recorded class has a live_url");

    const lessonKey = parseLessonKey(created.liveUrl);
    expect(lessonKey).toBe(classInSandbox(created.classId).lessonKey);
    const link = studentLiveLink({
      liveBase: sandbox.url,
      secret: SECRET,
      lessonKey,
      account: "13700000002",
      nickname: "张伟",
    });
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("张伟");

    const forged = studentLiveLink({
      liveBase: sandbox.url,
      secret: "wrong",
      lessonKey,
      account: "13700000002",
      nickname: "张伟",
    });
    expect((await fetch(forged)).status).toBe(403);
  });

  it("returns the earlier class when a creation is retried with the same unique identity", async () => {
    const params = {
      courseId: 9001,
      className: "Retry me",
      beginTime: NOW + 2 * HOUR,
      endTime: NOW + 3 * HOUR,
      teacherUid: "T-1",
      courseUniqueIdentity: nextIdentity(),
    };
    const first = await client.addCourseClass(params);
    const again = await client.addCourseClass(params);
    expect(again.classId).toBe(first.classId);
    expect(sandbox.state(SID).classes.filter((c) => c.className === "Retry me")).toHaveLength(1);
  });

  it("maps every entry of a class batch, in order, with the sandbox's per-entry refusals", async () => {
    const result = await client.addCourseClassMultiple({
      courseId: 9001,
      classJson: [
        {
          className: "Good",
          beginTime: NOW + 2 * HOUR,
          endTime: NOW + 3 * HOUR,
          teacherUid: "T-1",
          customColumn: "row-1",
        },
        {
          className: "Suspended",
          beginTime: NOW + 2 * HOUR,
          endTime: NOW + 3 * HOUR,
          teacherUid: "T-3",
          customColumn: "row-2",
        },
        {
          className: "Disabled teacher",
          beginTime: NOW + 2 * HOUR,
          endTime: NOW + 3 * HOUR,
          teacherUid: "T-4",
          customColumn: "row-3",
        },
      ],
    });
    expect(result.entries.map((e) => [e.customColumn, e.ok, e.errno])).toEqual([
      ["row-1", true, 1],
      ["row-2", false, 387],
      ["row-3", false, 800],
    ]);
    expect(result.ok).toBe(false);
    expect(result.failed.map((e) => e.index)).toEqual([1, 2]);
    const created = result.entries[0]?.classId;
    expect(created && classInSandbox(created).className).toBe("Good");
  });

  it("adds and removes students, reporting each one", async () => {
    const classId = await recordedClass();
    const added = await client.addClassStudentMultiple({
      courseId: 9001,
      classId,
      identity: 1,
      studentJson: [
        { uid: "S-1", name: "Ben" },
        { uid: "T-2", name: "Grace" },
        { uid: "S-2", name: "张伟" },
      ],
    });
    expect(added.entries.map((e) => e.errno)).toEqual([1, 129, 1]);
    expect(classInSandbox(classId).students).toEqual(["S-1", "S-2"]);

    const removed = await client.delClassStudentMultiple({
      courseId: 9001,
      classId,
      identity: 1,
      studentUidJson: ["S-1", "S-4"],
    });
    expect(removed.entries.map((e) => e.errno)).toEqual([1, 167]);
    expect(classInSandbox(classId).students).toEqual(["S-2"]);
  });

  it("switches video, seats and labels, and rates students", async () => {
    const classId = await recordedClass();
    const video = await client.setClassVideoMultiple({
      courseId: 9001,
      classJson: [{ classId, record: 1, live: 1, replay: 1 }],
    });
    expect(video.entries[0]).toMatchObject({ ok: true, item: { classId } });
    expect(video.entries[0]?.liveInfo?.RTMP).toMatch(/^rtmp:/);
    expect(classInSandbox(classId)).toMatchObject({ record: 1, live: 1, replay: 1 });

    await client.modifyClassSeatNum({ courseId: 9001, classId, seatNum: 6, isHd: 1 });
    expect(classInSandbox(classId)).toMatchObject({ seatNum: 6, isHd: 1 });

    const labels = await client.addClassLabels({
      courseId: 9001,
      classList: [{ classId, classLabelId: [101, 102] }],
    });
    expect(labels.ok).toBe(true);
    expect(classInSandbox(classId).labels).toEqual([101, 102]);

    await client.addClassStudentMultiple({
      courseId: 9001,
      classId,
      identity: 1,
      studentJson: [{ uid: "S-1", name: "Ben" }],
    });
    const rated = await client.updateClassStudentComment({
      classId,
      commentJson: [
        { studentUid: "S-1", starNum: 5, comment: "Great work" },
        { studentUid: "S-5", starNum: 3, comment: "Not in class" },
      ],
    });
    expect(rated.entries.map((e) => [e.studentUid, e.errno])).toEqual([
      ["S-1", 1],
      ["S-5", 167],
    ]);
    expect(classInSandbox(classId).comments).toEqual([
      { studentUid: "S-1", starNum: 5, comment: "Great work" },
    ]);
  });

  it("lists the cloud folder", async () => {
    const top = await client.getCloudList();
    expect(top.folders.map((f) => f.folderName)).toContain("Algebra");
    const algebra = await client.getCloudList({ folderId: "101" });
    expect(algebra.files).toEqual([{ id: "9", fileName: "slides.pdf", fileSize: "7KB" }]);
  });

  it("turns the sandbox's refusals into typed errors", async () => {
    await expect(client.getCloudList({ folderId: "999" })).rejects.toMatchObject({ errno: 193 });
    const wrong = newClient({ secret: "not-the-secret" });
    try {
      const err = await wrong.getCloudList().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PartnerError);
      expect(err).toMatchObject({ errno: 102, category: "authentication" });
      expect(String(err)).not.toContain("not-the-secret");
    } finally {
      await wrong.close();
    }
  });
});

describe("SDK client against injected sandbox faults", () => {
  it("retries a transient errno and succeeds on the next attempt", async () => {
    sandbox.injectFault({ action: "getCloudList", errno: 114, count: 1 });
    calls.length = 0;
    const listing = await client.getCloudList();
    expect(listing.errno).toBe(1);
    expect(calls.at(-1)).toMatchObject({ operation: "getCloudList", attempts: 2, errno: 1 });
  });

  it("retries HTTP 5xx but gives up after the bound", async () => {
    sandbox.injectFault({ action: "modifyClassSeatNum", http: 503, count: 0 });
    calls.length = 0;
    const err = await client
      .modifyClassSeatNum({ courseId: 9001, classId: 1, seatNum: 2 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PartnerHttpError);
    expect(calls.at(-1)).toMatchObject({ attempts: 3 });
  });

  it("does not retry a class creation without a unique identity", async () => {
    sandbox.injectFault({ action: "addCourseClass", errno: 114, count: 1 });
    calls.length = 0;
    const err = await client
      .addCourseClass({
        courseId: 9001,
        className: "Once only",
        beginTime: NOW + 2 * HOUR,
        endTime: NOW + 3 * HOUR,
        teacherUid: "T-1",
      })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ errno: 114 });
    expect(calls.at(-1)).toMatchObject({ attempts: 1 });
  });

  it("reports a malformed answer as a typed error naming the operation", async () => {
    sandbox.injectFault({ action: "getCloudList", malformed: true, count: 0 });
    const err = await client.getCloudList().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PartnerResponseError);
    expect(String(err)).toContain("getCloudList");
  });

  it("times out a hanging call", async () => {
    const impatient = newClient({ timeoutMs: 300, retry: { retries: 0 } });
    sandbox.injectFault({ action: "getCloudList", hang: true, count: 1 });
    try {
      const err = await impatient.getCloudList().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PartnerTransportError);
      expect(err).toMatchObject({ kind: "timeout", operation: "getCloudList" });
    } finally {
      await impatient.close();
    }
  });
});
