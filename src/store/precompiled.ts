import type { Compilable, CompiledQuery, Kysely, QueryResult } from "kysely";
import type { Database } from "./schema.js";

/**
 * A query built and compiled once, run many times with new values: the hot outbox statements skip
 * kysely's per-call building and compiling (about as costly as running them on SQLite), and the
 * SQL text stays identical, so the SQLite statement cache reuses one prepared statement.
 *
 * `build` receives a placeholder for every name; each placeholder must reach the compiled query as a
 * bound parameter, which is checked here once, so a placeholder kysely inlined or dropped fails at
 * start-up instead of running a query with the wrong value.
 */
export function precompile<N extends string, R>(
  db: Kysely<Database>,
  names: readonly N[],
  build: (p: Record<N, never>) => Compilable<R>,
): (values: Record<N, unknown>) => Promise<QueryResult<R>> {
  const marker = (name: string) => `\u0000precompiled:${name}`;
  const placeholders = Object.fromEntries(names.map((n) => [n, marker(n)])) as Record<N, never>;
  const compiled: CompiledQuery<R> = build(placeholders).compile();
  const byMarker = new Map<unknown, N>(names.map((n) => [marker(n), n]));
  const slots = compiled.parameters.map((p) => byMarker.get(p));
  for (const n of names) {
    if (!slots.includes(n)) throw new Error(`precompile: placeholder ${n} is not a bound parameter`);
  }
  return (values) =>
    db.executeQuery<R>({
      ...compiled,
      parameters: compiled.parameters.map((p, i) => {
        const slot = slots[i];
        return slot === undefined ? p : values[slot];
      }),
    });
}
