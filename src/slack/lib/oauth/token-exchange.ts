/**
 * Workspaces installed before token rotation was on hold long-lived bot tokens (`xoxb-` that never
 * expire). In OAuth mode the app moves each to rotating tokens with oauth.v2.exchange (client id,
 * client secret, the token → a 12-hour token, a refresh token, expires_in), once per token.
 *
 * A timed job (`token-exchange`, every hour, idempotent by its slot like the agenda's) looks for
 * installations without an expiry and exchanges each under the installation's row lock, the one
 * team-tokens.ts renews under: the exchange and the storing of its answer are one decision, and an
 * instance that waited for the lock sees the token already exchanged and leaves it. A crash before
 * the job is done leaves it in the outbox, claimed again after its lease; a crash between Slack's
 * answer and the commit loses the new pair, and Slack then answers token_already_exchanged for the
 * old one: logged, the old token kept, tried no more that day.
 *
 * When Slack answers that rotation is not enabled for the app (token_rotation_not_enabled), or
 * refuses this token, the token is kept as it is (it still works) and offered again a day later
 * (`exchangeAfter` on the installation). Any other failure (Slack down) is tried at the next sweep.
 */
import { LogLevel, webApi } from "@slack/bolt";
import { ALL_SCHOOLS } from "../../../classes/leaving.js";
import type { Clock } from "../../../clock.js";
import { enqueueJob, type JobHandler } from "../../../delivery/index.js";
import type { Logger } from "../../../logger.js";
import type { InstallationRecord, InstallationsRepo, StoreTransaction } from "../../../store/index.js";
import { webClientOptions } from "../web-client.js";
import { slackCode } from "./team-tokens.js";

export const TOKEN_EXCHANGE_JOB = "token-exchange";
/** How often the sweep looks for long-lived tokens (a new install without rotation waits at most this). */
export const EXCHANGE_SWEEP_SECONDS = 3600;
/** After Slack said rotation is off for the app (or refused the token): the next try, a day later. */
export const EXCHANGE_RETRY_SECONDS = 86_400;

/** Answers after which the token is kept and offered again only a day later (Slack's method docs). */
const TRY_TOMORROW = new Set([
  "token_rotation_not_enabled",
  "token_already_exchanged",
  "invalid_token",
  "authorization_not_found",
]);

/** Queues the next sweep (idempotent by its slot): at startup in OAuth mode, and by each sweep. */
export async function scheduleNextExchange(
  tx: Pick<StoreTransaction, "outbox">,
  now: number,
): Promise<boolean> {
  const slot = Math.floor(now / EXCHANGE_SWEEP_SECONDS) + 1;
  const { created } = await enqueueJob(tx, {
    teamId: ALL_SCHOOLS,
    kind: TOKEN_EXCHANGE_JOB,
    key: String(slot),
    payload: { slot },
    notBefore: slot * EXCHANGE_SWEEP_SECONDS,
  });
  return created;
}

export interface TokenExchangeDeps {
  readonly store: { readonly installations: InstallationsRepo };
  readonly clientId: string;
  readonly clientSecret: string;
  readonly apiUrl?: string | undefined;
  /** Unix seconds. */
  readonly now: Clock;
  readonly logger: Pick<Logger, "info" | "warn">;
}

/** What became of one long-lived token. */
export type ExchangeOutcome = "exchanged" | "kept" | "skipped" | "failed";

/** Exchanges one installation's long-lived bot token; runs under its row lock with it as stored now. */
function exchanger(deps: TokenExchangeDeps, client: InstanceType<typeof webApi.WebClient>) {
  return async (
    tenant: string,
    current: InstallationRecord,
    outcome: (o: ExchangeOutcome) => void,
  ): Promise<InstallationRecord | undefined> => {
    const bot = current.bot;
    const at = deps.now();
    // Exchanged by another instance while this one waited, or not due yet.
    if (!bot || bot.expiresAt !== undefined || (current.exchangeAfter ?? 0) > at) {
      outcome("skipped");
      return undefined;
    }
    let answer: Awaited<ReturnType<typeof client.oauth.v2.exchange>>;
    try {
      answer = await client.oauth.v2.exchange({
        client_id: deps.clientId,
        client_secret: deps.clientSecret,
        token: bot.token,
      });
    } catch (err) {
      const code = slackCode(err);
      if (!TRY_TOMORROW.has(code)) {
        deps.logger.warn({ team: tenant, code }, "bot token not exchanged; tried again at the next sweep");
        outcome("failed");
        return undefined;
      }
      deps.logger.warn(
        { team: tenant, code, retryAt: at + EXCHANGE_RETRY_SECONDS },
        "bot token not exchanged for a rotating one; the long-lived token is kept and offered again in a day",
      );
      outcome("kept");
      return { ...current, exchangeAfter: at + EXCHANGE_RETRY_SECONDS };
    }
    const { access_token: token, refresh_token: refreshToken, expires_in: expiresIn } = answer;
    if (typeof token !== "string" || typeof refreshToken !== "string" || typeof expiresIn !== "number") {
      deps.logger.warn({ team: tenant }, "Slack's exchange of the bot token carried no rotating token");
      outcome("failed");
      return undefined;
    }
    deps.logger.info({ team: tenant }, "long-lived bot token exchanged for a rotating one");
    outcome("exchanged");
    const { exchangeAfter: _done, ...rest } = current;
    return {
      ...rest,
      bot: {
        ...bot,
        token,
        refreshToken,
        expiresAt: at + expiresIn,
        ...(typeof answer.scope === "string" ? { scopes: answer.scope.split(",") } : {}),
      },
    };
  };
}

/**
 * Exchanges every long-lived bot token that is due, one installation at a time; answers how many of
 * each outcome. One installation's failure never stops the others.
 */
export async function exchangeLongLivedTokens(
  deps: TokenExchangeDeps,
): Promise<Record<ExchangeOutcome, number>> {
  const client = new webApi.WebClient(undefined, {
    ...webClientOptions(deps.apiUrl),
    logLevel: LogLevel.ERROR,
  });
  const exchange = exchanger(deps, client);
  const counts: Record<ExchangeOutcome, number> = { exchanged: 0, kept: 0, skipped: 0, failed: 0 };
  const count = (o: ExchangeOutcome) => {
    counts[o] += 1;
  };
  for (const tenant of await deps.store.installations.longLivedBotTenants()) {
    if (tenant.teamId !== undefined) {
      await deps.store.installations.renewForTeam(tenant.teamId, (c) => exchange(tenant.teamId, c, count));
    } else {
      await deps.store.installations.renewForEnterprise(tenant.enterpriseId, (c) =>
        exchange(tenant.enterpriseId, c, count),
      );
    }
  }
  return counts;
}

/** The hourly sweep: every due long-lived token exchanged, then the next sweep queued. */
export function tokenExchangeHandler(deps: TokenExchangeDeps): JobHandler {
  return async () => {
    const counts = await exchangeLongLivedTokens(deps);
    if (counts.exchanged + counts.kept + counts.failed > 0) {
      deps.logger.info(counts, "long-lived bot tokens looked at");
    }
    return { commit: async (tx) => void (await scheduleNextExchange(tx, deps.now())) };
  };
}
