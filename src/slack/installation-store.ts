import type { Installation, InstallationQuery, InstallationStore } from "@slack/bolt";
import type { InstallationsRepo } from "../store/index.js";

/**
 * Bolt's InstallationStore on our store (SQLite or PostgreSQL), for OAuth mode: tokens sealed at rest
 * with APP_ENCRYPTION_KEY, `expiresAt` kept in Unix seconds as Bolt's authorize compares it, every
 * store an upsert (Bolt stores the whole installation again after a token rotation).
 */
export function installationStoreOf(store: { readonly installations: InstallationsRepo }): InstallationStore {
  return {
    async storeInstallation(installation) {
      await store.installations.save(installation);
    },

    async fetchInstallation(query: InstallationQuery<boolean>) {
      const found = await store.installations.find(query);
      // Slack's own stores throw here; Bolt turns it into an authorization failure for the request.
      if (!found) {
        throw new Error(
          `No installation data found (enterprise_id: ${query.enterpriseId}, team_id: ${query.teamId}, ` +
            `user_id: ${query.userId})`,
        );
      }
      // Returned as Bolt stored it: the record is its own Installation, kept whole.
      return found as Installation;
    },

    async deleteInstallation(query: InstallationQuery<boolean>) {
      await store.installations.delete(query);
    },
  };
}
