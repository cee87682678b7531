/**
 * Each workspace's bot token for work outside a Slack request (issue 19): with token rotation an
 * expired token is renewed first (oauth.v2.access, grant_type=refresh_token) and the whole installation
 * stored again; a refresh token works once, so two instances renewing one workspace at the same time
 * must spend it once (the installation's row lock). Against the Slack stand-in, which rotates tokens as
 * Slack does.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../../src/logger.js";
import {
  installedTeamTokens,
  RENEW_BEFORE_SECONDS,
  type TeamTokens,
} from "../../src/slack/lib/oauth/team-tokens.js";
import { type SlackStandin, startSlackStandin } from "../../src/slack-standin/index.js";
import type { InstallationRecord, Store } from "../../src/store/index.js";
import { ENGINES, type Fresh, freshDatabase, manualClock, skipPostgres } from "../store/harness.js";

const HILL = "T0HILL";
const DALE = "T0DALE";
const TWELVE_HOURS = 12 * 3600;
const CLIENT = { clientId: "1111.2222", clientSecret: "client-secret-for-tests" };
const quiet = createLogger({ level: "silent" });

/** Slack's consent and oauth.v2.access code exchange, as Bolt's redirect handler does it. */
async function install(standin: SlackStandin, teamId: string, now: number): Promise<InstallationRecord> {
  const code = standin.grantInstall({ teamId, userId: "U0ADA", expiresInSeconds: TWELVE_HOURS });
  const res = await fetch(`${standin.url}oauth.v2.access`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ code, client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret }),
  });
  const body = (await res.json()) as Record<string, unknown>;
  expect(body.ok).toBe(true);
  return {
    team: { id: teamId },
    user: { id: "U0ADA" },
    bot: {
      token: body.access_token as string,
      refreshToken: body.refresh_token as string,
      expiresAt: now + (body.expires_in as number),
      scopes: ["chat:write"],
      id: "B0BOT",
      userId: "U0BOT",
    },
    isEnterpriseInstall: false,
    authVersion: "v2",
    tokenType: "bot",
  };
}

async function authTest(standin: SlackStandin, token: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${standin.url}auth.test`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as Record<string, unknown>;
}

const refreshesOf = (standin: SlackStandin, teamId: string) =>
  standin
    .callsTo("oauth.v2.access")
    .filter((c) => c.args.grant_type === "refresh_token" && c.teamId === teamId);

for (const engine of ENGINES) {
  describe.skipIf(skipPostgres(engine))(`workspace tokens with rotation on ${engine}`, () => {
    const clock = manualClock();
    let fresh: Fresh;
    let store: Store;
    let standin: SlackStandin;
    const tokensOf = (s: Store): TeamTokens =>
      installedTeamTokens({ store: s, ...CLIENT, apiUrl: standin.url, now: clock, logger: quiet });

    beforeEach(async () => {
      fresh = await freshDatabase(engine);
      store = await fresh.open({ clock });
      standin = await startSlackStandin({ clock: () => clock() * 1000 });
    });
    afterEach(async () => {
      await standin.close();
      await fresh.dispose();
    });

    it("a token with time left is used as it is; one about to expire is renewed once and stored whole", async () => {
      const hill = await install(standin, HILL, clock());
      await store.installations.save(hill);
      const tokens = tokensOf(store);
      expect(await tokens.tokenFor(HILL)).toBe(hill.bot?.token);
      expect(refreshesOf(standin, HILL)).toEqual([]);

      clock.advance(TWELVE_HOURS - RENEW_BEFORE_SECONDS + 1);
      const renewed = await tokens.tokenFor(HILL);
      expect(renewed).not.toBe(hill.bot?.token);
      expect(renewed).toBe(standin.botTokenOf(HILL));
      expect(await tokens.tokenFor(HILL)).toBe(renewed);
      expect(refreshesOf(standin, HILL)).toHaveLength(1);
      const stored = await store.installations.findForTeam(HILL);
      expect(stored?.bot).toMatchObject({
        token: renewed,
        refreshToken: standin.refreshTokenOf(HILL),
        // Unix seconds, as Bolt compares it.
        expiresAt: clock() + TWELVE_HOURS,
      });
      expect(stored?.user.id).toBe("U0ADA");
      // The token it replaced was rotated away; the new one works.
      expect((await authTest(standin, hill.bot?.token as string)).error).toBe("invalid_auth");
      expect(await authTest(standin, renewed as string)).toMatchObject({ ok: true, team_id: HILL });
    });

    it("an expired token is renewed before use; a workspace without an installation has no token", async () => {
      await store.installations.save(await install(standin, HILL, clock()));
      await store.installations.save(await install(standin, DALE, clock()));
      clock.advance(TWELVE_HOURS + 60);
      const old = (await store.installations.findForTeam(HILL))?.bot?.token as string;
      expect((await authTest(standin, old)).error).toBe("token_expired");
      const tokens = tokensOf(store);
      const hill = await tokens.tokenFor(HILL);
      expect(await authTest(standin, hill as string)).toMatchObject({ ok: true, team_id: HILL });
      // Dale's was not asked for, so not renewed.
      expect(refreshesOf(standin, DALE)).toEqual([]);
      expect(await tokens.tokenFor("T0GONE")).toBeUndefined();
      await store.installations.delete({ teamId: DALE, isEnterpriseInstall: false });
      expect(await tokens.tokenFor(DALE)).toBeUndefined();
    });

    it("a refresh token works once at Slack: a second use is refused", async () => {
      const hill = await install(standin, HILL, clock());
      const refresh = async () => {
        const res = await fetch(`${standin.url}oauth.v2.access`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            client_id: CLIENT.clientId,
            client_secret: CLIENT.clientSecret,
            grant_type: "refresh_token",
            refresh_token: hill.bot?.refreshToken as string,
          }),
        });
        return (await res.json()) as Record<string, unknown>;
      };
      expect((await refresh()).ok).toBe(true);
      expect(await refresh()).toMatchObject({ ok: false, error: "invalid_refresh_token" });
    });

    it("two instances renewing one workspace at once spend its refresh token once and use the same new token", async () => {
      await store.installations.save(await install(standin, HILL, clock()));
      clock.advance(TWELVE_HOURS + 60);
      // PostgreSQL: a second store on the same database, as a second instance (the row lock decides).
      // SQLite: one writer per file; two callers in one instance share its connection and its lock.
      const other = engine === "postgres" ? await fresh.open({ clock }) : store;
      const [a, b] = await Promise.all([tokensOf(store).tokenFor(HILL), tokensOf(other).tokenFor(HILL)]);
      expect(a).toBeDefined();
      expect(b).toBe(a);
      const refreshes = refreshesOf(standin, HILL);
      expect(refreshes).toHaveLength(1);
      expect(refreshes[0]?.response.ok).toBe(true);
      expect(await authTest(standin, a as string)).toMatchObject({ ok: true, team_id: HILL });
      expect((await other.installations.findForTeam(HILL))?.bot?.token).toBe(a);
    });
  });
}
