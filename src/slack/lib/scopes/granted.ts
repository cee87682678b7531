/**
 * Which scopes a workspace's bot token holds, so a feature whose optional scope was declined says so
 * where people meet it instead of failing. OAuth mode: the installation's own (`bot.scopes`, from
 * the OAuth answer's `scope`, stored with the installation and renewed with it). Single-workspace
 * mode: the `x-oauth-scopes` of the token check at start (auth.test). Either way, a `missing_scope`
 * answer from Slack is believed over both for a while (`provided` is what the token holds now): an
 * admin who declined a scope after the app read it, or a reinstall not yet seen.
 */
import type { BotScopeName } from "./bot-scopes.js";

/** How long Slack's `provided` of a missing_scope answer is believed over the stored scopes. */
const LEARNED_MS = 10 * 60_000;

export interface GrantedScopes {
  /**
   * Whether the workspace's bot token lacks `scope`. False when the scopes are not known (then Slack's
   * missing_scope, handled where it is met, says so).
   */
  lacks(teamId: string, scope: BotScopeName): Promise<boolean>;
  /** Slack answered missing_scope: `provided` is what the workspace's token holds now. */
  learn(teamId: string, provided: readonly string[]): void;
}

/** The scopes as known from the installation (OAuth) or the start's token check; undefined: unknown. */
export type StoredScopes = (teamId: string) => Promise<readonly string[] | undefined>;

export function grantedScopes(stored: StoredScopes, now: () => number = Date.now): GrantedScopes {
  const learned = new Map<string, { scopes: ReadonlySet<string>; at: number }>();
  return {
    async lacks(teamId, scope) {
      const fresh = learned.get(teamId);
      if (fresh && now() - fresh.at < LEARNED_MS) return !fresh.scopes.has(scope);
      const scopes = await stored(teamId);
      // An empty list is Bolt's shape for "not said" (an install whose answer had no `scope`).
      return scopes !== undefined && scopes.length > 0 && !scopes.includes(scope);
    },
    learn(teamId, provided) {
      learned.set(teamId, { scopes: new Set(provided), at: now() });
    },
  };
}

/** Every scope granted: tests and tools that build the app's dependencies without Slack. */
export const ALL_GRANTED: GrantedScopes = { lacks: async () => false, learn: () => {} };

/** Slack's missing_scope answer of a failed Web API call: the scope needed and the ones the token holds. */
export function missingScopeOf(
  err: unknown,
): { readonly needed: string; readonly provided: readonly string[] } | undefined {
  const data = (err as { data?: { error?: unknown; needed?: unknown; provided?: unknown } } | null)?.data;
  if (data?.error !== "missing_scope") return undefined;
  return {
    needed: typeof data.needed === "string" ? data.needed : "",
    provided: typeof data.provided === "string" ? data.provided.split(",").filter(Boolean) : [],
  };
}

/** Whether the workspace declined both scopes that read a channel's members (public and private). */
export async function channelsDeclined(
  deps: { readonly scopes?: GrantedScopes | undefined },
  teamId: string,
): Promise<boolean> {
  const [channels, groups] = await Promise.all([
    lacksScope(deps, teamId, "channels:read"),
    lacksScope(deps, teamId, "groups:read"),
  ]);
  return channels && groups;
}

/** Whether the workspace lacks `scope`, with the app's scopes when it has them (else: not known, false). */
export function lacksScope(
  deps: { readonly scopes?: GrantedScopes | undefined },
  teamId: string,
  scope: BotScopeName,
): Promise<boolean> {
  return deps.scopes?.lacks(teamId, scope) ?? Promise.resolve(false);
}
