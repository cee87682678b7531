/**
 * Bolt's InstallationStore on our store, with the cases of Slack's own installation-store test kit
 * (slack_sdk's tests/slack_sdk/oauth/installation_store: save and find, org installation, token rotation,
 * a user-only install beside the bot's, delete) plus what issue 19 asks: tokens sealed at rest and
 * `expiresAt` in the seconds Bolt's authorize compares, checked through Bolt's own OAuth code.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { HTTPReceiver, type Installation, type InstallationStore, LogLevel } from "@slack/bolt";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installationStoreOf } from "../../src/slack/lib/oauth/installation-store.js";
import { EncryptionKeyError, type Store, ValidationError } from "../../src/store/index.js";
import { ENGINES, type Fresh, freshDatabase, manualClock, skipPostgres } from "./harness.js";

const E = "E0GRID";
const HILL = "T0HILL";
const DALE = "T0DALE";
const ADA = "U0ADA";
const BEN = "U0BEN";
const WEBHOOK = "https://hooks.slack.com/services/T0HILL/B0HOOK/hook-secret-path";

function hillInstall(over: Partial<Installation> = {}): Installation {
  return {
    team: { id: HILL, name: "Hill School" },
    enterprise: undefined,
    user: { id: ADA, token: "xoxp-ada-1", scopes: ["search:read"] },
    bot: { token: "xoxb-hill-1", scopes: ["chat:write", "commands"], id: "B0HILL", userId: "U0HILLBOT" },
    incomingWebhook: { url: WEBHOOK, channel: "#general", channelId: "C0GEN" },
    appId: "A0CLASS",
    tokenType: "bot",
    isEnterpriseInstall: false,
    authVersion: "v2",
    ...over,
  };
}

function daleInstall(): Installation {
  return hillInstall({
    team: { id: DALE, name: "Dale School" },
    user: { id: "U0DAN", token: "xoxp-dan-1", scopes: ["search:read"] },
    bot: { token: "xoxb-dale-1", scopes: ["chat:write"], id: "B0DALE", userId: "U0DALEBOT" },
    incomingWebhook: undefined,
  });
}

function orgInstall(): Installation {
  return {
    team: undefined,
    enterprise: { id: E, name: "Grid District" },
    user: { id: "U0ORGADMIN", token: undefined, scopes: undefined },
    bot: { token: "xoxb-org-1", scopes: ["chat:write"], id: "B0ORG", userId: "U0ORGBOT" },
    enterpriseUrl: "https://grid.enterprise.slack.com/",
    appId: "A0CLASS",
    tokenType: "bot",
    isEnterpriseInstall: true,
    authVersion: "v2",
  };
}

const workspace = (teamId: string, userId?: string, enterpriseId?: string) => ({
  teamId,
  enterpriseId,
  isEnterpriseInstall: false as const,
  ...(userId && { userId }),
});

/**
 * Slack's Web API as far as OAuth goes: `oauth.v2.access` (a code grant installs, a refresh grant rotates)
 * and `auth.test` (Bolt asks it for the bot id while installing). Each grant is recorded.
 */
async function oauthStandIn() {
  const grants: Record<string, string>[] = [];
  let rotation = 0;
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => {
      body += c.toString("utf8");
    });
    req.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      const method = (req.url ?? "").replace(/^\/api\//, "");
      let answer: Record<string, unknown>;
      if (method === "auth.test") {
        answer = { ok: true, bot_id: "B0HILL", url: "https://hill.slack.com/" };
      } else if (method === "oauth.v2.access" && form.grant_type === "refresh_token") {
        grants.push(form);
        rotation += 1;
        answer = {
          ok: true,
          token_type: "bot",
          access_token: `xoxe.xoxb-hill-r${rotation}`,
          refresh_token: `xoxe-1-hill-r${rotation}`,
          expires_in: 43_200,
          scope: "chat:write,commands",
          bot_user_id: "U0HILLBOT",
          app_id: "A0CLASS",
          team: { id: HILL, name: "Hill School" },
          enterprise: null,
          is_enterprise_install: false,
        };
      } else if (method === "oauth.v2.access") {
        grants.push(form);
        answer = {
          ok: true,
          app_id: "A0CLASS",
          authed_user: { id: ADA },
          scope: "chat:write,commands",
          token_type: "bot",
          access_token: "xoxe.xoxb-hill-0",
          refresh_token: "xoxe-1-hill-0",
          expires_in: 43_200,
          bot_user_id: "U0HILLBOT",
          team: { id: HILL, name: "Hill School" },
          enterprise: null,
          is_enterprise_install: false,
        };
      } else {
        answer = { ok: false, error: "unknown_method" };
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
  return { apiUrl, grants, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Bolt's own installer (the one an OAuth-mode app runs) on the given store. */
function boltInstaller(installationStore: InstallationStore, apiUrl: string) {
  const receiver = new HTTPReceiver({
    signingSecret: "s".repeat(32),
    // Quiet: Bolt warns that state verification is off, which only the code exchange here needs.
    logLevel: LogLevel.ERROR,
    clientId: "111.222",
    clientSecret: "client-secret",
    stateSecret: "state-secret",
    scopes: ["chat:write", "commands"],
    installationStore,
    installerOptions: {
      stateVerification: false,
      clientOptions: { slackApiUrl: apiUrl, retryConfig: { retries: 0 } },
    },
  });
  const installer = receiver.installer;
  if (!installer) throw new Error("Bolt built no installer");
  return installer;
}

for (const engine of ENGINES) {
  describe.skipIf(skipPostgres(engine))(`Slack installations on ${engine}`, () => {
    const clock = manualClock();
    let fresh: Fresh;
    let store: Store;
    let installs: InstallationStore;
    beforeEach(async () => {
      fresh = await freshDatabase(engine);
      store = await fresh.open({ clock });
      installs = installationStoreOf(store);
    });
    afterEach(async () => {
      vi.useRealTimers();
      await fresh.dispose();
    });

    const rowsOf = (teamId: string) =>
      fresh.raw<Record<string, unknown>>("select * from installations where team_id = ? order by user_id", [
        teamId,
      ]);

    it("workspace install: the team's bot answers every user of the team, the installer also gets their own token, no other tenant gets anything", async () => {
      await installs.storeInstallation(hillInstall());

      expect(await installs.fetchInstallation(workspace(HILL))).toEqual(hillInstall());
      expect(await installs.fetchInstallation(workspace(HILL, ADA))).toEqual(hillInstall());
      const ben = await installs.fetchInstallation(workspace(HILL, BEN));
      expect(ben.bot?.token).toBe("xoxb-hill-1");
      expect(ben.user).toEqual({ id: ADA });
      // Bolt stores what it fetched for Ben again after rotating the bot token: Ada keeps her token.
      await installs.storeInstallation(ben);
      expect((await installs.fetchInstallation(workspace(HILL, ADA))).user.token).toBe("xoxp-ada-1");
      expect((await installs.fetchInstallation(workspace(HILL))).user.token).toBe("xoxp-ada-1");

      await expect(installs.fetchInstallation(workspace(DALE))).rejects.toThrow(/No installation data found/);
      // Keyed by enterprise and team: the same team id under an enterprise is another tenant.
      await expect(installs.fetchInstallation(workspace(HILL, undefined, E))).rejects.toThrow(
        /No installation data found/,
      );
      await installs.storeInstallation({ ...daleInstall(), enterprise: { id: E } });
      expect((await installs.fetchInstallation(workspace(DALE, undefined, E))).bot?.token).toBe(
        "xoxb-dale-1",
      );
      await expect(installs.fetchInstallation(workspace(DALE))).rejects.toThrow(/No installation data found/);
    });

    it("a user who grants user scopes later gets their own token; a user-only install keeps the team's bot", async () => {
      await installs.storeInstallation(hillInstall());
      await installs.storeInstallation(
        hillInstall({ user: { id: BEN, token: "xoxp-ben-1", scopes: ["search:read"] }, bot: undefined }),
      );

      const ben = await installs.fetchInstallation(workspace(HILL, BEN));
      expect(ben.user).toMatchObject({ id: BEN, token: "xoxp-ben-1" });
      expect(ben.bot?.token).toBe("xoxb-hill-1");
      expect((await installs.fetchInstallation(workspace(HILL, ADA))).user.token).toBe("xoxp-ada-1");
      expect((await installs.fetchInstallation(workspace(HILL))).bot?.token).toBe("xoxb-hill-1");
    });

    it("org-wide install: keyed by the enterprise alone, it answers for any team of the enterprise", async () => {
      await installs.storeInstallation(orgInstall());

      const org = { enterpriseId: E, teamId: undefined, isEnterpriseInstall: true as const };
      expect(await installs.fetchInstallation(org)).toEqual(orgInstall());
      const anyTeam = { ...org, teamId: "T0ANY", userId: "U0TEACHER" } as unknown as typeof org;
      expect((await installs.fetchInstallation(anyTeam)).bot?.token).toBe("xoxb-org-1");
      // Asked as a workspace install (Slack's documented team_access_revoked authorizes it so), or with
      // no team at all (its wrapper's team_id is null): the organisation's install serves the workspace.
      expect((await installs.fetchInstallation(workspace("T0ANY", undefined, E))).bot?.token).toBe(
        "xoxb-org-1",
      );
      const noTeam = { enterpriseId: E, teamId: undefined, isEnterpriseInstall: false as const };
      expect((await installs.fetchInstallation(noTeam)).bot?.token).toBe("xoxb-org-1");
      // Another organisation's workspace, or one in no organisation, gets nothing from it.
      await expect(installs.fetchInstallation(workspace("T0ANY", undefined, "E0OTHER"))).rejects.toThrow(
        /No installation data found/,
      );
      await expect(installs.fetchInstallation(workspace("T0ANY"))).rejects.toThrow(
        /No installation data found/,
      );
      const [row] = await fresh.raw<Record<string, unknown>>(
        "select * from installations where user_id = ''",
      );
      expect(row).toMatchObject({ enterprise_id: E, team_id: "", is_enterprise_install: 1 });

      // Bolt's authorize, as for a request from a team of the enterprise.
      const standIn = await oauthStandIn();
      try {
        const auth = await boltInstaller(installs, standIn.apiUrl).authorize({
          enterpriseId: E,
          teamId: "T0ANY",
          userId: "U0TEACHER",
          isEnterpriseInstall: true,
        });
        expect(auth).toMatchObject({ botToken: "xoxb-org-1", enterpriseId: E, teamId: "T0ANY" });
      } finally {
        await standIn.close();
      }

      await installs.deleteInstallation?.(org);
      await expect(installs.fetchInstallation(org)).rejects.toThrow(/No installation data found/);
      expect(await fresh.raw("select * from installations")).toEqual([]);
      await expect(
        installs.storeInstallation({ ...orgInstall(), enterprise: undefined } as unknown as Installation),
      ).rejects.toThrow(ValidationError);
    });

    it("reinstall with new scopes: the latest installation wins, one row per tenant and installer", async () => {
      await installs.storeInstallation(hillInstall());
      const firstAt = clock();
      clock.advance(3600);
      const wider = hillInstall({
        bot: {
          token: "xoxb-hill-2",
          scopes: ["chat:write", "commands", "im:write"],
          id: "B0HILL",
          userId: "U0HILLBOT",
        },
      });
      await installs.storeInstallation(wider);

      expect(await installs.fetchInstallation(workspace(HILL, ADA))).toEqual(wider);
      const rows = await rowsOf(HILL);
      expect(rows.map((r) => r.user_id)).toEqual(["", ADA]);
      expect(rows[0]?.bot_scopes).toBe("chat:write,commands,im:write");
      // bigint columns: the raw PostgreSQL driver answers them as text. Each grant records when it was
      // made (a leaving event older than that is about an earlier installation).
      expect(Number(rows[0]?.installed_at)).toBe(firstAt + 3600);
      expect(Number(rows[0]?.updated_at)).toBe(firstAt + 3600);
      expect(await store.installations.installedAt(workspace(HILL))).toBe(firstAt + 3600);
    });

    it("token rotation: Bolt installs with expiresAt in seconds, refreshes an expiring bot token once, and the store keeps the new token, refresh token and expiry", async () => {
      const standIn = await oauthStandIn();
      try {
        const installer = boltInstaller(installs, standIn.apiUrl);
        // The real OAuth redirect: Bolt exchanges the code and stores the installation.
        const web = createServer((req, res) => void installer.handleCallback(req, res));
        await new Promise<void>((r) => web.listen(0, "127.0.0.1", r));
        const port = (web.address() as AddressInfo).port;
        const installedAt = Math.floor(Date.now() / 1000);
        const page = await fetch(`http://127.0.0.1:${port}/slack/oauth_redirect?code=code-1`);
        await new Promise<void>((r) => web.close(() => r()));
        expect(page.status).toBe(200);

        const stored = await installs.fetchInstallation(workspace(HILL, ADA));
        expect(stored.bot).toMatchObject({ token: "xoxe.xoxb-hill-0", refreshToken: "xoxe-1-hill-0" });
        // Seconds, not milliseconds: 12 hours from the install.
        expect(stored.bot?.expiresAt).toBeGreaterThanOrEqual(installedAt + 43_200);
        expect(stored.bot?.expiresAt).toBeLessThanOrEqual(installedAt + 43_200 + 5);
        const [tenantRow] = await rowsOf(HILL);
        expect(Number(tenantRow?.bot_expires_at)).toBe(stored.bot?.expiresAt);

        const source = { teamId: HILL, enterpriseId: undefined, userId: BEN, isEnterpriseInstall: false };
        const fresh1 = await installer.authorize(source);
        expect(fresh1.botToken).toBe("xoxe.xoxb-hill-0");
        expect(standIn.grants.filter((g) => g.grant_type === "refresh_token")).toEqual([]);

        // 11 hours later the token expires within Bolt's 2-hour window: it is refreshed with the stored
        // refresh token, and the whole installation is stored again.
        vi.useFakeTimers({ toFake: ["Date"] });
        vi.setSystemTime((installedAt + 11 * 3600) * 1000);
        const rotated = await installer.authorize(source);
        expect(rotated.botToken).toBe("xoxe.xoxb-hill-r1");
        expect(standIn.grants.filter((g) => g.grant_type === "refresh_token")).toEqual([
          expect.objectContaining({ refresh_token: "xoxe-1-hill-0", client_id: "111.222" }),
        ]);
        const after = await installs.fetchInstallation(workspace(HILL));
        expect(after.bot).toMatchObject({
          token: "xoxe.xoxb-hill-r1",
          refreshToken: "xoxe-1-hill-r1",
          expiresAt: installedAt + 11 * 3600 + 43_200,
        });
        expect(after.user.id).toBe(ADA);

        // The new token is good for 12 hours: no second refresh (a refresh token works once).
        const again = await installer.authorize(source);
        expect(again.botToken).toBe("xoxe.xoxb-hill-r1");
        expect(standIn.grants.filter((g) => g.grant_type === "refresh_token")).toHaveLength(1);
      } finally {
        await standIn.close();
      }
    });

    it("refuses an expiresAt in milliseconds, which Bolt would never refresh", async () => {
      const bot = {
        ...hillInstall().bot,
        token: "xoxb-hill-1",
        refreshToken: "xoxe-1",
        expiresAt: Date.now(),
      };
      const err = await installs
        .storeInstallation(hillInstall({ bot: bot as Installation["bot"] }))
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ValidationError);
      expect(String(err)).toMatch(/bot\.expiresAt.*seconds/);
      await expect(installs.fetchInstallation(workspace(HILL))).rejects.toThrow(/No installation data found/);
    });

    it("delete: every row of the tenant goes, another team stays; a user's delete takes only their token", async () => {
      await installs.storeInstallation(hillInstall());
      await installs.storeInstallation(
        hillInstall({ user: { id: BEN, token: "xoxp-ben-1", scopes: ["search:read"] }, bot: undefined }),
      );
      await installs.storeInstallation(daleInstall());

      // Tokens revoked for Ada (the installer): her token goes, the bot and Ben's token stay.
      await installs.deleteInstallation?.(workspace(HILL, ADA));
      const hill = await installs.fetchInstallation(workspace(HILL, ADA));
      expect(hill.bot?.token).toBe("xoxb-hill-1");
      expect(hill.user.token).toBeUndefined();
      expect((await installs.fetchInstallation(workspace(HILL, BEN))).user.token).toBe("xoxp-ben-1");
      expect((await rowsOf(HILL)).map((r) => r.user_id)).toEqual(["", BEN]);

      // Uninstalled: nothing of Hill is left; Dale is untouched.
      await installs.deleteInstallation?.(workspace(HILL));
      expect(await rowsOf(HILL)).toEqual([]);
      await expect(installs.fetchInstallation(workspace(HILL, BEN))).rejects.toThrow(
        /No installation data found/,
      );
      expect(await installs.fetchInstallation(workspace(DALE))).toEqual(daleInstall());
      expect(await rowsOf(DALE)).toHaveLength(2);
    });

    it("tokens never reach the database in plain text, and a sealed row moved to another tenant does not open", async () => {
      const rotating = hillInstall({
        user: {
          id: ADA,
          token: "xoxe.xoxp-ada-1",
          refreshToken: "xoxe-1-ada",
          expiresAt: clock() + 43_200,
          scopes: ["search:read"],
        },
        bot: {
          token: "xoxe.xoxb-hill-1",
          refreshToken: "xoxe-1-hill",
          expiresAt: clock() + 43_200,
          scopes: ["chat:write"],
          id: "B0HILL",
          userId: "U0HILLBOT",
        },
      });
      await installs.storeInstallation(rotating);
      await installs.storeInstallation(daleInstall());

      const dump = JSON.stringify(await fresh.raw("select * from installations"));
      for (const secret of [
        "xoxe.xoxp-ada-1",
        "xoxe-1-ada",
        "xoxe.xoxb-hill-1",
        "xoxe-1-hill",
        "xoxb-dale-1",
        "xoxp-dan-1",
        "hook-secret-path",
      ]) {
        expect(dump).not.toContain(secret);
        expect(dump).not.toContain(Buffer.from(secret).toString("base64"));
      }
      const sealed = await fresh.raw<{ installation_enc: string }>(
        "select installation_enc from installations",
      );
      for (const r of sealed) expect(r.installation_enc).toMatch(/^v1\./);
      expect(await installs.fetchInstallation(workspace(HILL, ADA))).toEqual(rotating);

      await fresh.raw(
        "update installations set installation_enc = (select installation_enc from installations where team_id = ? and user_id = '') where team_id = ? and user_id = ''",
        [HILL, DALE],
      );
      await expect(store.installations.find(workspace(DALE))).rejects.toBeInstanceOf(EncryptionKeyError);
    });
  });
}
