/**
 * `classroom migrate`: applies pending store migrations to DATABASE_URL (PostgreSQL) or else the SQLite
 * file at SQLITE_PATH (default ./data/classroom.db), and prints what it applied. The app also migrates
 * at start; this command lets an operator do it ahead of a rollout.
 */
import { migrateDatabase, storeOptionsFromEnv } from "../store/index.js";

const USAGE = `usage: classroom migrate

Applies pending database migrations.
  DATABASE_URL   postgres://... to migrate PostgreSQL (otherwise SQLite is used)
  SQLITE_PATH    SQLite file (default ./data/classroom.db)
`;

export async function run(args: string[]): Promise<number> {
  if (args.includes("--help") || args.includes("-h")) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (args.length > 0) {
    process.stderr.write(`classroom migrate: unexpected argument "${args[0]}"\n\n${USAGE}`);
    return 2;
  }
  const { databaseUrl, sqlitePath } = storeOptionsFromEnv(process.env);
  try {
    const result = await migrateDatabase({
      ...(databaseUrl && { databaseUrl }),
      ...(sqlitePath && { sqlitePath }),
    });
    if (result.applied.length === 0) {
      process.stdout.write(`${result.target}: already up to date\n`);
    } else {
      for (const name of result.applied) process.stdout.write(`${result.target}: applied ${name}\n`);
    }
    return 0;
  } catch (err) {
    process.stderr.write(`classroom migrate: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}
