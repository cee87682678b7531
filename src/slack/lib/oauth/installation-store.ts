import type { Installation, InstallationQuery, InstallationStore } from "@slack/bolt";
import { finishErasesBeforeInstall } from "../../../classes/leaving.js";
import type { Logger } from "../../../logger.js";
import type { InstallationRecord, Store } from "../../../store/index.js";
import type { TeamTokens } from "./team-tokens.js";

/**
 * Bolt's InstallationStore on our store (SQLite or PostgreSQL), for OAuth mode: tokens sealed at rest
 * with APP_ENCRYPTION_KEY, `expiresAt` kept in Unix seconds as Bolt's authorize compares it, every
 * store an upsert (Bolt stores the whole installation again after a token rotation).
 *
 * With `tokens` (the app), a workspace's bot token is renewed here, under the installation's row lock
 * (team-tokens.ts), before Bolt sees it; Bolt gets the installation without its refresh tokens, so its
 * authorize never renews on its own: a renewal outside the lock could spend a refresh token that
 * another instance is spending too.
 *
 * Only the OAuth install path stores here (renewals go through team-tokens.ts): a school that left and
 * whose erase is still pending is erased first, so the installation stored now is never touched by
 * that erase and the school starts clean (docs/privacy.md, "Leaving and coming back").
 */
export function installationStoreOf(
  store: Pick<Store, "installations" | "transaction" | "outbox" | "workspaces">,
  tokens?: Pick<TeamTokens, "freshInstallation" | "freshEnterpriseInstallation">,
  logger?: Pick<Logger, "info">,
): InstallationStore {
  return {
    async storeInstallation(installation) {
      await finishErasesBeforeInstall(
        store,
        {
          teamId: installation.team?.id,
          enterpriseId: installation.enterprise?.id,
          isEnterpriseInstall: installation.isEnterpriseInstall === true,
        },
        logger,
      );
      await store.installations.save(installation);
    },

    async fetchInstallation(asked: InstallationQuery<boolean>) {
      const fetch = async (query: InstallationQuery<boolean>) => {
        if (tokens && query.isEnterpriseInstall && query.enterpriseId) {
          await tokens.freshEnterpriseInstallation(query.enterpriseId);
        } else if (tokens && !query.isEnterpriseInstall && query.teamId) {
          await tokens.freshInstallation(query.teamId);
        }
        return store.installations.find(query);
      };
      const query = organisationQuery(asked);
      const found =
        (await fetch(query)) ??
        // A workspace of an organisation with no installation of its own: the organisation's serves it.
        (query.isEnterpriseInstall || !query.enterpriseId
          ? undefined
          : await fetch({ ...query, teamId: undefined, isEnterpriseInstall: true }));
      // Slack's own stores throw here; Bolt turns it into an authorization failure for the request.
      if (!found) {
        throw new Error(
          `No installation data found (enterprise_id: ${asked.enterpriseId}, team_id: ${asked.teamId}, ` +
            `user_id: ${asked.userId})`,
        );
      }
      // As Bolt stored it (the record is its own Installation), less the refresh tokens with `tokens`.
      return (tokens ? withoutRefreshTokens(found) : found) as Installation;
    },

    async deleteInstallation(query: InstallationQuery<boolean>) {
      await store.installations.delete(query);
    },
  };
}

/**
 * Events about an organisation rather than one workspace (`team_access_revoked`) may come with no team
 * at all (the wrapper's `team_id` is null, and no `authorizations`): only the organisation's org-wide
 * installation can answer them.
 */
function organisationQuery(query: InstallationQuery<boolean>): InstallationQuery<boolean> {
  if (query.isEnterpriseInstall || !query.enterpriseId || query.teamId) return query;
  return { ...query, isEnterpriseInstall: true };
}

function withoutRefreshTokens(installation: InstallationRecord): InstallationRecord {
  const { refreshToken: _user, ...user } = installation.user;
  if (!installation.bot) return { ...installation, user };
  const { refreshToken: _bot, ...bot } = installation.bot;
  return { ...installation, user, bot };
}
