import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openStore } from "../../src/store/index.js";
import { SQLITE_MODULE, SQLite } from "../../src/store/sqlite-driver.js";
import { PG_URL, skipPostgres } from "./harness.js";

const MIGRATIONS = [
  "0001_initial",
  "0002_outbox_claim_indexes",
  "0003_class_series",
  "0007_delivery",
  "0008_student_links",
  "0009_labels",
  "0010_people_uid_optional",
  "0011_seen_requests",
  "0012_jobs",
  "0013_send_pacing",
  "0015_sent_refs",
  "0016_cancelled",
  "0017_admin_course_problems",
  "0018_installations",
  "0019_agenda_prefs",
  "0020_language_prefs",
  "0021_import_drafts",
  "0022_welcomed",
  "0023_class_cards",
  "0024_workspace_enterprise",
  "0025_class_card_locale",
  "0026_classes_assistant_index",
  "0027_calendar_feeds",
  "0028_move_aliases",
  "0029_outbox_posting",
  "0030_class_events",
];

const ROOT = process.cwd();
// Absolute, so the CLI can run from another working directory.
const TSX = pathToFileURL(resolve(ROOT, "node_modules/tsx/dist/loader.mjs")).href;

function migrate(env: Record<string, string>, cwd = ROOT) {
  const { DATABASE_URL: _d, SQLITE_PATH: _s, ...rest } = process.env;
  const r = spawnSync(process.execPath, ["--import", TSX, resolve(ROOT, "src/cli.ts"), "migrate"], {
    cwd,
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

  it("uses ./data/classroom.db under the working directory when SQLITE_PATH is unset", () => {
    const r = migrate({}, dir);
    expect(r.err).toBe("");
    expect(r.out.trim().split("\n")).toEqual(
      MIGRATIONS.map((m) => `sqlite ./data/classroom.db: applied ${m}`),
    );
    const raw = new SQLite(join(dir, "data", "classroom.db"), { readonly: true });
    try {
      const tables = raw.prepare("select name from sqlite_master where type = 'table'").all() as {
        name: string;
      }[];
      expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(["outbox", "people", "classes"]));
    } finally {
      raw.close();
    }
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

  it("waits for another process's write lock on the SQLite file instead of failing", async () => {
    const path = join(dir, "classroom.db");
    const store = await openStore({ sqlitePath: path });
    // Another process takes the write lock, holds it for a while, then commits its own row.
    const holder = spawn(
      process.execPath,
      [
        "-e",
        `const db = new (require("${SQLITE_MODULE}"))(process.argv[1]);
         db.exec("begin immediate");
         db.prepare("insert into workspaces (team_id, time_zone, settings, created_at, updated_at) values ('T_HOLDER', 'UTC', '{}', 1, 1)").run();
         process.stdout.write("locked\\n");
         setTimeout(() => { db.exec("commit"); db.close(); }, 800);`,
        path,
      ],
      { cwd: ROOT },
    );
    try {
      await new Promise<void>((ok, fail) => {
        holder.stdout.on("data", (d: Buffer) => d.toString().includes("locked") && ok());
        holder.on("exit", (code) => fail(new Error(`lock holder exited with ${code}`)));
      });
      const started = performance.now();
      await store.workspaces.upsert({ teamId: "T_WAITER", name: "Waiter" });
      // It could only have written after the holder committed, so it waited rather than failed.
      expect(performance.now() - started).toBeGreaterThan(300);
      expect((await store.workspaces.list()).map((w) => w.teamId)).toEqual(["T_HOLDER", "T_WAITER"]);
    } finally {
      if (holder.exitCode === null) holder.kill();
      await store.close();
    }
  }, 30_000);

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
        expect(first.out).toContain("applied 0003_class_series");
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
