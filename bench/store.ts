/**
 * Outbox claim+complete throughput on SQLite and PostgreSQL, against the baseline of a bare
 * INSERT-then-UPDATE loop (one row recorded, then marked done, through the raw driver) on the same
 * engine in the same run. The ratio says what the outbox's atomic claim costs over the least a durable
 * "record it, mark it sent" needs. Bounded: each phase stops at its row count or its time budget.
 * The phases run in alternating rounds and each reports its best round, so a burst of load from other
 * processes (or a WAL checkpoint) during one phase does not skew the ratio.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describePostgresUrl, type OpenStoreOptions, openStore } from "../src/store/index.js";
import { SQLite } from "../src/store/sqlite-driver.js";

const PHASE_BUDGET_MS = 4_000;
const ROUNDS = 3;
const KEY = randomBytes(32).toString("hex");

interface Figure {
  rows: number;
  ms: number;
}
const rate = (f: Figure) => (f.rows / f.ms) * 1000;
const fmt = (n: number) => Math.round(n).toLocaleString("en-US").padStart(8);

/** Runs `step(i)` until `rows` are done or the budget is spent; `step` returns how many rows it did. */
async function timed(rows: number, step: (done: number) => Promise<number> | number): Promise<Figure> {
  const start = performance.now();
  let done = 0;
  while (done < rows && performance.now() - start < PHASE_BUDGET_MS) {
    const n = await step(done);
    if (n === 0) break;
    done += n;
  }
  return { rows: done, ms: performance.now() - start };
}

interface Engine {
  name: string;
  options: OpenStoreOptions;
  rows: number;
  /** The bare loop: INSERT a row, then UPDATE it, each its own autocommit statement. */
  baseline(rows: number, round: number): Promise<Figure>;
  cleanup(): Promise<void>;
}

async function outboxRun(engine: Engine, batch: number, round: number): Promise<Figure> {
  const store = await openStore({ ...engine.options, encryptionKey: KEY });
  try {
    for (let i = 0; i < engine.rows; i++) {
      await store.outbox.enqueue({
        teamId: "T1",
        kind: "dm",
        dedupeKey: `r${round}-b${batch}-${i}`,
        payload: { i },
      });
    }
    return await timed(engine.rows, async () => {
      const got = await store.outbox.claim(batch, "bench", 300);
      for (const m of got) await store.outbox.complete(m.id, "bench");
      return got.length;
    });
  } finally {
    await store.close();
  }
}

function sqliteEngine(): Engine {
  const dir = mkdtempSync(join(tmpdir(), "classroom-bench-"));
  const path = join(dir, "bench.db");
  return {
    name: "SQLite (WAL file)",
    options: { sqlitePath: path },
    rows: 3000,
    async baseline(rows, round) {
      const db = new SQLite(join(dir, `baseline-${round}.db`));
      db.pragma("journal_mode = WAL");
      db.pragma("synchronous = NORMAL");
      db.exec("create table t (id integer primary key, state text not null, payload text not null)");
      const ins = db.prepare("insert into t (id, state, payload) values (?, 'pending', ?)");
      const upd = db.prepare("update t set state = 'sent' where id = ?");
      try {
        return await timed(rows, (i) => {
          ins.run(i + 1, `{"i":${i}}`);
          upd.run(i + 1);
          return 1;
        });
      } finally {
        db.close();
      }
    },
    async cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresEngine(): Promise<Engine | string> {
  const url =
    process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
  if (!/^postgres(ql)?:\/\//.test(url)) return "DATABASE_URL is not a PostgreSQL URL";
  const schema = `bench_${process.pid}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 2000 });
  try {
    await admin.query(`create schema "${schema}"`);
  } catch (err) {
    await admin.end();
    return `${describePostgresUrl(url)} not reachable (${(err as Error).message})`;
  }
  return {
    name: `PostgreSQL (${describePostgresUrl(url)})`,
    options: { databaseUrl: url, postgresSchema: schema },
    rows: 1000,
    async baseline(rows, round) {
      const pool = new pg.Pool({ connectionString: url, max: 1, options: `-c search_path=${schema}` });
      const t = `t${round}`;
      await pool.query(
        `create table ${t} (id bigint primary key, state text not null, payload text not null)`,
      );
      try {
        return await timed(rows, async (i) => {
          await pool.query(`insert into ${t} (id, state, payload) values ($1, 'pending', $2)`, [
            i + 1,
            `{"i":${i}}`,
          ]);
          await pool.query(`update ${t} set state = 'sent' where id = $1`, [i + 1]);
          return 1;
        });
      } finally {
        await pool.end();
      }
    },
    async cleanup() {
      await admin.query(`drop schema if exists "${schema}" cascade`);
      await admin.end();
    },
  };
}

async function main() {
  const engines: Engine[] = [sqliteEngine()];
  const pgEngine = await postgresEngine();
  if (typeof pgEngine === "string") console.log(`PostgreSQL skipped: ${pgEngine}`);
  else engines.push(pgEngine);

  console.log("outbox claim+complete vs bare INSERT+UPDATE loop (rows/s, higher is better)\n");
  console.log(
    `${"engine".padEnd(44)}${"baseline".padStart(9)}${"batch 1".padStart(9)}${"batch 50".padStart(9)}  ratio (batch 1 / batch 50 vs baseline)`,
  );
  for (const e of engines) {
    try {
      const best = (figures: Figure[]) => figures.reduce((x, y) => (rate(y) > rate(x) ? y : x));
      const base: Figure[] = [];
      const one: Figure[] = [];
      const fifty: Figure[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        base.push(await e.baseline(e.rows, round));
        one.push(await outboxRun(e, 1, round));
        fifty.push(await outboxRun(e, 50, round));
      }
      const [b, o, f] = [best(base), best(one), best(fifty)];
      const r1 = rate(o) / rate(b);
      const r50 = rate(f) / rate(b);
      console.log(
        `${e.name.padEnd(44)}${fmt(rate(b))} ${fmt(rate(o))} ${fmt(rate(f))}  ${r1.toFixed(2)}x / ${r50.toFixed(2)}x`,
      );
      console.log(
        `${"".padEnd(44)}(best of ${ROUNDS} rounds: ${b.rows} rows in ${b.ms.toFixed(0)} ms; ${o.rows} in ${o.ms.toFixed(0)} ms; ${f.rows} in ${f.ms.toFixed(0)} ms)`,
      );
    } finally {
      await e.cleanup();
    }
  }
}

const started = performance.now();
await main();
console.log(`\ndone in ${((performance.now() - started) / 1000).toFixed(1)} s`);
