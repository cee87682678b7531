/**
 * Bolt keeps a WebClient for every token it has seen, per team, for the life of the process
 * (`App.clients[team].pool[token]`). With token rotation every school gets a new token twice a day, so a
 * deployment serving many schools would hold more clients every day. On each request the team's pool
 * keeps only the client of the token this request uses: an older token's client is dropped once its
 * school has a newer one (a request still running with it keeps its reference).
 *
 * Bolt's field is private: when it does not have the shape known here (another Bolt version), nothing
 * is trimmed and nothing fails.
 */
import type { AnyMiddlewareArgs, App, Context, Middleware } from "@slack/bolt";

type Pools = Record<string, { pool?: Record<string, unknown> } | undefined>;

function poolsOf(app: App): Pools | undefined {
  const clients = (app as unknown as { clients?: unknown }).clients;
  return typeof clients === "object" && clients !== null ? (clients as Pools) : undefined;
}

/** The pool Bolt used for this request: the team's, else the organisation's (as Bolt picks it). */
function poolFor(pools: Pools, context: Context): Record<string, unknown> | undefined {
  const key = context.teamId ?? context.enterpriseId;
  const pool = key === undefined ? undefined : pools[key]?.pool;
  return typeof pool === "object" && pool !== null ? pool : undefined;
}

/** Drops the clients of every token but `context`'s from its team's pool; returns how many. */
export function trimClientPool(app: App, context: Context): number {
  const pools = poolsOf(app);
  const token = context.botToken ?? context.userToken;
  const pool = pools && poolFor(pools, context);
  if (!pool || token === undefined || !(token in pool)) return 0;
  let dropped = 0;
  for (const held of Object.keys(pool)) {
    if (held === token) continue;
    delete pool[held];
    dropped += 1;
  }
  return dropped;
}

export function clientPoolTrim(app: App): Middleware<AnyMiddlewareArgs> {
  return async ({ context, next }) => {
    trimClientPool(app, context);
    await next();
  };
}
