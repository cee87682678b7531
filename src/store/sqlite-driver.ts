/**
 * better-sqlite3 in the build that is safe on the running Node. Up to 12.x it is compiled per Node
 * ABI on the raw `node::ObjectWrap`, which on Node 24 and later aborts the whole process when the
 * garbage collector frees a statement (`Assertion failed: (env) != nullptr` in
 * RemoveEnvironmentCleanupHook); 13.x is built on Node-API 10, which Node 20 does not have. So Node 20
 * loads 12.x (`better-sqlite3`) and every Node with Node-API 10 (22.14 and later) loads 13.x, installed
 * under the npm alias `better-sqlite3-napi`. Their JavaScript API is the same.
 */
import { createRequire } from "node:module";
import type BetterSqlite3 from "better-sqlite3";

/** The first Node-API version 13.x needs. */
const NAPI_OF_13 = 10;

/** The package to load on this Node (also for child processes that open the file themselves). */
export const SQLITE_MODULE =
  Number(process.versions.napi) >= NAPI_OF_13 ? "better-sqlite3-napi" : "better-sqlite3";

export const SQLite: typeof BetterSqlite3 = createRequire(import.meta.url)(SQLITE_MODULE);

export type SQLiteDatabase = BetterSqlite3.Database;
export type SQLiteStatement = BetterSqlite3.Statement;
