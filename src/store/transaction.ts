import { type Kysely, sql, type Transaction } from "kysely";
import type { Engine } from "./context.js";
import type { Database } from "./schema.js";

/**
 * Runs `fn` in a transaction that holds the write lock from its first statement. On SQLite that is
 * BEGIN IMMEDIATE: a plain (deferred) BEGIN that reads and then writes can fail with SQLITE_BUSY when
 * another connection committed in between, and the busy timeout does not help there. PostgreSQL uses an
 * ordinary transaction; row locks there come from the statements themselves.
 */
export async function writeTransaction<T>(
  db: Kysely<Database>,
  engine: Engine,
  fn: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (engine === "postgres") {
    return db.transaction().execute((trx: Transaction<Database>) => fn(trx));
  }
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await fn(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (err) {
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw err;
    }
  });
}
