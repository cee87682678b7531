import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { authFields } from "../../src/partner/signing.js";
import { testFixture } from "./helpers.js";

const BIN = join(import.meta.dirname, "../../bin/classroom.js");

interface Running {
  child: ChildProcess;
  lines: string[];
  stderr: () => string;
  exit: Promise<number | null>;
}

function runCli(args: string[]): Running {
  const child = spawn(process.execPath, [BIN, "sandbox", ...args], { stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  let out = "";
  let err = "";
  child.stdout?.setEncoding("utf8").on("data", (d: string) => {
    out += d;
    const parts = out.split("\n");
    out = parts.pop() ?? "";
    lines.push(...parts);
  });
  child.stderr?.setEncoding("utf8").on("data", (d: string) => {
    err += d;
  });
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, lines, stderr: () => err, exit };
}

async function waitForLines(r: Running, n: number): Promise<string[]> {
  const deadline = Date.now() + 15_000;
  while (r.lines.length < n) {
    if (Date.now() > deadline || r.child.exitCode !== null) {
      throw new Error(`sandbox CLI printed ${JSON.stringify(r.lines)}; stderr: ${r.stderr()}`);
    }
    await new Promise((res) => setTimeout(res, 50));
  }
  return r.lines;
}

function value(lines: string[], key: string): string {
  const line = lines.find((l) => l.startsWith(`${key}=`));
  if (!line) throw new Error(`no ${key}= line in ${JSON.stringify(lines)}`);
  return line.slice(key.length + 1);
}

describe("classroom sandbox CLI", { timeout: 40_000 }, () => {
  let dir: string;
  const running: Running[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "sandbox-cli-"));
  });
  afterEach(() => {
    for (const r of running.splice(0)) if (r.child.exitCode === null) r.child.kill("SIGKILL");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("without --fixture serves the demo school, prints URL, SID and SECRET, and stops on SIGTERM", async () => {
    const r = runCli(["--port", "0"]);
    running.push(r);
    const lines = await waitForLines(r, 4);
    expect(lines[0]).toMatch(/^Partner sandbox listening on http:\/\/127\.0\.0\.1:\d+$/);
    const url = value(lines, "PARTNER_BASE_URL");
    expect(lines[0]).toContain(url);
    const sid = value(lines, "PARTNER_SID");
    const secret = value(lines, "PARTNER_SECRET");
    const res = await fetch(`${url}/partner/api/cloud.api.php?action=getCloudList`, {
      method: "POST",
      body: new URLSearchParams(authFields(sid, secret)),
    });
    const json = (await res.json()) as { error_info: { errno: number }; folder_list: unknown[] };
    expect(json.error_info.errno).toBe(1);
    expect(json.folder_list.length).toBeGreaterThan(0);
    r.child.kill("SIGTERM");
    expect(await r.exit).toBe(0);
  });

  it("with --fixture serves that fixture and does not print a secret", async () => {
    const file = join(dir, "fixture.json");
    await writeFile(file, JSON.stringify(testFixture()));
    const r = runCli(["--port", "0", "--fixture", file, "--host", "127.0.0.1"]);
    running.push(r);
    const lines = await waitForLines(r, 2);
    const url = value(lines, "PARTNER_BASE_URL");
    await new Promise((res) => setTimeout(res, 100));
    expect(r.lines.join("\n")).not.toContain("SECRET");
    const state = await fetch(`${url}/__sandbox/state?sid=1000001`).then((x) => x.json());
    expect(state).toEqual({ classes: [] });
    const clock = await fetch(`${url}/__sandbox/clock`).then((x) => x.json());
    expect(clock).toEqual({ now: 1_790_000_000 });
    r.child.kill("SIGINT");
    expect(await r.exit).toBe(0);
  });

  it("exits 2 naming the file and field of a bad fixture", async () => {
    const file = join(dir, "bad.json");
    await writeFile(
      file,
      JSON.stringify({ schools: [{ sid: "1", secret: "x", courses: [{ courseId: "nine" }] }] }),
    );
    const r = runCli(["--port", "0", "--fixture", file]);
    expect(await r.exit).toBe(2);
    expect(r.stderr()).toContain(file);
    expect(r.stderr()).toContain("schools[0].courses[0].courseId");
    const broken = join(dir, "broken.json");
    await writeFile(broken, "{ not json");
    const r2 = runCli(["--fixture", broken]);
    expect(await r2.exit).toBe(2);
    expect(r2.stderr()).toContain("not valid JSON");
  });

  it("exits 2 on a bad option", async () => {
    const r = runCli(["--port", "http"]);
    expect(await r.exit).toBe(2);
    expect(r.stderr()).toContain("--port");
  });
});
