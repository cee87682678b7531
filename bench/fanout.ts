/**
 * Outbox fan-out through the Slack stand-in with Slack's limits switched on: a workspace limit of N
 * chat.postMessage per second (burst tolerant) and one per second per channel.
 *
 * 1. Burst: 1,000 DMs to 1,000 distinct students queued at once, one worker on SQLite. Achieved send
 *    rate as a ratio to N (goal >= 0.95), 429s seen, and delay from enqueue to send (p50/p99; at a fixed
 *    rate the last of a burst waits ~1000/N s by arithmetic, so also the lateness against each message's
 *    ideal slot).
 * 2. Steady: DMs queued at 0.9 N per second, as a busy school would; p99 enqueue-to-send delay is the
 *    latency the worker adds when it is keeping up.
 * 3. Shared (PostgreSQL): 1,000 DMs sent by one worker process, then 1,000 by two worker processes on
 *    the same database, each configured at N. Together they must stay at N (the workspace's send slots
 *    live in the store), not reach 2 N and a storm of 429s: combined rate / N, and / the one-process
 *    baseline of the same run. Uses DATABASE_URL, TEST_DATABASE_URL or the local default PostgreSQL;
 *    skipped, saying how to run it, when none is reachable.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { createDeliveryWorker, enqueueDm, slackPoster } from "../src/delivery/index.js";
import { type SlackStandin, startSlackStandin } from "../src/slack-standin/index.js";
import { describePostgresUrl, type OpenStoreOptions, openStore, type Store } from "../src/store/index.js";
import { englishSummaryWords } from "../test/support/summary-words.js";

const N = Number(process.env.FANOUT_RATE ?? "50");
const BURST = 1000;
const STEADY = Math.round(N * 5);
const TEAM = "T0STANDIN";
// Measured from the 10th send: the first ones wait on new HTTP connections while the pacer's slots
// run on, which would flatter the rate.
const WARMUP = 10;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const queuedAt = new Map<string, number>();
const user = (phase: string, i: number) => `U${phase}${String(i).padStart(5, "0")}`;

async function queue(store: Store, phase: string, i: number) {
  const channel = user(phase, i);
  queuedAt.set(channel, Date.now());
  await enqueueDm(store, {
    teamId: TEAM,
    channel,
    text: `fan-out ${i}`,
    dedupeKey: `live-link:${phase}:${i}`,
  });
}

async function drained(standin: SlackStandin, expected: number, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (standin.messages.length < expected && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
}

function sentTimes(standin: SlackStandin, phase: string) {
  return standin.messages
    .filter((m) => m.channel.startsWith(`D${phase}`))
    .map((m) => ({ at: m.at, queued: queuedAt.get(`U${m.channel.slice(1)}`) ?? m.at }))
    .sort((a, b) => a.at - b.at);
}

/** Rate, delays and lateness of a burst phase; 429s counted since call `fromCall`. */
function burstStats(standin: SlackStandin, phase: string, fromCall: number) {
  const sent = sentTimes(standin, phase);
  const first = sent[WARMUP]?.at ?? 0;
  const last = sent.at(-1)?.at ?? 0;
  return {
    sent: sent.length,
    rate: ((sent.length - 1 - WARMUP) / (last - first)) * 1000,
    delays: sent.map((m) => m.at - m.queued),
    lateness: sent.slice(WARMUP).map((m, i) => m.at - first - (i * 1000) / N),
    refused: standin
      .callsTo("chat.postMessage")
      .filter((c) => c.seq >= fromCall && c.status === 429 && String(c.args.channel).startsWith(`U${phase}`))
      .length,
  };
}

// --- 1 and 2: one worker on SQLite -------------------------------------------------------------------
const dir = mkdtempSync(join(tmpdir(), "classroom-fanout-"));
const store = await openStore({ sqlitePath: join(dir, "bench.db") });
const standin = await startSlackStandin({ workspaceLimit: N, perChannelLimit: 1 });
const worker = createDeliveryWorker({
  store,
  summaryWords: englishSummaryWords,
  post: slackPoster({ token: standin.botToken, apiUrl: standin.url }),
  messagesPerSecond: N,
  idleMs: 50,
});

const started = performance.now();
for (let i = 0; i < BURST; i++) await queue(store, "B", i);
worker.start();
await drained(standin, BURST, (BURST / N) * 1000 * 2 + 10_000);
const burst = burstStats(standin, "B", 0);

const steadyStart = standin.messages.length;
const gapMs = 1000 / (N * 0.9);
const t0 = Date.now();
for (let i = 0; i < STEADY; i++) {
  const due = t0 + i * gapMs;
  if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
  await queue(store, "S", i);
  worker.wake();
}
await drained(standin, steadyStart + STEADY, 10_000);
const steady = sentTimes(standin, "S").map((m) => m.at - m.queued);
await worker.stop();
const counts = await store.outbox.counts();
await store.close();
rmSync(dir, { recursive: true, force: true });

console.log(`workspace limit N = ${N}/s, 1/s per channel, ${BURST} distinct students\n`);
console.log(
  `burst (1 worker, SQLite):  ${burst.sent} sent at ${burst.rate.toFixed(1)}/s  ratio to N ${(burst.rate / N).toFixed(3)} (goal >= 0.95)`,
);
console.log(
  `        429s ${burst.refused}; enqueue->send p50 ${s(pct(burst.delays, 50))} p99 ${s(pct(burst.delays, 99))}`,
);
console.log(
  `        lateness vs ideal slot p50 ${s(pct(burst.lateness, 50))} p99 ${s(pct(burst.lateness, 99))}`,
);
console.log(
  `steady: ${steady.length}/${STEADY} queued at ${(N * 0.9).toFixed(0)}/s; enqueue->send p50 ${s(pct(steady, 50))} p99 ${s(pct(steady, 99))}`,
);
console.log(`outbox: ${JSON.stringify(counts)}`);
let failed = burst.sent !== BURST || steady.length !== STEADY || counts.sent !== BURST + STEADY;

// --- 3: one, then two worker processes on one PostgreSQL ---------------------------------------------
const here = dirname(fileURLToPath(import.meta.url));

function startWorkerProcess(options: OpenStoreOptions, instance: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", join(here, "_fanout-worker.ts")], {
    env: {
      ...process.env,
      FANOUT_STORE: JSON.stringify(options),
      FANOUT_SLACK: standin.url,
      FANOUT_TOKEN: standin.botToken,
      FANOUT_RATE: String(N),
      FANOUT_INSTANCE: instance,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (d: Buffer) => {
      if (d.toString().includes("ready")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`worker ${instance} exited with ${code} before sending`)));
  });
}

async function stopAll(children: ChildProcess[]) {
  await Promise.all(
    children.map(
      (c) =>
        new Promise<void>((resolve) => {
          c.removeAllListeners("exit");
          c.once("exit", () => resolve());
          c.kill("SIGTERM");
        }),
    ),
  );
}

async function sharedPhase(pgStore: Store, options: OpenStoreOptions, phase: string, instances: number) {
  const children: ChildProcess[] = [];
  for (let k = 0; k < instances; k++) children.push(await startWorkerProcess(options, `${phase}${k}`));
  const fromCall = standin.calls.length;
  const before = standin.messages.length;
  // One transaction: every worker finds the whole burst at once.
  await pgStore.transaction(async (tx) => {
    for (let i = 0; i < BURST; i++) {
      queuedAt.set(user(phase, i), Date.now());
      await enqueueDm(tx, {
        teamId: TEAM,
        channel: user(phase, i),
        text: `fan-out ${i}`,
        dedupeKey: `live-link:${phase}:${i}`,
      });
    }
  });
  await drained(standin, before + BURST, (BURST / N) * 1000 * 2 + 20_000);
  await stopAll(children);
  return burstStats(standin, phase, fromCall);
}

const pgUrl =
  process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const schema = `bench_fanout_${process.pid}_${randomBytes(3).toString("hex")}`;
const admin = new pg.Pool({ connectionString: pgUrl, max: 1, connectionTimeoutMillis: 2000 });
let reachable = /^postgres(ql)?:\/\//.test(pgUrl);
if (reachable) {
  try {
    await admin.query(`create schema "${schema}"`);
  } catch (err) {
    console.log(
      `\nshared pacing skipped: ${describePostgresUrl(pgUrl)} not reachable (${(err as Error).message})`,
    );
    reachable = false;
  }
} else {
  console.log("\nshared pacing skipped: DATABASE_URL is not a PostgreSQL URL");
}
if (!reachable) {
  console.log(
    "run it with a PostgreSQL database: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- fanout",
  );
} else {
  const options: OpenStoreOptions = {
    databaseUrl: pgUrl,
    postgresSchema: schema,
    encryptionKey: randomBytes(32).toString("hex"),
  };
  const pgStore = await openStore(options);
  try {
    const one = await sharedPhase(pgStore, options, "P", 1);
    const two = await sharedPhase(pgStore, options, "M", 2);
    const split = await admin.query<{ claimed_by: string; n: string }>(
      `select claimed_by, count(*) as n from "${schema}".outbox where dedupe_key like 'live-link:M:%' and state = 'sent' group by claimed_by order by claimed_by`,
    );
    console.log(
      `\nshared workspace rate on ${describePostgresUrl(pgUrl)}, each worker process set to N = ${N}/s:`,
    );
    console.log(
      `1 process:   ${one.sent} sent at ${one.rate.toFixed(1)}/s  ratio to N ${(one.rate / N).toFixed(3)}; 429s ${one.refused}; lateness p99 ${s(pct(one.lateness, 99))}`,
    );
    console.log(
      `2 processes: ${two.sent} sent at ${two.rate.toFixed(1)}/s together  ratio to N ${(two.rate / N).toFixed(3)} (goal >= 0.95, <= 1.0), to 1 process ${(two.rate / one.rate).toFixed(3)}`,
    );
    console.log(
      `             429s ${two.refused}; lateness p99 ${s(pct(two.lateness, 99))}; sent per process ${split.rows.map((r) => `${r.claimed_by} ${r.n}`).join(", ")}`,
    );
    failed ||= one.sent !== BURST || two.sent !== BURST || split.rows.length !== 2;
  } finally {
    await pgStore.close();
    await admin.query(`drop schema if exists "${schema}" cascade`);
  }
}
await admin.end();
await standin.close();
console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (failed) process.exit(1);
