/**
 * bench/sandbox: requests/s and p50/p99 latency of addCourseClass and addClassStudentMultiple (30
 * students) at concurrency 1, 8 and 64, against a bare node:http server answering a fixed JSON with the
 * same request bodies, measured in the same run. The servers run in a child process so the load client
 * does not share their event loop. Bounded: about 25 s.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { Pool } from "undici";
import { authFields } from "../src/partner/signing.js";
import { startSandbox } from "../src/sandbox/index.js";
import { oneSchoolFixture } from "./_shared.js";

const SID = "7000001";
const SECRET = "bench-secret";
const COURSE = 8001;
const STUDENTS = Array.from({ length: 30 }, (_, i) => ({
  uid: `B-${i + 1}`,
  name: `Bench Student ${i + 1}`,
}));
const WARMUP_MS = 300;
const MEASURE_MS = 1500;
const CONCURRENCY = [1, 8, 64];
const FIXED_JSON = JSON.stringify({
  data: 300001,
  more_data: { live_url: "", live_info: { RTMP: "", HLS: "", FLV: "" } },
  error_info: { errno: 1, error: "Success" },
});

async function serve(): Promise<void> {
  const baseline = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
      res.end(FIXED_JSON);
    });
  });
  await new Promise<void>((resolve) => baseline.listen(0, "127.0.0.1", resolve));
  const sandbox = await startSandbox({
    fixture: oneSchoolFixture({
      sid: SID,
      secret: SECRET,
      courseId: COURSE,
      teachers: [{ uid: "T-1", name: "Teacher" }],
      students: STUDENTS,
    }),
  });
  const port = (baseline.address() as AddressInfo).port;
  process.stdout.write(`READY http://127.0.0.1:${port} ${sandbox.url}\n`);
  const stop = async () => {
    await sandbox.close();
    baseline.closeAllConnections();
    baseline.close();
  };
  process.on("SIGTERM", () => void stop());
}

function form(fields: Record<string, string>): string {
  return new URLSearchParams({ ...authFields(SID, SECRET), ...fields }).toString();
}

let counter = 0;
function addCourseClassBody(): string {
  const begin = Math.floor(Date.now() / 1000) + 86_400 + (counter++ % 10_000);
  return form({
    courseId: String(COURSE),
    className: `Bench class ${counter}`,
    beginTime: String(begin),
    endTime: String(begin + 3600),
    teacherUid: "T-1",
    record: "1",
    live: "1",
  });
}

const classIds: number[] = [];
let nextClass = 0;
function addStudentsBody(): string {
  const classId = classIds[nextClass++ % classIds.length] ?? 0;
  return form({
    courseId: String(COURSE),
    classId: String(classId),
    identity: "1",
    studentJson: JSON.stringify(STUDENTS),
  });
}

interface Result {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

async function load(
  base: string,
  action: string,
  body: () => string,
  concurrency: number,
  onAnswer?: (json: { data?: unknown; error_info?: { errno?: number } }) => void,
): Promise<Result> {
  const pool = new Pool(base, { connections: concurrency, pipelining: 1 });
  const path = `/partner/api/course.api.php?action=${action}`;
  const latencies: number[] = [];
  let failures = 0;
  let measuring = false;
  let stopAt = Number.POSITIVE_INFINITY;
  const worker = async () => {
    while (performance.now() < stopAt) {
      const started = performance.now();
      const res = await pool.request({
        path,
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: body(),
      });
      const text = await res.body.text();
      const elapsed = performance.now() - started;
      if (res.statusCode !== 200) failures++;
      else if (onAnswer) onAnswer(JSON.parse(text));
      if (measuring) latencies.push(elapsed);
    }
  };
  const t0 = performance.now();
  stopAt = t0 + WARMUP_MS + MEASURE_MS;
  const workers = Array.from({ length: concurrency }, worker);
  await new Promise((r) => setTimeout(r, WARMUP_MS));
  measuring = true;
  const measureStart = performance.now();
  await Promise.all(workers);
  const seconds = (performance.now() - measureStart) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
  };
}

function startServers(): Promise<{ child: ChildProcess; baseline: string; sandbox: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--serve"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout?.setEncoding("utf8").on("data", (d: string) => {
      out += d;
      const m = /READY (\S+) (\S+)\n/.exec(out);
      if (m?.[1] && m[2]) resolve({ child, baseline: m[1], sandbox: m[2] });
    });
    child.on("exit", (code) => reject(new Error(`server process exited with ${code}`)));
  });
}

const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(8);

async function main(): Promise<void> {
  const guard = setTimeout(() => {
    console.error("bench/sandbox: over its 60 s budget, aborting");
    process.exit(1);
  }, 58_000);
  const { child, baseline, sandbox } = await startServers();
  try {
    console.log(
      `servers: baseline ${baseline}, sandbox ${sandbox}; ${MEASURE_MS} ms per cell after ${WARMUP_MS} ms warm-up`,
    );
    console.log(
      "operation                 conc | baseline rps  p50 ms  p99 ms | sandbox rps  p50 ms  p99 ms | rps ratio  p50 ratio",
    );
    const rows: [
      string,
      () => string,
      ((j: { data?: unknown; error_info?: { errno?: number } }) => void)?,
    ][] = [
      [
        "addCourseClass",
        addCourseClassBody,
        (j) => {
          if (typeof j.data === "number") classIds.push(j.data);
        },
      ],
      ["addClassStudentMultiple", addStudentsBody],
    ];
    for (const [action, body, onAnswer] of rows) {
      for (const concurrency of CONCURRENCY) {
        const base = await load(baseline, action, body, concurrency);
        let refused = 0;
        const sb = await load(sandbox, action, body, concurrency, (j) => {
          if (j.error_info?.errno !== 1) refused++;
          onAnswer?.(j);
        });
        console.log(
          `${action.padEnd(25)} ${String(concurrency).padStart(4)} | ${fmt(base.rps)}    ${fmt(base.p50, 2)} ${fmt(base.p99, 2)} | ${fmt(sb.rps)}   ${fmt(sb.p50, 2)} ${fmt(sb.p99, 2)} | ${fmt(sb.rps / base.rps, 2)}   ${fmt(sb.p50 / base.p50, 2)}` +
            (sb.failures + base.failures + refused > 0
              ? `  (non-200: ${sb.failures + base.failures}, errno != 1: ${refused})`
              : ""),
        );
      }
    }
    console.log(
      "ratio = sandbox / bare node:http answering a fixed JSON to the same bodies (rps: higher is better, 1.00 = no overhead).",
    );
    console.log(
      `addClassStudentMultiple cycles over the ${classIds.length} classes created above; repeats answer 166 per entry, which costs the same checks.`,
    );
  } finally {
    child.kill("SIGTERM");
    clearTimeout(guard);
  }
}

if (process.argv[2] === "--serve") {
  await serve();
} else {
  await main();
}
