import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import type { OpenStoreOptions } from "../../src/store/index.js";
import { ENGINES, type Fresh, freshDatabase, skipPostgres, TEST_KEY } from "./harness.js";

const ROWS = 1000;

interface Worker {
  child: ChildProcessWithoutNullStreams;
  ready: Promise<void>;
  result: Promise<{ instance: string; claimed: number[] }>;
}

function startWorker(options: OpenStoreOptions, instance: string): Worker {
  const child = spawn(process.execPath, ["--import", "tsx", "test/store/claim-worker.ts"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      CLAIM_STORE: JSON.stringify(options),
      CLAIM_INSTANCE: instance,
      CLAIM_BATCH: "5",
      CLAIM_PAUSE_MS: "3",
    },
  });
  let out = "";
  let err = "";
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  child.stdout.on("data", (d: Buffer) => {
    out += d.toString();
    if (out.includes("ready\n")) markReady();
  });
  child.stderr.on("data", (d: Buffer) => {
    err += d.toString();
  });
  const result = new Promise<{ instance: string; claimed: number[] }>((resolve, reject) => {
    child.on("close", (code) => {
      const last = out.trim().split("\n").pop() ?? "";
      if (code !== 0 || !last.startsWith("{")) {
        reject(new Error(`worker ${instance} exited with ${code}: ${err || out}`));
        return;
      }
      resolve(JSON.parse(last));
    });
  });
  // A worker that dies before "ready" must fail the test instead of hanging it.
  result.catch(() => markReady());
  return { child, ready, result };
}

for (const engine of ENGINES) {
  describe.skipIf(skipPostgres(engine))(`outbox claimed by two processes on one ${engine} database`, () => {
    let fresh: Fresh | undefined;
    const children: ChildProcessWithoutNullStreams[] = [];
    afterEach(async () => {
      for (const c of children) if (c.exitCode === null) c.kill();
      await fresh?.dispose();
    });

    it(`claims each of ${ROWS} messages exactly once`, async () => {
      fresh = await freshDatabase(engine);
      const store = await fresh.open({ encryptionKey: TEST_KEY });
      for (let i = 0; i < ROWS; i++) {
        await store.outbox.enqueue({ teamId: "T1", kind: "dm", dedupeKey: `m${i}`, payload: { i } });
      }
      const options = { ...fresh.options, encryptionKey: TEST_KEY };
      const workers = [startWorker(options, "a"), startWorker(options, "b")];
      children.push(...workers.map((w) => w.child));
      await Promise.all(workers.map((w) => w.ready));
      for (const w of workers) w.child.stdin.write("go\n");
      const [a, b] = await Promise.all(workers.map((w) => w.result));
      if (!a || !b) throw new Error("missing worker result");

      const all = [...a.claimed, ...b.claimed];
      expect(new Set(all).size).toBe(all.length); // no message claimed twice
      expect(all.length).toBe(ROWS); // none left behind
      // Both took part, so the exactly-once result was reached under real contention.
      expect(a.claimed.length).toBeGreaterThan(0);
      expect(b.claimed.length).toBeGreaterThan(0);

      const rows = await fresh.raw<{ state: string; attempts: number; claimed_by: string; n: number }>(
        "select state, attempts, claimed_by, count(*) as n from outbox group by state, attempts, claimed_by order by claimed_by",
      );
      expect(rows.map((r) => [r.state, Number(r.attempts), r.claimed_by, Number(r.n)])).toEqual([
        ["sent", 1, "a", a.claimed.length],
        ["sent", 1, "b", b.claimed.length],
      ]);
    }, 120_000);
  });
}
