/**
 * Runs benchmarks: `npm run bench` runs every bench/<name>.ts in turn, `npm run bench -- <name>` one.
 * Each benchmark is a standalone script that prints its ratio against a baseline measured in the same run.
 * Every bench/<name>.ts is one (ack, crash, enrol, fanout, partner-client, sandbox, schedule, store, tenants); files
 * starting with "_" are helpers (e.g. `_fanout-worker.ts`, the worker process fanout starts twice to
 * measure two instances sharing one PostgreSQL).
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const all = readdirSync(here)
  .filter((f) => f.endsWith(".ts") && f !== "run.ts" && !f.startsWith("_"))
  .map((f) => f.replace(/\.ts$/, ""))
  .sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(", ")}; available: ${all.join(", ")}`);
  process.exit(2);
}
let failed = 0;
for (const name of wanted.length > 0 ? wanted : all) {
  console.log(`\n=== bench/${name} ===`);
  const r = spawnSync(process.execPath, ["--import", "tsx", join(here, `${name}.ts`)], { stdio: "inherit" });
  if (r.status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
