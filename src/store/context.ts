import type { Kysely } from "kysely";
import type { Clock } from "../clock.js";
import type { SecretBox } from "./crypto.js";
import type { Database } from "./schema.js";

export type Engine = "sqlite" | "postgres";

/** What every repository gets: the query builder, which engine it talks to, the clock and the cipher. */
export interface StoreContext {
  db: Kysely<Database>;
  engine: Engine;
  clock: Clock;
  secrets: SecretBox;
}
