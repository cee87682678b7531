/**
 * A separate process that drains the outbox, for the cross-process claim tests. It opens the store
 * described by CLAIM_STORE (JSON options), prints "ready", waits for "go" on stdin so both workers start
 * together, then claims and completes until nothing is due (pausing CLAIM_PAUSE_MS between batches), and prints the ids it claimed as JSON.
 */
import { createInterface } from "node:readline";
import { openStore } from "../../src/store/index.js";

const options = JSON.parse(process.env.CLAIM_STORE ?? "{}");
const instance = process.env.CLAIM_INSTANCE ?? `worker-${process.pid}`;
const batch = Number(process.env.CLAIM_BATCH ?? "5");
// A pause between batches leaves the database free for the other worker: without it, one SQLite writer
// can take every batch while the other's busy handler sleeps, and the test would prove nothing about contention.
const pauseMs = Number(process.env.CLAIM_PAUSE_MS ?? "0");

const store = await openStore({ ...options, migrate: false });
const lines = createInterface({ input: process.stdin });
process.stdout.write("ready\n");
for await (const line of lines) if (line.trim() === "go") break;
lines.close();

const claimed: number[] = [];
for (;;) {
  const got = await store.outbox.claim(batch, instance, 600);
  if (got.length === 0) break;
  for (const m of got) {
    claimed.push(m.id);
    if (!(await store.outbox.complete(m.id, instance))) throw new Error(`lost message ${m.id}`);
  }
  if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
}
await store.close();
process.stdout.write(`${JSON.stringify({ instance, claimed })}\n`);
