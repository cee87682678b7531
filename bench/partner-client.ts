/**
 * PartnerClient throughput against raw undici, same server, same concurrency, same run.
 *
 * A minimal partner stand-in runs in a child process (so its CPU does not compete with the client's
 * event loop) and answers with fixed JSON per action. Two workloads: getCloudList (a listing to
 * validate and map) and modifyClassSeatNum (envelope only). Rounds alternate between the raw
 * baseline and the SDK to spread machine noise; the headline is the median of per-round ratios
 * (each pair measured back to back). Client CPU per call is reported too: it does not depend on
 * what else the machine is running.
 * Baseline: `Pool.request` with a prebuilt form body and `body.json()` - no signing, validation or
 * response checking, i.e. the least any caller could do. Goal: SDK/raw >= 0.9.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Pool } from "undici";
import { PartnerClient } from "../src/partner/index.js";

const CONCURRENCY = 16;
const ROUNDS = 10;
const ROUND_MS = 500;
const WARMUP_MS = 500;

const bodies: Record<string, string> = {
  getCloudList: JSON.stringify({
    error_info: { errno: 1, error: "程序正常执行" },
    folder_list: [
      { folder_id: "101", folder_name: "课件", is_system_folder: 1 },
      { folder_id: "102", folder_name: "Homework", is_system_folder: "0" },
    ],
    file_list: [
      { id: "9001", file_name: "lesson-1.pdf", file_size: "1.2MB" },
      { id: "9002", file_name: "lesson-2.pptx", file_size: "830KB" },
    ],
  }),
  modifyClassSeatNum: JSON.stringify({ error_info: { errno: 1, error: "程序正常执行" } }),
};

interface Rate {
  readonly wall: number;
  readonly cpuUs: number;
}

async function measure(call: () => Promise<void>, ms: number): Promise<Rate> {
  const until = performance.now() + ms;
  let calls = 0;
  const worker = async () => {
    while (performance.now() < until) {
      await call();
      calls++;
    }
  };
  const started = performance.now();
  const cpu0 = process.cpuUsage();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const cpu = process.cpuUsage(cpu0);
  return { wall: calls / ((performance.now() - started) / 1000), cpuUs: (cpu.user + cpu.system) / calls };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const n = (x: number) => Math.round(x).toLocaleString("en-US");

async function compare(name: string, raw: () => Promise<void>, sdk: () => Promise<void>): Promise<void> {
  await measure(raw, WARMUP_MS);
  await measure(sdk, WARMUP_MS);
  const raws: Rate[] = [];
  const sdks: Rate[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which side goes first so drift (GC, CPU boost, neighbours) hits both alike.
    if (round % 2 === 0) {
      raws.push(await measure(raw, ROUND_MS));
      sdks.push(await measure(sdk, ROUND_MS));
    } else {
      sdks.push(await measure(sdk, ROUND_MS));
      raws.push(await measure(raw, ROUND_MS));
    }
  }
  const wallRatio = median(sdks.map((s, i) => s.wall / (raws[i] as Rate).wall));
  const cpuRaw = Math.min(...raws.map((r) => r.cpuUs));
  const cpuSdk = Math.min(...sdks.map((r) => r.cpuUs));
  console.log(`\n${name} (concurrency ${CONCURRENCY}, ${ROUNDS} alternating rounds of ${ROUND_MS} ms)`);
  console.log(
    `  raw undici:    ${n(median(raws.map((r) => r.wall)))} calls/s, ${cpuRaw.toFixed(1)} us client CPU/call`,
  );
  console.log(
    `  PartnerClient: ${n(median(sdks.map((r) => r.wall)))} calls/s, ${cpuSdk.toFixed(1)} us client CPU/call`,
  );
  console.log(
    `  ratio SDK/raw: ${wallRatio.toFixed(3)} calls/s (median of rounds); ` +
      `CPU ratio ${(cpuRaw / cpuSdk).toFixed(3)}; goal >= 0.9`,
  );
}

async function main(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), ["--server"], { execArgv: ["--import", "tsx"] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (m) => resolve((m as { port: number }).port));
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  const pool = new Pool(origin, { connections: CONCURRENCY, keepAliveTimeout: 60_000 });
  const client = new PartnerClient({
    baseUrl: origin,
    sid: "1000082",
    secret: "bench-secret",
    connections: CONCURRENCY,
  });
  const auth = "SID=1000082&safeKey=43e107a023a133e0b39f47f605eb3526&timeStamp=1721095405";
  const rawCall = (path: string, body: string) => async () => {
    const res = await pool.request({
      origin,
      path,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" },
      body,
    });
    const json = (await res.body.json()) as { error_info: { errno: number } };
    if (json.error_info.errno !== 1) throw new Error("unexpected errno");
  };
  try {
    await compare(
      "getCloudList",
      rawCall("/partner/api/cloud.api.php?action=getCloudList", `${auth}&folderId=345`),
      async () => {
        const r = await client.getCloudList({ folderId: 345 });
        if (r.folders.length !== 2) throw new Error("unexpected result");
      },
    );
    await compare(
      "modifyClassSeatNum",
      rawCall(
        "/partner/api/course.api.php?action=modifyClassSeatNum",
        `${auth}&courseId=1&classId=2&seatNum=6`,
      ),
      async () => {
        await client.modifyClassSeatNum({ courseId: 1, classId: 2, seatNum: 6 });
      },
    );
  } finally {
    await client.close();
    await pool.close();
    child.disconnect();
  }
}

if (process.argv[2] === "--server") {
  const { createServer } = await import("node:http");
  const server = createServer((req, res) => {
    const action = new URL(req.url ?? "/", "http://x").searchParams.get("action") ?? "";
    const body = bodies[action] ?? "{}";
    req.resume();
    req.on("end", () => {
      res.writeHead(200, {
        "content-type": "application/json; charset=utf-8",
        "content-length": Buffer.byteLength(body),
      });
      res.end(body);
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, "127.0.0.1", () => {
    process.send?.({ port: (server.address() as { port: number }).port });
  });
  process.on("disconnect", () => process.exit(0));
} else {
  await main();
}
