/**
 * Outbox fan-out through the Slack stand-in with Slack's limits switched on: a workspace limit of N
 * chat.postMessage per second (burst tolerant) and one per second per channel.
 *
 * 1. Burst: 1,000 DMs to 1,000 distinct students queued at once. Achieved send rate as a ratio to N
 *    (goal >= 0.95), 429s seen, and delay from enqueue to send (p50/p99; at a fixed rate the last of a
 *    burst waits ~1000/N s by arithmetic, so also the lateness against each message's ideal slot).
 * 2. Steady: DMs queued at 0.9 N per second, as a busy school would; p99 enqueue-to-send delay is the
 *    latency the worker adds when it is keeping up.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDeliveryWorker, enqueueDm, slackPoster } from "../src/delivery/index.js";
import { startSlackStandin } from "../src/slack-standin/index.js";
import { openStore } from "../src/store/index.js";

const N = Number(process.env.FANOUT_RATE ?? "50");
const BURST = 1000;
const STEADY = Math.round(N * 5);
const TEAM = "T0STANDIN";

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const dir = mkdtempSync(join(tmpdir(), "classroom-fanout-"));
const store = await openStore({ sqlitePath: join(dir, "bench.db") });
const standin = await startSlackStandin({ workspaceLimit: N, perChannelLimit: 1 });
const worker = createDeliveryWorker({
  store,
  post: slackPoster({ token: standin.botToken, apiUrl: standin.url }),
  messagesPerSecond: N,
  idleMs: 50,
});
const queuedAt = new Map<string, number>();
const user = (phase: string, i: number) => `U${phase}${String(i).padStart(5, "0")}`;

async function queue(phase: string, i: number) {
  const channel = user(phase, i);
  queuedAt.set(channel, Date.now());
  await enqueueDm(store, {
    teamId: TEAM,
    channel,
    text: `fan-out ${i}`,
    dedupeKey: `live-link:${phase}:${i}`,
  });
  worker.wake();
}

async function drained(expected: number, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (standin.messages.length < expected && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
}

function sentTimes(phase: string) {
  return standin.messages
    .filter((m) => m.channel.startsWith(`D${phase}`))
    .map((m) => ({ at: m.at, queued: queuedAt.get(`U${m.channel.slice(1)}`) ?? m.at }))
    .sort((a, b) => a.at - b.at);
}

const started = performance.now();
for (let i = 0; i < BURST; i++) await queue("B", i);
worker.start();
await drained(BURST, (BURST / N) * 1000 * 2 + 10_000);
const burst = sentTimes("B");
// Measured from the 10th send: the first ones wait on new HTTP connections while the pacer's slots
// run on, which would flatter the rate.
const WARMUP = 10;
const first = burst[WARMUP]?.at ?? 0;
const last = burst.at(-1)?.at ?? 0;
const achieved = ((burst.length - 1 - WARMUP) / (last - first)) * 1000;
const delays = burst.map((m) => m.at - m.queued);
const lateness = burst.slice(WARMUP).map((m, i) => m.at - first - (i * 1000) / N);
const refused = standin.callsTo("chat.postMessage").filter((c) => c.status === 429).length;

const steadyStart = standin.messages.length;
const gapMs = 1000 / (N * 0.9);
const t0 = Date.now();
for (let i = 0; i < STEADY; i++) {
  const due = t0 + i * gapMs;
  if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
  await queue("S", i);
}
await drained(steadyStart + STEADY, 10_000);
const steady = sentTimes("S").map((m) => m.at - m.queued);
await worker.stop();
const counts = await store.outbox.counts();
await standin.close();
await store.close();
rmSync(dir, { recursive: true, force: true });

console.log(`workspace limit N = ${N}/s, 1/s per channel, ${BURST} distinct students (SQLite outbox)\n`);
console.log(
  `burst:  ${burst.length} sent at ${achieved.toFixed(1)}/s  ratio to N ${(achieved / N).toFixed(3)} (goal >= 0.95)`,
);
console.log(`        429s ${refused}; enqueue->send p50 ${s(pct(delays, 50))} p99 ${s(pct(delays, 99))}`);
console.log(`        lateness vs ideal slot p50 ${s(pct(lateness, 50))} p99 ${s(pct(lateness, 99))}`);
console.log(
  `steady: ${steady.length}/${STEADY} queued at ${(N * 0.9).toFixed(0)}/s; enqueue->send p50 ${s(pct(steady, 50))} p99 ${s(pct(steady, 99))}`,
);
console.log(
  `outbox: ${JSON.stringify(counts)}; done in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
if (burst.length !== BURST || steady.length !== STEADY || counts.sent !== BURST + STEADY) process.exit(1);
