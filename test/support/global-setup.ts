/**
 * Once per run (vitest.config.ts `globalSetup`): names the run's per-worker databases
 * (test/support/worker-database.ts), and drops them when the run ends.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    databasePrefix: string;
  }
}

export default function setup(project: TestProject): () => Promise<void> {
  const prefix = `test_${randomBytes(3).toString("hex")}`;
  project.provide("databasePrefix", prefix);
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        "select datname from pg_database where datname like $1",
        [`${prefix}\\_%`],
      );
      for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await client.end();
    }
  };
}
