import type { Kysely } from "kysely";
import type { StoreContext } from "../context.js";
import { ValidationError } from "../errors.js";
import type { Database, InstallationsTable } from "../schema.js";
import { writeTransaction } from "../transaction.js";
import { bool, int, jsonText, list, optionalText, text } from "../validate.js";

/**
 * A Slack installation as Bolt's OAuth flow hands it over (the shape of `Installation` in @slack/oauth),
 * kept whole so it comes back as it was stored. The store does not depend on Slack's packages: the
 * Slack layer's adapter (`installationStoreOf`) passes Bolt's objects through.
 */
export interface InstallationRecord {
  team?: { id: string; name?: string | undefined } | undefined;
  enterprise?: { id: string; name?: string | undefined } | undefined;
  user: {
    id: string;
    token?: string | undefined;
    refreshToken?: string | undefined;
    /** Unix seconds, as Bolt writes and compares it (never milliseconds). */
    expiresAt?: number | undefined;
    scopes?: string[] | undefined;
  };
  bot?:
    | {
        token: string;
        refreshToken?: string | undefined;
        /** Unix seconds, as Bolt writes and compares it (never milliseconds). */
        expiresAt?: number | undefined;
        scopes: string[];
        id: string;
        userId: string;
      }
    | undefined;
  incomingWebhook?:
    | {
        url: string;
        channel?: string | undefined;
        channelId?: string | undefined;
        configurationUrl?: string | undefined;
      }
    | undefined;
  appId?: string | undefined;
  tokenType?: "bot" | undefined;
  enterpriseUrl?: string | undefined;
  isEnterpriseInstall?: boolean | undefined;
  authVersion?: "v1" | "v2" | undefined;
  metadata?: string | undefined;
  /**
   * Unix seconds: a long-lived bot token (installed before token rotation was on) is not offered to
   * oauth.v2.exchange again before this (Slack answered that rotation is off, or refused the token).
   * Ours, not Bolt's: a new install replaces the whole record, and with it this.
   */
  exchangeAfter?: number | undefined;
  /**
   * Unix seconds: an oauth.v2.exchange of this long-lived bot token was begun then (committed before
   * the call, cleared with its answer). Still set after its in-flight window: the process died between
   * Slack's answer and the commit (token-exchange.ts recovers or detects the loss).
   */
  exchangeStartedAt?: number | undefined;
  /**
   * Unix seconds: the bot token was found refused after an exchange whose answer was lost; nothing
   * Slack documents brings it back, the workspace must install the app again (which replaces this).
   */
  tokenLostAt?: number | undefined;
}

/** Which tenant (and optionally which user) a lookup or removal is about: Bolt's InstallationQuery. */
export interface InstallationQueryInput {
  enterpriseId?: string | undefined;
  /** Ignored for an org-wide install, which covers every team of the enterprise. */
  teamId?: string | undefined;
  isEnterpriseInstall: boolean;
  userId?: string | undefined;
}

/** Which installation a row is: a workspace's own (teamId) or an organisation's org-wide one. */
export type InstallationTenant =
  | { readonly teamId: string; readonly enterpriseId?: undefined }
  | { readonly enterpriseId: string; readonly teamId?: undefined };

export interface InstallationsRepo {
  /**
   * Every installation whose bot token never expires (no rotation): the ones to move to rotating
   * tokens with oauth.v2.exchange. Read from the plain columns, without the key.
   */
  longLivedBotTenants(): Promise<InstallationTenant[]>;
  /**
   * Upserts the tenant's latest installation and the installing user's own. Every store replaces the
   * whole installation (Bolt stores it again after rotating a token), except that a store carrying no
   * bot token keeps the bot already stored (a user-only install must not take the bot away), and one
   * carrying no user token for the same user keeps that user's token: only `delete` removes tokens.
   */
  save(installation: InstallationRecord): Promise<void>;
  /**
   * When the tenant's installation was last granted (`save`, the OAuth install path; renewals keep it),
   * Unix seconds; undefined without one. An event older than that is about an earlier installation.
   */
  installedAt(query: InstallationQueryInput): Promise<number | undefined>;
  /**
   * The tenant's latest installation, or undefined. With `userId`: the user part is that user's own
   * installation when one is stored, otherwise the installer's id without any user token (as Slack's
   * FileInstallationStore answers), so a request by anyone in the workspace still gets the bot token.
   */
  find(query: InstallationQueryInput): Promise<InstallationRecord | undefined>;
  /**
   * Without `userId`: every row of the tenant (uninstall). With it: that user's installation, and their
   * token on the tenant's row when they were its installer (tokens revoked); the bot stays. Answers how
   * many rows were removed.
   */
  delete(query: InstallationQueryInput): Promise<number>;
  /**
   * The workspace's own installation (a workspace install, in an enterprise or not), for work outside
   * a Slack request, which knows the team id only; undefined when the workspace has none (uninstalled).
   */
  findForTeam(teamId: string): Promise<InstallationRecord | undefined>;
  /**
   * Renews the workspace's installation with its row locked for the call (PostgreSQL: SELECT … FOR
   * UPDATE in a transaction; SQLite: the one write lock), so one instance at a time decides on it and
   * the next one sees the first one's result. `renew` gets the installation as stored now and answers
   * the one to store (whole, as `save`), or undefined to keep it; a throw stores nothing. Answers the
   * installation as stored after it, or undefined when the workspace has none.
   */
  renewForTeam(
    teamId: string,
    renew: (current: InstallationRecord) => Promise<InstallationRecord | undefined>,
  ): Promise<InstallationRecord | undefined>;
  /** The organisation's org-wide installation (Enterprise Grid), or undefined. */
  findForEnterprise(enterpriseId: string): Promise<InstallationRecord | undefined>;
  /** As `renewForTeam`, for the organisation's org-wide installation (its row locked the same way). */
  renewForEnterprise(
    enterpriseId: string,
    renew: (current: InstallationRecord) => Promise<InstallationRecord | undefined>,
  ): Promise<InstallationRecord | undefined>;
}

/** Absent enterprise, team (org-wide install) or user: '' so the primary key matches (NULLs never do). */
const NONE = "";
const ID_MAX = 50;
const TOKEN_MAX = 1000;
/**
 * Largest `expiresAt` taken as Unix seconds (year 2286). Bolt compares `expiresAt` with Date.now()/1000;
 * a value in milliseconds would look valid for ever and the token would never be refreshed.
 */
const MAX_SECONDS = 10_000_000_000;

interface TenantKey {
  enterpriseId: string;
  teamId: string;
}

const sealContext = (k: TenantKey, userId: string) =>
  `installation ${k.enterpriseId || "-"}/${k.teamId || "-"}/${userId || "-"}`;

function seconds(op: string, field: string, value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  const n = int(op, field, value);
  if (n > MAX_SECONDS) {
    throw new ValidationError(op, field, "must be Unix seconds (this looks like milliseconds)");
  }
  return n;
}

const scopes = (op: string, field: string, value: unknown) =>
  list(op, field, value, (s, i) => text(op, `${field}[${i}]`, s, 200));

/** Checks what the key and the token columns depend on; the rest is kept as given. */
function checked(op: string, value: InstallationRecord): { key: TenantKey; record: InstallationRecord } {
  if (typeof value !== "object" || value === null)
    throw new ValidationError(op, "installation", "is missing");
  const isEnterpriseInstall =
    value.isEnterpriseInstall === undefined
      ? false
      : bool(op, "isEnterpriseInstall", value.isEnterpriseInstall);
  const enterpriseId = optionalText(op, "enterprise.id", value.enterprise?.id, ID_MAX);
  const teamId = optionalText(op, "team.id", value.team?.id, ID_MAX);
  text(op, "user.id", value.user?.id, ID_MAX);
  optionalText(op, "user.token", value.user.token, TOKEN_MAX);
  optionalText(op, "user.refreshToken", value.user.refreshToken, TOKEN_MAX);
  seconds(op, "user.expiresAt", value.user.expiresAt);
  if (value.user.scopes !== undefined && value.user.scopes !== null)
    scopes(op, "user.scopes", value.user.scopes);
  if (value.bot !== undefined && value.bot !== null) {
    text(op, "bot.token", value.bot.token, TOKEN_MAX);
    optionalText(op, "bot.refreshToken", value.bot.refreshToken, TOKEN_MAX);
    seconds(op, "bot.expiresAt", value.bot.expiresAt);
    scopes(op, "bot.scopes", value.bot.scopes);
  }
  seconds(op, "exchangeAfter", value.exchangeAfter);
  seconds(op, "exchangeStartedAt", value.exchangeStartedAt);
  seconds(op, "tokenLostAt", value.tokenLostAt);
  let key: TenantKey;
  if (isEnterpriseInstall) {
    if (enterpriseId === null)
      throw new ValidationError(op, "enterprise.id", "is required for an org-wide install");
    key = { enterpriseId, teamId: NONE };
  } else {
    if (teamId === null) throw new ValidationError(op, "team.id", "is required for a workspace install");
    key = { enterpriseId: enterpriseId ?? NONE, teamId };
  }
  jsonText(op, "installation", value);
  return { key, record: JSON.parse(JSON.stringify(value)) as InstallationRecord };
}

function queryKey(op: string, query: InstallationQueryInput): { key: TenantKey; userId: string | null } {
  if (typeof query !== "object" || query === null) throw new ValidationError(op, "query", "is missing");
  const enterpriseId = optionalText(op, "enterpriseId", query.enterpriseId, ID_MAX);
  const userId = optionalText(op, "userId", query.userId, ID_MAX);
  if (query.isEnterpriseInstall) {
    if (enterpriseId === null)
      throw new ValidationError(op, "enterpriseId", "is required for an org-wide install");
    return { key: { enterpriseId, teamId: NONE }, userId };
  }
  return {
    key: { enterpriseId: enterpriseId ?? NONE, teamId: text(op, "teamId", query.teamId, ID_MAX) },
    userId,
  };
}

const USER_TOKEN_FIELDS = ["token", "refreshToken", "expiresAt", "scopes"] as const;

/** The user without any token: what a fetch for someone who never installed gets. */
function userWithoutTokens(user: InstallationRecord["user"]): InstallationRecord["user"] {
  const out = { ...user };
  for (const f of USER_TOKEN_FIELDS) delete out[f];
  return out;
}

/** `incoming` as it will be stored over `before`: a missing bot or user token keeps the stored one. */
function keepTokens(
  incoming: InstallationRecord,
  before: InstallationRecord | undefined,
): InstallationRecord {
  const out: InstallationRecord = { ...incoming, user: { ...incoming.user } };
  if (!before) return out;
  if (!out.bot && before.bot) out.bot = before.bot;
  if (!out.user.token && before.user.id === out.user.id && before.user.token) {
    for (const f of USER_TOKEN_FIELDS) {
      if (before.user[f] !== undefined) (out.user as Record<string, unknown>)[f] = before.user[f];
    }
  }
  return out;
}

export function installationsRepo(ctx: StoreContext): InstallationsRepo {
  const { db } = ctx;

  const open = (row: InstallationsTable): InstallationRecord =>
    JSON.parse(
      ctx.secrets.open(
        row.installation_enc,
        sealContext({ enterpriseId: row.enterprise_id, teamId: row.team_id }, row.user_id),
      ),
    ) as InstallationRecord;

  function rows(q: Kysely<Database>, key: TenantKey, userIds: string[], lock: boolean) {
    return q
      .selectFrom("installations")
      .selectAll()
      .where("enterprise_id", "=", key.enterpriseId)
      .where("team_id", "=", key.teamId)
      .where("user_id", "in", userIds)
      .$if(lock && ctx.engine === "postgres", (s) => s.forUpdate())
      .execute();
  }

  async function put(
    q: Kysely<Database>,
    key: TenantKey,
    userId: string,
    record: InstallationRecord,
    now: number,
    granted: boolean,
  ) {
    const fields = {
      // A grant (the OAuth install path) starts a new installation; a renewal keeps its start.
      ...(granted && { installed_at: now }),
      is_enterprise_install: record.isEnterpriseInstall ? 1 : 0,
      app_id: record.appId ?? null,
      bot_user_id: record.bot?.userId ?? null,
      bot_scopes: record.bot?.scopes?.join(",") ?? null,
      user_scopes: record.user.scopes?.join(",") ?? null,
      bot_expires_at: record.bot?.expiresAt ?? null,
      user_expires_at: record.user.expiresAt ?? null,
      installation_enc: ctx.secrets.seal(JSON.stringify(record), sealContext(key, userId)),
      updated_at: now,
    };
    await q
      .insertInto("installations")
      .values({
        enterprise_id: key.enterpriseId,
        team_id: key.teamId,
        user_id: userId,
        installed_at: now,
        ...fields,
      })
      .onConflict((oc) => oc.columns(["enterprise_id", "team_id", "user_id"]).doUpdateSet(fields))
      .execute();
  }

  /** `save` inside a write transaction already open. */
  async function saveIn(
    trx: Kysely<Database>,
    installation: InstallationRecord,
    granted = false,
  ): Promise<void> {
    const { key, record } = checked("installations.save", installation);
    const userId = record.user.id;
    const now = ctx.clock();
    const before = await rows(trx, key, [NONE, userId], true);
    const tenantBefore = before.find((r) => r.user_id === NONE);
    const userBefore = before.find((r) => r.user_id === userId);
    await put(trx, key, NONE, keepTokens(record, tenantBefore && open(tenantBefore)), now, granted);
    // The user's row is about their own grant; the bot token lives on the tenant's row only.
    const { bot: _bot, ...grant } = record;
    await put(trx, key, userId, keepTokens(grant, userBefore && open(userBefore)), now, granted);
  }

  /** The workspace install rows of a team (any enterprise), newest first; locked when asked. */
  function teamRows(q: Kysely<Database>, teamId: string, lock: boolean) {
    return q
      .selectFrom("installations")
      .selectAll()
      .where("team_id", "=", text("installations.findForTeam", "teamId", teamId, ID_MAX))
      .where("user_id", "=", NONE)
      .where("is_enterprise_install", "=", 0)
      .orderBy("updated_at", "desc")
      .$if(lock && ctx.engine === "postgres", (s) => s.forUpdate())
      .execute();
  }

  /** The org-wide install row of an enterprise; locked when asked. */
  function enterpriseRows(q: Kysely<Database>, enterpriseId: string, lock: boolean) {
    const id = text("installations.findForEnterprise", "enterpriseId", enterpriseId, ID_MAX);
    return rows(q, { enterpriseId: id, teamId: NONE }, [NONE], lock);
  }

  /** Renews the one row `locked` reads (under its lock), as `renewForTeam` says. */
  function renewRow(
    locked: (trx: Kysely<Database>) => Promise<InstallationsTable[]>,
    renew: (current: InstallationRecord) => Promise<InstallationRecord | undefined>,
  ) {
    return writeTransaction(db, ctx.engine, async (trx) => {
      // Read again under the lock: another instance may have renewed it while this one waited.
      const [row] = await locked(trx);
      if (!row) return undefined;
      const current = open(row);
      const renewed = await renew(current);
      if (renewed === undefined) return current;
      await saveIn(trx, renewed);
      return renewed;
    });
  }

  return {
    async longLivedBotTenants() {
      const found = await db
        .selectFrom("installations")
        .select(["enterprise_id", "team_id", "is_enterprise_install"])
        .where("user_id", "=", NONE)
        .where("bot_user_id", "is not", null)
        .where("bot_expires_at", "is", null)
        .orderBy("installed_at")
        .execute();
      return found.map(
        (r): InstallationTenant =>
          r.is_enterprise_install ? { enterpriseId: r.enterprise_id } : { teamId: r.team_id },
      );
    },

    async save(installation) {
      await writeTransaction(db, ctx.engine, (trx) => saveIn(trx, installation, true));
    },

    async installedAt(query) {
      const { key } = queryKey("installations.installedAt", query);
      const [row] = await rows(db, key, [NONE], false);
      return row && Number(row.installed_at);
    },

    async findForTeam(teamId) {
      const [row] = await teamRows(db, teamId, false);
      return row && open(row);
    },

    renewForTeam(teamId, renew) {
      return renewRow((trx) => teamRows(trx, teamId, true), renew);
    },

    async findForEnterprise(enterpriseId) {
      const [row] = await enterpriseRows(db, enterpriseId, false);
      return row && open(row);
    },

    renewForEnterprise(enterpriseId, renew) {
      return renewRow((trx) => enterpriseRows(trx, enterpriseId, true), renew);
    },

    async find(query) {
      const { key, userId } = queryKey("installations.find", query);
      const found = await rows(db, key, userId === null ? [NONE] : [NONE, userId], false);
      const tenant = found.find((r) => r.user_id === NONE);
      if (!tenant) return undefined;
      const installation = open(tenant);
      if (userId !== null && installation.user.id !== userId) {
        const own = found.find((r) => r.user_id === userId);
        installation.user = own ? open(own).user : userWithoutTokens(installation.user);
      }
      return installation;
    },

    async delete(query) {
      const { key, userId } = queryKey("installations.delete", query);
      if (userId === null) {
        const res = await db
          .deleteFrom("installations")
          .where("enterprise_id", "=", key.enterpriseId)
          .where("team_id", "=", key.teamId)
          .executeTakeFirst();
        return Number(res.numDeletedRows);
      }
      return writeTransaction(db, ctx.engine, async (trx) => {
        const [tenant] = await rows(trx, key, [NONE], true);
        if (tenant) {
          const installation = open(tenant);
          if (installation.user.id === userId && installation.user.token !== undefined) {
            installation.user = userWithoutTokens(installation.user);
            await put(trx, key, NONE, installation, ctx.clock(), false);
          }
        }
        const res = await trx
          .deleteFrom("installations")
          .where("enterprise_id", "=", key.enterpriseId)
          .where("team_id", "=", key.teamId)
          .where("user_id", "=", userId)
          .executeTakeFirst();
        return Number(res.numDeletedRows);
      });
    },
  };
}
