/**
 * The bot token of a workspace for work outside a Slack request (the outbox worker, reminders, jobs):
 * inside a request Bolt's authorize hands the listener its token; everything else asks `tokenFor`.
 *
 * Single-workspace mode: the one SLACK_BOT_TOKEN. OAuth mode: the workspace's installation, its bot
 * token renewed first when it expires within two hours (token rotation, as Bolt's authorize does):
 * oauth.v2.access with grant_type=refresh_token, the whole installation stored again. A refresh token
 * works once, so a renewal holds the installation's row locked (installations.renewForTeam) and
 * checks again under the lock: of two instances renewing one workspace, the second uses the token the
 * first one got instead of spending the refresh token a second time.
 *
 * Enterprise Grid: a workspace with no installation of its own is served by its organisation's
 * org-wide installation (the organisation as its requests said, kept on the workspace row), renewed
 * the same way under that installation's row lock.
 */
import { LogLevel, webApi } from "@slack/bolt";
import type { Clock } from "../../../clock.js";
import type { TokenFor } from "../../../delivery/index.js";
import type { Logger } from "../../../logger.js";
import type { InstallationRecord, InstallationsRepo, WorkspacesRepo } from "../../../store/index.js";
import { webClientOptions } from "../web-client.js";

/** Renew a bot token this long before it expires (Bolt's own window). */
export const RENEW_BEFORE_SECONDS = 2 * 3600;

/** The token of a workspace that could not be renewed and no longer works. */
export class TokenRenewalError extends Error {
  override readonly name = "TokenRenewalError";
}

export interface TeamTokens {
  /** The workspace's bot token; undefined when it has no installation (the app was uninstalled). */
  readonly tokenFor: TokenFor;
  /**
   * The workspace's installation with a bot token good for a while (OAuth mode only): its own, else
   * its organisation's org-wide one.
   */
  freshInstallation(teamId: string): Promise<InstallationRecord | undefined>;
  /** The organisation's org-wide installation with a bot token good for a while (OAuth mode only). */
  freshEnterpriseInstallation(enterpriseId: string): Promise<InstallationRecord | undefined>;
}

/** Single-workspace mode: every team's token is the one in the environment. */
export function singleWorkspaceTokens(botToken: string): TeamTokens {
  return {
    tokenFor: async () => botToken,
    freshInstallation: async () => undefined,
    freshEnterpriseInstallation: async () => undefined,
  };
}

export interface InstalledTokensOptions {
  readonly store: { readonly installations: InstallationsRepo; readonly workspaces: WorkspacesRepo };
  readonly clientId: string;
  readonly clientSecret: string;
  readonly apiUrl?: string | undefined;
  /** Unix seconds: the app's clock, which `expiresAt` is compared with. */
  readonly now: Clock;
  readonly logger: Pick<Logger, "info" | "warn">;
}

const expiring = (installation: InstallationRecord, now: number): boolean => {
  const bot = installation.bot;
  return (
    bot?.refreshToken !== undefined &&
    bot.expiresAt !== undefined &&
    bot.expiresAt - now <= RENEW_BEFORE_SECONDS
  );
};

/** Slack's error code of a failed Web API call, never its message (which may quote the request). */
export function slackCode(err: unknown): string {
  const data = (err as { data?: { error?: unknown } }).data;
  if (typeof data?.error === "string") return data.error;
  const code = (err as { code?: unknown }).code;
  return typeof code === "string" ? code : "request_failed";
}

/** OAuth mode: each workspace's token from its installation, renewed first when it runs out. */
export function installedTeamTokens(options: InstalledTokensOptions): TeamTokens {
  const { store, now, logger } = options;
  const client = new webApi.WebClient(undefined, {
    ...webClientOptions(options.apiUrl),
    logLevel: LogLevel.ERROR,
  });

  /** Runs under the row lock, with the installation as stored now; `teamId` names the tenant in logs. */
  async function renew(teamId: string, current: InstallationRecord) {
    const bot = current.bot;
    // Renewed by another instance while this one waited for the lock.
    if (!bot?.refreshToken || !expiring(current, now())) return undefined;
    const at = now();
    let answer: Awaited<ReturnType<typeof client.oauth.v2.access>>;
    try {
      answer = await client.oauth.v2.access({
        client_id: options.clientId,
        client_secret: options.clientSecret,
        grant_type: "refresh_token",
        refresh_token: bot.refreshToken,
      });
    } catch (err) {
      const code = slackCode(err);
      // A token with a little time left still works: use it, and try again on the next call.
      if (bot.expiresAt !== undefined && bot.expiresAt > at) {
        logger.warn({ team: teamId, code }, "bot token not renewed; the current one still works");
        return undefined;
      }
      throw new TokenRenewalError(
        `the bot token of ${teamId} expired and Slack refused its renewal (${code})`,
      );
    }
    if (typeof answer.access_token !== "string" || typeof answer.expires_in !== "number") {
      throw new TokenRenewalError(`Slack's renewal of the bot token of ${teamId} carried no token`);
    }
    logger.info({ team: teamId }, "bot token renewed");
    return {
      ...current,
      bot: {
        ...bot,
        token: answer.access_token,
        ...(typeof answer.refresh_token === "string" ? { refreshToken: answer.refresh_token } : {}),
        expiresAt: at + answer.expires_in,
      },
    };
  }

  async function freshEnterpriseInstallation(enterpriseId: string): Promise<InstallationRecord | undefined> {
    const found = await store.installations.findForEnterprise(enterpriseId);
    if (!found || !expiring(found, now())) return found;
    return store.installations.renewForEnterprise(enterpriseId, (current) => renew(enterpriseId, current));
  }

  async function freshInstallation(teamId: string): Promise<InstallationRecord | undefined> {
    const found = await store.installations.findForTeam(teamId);
    if (!found) {
      const enterpriseId = (await store.workspaces.get(teamId))?.enterpriseId;
      return enterpriseId ? freshEnterpriseInstallation(enterpriseId) : undefined;
    }
    if (!expiring(found, now())) return found;
    return store.installations.renewForTeam(teamId, (current) => renew(teamId, current));
  }

  return {
    freshInstallation,
    freshEnterpriseInstallation,
    async tokenFor(teamId) {
      return (await freshInstallation(teamId))?.bot?.token;
    },
  };
}
