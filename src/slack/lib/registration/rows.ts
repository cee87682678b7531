/**
 * Registration as data: each feature declares its `[id, handler, capability]` rows by kind
 * (`features/<feature>/rows.ts`), the kind tables (`tables/<kind>.ts`) concatenate them, and both the
 * `app.<kind>(...)` calls and the exported id lists (checked against manifest.yml) come from those.
 * The capability check is added for every row (tables/register.ts), so a listener cannot forget it; "anyone" is for listeners that decide per request (the `/class`
 * router checks each subcommand with the same refusal) or that everyone may use.
 */
import type { Capability } from "../../../classes/roles.js";
import type { SlackDeps } from "../context.js";

export type ListenerId = string | RegExp;
export type Access = Capability | "anyone";

/** A listener factory: given the app's dependencies, the function Bolt calls per request. */
export type Handler<Args> = (deps: SlackDeps) => (args: Args) => Promise<void>;

export type ListenerRow<Args> = readonly [id: ListenerId, handler: Handler<Args>, access: Access];

/** The ids a table registers by name (patterns are left out: manifests list names). */
export function idsOf(rows: readonly ListenerRow<never>[]): readonly string[] {
  return rows.map(([id]) => id).filter((id): id is string => typeof id === "string");
}
