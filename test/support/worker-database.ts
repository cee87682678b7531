/**
 * Each test worker gets its own PostgreSQL database (a setup file of every project, see
 * vitest.config.ts): TEST_DATABASE_URL is pointed at `test_<run>_<worker>` before any test file reads
 * it. Tests still make a schema each and drop it; but Kysely's migrator lists the tables of every
 * schema of its database (by name), and a schema another worker drops at that moment fails the
 * listing ("schema … does not exist"). One database per worker keeps each listing to one worker's
 * schemas. The run's databases are dropped at its end (test/support/global-setup.ts).
 */
import { threadId } from "node:worker_threads";
import pg from "pg";
import { inject } from "vitest";

declare global {
  var workerDatabaseUrl: Promise<string> | undefined;
}

/** The base URL with the database part replaced by `name`. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function createWorkerDatabase(base: string): Promise<string> {
  const name = `${inject("databasePrefix")}_${process.pid}_${threadId}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const exists = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  return withDatabase(base, name);
}

const base = process.env.TEST_DATABASE_URL;
if (base) {
  globalThis.workerDatabaseUrl ??= createWorkerDatabase(base);
  process.env.TEST_DATABASE_URL = await globalThis.workerDatabaseUrl;
}
