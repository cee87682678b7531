/**
 * Workspaces installed before token rotation was on hold long-lived bot tokens (`xoxb-` that never
 * expire). In OAuth mode the app moves each to rotating tokens with oauth.v2.exchange (client id,
 * client secret, the token → a 12-hour token, a refresh token, expires_in), once per token.
 *
 * A timed job (`token-exchange`, every hour, idempotent by its slot like the agenda's) looks for
 * installations without an expiry and exchanges each under the installation's row lock, the one
 * team-tokens.ts renews under: the exchange and the storing of its answer are one decision, and an
 * instance that waited for the lock sees the token already exchanged and leaves it. A crash before
 * the job is done leaves it in the outbox, claimed again after its lease.
 *
 * Crash safety. Slack documents that a token is exchanged once (token_already_exchanged after); its
 * refresh token comes only in the answer. So a process that dies after Slack answered and before the
 * commit loses the pair, and nothing Slack documents gets it back. The app therefore commits an
 * "exchange in progress" mark (`exchangeStartedAt`) before the call and clears it with the answer.
 * A mark older than its in-flight window at a later sweep means that crash: the exchange is offered
 * again (it succeeds when Slack never received the first), and on token_already_exchanged the old
 * token is checked with auth.test: still accepted, it is kept (never offered again: it cannot be);
 * refused, the installation is marked `tokenLostAt` and an error logged: the workspace must install
 * the app again (docs/slack-app.md, "Scopes and token rotation").
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

/**
 * How long a committed mark belongs to an exchange still under way (between the mark's commit and the
 * call's own lock); older, its process died with Slack's answer uncommitted.
 */
export const EXCHANGE_IN_FLIGHT_SECONDS = 300;
/** A long-lived token whose exchange Slack already made: it can never be exchanged again. */
const NEVER_AGAIN_SECONDS = 100 * 365 * 86_400;

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
  readonly logger: Pick<Logger, "info" | "warn" | "error">;
}

/** What became of one long-lived token. */
export type ExchangeOutcome = "exchanged" | "kept" | "skipped" | "failed" | "lost";

/** Whether Slack still accepts `token` (auth.test); only a definite refusal answers false. */
async function stillAccepted(client: InstanceType<typeof webApi.WebClient>, token: string): Promise<boolean> {
  try {
    await client.auth.test({ token });
    return true;
  } catch (err) {
    const code = slackCode(err);
    return !["invalid_auth", "token_revoked", "account_inactive", "not_authed", "token_expired"].includes(
      code,
    );
  }
}

/** Whether the installation's long-lived bot token is due for an exchange at `at`. */
const due = (current: InstallationRecord, at: number): boolean =>
  current.bot !== undefined && current.bot.expiresAt === undefined && (current.exchangeAfter ?? 0) <= at;

/**
 * The first of two locked steps: commits the "exchange in progress" mark. Answers whether to go on
 * to the exchange (a fresh mark of another instance: no; a stale one: yes, that is the recovery).
 */
function marker(deps: TokenExchangeDeps, go: { on: boolean }) {
  return async (current: InstallationRecord): Promise<InstallationRecord | undefined> => {
    const at = deps.now();
    go.on = false;
    if (!due(current, at)) return undefined;
    const started = current.exchangeStartedAt;
    if (started !== undefined) {
      // Another instance between its mark and its call: leave it to it.
      go.on = at - started >= EXCHANGE_IN_FLIGHT_SECONDS;
      return undefined;
    }
    go.on = true;
    return { ...current, exchangeStartedAt: at };
  };
}

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
    if (!bot || !due(current, at)) {
      outcome("skipped");
      return undefined;
    }
    const recovering =
      current.exchangeStartedAt !== undefined && at - current.exchangeStartedAt >= EXCHANGE_IN_FLIGHT_SECONDS;
    const { exchangeStartedAt: _mark, ...unmarked } = current;
    let answer: Awaited<ReturnType<typeof client.oauth.v2.exchange>>;
    try {
      answer = await client.oauth.v2.exchange({
        client_id: deps.clientId,
        client_secret: deps.clientSecret,
        token: bot.token,
      });
    } catch (err) {
      const code = slackCode(err);
      if (recovering && code === "token_already_exchanged") {
        // The earlier exchange reached Slack and its answer died with the process.
        if (await stillAccepted(client, bot.token)) {
          deps.logger.warn(
            { team: tenant },
            "a bot token exchange's answer was lost in a crash; the long-lived token is still accepted and kept",
          );
          outcome("kept");
          return { ...unmarked, exchangeAfter: at + NEVER_AGAIN_SECONDS };
        }
        deps.logger.error(
          { team: tenant },
          "a bot token exchange's answer was lost in a crash and the old token is refused: the workspace must install the app again",
        );
        outcome("lost");
        return { ...unmarked, tokenLostAt: at, exchangeAfter: at + NEVER_AGAIN_SECONDS };
      }
      if (!TRY_TOMORROW.has(code)) {
        deps.logger.warn({ team: tenant, code }, "bot token not exchanged; tried again at the next sweep");
        outcome("failed");
        return unmarked;
      }
      deps.logger.warn(
        { team: tenant, code, retryAt: at + EXCHANGE_RETRY_SECONDS },
        "bot token not exchanged for a rotating one; the long-lived token is kept and offered again in a day",
      );
      outcome("kept");
      return { ...unmarked, exchangeAfter: at + EXCHANGE_RETRY_SECONDS };
    }
    const { access_token: token, refresh_token: refreshToken, expires_in: expiresIn } = answer;
    if (typeof token !== "string" || typeof refreshToken !== "string" || typeof expiresIn !== "number") {
      deps.logger.warn({ team: tenant }, "Slack's exchange of the bot token carried no rotating token");
      outcome("failed");
      return unmarked;
    }
    deps.logger.info({ team: tenant }, "long-lived bot token exchanged for a rotating one");
    outcome("exchanged");
    const { exchangeAfter: _done, ...rest } = unmarked;
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
  const counts: Record<ExchangeOutcome, number> = { exchanged: 0, kept: 0, skipped: 0, failed: 0, lost: 0 };
  const count = (o: ExchangeOutcome) => {
    counts[o] += 1;
  };
  const { installations } = deps.store;
  for (const tenant of await installations.longLivedBotTenants()) {
    const id = tenant.teamId ?? tenant.enterpriseId;
    const locked = (renew: (c: InstallationRecord) => Promise<InstallationRecord | undefined>) =>
      tenant.teamId !== undefined
        ? installations.renewForTeam(tenant.teamId, renew)
        : installations.renewForEnterprise(tenant.enterpriseId, renew);
    try {
      // The mark is committed before Slack is asked, so a crash after its answer is seen later.
      const go = { on: false };
      await locked(marker(deps, go));
      if (!go.on) {
        count("skipped");
        continue;
      }
      await locked((c) => exchange(id, c, count));
    } catch (err) {
      // One installation's failure (its store commit included) never stops the others.
      deps.logger.warn(
        { team: id, code: slackCode(err) },
        "bot token exchange not stored; looked at again later",
      );
      count("failed");
    }
  }
  return counts;
}

/** The hourly sweep: every due long-lived token exchanged, then the next sweep queued. */
export function tokenExchangeHandler(deps: TokenExchangeDeps): JobHandler {
  return async () => {
    const counts = await exchangeLongLivedTokens(deps);
    if (counts.exchanged + counts.kept + counts.failed + counts.lost > 0) {
      deps.logger.info(counts, "long-lived bot tokens looked at");
    }
    return { commit: async (tx) => void (await scheduleNextExchange(tx, deps.now())) };
  };
}
