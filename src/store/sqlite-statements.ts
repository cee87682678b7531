import type { SqliteDatabase, SqliteStatement } from "kysely";
import type { SQLiteDatabase, SQLiteStatement } from "./sqlite-driver.js";

/**
 * Hands kysely a statement prepared earlier for the same SQL text. Kysely's SQLite driver prepares every
 * query anew, which for the outbox claim costs about as much as running it; the app sends the same few
 * dozen statement shapes over and over. Bounded, least recently used first out, so statements with
 * variable-length `in (...)` lists cannot grow it without end.
 */
export function withStatementCache(file: SQLiteDatabase, max = 256): SqliteDatabase {
  const cache = new Map<string, SQLiteStatement>();
  return {
    close: () => file.close(),
    prepare(sql: string): SqliteStatement {
      const hit = cache.get(sql);
      // A statement still stepping through an iterate() cannot be rerun; give that caller its own.
      if (hit && !hit.busy) {
        cache.delete(sql);
        cache.set(sql, hit);
        return hit as unknown as SqliteStatement;
      }
      const stmt = file.prepare(sql);
      if (!hit) {
        cache.set(sql, stmt);
        if (cache.size > max) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
      }
      return stmt as unknown as SqliteStatement;
    },
  };
}
