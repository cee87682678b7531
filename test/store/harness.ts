/**
 * Fresh stores for the store tests: a new SQLite file in a temp folder, or a new PostgreSQL schema when
 * TEST_DATABASE_URL is set. Each test gets its own and drops it afterwards.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterEach, beforeEach } from "vitest";
import { type OpenStoreOptions, openStore, type Store, type WorkspaceInput } from "../../src/store/index.js";

export const PG_URL = process.env.TEST_DATABASE_URL || undefined;
export const ENGINES = ["sqlite", "postgres"] as const;
export type TestEngine = (typeof ENGINES)[number];

let warned = false;
export function skipPostgres(engine: TestEngine): boolean {
  if (engine !== "postgres" || PG_URL) return false;
  if (!warned) {
    warned = true;
    console.warn("PostgreSQL tests skipped: TEST_DATABASE_URL not set");
  }
  return true;
}

export const TEST_KEY = "7f".repeat(32);

/** A clock the test moves by hand. */
export function manualClock(start = 1_800_000_000) {
  let now = start;
  const clock = () => now;
  return Object.assign(clock, {
    advance(seconds: number) {
      now += seconds;
    },
  });
}

export interface Fresh {
  /** Options that reach this fresh database again (for a second store or a child process). */
  options: OpenStoreOptions;
  /** SQLite file path, or PostgreSQL schema name. */
  where: string;
  open(extra?: Partial<OpenStoreOptions>): Promise<Store>;
  /** Runs raw SQL on the database behind the store, for checking what is actually stored. */
  raw<T>(query: string, params?: unknown[]): Promise<T[]>;
  dispose(): Promise<void>;
}

export async function freshDatabase(engine: TestEngine): Promise<Fresh> {
  const opened: Store[] = [];
  if (engine === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "classroom-store-"));
    const sqlitePath = join(dir, "classroom.db");
    const options: OpenStoreOptions = { sqlitePath };
    return {
      options,
      where: sqlitePath,
      async open(extra) {
        const s = await openStore({ ...options, ...extra });
        opened.push(s);
        return s;
      },
      async raw<T>(query: string, params: unknown[] = []) {
        const { SQLite } = await import("../../src/store/sqlite-driver.js");
        const db = new SQLite(sqlitePath);
        try {
          const stmt = db.prepare(query);
          if (stmt.reader) return stmt.all(...params) as T[];
          stmt.run(...params);
          return [];
        } finally {
          db.close();
        }
      },
      async dispose() {
        for (const s of opened) await s.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!PG_URL) throw new Error("TEST_DATABASE_URL not set");
  const schema = `store_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const options: OpenStoreOptions = { databaseUrl: PG_URL, postgresSchema: schema, encryptionKey: TEST_KEY };
  const admin = new pg.Pool({ connectionString: PG_URL, max: 1, options: `-c search_path=${schema}` });
  return {
    options,
    where: schema,
    async open(extra) {
      const s = await openStore({ ...options, ...extra });
      opened.push(s);
      return s;
    },
    async raw<T>(query: string, params: unknown[] = []) {
      let n = 0;
      const text = query.replace(/\?/g, () => `$${++n}`);
      return (await admin.query(text, params)).rows as T[];
    },
    async dispose() {
      for (const s of opened) await s.close();
      await admin.query(`drop schema if exists "${schema}" cascade`);
      await admin.end();
    },
  };
}

/**
 * For each test of the enclosing describe: a fresh database on `engine`, a store opened on it with
 * `clock`, and `school` registered; `ready` then gets both (to keep them and seed more). Disposed after
 * the test.
 */
export function schoolStorePerTest(
  engine: TestEngine,
  clock: () => number,
  school: WorkspaceInput,
  ready: (store: Store, fresh: Fresh) => Promise<void> | void,
): void {
  let fresh: Fresh | undefined;
  beforeEach(async () => {
    fresh = await freshDatabase(engine);
    const store = await fresh.open({ clock });
    await store.workspaces.upsert(school);
    await ready(store, fresh);
  });
  afterEach(async () => {
    await fresh?.dispose();
  });
}
