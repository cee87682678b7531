import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openStore } from "../../src/store/index.js";
import { PG_URL, skipPostgres } from "./harness.js";

const MIGRATIONS = ["0001_initial", "0002_outbox_claim_indexes"];

function migrate(env: Record<string, string>) {
  const { DATABASE_URL: _d, SQLITE_PATH: _s, ...rest } = process.env;
  const r = spawnSync(process.execPath, ["--import", "tsx", "src/cli.ts", "migrate"], {
    env: { ...rest, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("classroom migrate and migrations at open", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "classroom-migrate-"));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("applies every migration to SQLITE_PATH once, creating the folder, then reports up to date", () => {
    const path = join(dir, "data", "classroom.db");
    const first = migrate({ SQLITE_PATH: path });
    expect(first.err).toBe("");
    expect(first.code).toBe(0);
    expect(first.out.trim().split("\n")).toEqual(MIGRATIONS.map((m) => `sqlite ${path}: applied ${m}`));
    const second = migrate({ SQLITE_PATH: path });
    expect(second.out).toBe(`sqlite ${path}: already up to date\n`);
    expect(existsSync(`${path}.key`)).toBe(false); // migrating needs no encryption key
  }, 90_000);

  it("exits 1 with the target and reason, and no password, when PostgreSQL is unreachable", () => {
    const r = migrate({ DATABASE_URL: "postgres://app:hunter2@127.0.0.1:1/classroom" });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /^classroom migrate: cannot use the database postgresql:\/\/127\.0\.0\.1:1\/classroom: /,
    );
    expect(r.err).not.toContain("hunter2");
  }, 90_000);

  it("opens SQLite in WAL mode with a busy timeout, and migrates only once", async () => {
    const path = join(dir, "classroom.db");
    const first = await openStore({ sqlitePath: path });
    expect(first.migrationsApplied).toEqual(MIGRATIONS);
    await first.close();
    const second = await openStore({ sqlitePath: path });
    expect(second.migrationsApplied).toEqual([]);
    expect(second.engine).toBe("sqlite");
    const raw = new SQLite(path);
    try {
      expect(raw.pragma("journal_mode", { simple: true })).toBe("wal");
    } finally {
      raw.close();
      await second.close();
    }
  });

  it("refuses a DATABASE_URL that is not PostgreSQL instead of quietly using SQLite", async () => {
    const p = openStore({ databaseUrl: "mysql://db/classroom", sqlitePath: join(dir, "x.db") });
    await expect(p).rejects.toThrow("DATABASE_URL must start with postgres:// or postgresql://");
    expect(existsSync(join(dir, "x.db"))).toBe(false);
  });

  it("names the SQLite file it cannot open", async () => {
    // A folder where the database file should be.
    await expect(openStore({ sqlitePath: dir })).rejects.toThrow(`cannot open the SQLite database ${dir}`);
  });

  describe.skipIf(skipPostgres("postgres"))("on PostgreSQL", () => {
    it("applies the migrations to DATABASE_URL, whose search_path picks the schema", async () => {
      const schema = `migrate_test_${process.pid}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      try {
        await admin.query(`drop schema if exists ${schema} cascade; create schema ${schema}`);
        const url = new URL(PG_URL ?? "");
        url.searchParams.set("options", `-c search_path=${schema}`);
        const first = migrate({ DATABASE_URL: url.toString() });
        expect(first.err).toBe("");
        expect(first.out).toContain("applied 0002_outbox_claim_indexes");
        expect(migrate({ DATABASE_URL: url.toString() }).out).toMatch(/already up to date/);
        const tables = await admin.query(
          "select table_name from information_schema.tables where table_schema = $1",
          [schema],
        );
        expect(tables.rows.map((r) => r.table_name)).toEqual(
          expect.arrayContaining(["outbox", "classes", "people"]),
        );
      } finally {
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.end();
      }
    }, 90_000);
  });
});
