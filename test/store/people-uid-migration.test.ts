/**
 * 0010_people_uid_optional on a database that already holds people: rows survive, an admin may then
 * have no UID, UIDs that are set stay unique per team, and the other constraints are still there.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { migrationProvider } from "../../src/store/migrations.js";
import { SQLite } from "../../src/store/sqlite-driver.js";
import { ENGINES, PG_URL, skipPostgres, type TestEngine } from "./harness.js";

// biome-ignore lint/suspicious/noExplicitAny: the schema as the migrations leave it, not today's types
type AnyDb = Kysely<any>;

async function database(
  engine: TestEngine,
): Promise<{ db: AnyDb; schema?: string; dispose(): Promise<void> }> {
  if (engine === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "classroom-uid-"));
    const file = new SQLite(join(dir, "c.db"));
    file.pragma("foreign_keys = ON");
    const db = new Kysely({ dialect: new SqliteDialect({ database: file }) });
    return {
      db,
      async dispose() {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `uid_mig_${process.pid}_${Date.now()}`;
  const setup = new pg.Pool({ connectionString: PG_URL, max: 1 });
  await setup.query(`create schema "${schema}"`);
  const db = new Kysely({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: PG_URL, max: 1, options: `-c search_path=${schema}` }),
    }),
  });
  return {
    db,
    schema,
    async dispose() {
      await db.destroy();
      await setup.query(`drop schema if exists "${schema}" cascade`);
      await setup.end();
    },
  };
}

const person = (slack: string, uid: string | null, role: string) =>
  sql`insert into people (team_id, slack_user_id, uid, display_name, account, role, created_at, updated_at)
      values ('T1', ${slack}, ${uid}, ${slack}, null, ${role}, 1, 2)`;

describe.each(ENGINES)("0010_people_uid_optional (%s)", (engine) => {
  it.skipIf(skipPostgres(engine))(
    "keeps the rows and the constraints, and lets an admin have no UID",
    async () => {
      const d = await database(engine);
      try {
        const migrator = new Migrator({
          db: d.db,
          provider: migrationProvider(engine),
          ...(d.schema && { migrationTableSchema: d.schema }),
        });
        expect((await migrator.migrateTo("0009_labels")).error).toBeUndefined();
        await sql`insert into workspaces (team_id, time_zone, settings, created_at, updated_at) values ('T1', 'UTC', '{}', 1, 1)`.execute(
          d.db,
        );
        await person("UA", "T-1", "teacher").execute(d.db);
        await person("UB", "S-1", "student").execute(d.db);
        await expect(person("UC", null, "admin").execute(d.db)).rejects.toThrow(); // NOT NULL before

        const up = await migrator.migrateTo("0010_people_uid_optional");
        expect(up.error).toBeUndefined();
        expect(up.results?.map((r) => r.migrationName)).toEqual(["0010_people_uid_optional"]);
        const rows = await sql<{ slack_user_id: string; uid: string | null; created_at: number }>`
        select slack_user_id, uid, created_at from people order by slack_user_id`.execute(d.db);
        expect(rows.rows.map((r) => [r.slack_user_id, r.uid, Number(r.created_at)])).toEqual([
          ["UA", "T-1", 1],
          ["UB", "S-1", 1],
        ]);
        await person("UC", null, "admin").execute(d.db);
        await person("UD", null, "admin").execute(d.db); // NULLs do not collide
        await expect(person("UE", "T-1", "teacher").execute(d.db)).rejects.toThrow(); // unique uid per team
        await expect(person("UA", "T-9", "teacher").execute(d.db)).rejects.toThrow(); // primary key
        await expect(person("UF", "X-1", "wizard").execute(d.db)).rejects.toThrow(); // role check
        // The workspace foreign key still cascades.
        await sql`delete from workspaces where team_id = 'T1'`.execute(d.db);
        expect((await sql<{ n: number }>`select count(*) as n from people`.execute(d.db)).rows[0]?.n).toEqual(
          engine === "postgres" ? "0" : 0,
        );

        // Going back refuses while an admin has no UID, and restores NOT NULL once none has.
        await sql`insert into workspaces (team_id, time_zone, settings, created_at, updated_at) values ('T1', 'UTC', '{}', 1, 1)`.execute(
          d.db,
        );
        await person("UC", null, "admin").execute(d.db);
        expect((await migrator.migrateDown()).error).toBeDefined();
        await sql`update people set uid = 'A-1'`.execute(d.db);
        expect((await migrator.migrateDown()).error).toBeUndefined();
        await expect(person("UG", null, "admin").execute(d.db)).rejects.toThrow();
      } finally {
        await d.dispose();
      }
    },
  );
});
