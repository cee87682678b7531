import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  PartnerClient,
  PartnerError,
  PartnerHttpError,
  PartnerResponseError,
} from "../../src/partner/index.js";
import { type FakePartner, fail, ok, type Reply, startFakePartner } from "./helpers/fake-partner.js";

const NOW = 1_800_000_000;
const BEGIN = NOW + 3600;
const cls = (customColumn?: string) => ({
  className: "Algebra",
  beginTime: BEGIN,
  endTime: BEGIN + 2700,
  teacherUid: "t1",
  ...(customColumn ? { customColumn } : {}),
});

let reply: Reply = ok();
let server: FakePartner;
let client: PartnerClient;

beforeAll(async () => {
  server = await startFakePartner(() => reply);
  client = new PartnerClient({
    baseUrl: server.baseUrl,
    sid: 1,
    secret: "s",
    clock: () => NOW,
    retry: { retries: 0 },
  });
});

afterEach(() => {
  server.requests.length = 0;
});

afterAll(async () => {
  await client.close();
  await server.close();
});

const live = {
  live_url: "https://live.example/live.php?lessonKey=00d1c98a91c52568",
  live_info: { RTMP: "rtmp://x/1", HLS: "https://x/1.m3u8", FLV: "https://x/1.flv" },
};
const unrecorded = { live_url: "", live_info: { RTMP: "", HLS: "", FLV: "" } };

describe("batch results: every entry, in request order", () => {
  it("reports a failed entry although the overall error_info says success", async () => {
    reply = ok({
      data: [
        { errno: 1, error: "ok", data: 9001, className: "Algebra", customColumn: "a", more_data: live },
        { errno: "136", error: "不是老师", customColumn: "b", more_data: unrecorded },
        { errno: 1, error: "", data: "9003", className: "Algebra", customColumn: "c", more_data: [] },
      ],
    });
    const result = await client.addCourseClassMultiple({
      courseId: 1,
      classJson: [cls("a"), cls("b"), cls("c")],
    });
    expect(result.errno).toBe(1);
    expect(result.ok).toBe(false);
    expect(result.entries.map((e) => [e.index, e.ok, e.errno, e.customColumn, e.classId])).toEqual([
      [0, true, 1, "a", 9001],
      [1, false, 136, "b", undefined],
      [2, true, 1, "c", 9003],
    ]);
    expect(result.failed).toHaveLength(1);
    const failed = result.failed[0];
    expect(failed).toMatchObject({
      index: 1,
      errno: 136,
      error: "不是老师",
      category: "not_allowed",
      meaning: "Account is not a teacher of the school",
      answered: true,
    });
    expect(failed?.item?.customColumn).toBe("b");
    expect(result.entries[0]).toMatchObject({ liveUrl: live.live_url, liveInfo: live.live_info });
    expect(result.entries[2]).toMatchObject({ liveUrl: null, liveInfo: null });
  });

  it("matches entries by echoed customColumn when the service answers out of order", async () => {
    reply = ok({
      data: [
        { errno: 167, error: "not in class", customColumn: "second", studentUid: "s2" },
        { errno: 1, error: "", customColumn: "first", studentUid: "s1" },
      ],
    });
    const result = await client.updateClassStudentComment({
      classId: 5,
      commentJson: [
        { studentUid: "s1", starNum: 4, comment: "good", customColumn: "first" },
        { studentUid: "s2", starNum: 2, comment: "late", customColumn: "second" },
      ],
    });
    expect(result.entries.map((e) => [e.index, e.studentUid, e.ok, e.errno])).toEqual([
      [0, "s1", true, 1],
      [1, "s2", false, 167],
    ]);
  });

  it("omits customColumn when the service does not echo one, and matches by position", async () => {
    reply = ok({
      data: [
        { errno: 1, error: "" },
        { errno: 164, error: "dup" },
      ],
    });
    const result = await client.addClassStudentMultiple({
      courseId: 1,
      classId: 2,
      studentJson: [
        { uid: "s1", name: "Ann" },
        { uid: "s2", name: "Ben" },
      ],
    });
    expect(result.entries.map((e) => ["customColumn" in e, e.item?.name, e.ok, e.category])).toEqual([
      [false, "Ann", true, "success"],
      [false, "Ben", false, "conflict"],
    ]);
  });

  it("marks items the service gave no entry for as failed with an unknown outcome", async () => {
    reply = ok({ data: [{ errno: 1, error: "" }] });
    const result = await client.delClassStudentMultiple({
      courseId: 1,
      classId: 2,
      studentUidJson: ["s1", "s2"],
    });
    expect(result.ok).toBe(false);
    expect(result.failed).toEqual([
      expect.objectContaining({
        index: 1,
        ok: false,
        errno: 0,
        category: "unknown",
        answered: false,
        item: "s2",
      }),
    ]);
    expect(result.entries[0]?.answered).toBe(true);
  });

  it("an overall error with entries throws a PartnerError that carries every entry", async () => {
    reply = fail(114, {
      data: [
        { errno: 1, error: "", classId: 7, customColumn: "x" },
        { errno: 114, error: "boom", classId: 8, customColumn: "y" },
      ],
    });
    const err = await client
      .addClassLabels({
        courseId: 1,
        classList: [
          { classId: 7, classLabelId: [1], customColumn: "x" },
          { classId: 8, classLabelId: [1], customColumn: "y" },
        ],
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PartnerError);
    const e = err as PartnerError<{ ok: boolean; classId?: number }>;
    expect(e.errno).toBe(114);
    expect(e.category).toBe("transient");
    expect(e.entries.map((x) => [x.ok, x.classId])).toEqual([
      [true, 7],
      [false, 8],
    ]);
  });

  it("a batch entry with 280/281/824 is a failed entry that still carries its created class", async () => {
    reply = ok({
      data: [
        { errno: 281, error: "video", data: 8101, customColumn: "a", more_data: unrecorded },
        { errno: "824", error: "intro", data: "8102", customColumn: "b" },
      ],
    });
    const result = await client.addCourseClassMultiple({ courseId: 1, classJson: [cls("a"), cls("b")] });
    expect(result.ok).toBe(false);
    expect(result.failed.map((e) => [e.index, e.errno, e.category, e.classId])).toEqual([
      [0, 281, "partial_success", 8101],
      [1, 824, "partial_success", 8102],
    ]);
  });

  it("customColumn echoed as a number still matches the text that was sent", async () => {
    reply = ok({
      data: [
        { errno: 1, error: "", classId: 8, customColumn: 20 },
        { errno: 359, error: "label", classId: 7, customColumn: 10 },
      ],
    });
    const result = await client.addClassLabels({
      courseId: 1,
      classList: [
        { classId: 7, classLabelId: [1], customColumn: "10" },
        { classId: 8, classLabelId: [1], customColumn: "20" },
      ],
    });
    expect(result.entries.map((e) => [e.index, e.customColumn, e.classId, e.ok])).toEqual([
      [0, "10", 7, false],
      [1, "20", 8, true],
    ]);
  });

  it("removal by studentJson maps entries to those students; with both lists studentUidJson counts", async () => {
    reply = ok({ data: [{ errno: 167, error: "no such student" }] });
    const byJson = await client.delClassStudentMultiple({
      courseId: 1,
      classId: 2,
      studentJson: [{ uid: "s9" }],
    });
    expect(byJson.failed.map((e) => [e.index, e.item])).toEqual([[0, { uid: "s9" }]]);
    expect(server.requests.at(-1)?.form.get("studentJson")).toBe('[{"uid":"s9"}]');

    reply = ok({ data: [{ errno: 1, error: "" }] });
    const both = await client.delClassStudentMultiple({
      courseId: 1,
      classId: 2,
      studentUidJson: ["s1"],
      studentJson: [{ uid: "s1" }, { uid: "s2" }],
    });
    expect(both.ok).toBe(true);
    expect(both.entries.map((e) => e.item)).toEqual(["s1"]);
  });

  it("setClassVideoMultiple exposes the live addresses of each class", async () => {
    reply = ok({ data: [{ errno: 1, error: "", customColumn: "v", more_data: live }] });
    const result = await client.setClassVideoMultiple({
      courseId: 1,
      classJson: [{ classId: 3, record: 1, live: 1, replay: 1, customColumn: "v" }],
    });
    expect(result.entries[0]).toMatchObject({ ok: true, liveUrl: live.live_url, liveInfo: live.live_info });
  });
});

describe("single results", () => {
  it("addCourseClass returns the class ID and live details", async () => {
    reply = ok({
      data: 4242,
      more_data: { live_url: live.live_url, live_info: { RTMP: "", HLS: "", FLV: "" } },
    });
    const result = await client.addCourseClass({ courseId: 1, ...cls(), record: 1 });
    expect(result).toEqual({
      errno: 1,
      error: "程序正常执行",
      classId: 4242,
      liveUrl: live.live_url,
      liveInfo: null,
    });
  });

  it("280/281/824 are partial successes: the error carries the created class", async () => {
    for (const errno of [280, 281, 824]) {
      reply = fail(errno, { data: 77, more_data: unrecorded });
      const err = (await client
        .addCourseClass({ courseId: 1, ...cls() })
        .catch((e: unknown) => e)) as PartnerError;
      expect(err).toBeInstanceOf(PartnerError);
      expect(err.category).toBe("partial_success");
      expect(err.data).toMatchObject({ classId: 77 });
    }
  });

  it("getCloudList maps top-level folder_list/file_list, with is_system_folder as number or string", async () => {
    reply = ok({
      folder_list: [
        { folder_id: "10", folder_name: "课件", is_system_folder: 1 },
        { folder_id: 11, folder_name: "Homework", is_system_folder: "0" },
      ],
      file_list: [{ id: "f1", file_name: "slides.pdf", file_size: "1.2MB" }],
    });
    const result = await client.getCloudList({ folderId: 3 });
    expect(result.folders).toEqual([
      { folderId: "10", folderName: "课件", isSystemFolder: true },
      { folderId: "11", folderName: "Homework", isSystemFolder: false },
    ]);
    expect(result.files).toEqual([{ id: "f1", fileName: "slides.pdf", fileSize: "1.2MB" }]);
  });

  it("an empty folder may omit the lists", async () => {
    reply = ok();
    expect(await client.getCloudList()).toMatchObject({ folders: [], files: [] });
  });

  it("errno other than 1 becomes a PartnerError with the service text and catalogue entry", async () => {
    reply = { body: { error_info: { errno: 193, error: "文件夹不存在" } } };
    const err = (await client.getCloudList({ folderId: 9 }).catch((e: unknown) => e)) as PartnerError;
    expect(err).toBeInstanceOf(PartnerError);
    expect(err.operation).toBe("getCloudList");
    expect(err.serviceError).toBe("文件夹不存在");
    expect(err.entry).toMatchObject({
      code: 193,
      category: "not_found",
    });
    expect(err.message).toBe("getCloudList: errno 193 (Folder does not exist): 文件夹不存在");
  });

  it("an undocumented errno is kept", async () => {
    reply = fail(777);
    const err = (await client
      .modifyClassSeatNum({ courseId: 1, classId: 2, seatNum: 3 })
      .catch((e: unknown) => e)) as PartnerError;
    expect(err.errno).toBe(777);
    expect(err.entry).toMatchObject({ category: "unknown", documented: false });
    expect(err.message).toContain("777");
  });
});

describe("malformed answers become typed errors naming the operation", () => {
  const cases: [string, Reply, RegExp][] = [
    [
      "an HTML error page",
      { body: "<html><body>502 Bad Gateway</body></html>", contentType: "text/html" },
      /HTML/,
    ],
    ["non-JSON text", { body: "Fatal error: something", contentType: "text/plain" }, /not JSON/],
    ["an empty body", { body: "" }, /empty body/],
    ["a JSON array", { body: "[1,2]" }, /not an object/],
    ["missing error_info", { body: { data: [] } }, /error_info/],
    ["error_info without errno", { body: { error_info: { error: "x" } } }, /error_info/],
    ["a batch success without data", { body: { error_info: { errno: 1, error: "" } } }, /data is missing/],
    [
      "a batch entry without errno",
      { body: { error_info: { errno: 1, error: "" }, data: [{ error: "" }] } },
      /data\.0/,
    ],
  ];
  it.each(cases)("%s", async (_name, r, reason) => {
    reply = r;
    const err = await client
      .addClassStudentMultiple({ courseId: 1, classId: 2, studentJson: [{ uid: "s", name: "n" }] })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PartnerResponseError);
    expect((err as PartnerResponseError).operation).toBe("addClassStudentMultiple");
    expect((err as Error).message).toMatch(/^addClassStudentMultiple: unexpected response/);
    expect((err as Error).message).toMatch(reason);
  });

  it("a UTF-8 byte-order mark before the JSON is tolerated", async () => {
    reply = { body: `\uFEFF${JSON.stringify({ error_info: { errno: 1, error: "" } })}` };
    await expect(client.modifyClassSeatNum({ courseId: 1, classId: 2, seatNum: 2 })).resolves.toMatchObject({
      errno: 1,
    });
  });

  it("addCourseClass success without a class ID is a wrong shape", async () => {
    reply = ok({ more_data: unrecorded });
    const err = await client.addCourseClass({ courseId: 1, ...cls() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PartnerResponseError);
    expect((err as Error).message).toMatch(/wrong shape at data/);
  });

  it("an HTTP 4xx is a PartnerHttpError with the status", async () => {
    reply = { status: 404, body: "<h1>Not Found</h1>", contentType: "text/html" };
    const err = (await client.getCloudList().catch((e: unknown) => e)) as PartnerHttpError;
    expect(err).toBeInstanceOf(PartnerHttpError);
    expect(err.status).toBe(404);
    expect(err.message).toBe("getCloudList: HTTP 404: <h1>Not Found</h1>");
  });
});
