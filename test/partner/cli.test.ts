import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { operationNames } from "../../src/partner/index.js";
import {
  type Captured,
  type FakePartner,
  fail,
  ok,
  type Reply,
  startFakePartner,
} from "./helpers/fake-partner.js";

const SECRET = "cli-SECRET-4417-unique";
const bin = join(import.meta.dirname, "../../bin/classroom.js");

let reply: (req: Captured) => Reply = () => ok();
let server: FakePartner;
let dir: string;

beforeAll(async () => {
  server = await startFakePartner((req) => reply(req));
  dir = mkdtempSync(join(tmpdir(), "partner-cli-"));
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  server.requests.length = 0;
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real command asynchronously, so the in-process fake server can answer it. */
function classroom(
  args: string[],
  env: Record<string, string | undefined> = {},
  input?: string,
): Promise<Run> {
  const base = { PARTNER_BASE_URL: server.baseUrl, PARTNER_SID: "1000082", PARTNER_SECRET: SECRET };
  const merged: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...process.env, ...base, ...env }))
    if (v !== undefined) merged[k] = v;
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [bin, ...args],
      { env: merged, timeout: 30_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 99) : 0;
        resolve({ code, stdout, stderr });
      },
    );
    // With `input`, it is piped on standard input, which then ends.
    if (input !== undefined) child.stdin?.end(input);
  });
}

describe("classroom partner <action>", () => {
  it("register: an account that exists (135) is a success with its UID; the password is not printed", async () => {
    reply = () => fail(135, { data: 5000001 });
    const r = await classroom(["partner", "register", "telephone=13800000001", "password=secret1"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ errno: 135, uid: "5000001", existed: true });
    expect(server.requests[0]?.form.get("telephone")).toBe("13800000001");
    expect(`${r.stdout}${r.stderr}`).not.toContain("secret1");
  });

  it("calls the action with typed fields and exits 0 on success", async () => {
    reply = () => ok();
    const r = await classroom([
      "partner",
      "modifyClassSeatNum",
      "courseId=11",
      "classId=22",
      "seatNum=6",
      "isHd=1",
    ]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ errno: 1 });
    const req = server.requests[0];
    expect(req?.query.get("action")).toBe("modifyClassSeatNum");
    expect(req?.form.get("SID")).toBe("1000082");
    expect([...(req?.form.keys() ?? [])]).toEqual([
      "SID",
      "safeKey",
      "timeStamp",
      "courseId",
      "classId",
      "seatNum",
      "isHd",
    ]);
    expect(req?.form.get("seatNum")).toBe("6");
  });

  it("reads an array field from @file.json and exits 1 naming the failed entry", async () => {
    const begin = Math.floor(Date.now() / 1000) + 7200;
    const file = join(dir, "classes.json");
    writeFileSync(
      file,
      JSON.stringify([
        {
          className: "代数",
          beginTime: begin,
          endTime: begin + 2700,
          teacherUid: "t1",
          customColumn: "row-1",
        },
        {
          className: "Geometry",
          beginTime: begin,
          endTime: begin + 2700,
          teacherUid: "t9",
          customColumn: "row-2",
        },
      ]),
    );
    reply = () =>
      ok({
        data: [
          { errno: 1, error: "", data: 700, customColumn: "row-1" },
          { errno: "136", error: "not a teacher", customColumn: "row-2" },
        ],
      });
    const r = await classroom(["partner", "addCourseClassMultiple", "courseId=11", `classJson=@${file}`]);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ errno: 1, ok: false });
    expect(r.stderr).toContain(
      'entry 1 (customColumn "row-2"): errno 136 - Account is not a teacher of the school',
    );
    expect(r.stderr).not.toContain("entry 0");
    expect(JSON.parse(server.requests[0]?.form.get("classJson") ?? "[]")[0].className).toBe("代数");
  });

  it("keeps text fields as typed: leading zeros of a UID, a name starting with a bracket", async () => {
    reply = () => ok({ data: 5, more_data: [] });
    const begin = Math.floor(Date.now() / 1000) + 7200;
    const r = await classroom([
      "partner",
      "addCourseClass",
      "courseId=11",
      "className=[Makeup] 代数",
      `beginTime=${begin}`,
      `endTime=${begin + 2700}`,
      "teacherUid=0012",
      "assistantUid=12",
    ]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const form = server.requests[0]?.form;
    expect([form?.get("className"), form?.get("teacherUid"), form?.get("assistantUid")]).toEqual([
      "[Makeup] 代数",
      "0012",
      "12",
    ]);
    expect(form?.get("beginTime")).toBe(String(begin));
  });

  it("an array field whose JSON does not parse is a usage error", async () => {
    const r = await classroom([
      "partner",
      "delClassStudentMultiple",
      "courseId=1",
      "classId=2",
      "studentUidJson=[s1",
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("studentUidJson: value looks like JSON but does not parse");
    expect(server.requests).toHaveLength(0);
  });

  it("accepts inline JSON for array fields", async () => {
    reply = () => ok({ data: [{ errno: 1, error: "" }] });
    const r = await classroom([
      "partner",
      "delClassStudentMultiple",
      "courseId=1",
      "classId=2",
      'studentUidJson=["s1"]',
    ]);
    expect(r.code).toBe(0);
    expect(server.requests[0]?.form.get("studentUidJson")).toBe('["s1"]');
  });

  it("refuses invalid parameters with exit 2 and sends nothing", async () => {
    const r = await classroom(["partner", "modifyClassSeatNum", "courseId=1", "classId=2", "seatNum=13"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("seatNum: must be at most 12");
    expect(server.requests).toHaveLength(0);
  });

  it("reports a service error with exit 1, and never prints the secret", async () => {
    reply = () => ({ body: { error_info: { errno: 102, error: "safeKey error" } } });
    const r = await classroom(["partner", "getCloudList"]);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ errno: 102, category: "authentication" });
    expect(r.stderr).toContain("errno 102");
    expect(r.stdout + r.stderr).not.toContain(SECRET);
  });

  it("names each missing environment variable", async () => {
    const r = await classroom(["partner", "getCloudList"], { PARTNER_SECRET: undefined, PARTNER_SID: "" });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("PARTNER_SID, PARTNER_SECRET");
    expect(r.stderr).not.toContain("PARTNER_BASE_URL");
  });

  it("a batch refused overall still lists its failed entries, exit 1", async () => {
    reply = () => ({
      body: {
        error_info: { errno: 114, error: "server exception" },
        data: [
          { errno: 1, error: "", customColumn: "a" },
          { errno: 145, error: "over", customColumn: "b" },
        ],
      },
    });
    const students = JSON.stringify([
      { uid: "s1", name: "Ann", customColumn: "a", password: "Initial-Pass-5521" },
      { uid: "s2", name: "Ben", customColumn: "b" },
    ]);
    const r = await classroom([
      "partner",
      "addClassStudentMultiple",
      "courseId=1",
      "classId=2",
      `studentJson=${students}`,
    ]);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ errno: 114, entries: [{ ok: true }, { ok: false }] });
    expect(r.stderr).toContain('entry 1 (customColumn "b"): errno 145 - Class is over');
    expect(r.stdout + r.stderr).not.toContain("Initial-Pass-5521");
    expect(JSON.parse(server.requests[0]?.form.get("studentJson") ?? "[]")[0].password).toBe(
      "Initial-Pass-5521",
    );
    expect(r.stderr).not.toContain("entry 0");
    expect(server.requests).toHaveLength(1);
  });

  it("an unreachable service exits 1 with the reason, never the secret", async () => {
    const r = await classroom(["partner", "getCloudList"], { PARTNER_BASE_URL: "http://127.0.0.1:1" });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/getCloudList: connection failed/);
    expect(r.stdout + r.stderr).not.toContain(SECRET);
  });

  it("a malformed PARTNER_BASE_URL is a usage error (exit 2)", async () => {
    const r = await classroom(["partner", "getCloudList"], { PARTNER_BASE_URL: "partner.example" });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("baseUrl is not a URL");
  });

  it("rejects an unknown action", async () => {
    const r = await classroom(["partner", "deleteEverything"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown action "deleteEverything"');
  });
});

describe("classroom partner sign / live-link / help", () => {
  it("sign prints the safeKey of the spec's vector", async () => {
    const r = await classroom(["partner", "sign", "--secret", "abcDEF12", "--time", "1493350659"]);
    expect(r).toMatchObject({ code: 0, stdout: "c5385054b01f12d37ce33480532d081a\n" });
  });

  it("live-link prints the student's URL next to live.php", async () => {
    const r = await classroom([
      "partner",
      "live-link",
      "--secret",
      "abcDEF12",
      "--live-url",
      "https://www.example.com/live.php?lessonKey=00d1c98a91c52568",
      "--account",
      "13700000000",
      "--nickname",
      "classin",
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(
      "https://www.example.com/live_partner.php?lessonKey=00d1c98a91c52568&account=13700000000&nickname=classin&checkCode=8fd0f98a12d90b56f5cd7e1e12a6cc40",
    );
  });

  it("help lists every action with its fields", async () => {
    const r = await classroom(["partner", "help"]);
    expect(r.code).toBe(0);
    for (const name of operationNames) expect(r.stdout).toContain(`  ${name} - `);
    expect(r.stdout).toContain("courseUniqueIdentity");
  });
});

describe("classroom partner sign / live-link keep the SECRET out of the command line", () => {
  const SIGNED = "c5385054b01f12d37ce33480532d081a\n";
  const LIVE = [
    "--live-url",
    "https://www.example.com/live.php?lessonKey=00d1c98a91c52568",
    "--account",
    "13700000000",
    "--nickname",
    "classin",
  ];

  it("sign reads PARTNER_SECRET", async () => {
    const r = await classroom(["partner", "sign", "--time", "1493350659"], { PARTNER_SECRET: "abcDEF12" });
    expect(r).toMatchObject({ code: 0, stdout: SIGNED });
  });

  it("sign and live-link read the SECRET from standard input with --secret -, or when piped without PARTNER_SECRET", async () => {
    const signed = await classroom(
      ["partner", "sign", "--secret", "-", "--time", "1493350659"],
      {
        PARTNER_SECRET: "not-this-one",
      },
      "abcDEF12\n",
    );
    expect(signed).toMatchObject({ code: 0, stdout: SIGNED });
    const link = await classroom(
      ["partner", "live-link", ...LIVE],
      { PARTNER_SECRET: undefined },
      "abcDEF12\n",
    );
    expect(link.code).toBe(0);
    expect(link.stdout).toContain("checkCode=8fd0f98a12d90b56f5cd7e1e12a6cc40");
  });

  it("no SECRET anywhere is a usage error (2) that says where to put it", async () => {
    const r = await classroom(["partner", "sign"], { PARTNER_SECRET: undefined }, "");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("PARTNER_SECRET");
  });

  it("a live URL that does not parse is a usage error (2), not a failure (1)", async () => {
    const relative = "live.php?lessonKey=00d1c98a91c52568";
    const r = await classroom([
      "partner",
      "live-link",
      "--live-url",
      relative,
      "--account",
      "1",
      "--nickname",
      "n",
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Invalid URL");
    const base = await classroom([...["partner", "live-link"], ...LIVE, "--live-base", "::nope"]);
    expect(base.code).toBe(2);
  });
});
