/**
 * A local stand-in for Slack's Web API, used by the e2e tests and `npm run demo`.
 * Point the app's WebClient at `url` (Bolt `clientOptions.slackApiUrl`, or SLACK_API_URL).
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { HISTORY_LIMITS, type HistoryTier } from "../slack-api-limits.js";
import { missingScope, STANDIN_APP_SCOPES, scopeNeeded } from "./scopes.js";
import type {
  JsonObject,
  MillisecondClock,
  PostedMessage,
  RecordedCall,
  ResponseUrlContext,
  ScheduledMessage,
  SlackView,
  UploadedFile,
  UserInfoInput,
} from "./types.js";
import { type Answer, type TriggerContext, Workspace, type WorkspaceIdentity } from "./web-api.js";

export interface SlackStandinOptions {
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** Milliseconds clock; drives trigger expiry, post_at checks, rate windows and timestamps. */
  clock?: MillisecondClock;
  /** The one bot token the stand-in accepts. Default "xoxb-standin-0000-token". */
  botToken?: string;
  /** The scopes of `botToken` (single-workspace mode); default: all the app asks for. */
  botScopes?: readonly string[];
  /** chat.postMessage calls allowed per channel per second before 429 (default: unlimited). */
  perChannelLimit?: number;
  identity?: Partial<WorkspaceIdentity>;
  /** chat.postMessage calls per second across the workspace before 429 (default: unlimited); see workspaceLimit. */
  workspaceLimit?: number;
  /** conversations.history limits; see `historyLimits`. */
  history?: HistoryLimitOptions;
}

/**
 * conversations.history as Slack limits it per workspace (HISTORY_LIMITS): "nonMarketplace" is one call
 * per minute, 15 messages a page; "internal" Tier 3, 50 a minute, 999 a page.
 */
export interface HistoryLimitOptions {
  /**
   * The tier of every caller; default: "nonMarketplace" for a token an OAuth install gave (a distributed
   * app not in the Marketplace), "internal" for the stand-in's own single-workspace token.
   */
  tier?: HistoryTier;
  /** The rate window, default 60,000 ms (Slack's minute); tests may shorten it. */
  windowMs?: number;
}

export interface ViewQuery {
  callbackId?: string;
  /** Only a view shown to this user. */
  userId?: string;
  /** Only calls with seq >= sinceSeq (take `standin.calls.length` before the action). */
  sinceSeq?: number;
  timeoutMs?: number;
}

export interface RateLimitOptions {
  retryAfterSeconds?: number;
  /** How many of the next calls to the method answer 429 (default 1). */
  times?: number;
}

export interface SlackStandin {
  /** Base URL ending in /api/, for Bolt/WebClient `slackApiUrl`. */
  readonly url: string;
  /** Server origin, e.g. http://127.0.0.1:PORT */
  readonly origin: string;
  readonly botToken: string;
  readonly identity: WorkspaceIdentity;
  /** Every Web API call and response_url post, in arrival order. */
  readonly calls: readonly RecordedCall[];
  callsTo(method: string): RecordedCall[];
  /**
   * Resolves with the first call (already recorded or future) to `method` (or any of several)
   * matching `predicate`; rejects after `timeoutMs` (default 5000).
   */
  waitFor(
    method: string | readonly string[],
    predicate?: (call: RecordedCall) => boolean,
    timeoutMs?: number,
  ): Promise<RecordedCall>;
  /**
   * A fresh trigger id, valid once for 3 s. `viewId` ties it to the modal it came from (views.push
   * stack); `userId` records who acted, so the view it opens is known to be theirs.
   */
  issueTriggerId(context?: TriggerContext): string;
  /** The user a view is shown to, when known. */
  viewerOf(viewId: string): string | undefined;
  /**
   * Waits for a successful views.open/push/update (matching callback_id / viewer, from call `sinceSeq`
   * on) and resolves with that view as now stored: what the person has on screen.
   */
  waitForView(query?: ViewQuery): Promise<SlackView>;
  /**
   * A person of `teamId` approved the install on Slack's consent page: the one-time code Slack puts in
   * the redirect to /slack/oauth_redirect, which oauth.v2.access exchanges for that team's own bot token
   * (each team's token answers auth.test with its own identity; every call records its team).
   */
  grantInstall(grant: {
    /** The workspace installed into (a workspace install); omitted for an org-wide install. */
    teamId?: string;
    teamName?: string;
    /** The Enterprise Grid organisation: the workspace's, or the one an org-wide install covers. */
    enterpriseId?: string;
    enterpriseName?: string;
    /**
     * An org-wide install: the token covers every workspace of the organisation; the stand-in records
     * its calls (and `botTokenOf`, `refreshTokenOf`) under the enterprise id.
     */
    isEnterpriseInstall?: boolean;
    userId: string;
    /**
     * Token rotation on: the bot token expires this many seconds after it is issued (Slack: 12 hours)
     * and oauth.v2.access also answers a refresh token, good for one `grant_type=refresh_token` call.
     */
    expiresInSeconds?: number;
    /**
     * Optional scopes the person (or the workspace's admin) declined on the consent page: the token
     * lacks them, oauth.v2.access's `scope` leaves them out, and calls needing them answer missing_scope.
     */
    declinedScopes?: readonly string[];
  }): string;
  /**
   * Token rotation turned on (or off) in the app's settings: oauth.v2.exchange moves a long-lived bot
   * token to a rotating one only while it is on (else token_rotation_not_enabled). Off at start.
   */
  setTokenRotation(enabled: boolean): void;
  /** The scopes the latest bot token of `teamId` carries. */
  scopesOf(teamId: string): readonly string[] | undefined;
  /** The bot token oauth.v2.access gave `teamId` (the latest), if it was installed. */
  botTokenOf(teamId: string): string | undefined;
  /** The refresh token `teamId` holds now (the latest issued and not yet spent), with token rotation on. */
  refreshTokenOf(teamId: string): string | undefined;
  /** A response_url like the ones Slack puts in slash commands and message actions. */
  issueResponseUrl(context?: ResponseUrlContext): string;
  setUserInfo(userId: string, info: UserInfoInput): void;
  /** Who `conversations.members` lists for a channel. */
  setChannelMembers(channelId: string, userIds: readonly string[]): void;
  /** Users set with setUserInfo, by id. */
  readonly knownUsers: ReadonlyMap<string, UserInfoInput>;
  /** A known user's id by id, name, real name or display name (case-insensitive). */
  findUserId(nameOrId: string): string | undefined;
  /** The next `times` calls to `method` answer HTTP 429 with Retry-After. */
  rateLimit(method: string, options?: RateLimitOptions): void;
  /**
   * The next `times` calls to `method` are carried out (a message is posted) but the connection closes
   * before the answer: the caller cannot know whether it happened.
   */
  loseAnswers(method: string, times?: number): void;
  /**
   * Calls to `method` (or "url_private", a file's download) wait before they are answered, as a slow
   * network would make them, until the returned function is called.
   */
  holdAnswers(method: string): () => void;
  /**
   * conversations.history limits from now on (merged with the start options'): past the tier's calls
   * per window a workspace gets HTTP 429 with Retry-After; pages hold at most the tier's page size.
   */
  historyLimits(options: HistoryLimitOptions): void;
  /** Allow at most `messagesPerSecond` chat.postMessage per channel (null = unlimited). */
  perChannelLimit(messagesPerSecond: number | null): void;
  /**
   * Allow `messagesPerSecond` chat.postMessage calls across the workspace (null = unlimited), burst
   * tolerant like Slack: a bucket of one second's worth that refills continuously. Beyond it: 429 with
   * Retry-After (whole seconds until the next call fits).
   */
  workspaceLimit(messagesPerSecond: number | null): void;
  /**
   * Makes chat.postMessage, chat.scheduleMessage and conversations.open to this user answer
   * `{ok:false, error}` (e.g. user_not_found, cannot_dm_bot, account_inactive, messages_tab_disabled);
   * null makes them reachable again.
   */
  failUser(userId: string, error: string | null): void;
  /** Current views by id (modals and home tabs), as Slack stores them. */
  readonly views: ReadonlyMap<string, SlackView>;
  homeViewOf(userId: string): SlackView | undefined;
  /** Messages as they currently stand (updates applied, ephemeral ones marked). */
  readonly messages: readonly PostedMessage[];
  messagesIn(channel: string): PostedMessage[];
  readonly scheduledMessages: ReadonlyMap<string, ScheduledMessage>;
  /** Files the app uploaded (files.uploadV2), by id, with their content and where they were shared. */
  readonly appFiles: ReadonlyMap<string, UploadedFile>;
  /** Posts scheduled messages whose post_at has passed on the stand-in clock. */
  deliverDueScheduled(): PostedMessage[];
  dmChannelOf(userId: string): string;
  /**
   * `userId` uploads a file to Slack (into their DM with the app, or a modal's file input): the
   * files.info object, whose url_private serves `content` (text, or raw bytes) to the bot token only.
   */
  uploadFile(input: {
    userId: string;
    name: string;
    content: string | Uint8Array;
    filetype?: string;
  }): JsonObject;
  /** The files.info object of an uploaded file, by id or name (the latest of that name). */
  fileObjectOf(idOrName: string): JsonObject | undefined;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** Fields the WebClient sends as JSON strings inside form bodies. */
const JSON_FIELDS = ["view", "blocks", "attachments", "metadata", "options"];
const RESPONSE_URL_MAX_USES = 5;
const RESPONSE_URL_LIFETIME_MS = 30 * 60 * 1000;
/**
 * Web API methods held to their Slack tier per workspace and minute (Tier 4: "100+"; Slack allows
 * bursts, the stand-in its floor), answered `ratelimited` with Retry-After past it.
 */
const TIER_PER_MINUTE: Readonly<Record<string, number>> = { "conversations.members": 100 };

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Decodes a Web API request body (form or JSON) plus query string into one argument object. */
export function decodeArgs(contentType: string | undefined, raw: string, query: URLSearchParams): JsonObject {
  const args: JsonObject = Object.fromEntries(query);
  if (raw.length > 0) {
    if ((contentType ?? "").includes("application/json")) {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
        throw new SyntaxError("body must be a JSON object");
      }
      Object.assign(args, parsed);
    } else {
      Object.assign(args, Object.fromEntries(new URLSearchParams(raw)));
    }
  }
  for (const field of JSON_FIELDS) {
    const value = args[field];
    if (typeof value === "string" && /^\s*[[{]/.test(value)) {
      try {
        args[field] = JSON.parse(value);
      } catch {
        // Slack would reject it; leaving the string makes the validator report the field.
      }
    }
  }
  return args;
}

function send(res: ServerResponse, answer: Answer): void {
  res.writeHead(answer.status, { "content-type": "application/json; charset=utf-8", ...answer.headers });
  res.end(JSON.stringify(answer.body));
}

interface ResponseUrlState extends ResponseUrlContext {
  issuedAt: number;
  uses: number;
}

export async function startSlackStandin(options: SlackStandinOptions = {}): Promise<SlackStandin> {
  if (
    options.perChannelLimit !== undefined &&
    !(Number.isInteger(options.perChannelLimit) && options.perChannelLimit > 0)
  ) {
    throw new RangeError("startSlackStandin: perChannelLimit must be a positive integer");
  }
  const clock = options.clock ?? Date.now;
  const botToken = options.botToken ?? "xoxb-standin-0000-token";
  const identity: WorkspaceIdentity = {
    teamId: "T0STANDIN",
    teamDomain: "classroom-standin",
    appId: "A0STANDIN",
    botUserId: "U0CLASSBOT",
    botId: "B0CLASSBOT",
    ...options.identity,
  };
  const workspace = new Workspace(identity, clock);
  // OAuth: codes waiting for oauth.v2.access, and the bot token each installed team got.
  const grants = new Map<
    string,
    {
      teamId: string;
      teamName: string;
      enterprise: { id: string; name: string } | null;
      isEnterpriseInstall: boolean;
      userId: string;
      expiresInSeconds?: number | undefined;
      scopes: readonly string[];
    }
  >();
  const botScopes = options.botScopes ?? STANDIN_APP_SCOPES;
  /** The scopes each installed bot token carries. */
  const tokenScopes = new Map<string, readonly string[]>();
  /** Long-lived tokens oauth.v2.exchange already moved to rotating ones (each is exchanged once). */
  const exchangedTokens = new Set<string>();
  let rotationEnabled = false;
  // The identities (token holders) of org-wide installs: their renewals answer as org-wide too.
  const orgWide = new Set<WorkspaceIdentity>();
  const lostAnswers = new Map<string, number>();
  /** Methods whose answers wait, each until its release (holdAnswers). */
  const heldAnswers = new Map<string, Promise<void>>();
  const installedTokens = new Map<string, WorkspaceIdentity>();
  /** With token rotation: when each bot token stops working (stand-in clock, ms). */
  const tokenExpiry = new Map<string, number>();
  /** Every refresh token issued, with its team (kept after it is spent, to record whose it was). */
  const refreshedTeams = new Map<string, string>();
  /** Refresh tokens not yet spent: each works once. */
  const refreshTokens = new Map<
    string,
    { identity: WorkspaceIdentity; expiresInSeconds: number; scopes: readonly string[] }
  >();
  const calls: RecordedCall[] = [];
  const forcedLimits = new Map<string, { retryAfterSeconds: number; remaining: number }>();
  let channelLimit: number | null = options.perChannelLimit ?? null;
  const postTimes = new Map<string, number[]>();
  const failingUsers = new Map<string, string>();
  let workspaceRate: number | null = null;
  let workspaceTokens = 0;
  let workspaceRefilledAt = 0;
  function setWorkspaceLimit(messagesPerSecond: number | null): void {
    if (messagesPerSecond !== null && !(Number.isFinite(messagesPerSecond) && messagesPerSecond > 0)) {
      throw new RangeError("workspaceLimit: messagesPerSecond must be a positive number or null");
    }
    workspaceRate = messagesPerSecond;
    workspaceTokens = messagesPerSecond ?? 0;
    workspaceRefilledAt = clock();
  }
  if (options.workspaceLimit !== undefined) setWorkspaceLimit(options.workspaceLimit);

  /** Takes one call from the workspace bucket; the Retry-After seconds when it is empty. */
  function workspaceThrottle(): number | undefined {
    if (workspaceRate === null) return undefined;
    const at = clock();
    workspaceTokens = Math.min(
      workspaceRate,
      workspaceTokens + ((at - workspaceRefilledAt) / 1000) * workspaceRate,
    );
    workspaceRefilledAt = at;
    if (workspaceTokens >= 1) {
      workspaceTokens -= 1;
      return undefined;
    }
    return Math.max(1, Math.ceil((1 - workspaceTokens) / workspaceRate));
  }

  /** The error a failing recipient gets, when the call addresses one. */
  function failingRecipient(method: string, args: JsonObject): Answer | undefined {
    if (!["chat.postMessage", "chat.scheduleMessage", "conversations.open"].includes(method))
      return undefined;
    const target = method === "conversations.open" ? args.users : args.channel;
    const error = typeof target === "string" ? failingUsers.get(target) : undefined;
    return error === undefined ? undefined : { status: 200, body: { ok: false, error } };
  }
  const responseUrls = new Map<string, ResponseUrlState>();
  const waiters = new Set<{
    methods: readonly string[];
    predicate: (c: RecordedCall) => boolean;
    resolve: (c: RecordedCall) => void;
    reject: (e: Error) => void;
  }>();
  let origin = "";

  function record(
    method: string,
    args: JsonObject,
    answer: Answer,
    responseUrl?: ResponseUrlContext,
    teamId?: string,
    token?: unknown,
  ): void {
    const call: RecordedCall = {
      ...(teamId === undefined ? {} : { teamId }),
      ...(typeof token === "string" ? { token } : {}),
      seq: calls.length,
      method,
      args,
      at: clock(),
      status: answer.status,
      response: answer.body,
      ...(responseUrl === undefined ? {} : { responseUrl }),
    };
    calls.push(call);
    for (const waiter of waiters) {
      if (!waiter.methods.includes(method)) continue;
      let matched: boolean;
      try {
        matched = waiter.predicate(call);
      } catch (error) {
        // A broken predicate fails its own waitFor, not the Web API call being recorded.
        waiters.delete(waiter);
        waiter.reject(error instanceof Error ? error : new Error(String(error)));
        continue;
      }
      if (matched) {
        waiters.delete(waiter);
        waiter.resolve(call);
      }
    }
  }

  function tokenOf(req: IncomingMessage, args: JsonObject): unknown {
    const header = req.headers.authorization;
    return header?.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : args.token;
  }

  function authenticate(req: IncomingMessage, args: JsonObject): Answer | undefined {
    const token = tokenOf(req, args);
    if (typeof token !== "string" || token.length === 0)
      return { status: 200, body: { ok: false, error: "not_authed" } };
    // A token rotated away by a refresh is no longer known: invalid_auth, like any unknown token.
    if (token !== botToken && !installedTokens.has(token))
      return { status: 200, body: { ok: false, error: "invalid_auth" } };
    const expiresAt = tokenExpiry.get(token);
    if (expiresAt !== undefined && clock() >= expiresAt)
      return { status: 200, body: { ok: false, error: "token_expired" } };
    return undefined;
  }

  /** A new bot token (and, with rotation, a refresh token) for a team; what oauth.v2.access answers. */
  function issueToken(
    teamIdentity: WorkspaceIdentity,
    expiresInSeconds: number | undefined,
    scopes: readonly string[],
  ): JsonObject {
    const token = `xoxb-${teamIdentity.teamDomain}-${randomBytes(8).toString("hex")}`;
    installedTokens.set(token, teamIdentity);
    tokenScopes.set(token, scopes);
    const scope = scopes.join(",");
    if (expiresInSeconds === undefined) return { access_token: token, scope };
    tokenExpiry.set(token, clock() + expiresInSeconds * 1000);
    const refresh = `xoxe-1-${randomBytes(12).toString("hex")}`;
    refreshTokens.set(refresh, { identity: teamIdentity, expiresInSeconds, scopes });
    refreshedTeams.set(refresh, teamIdentity.teamId);
    return { access_token: token, refresh_token: refresh, expires_in: expiresInSeconds, scope };
  }

  /** The scopes `token` carries: an installed one's grant, the single-workspace token's option. */
  function scopesOfToken(token: unknown): readonly string[] {
    if (typeof token !== "string") return [];
    return token === botToken ? botScopes : (tokenScopes.get(token) ?? []);
  }

  /** Slack's rotation of a bot token: the old one stops working, a 12-hour one and a refresh token. */
  const ROTATING_SECONDS = 12 * 3600;

  /**
   * oauth.v2.exchange (client id and secret, a long-lived `token`): a rotating token and a refresh
   * token for the same installation, once; the long-lived token stops working. Slack's documented
   * errors: token_rotation_not_enabled while rotation is off, token_already_exchanged for a token
   * exchanged before, invalid_token for one that is not a long-lived bot token.
   */
  function oauthExchange(args: JsonObject): Answer {
    const failed = (error: string): Answer => ({ status: 200, body: { ok: false, error } });
    if (typeof args.client_id !== "string" || args.client_id === "") return failed("invalid_client_id");
    if (typeof args.client_secret !== "string" || args.client_secret === "")
      return failed("bad_client_secret");
    const token = typeof args.token === "string" ? args.token : "";
    if (exchangedTokens.has(token)) return failed("token_already_exchanged");
    const holder = installedTokens.get(token);
    if (holder === undefined || tokenExpiry.has(token)) return failed("invalid_token");
    if (!rotationEnabled) return failed("token_rotation_not_enabled");
    const scopes = scopesOfToken(token);
    installedTokens.delete(token);
    exchangedTokens.add(token);
    return {
      status: 200,
      body: {
        ok: true,
        app_id: identity.appId,
        token_type: "bot",
        ...issueToken(holder, ROTATING_SECONDS, scopes),
        bot_user_id: holder.botUserId,
        ...(orgWide.has(holder)
          ? { team: null, enterprise: { id: holder.teamId }, is_enterprise_install: true }
          : { team: { id: holder.teamId }, enterprise: null, is_enterprise_install: false }),
      },
    };
  }

  /**
   * oauth.v2.access with grant_type=refresh_token: a new bot token and a new refresh token; the refresh
   * token given is spent (a second use answers invalid_refresh_token) and the bot token it replaced
   * stops working.
   */
  function oauthRefresh(args: JsonObject): Answer {
    const held = typeof args.refresh_token === "string" ? refreshTokens.get(args.refresh_token) : undefined;
    if (held === undefined || typeof args.refresh_token !== "string")
      return { status: 200, body: { ok: false, error: "invalid_refresh_token" } };
    refreshTokens.delete(args.refresh_token);
    for (const [token, who] of installedTokens) {
      if (who === held.identity) {
        installedTokens.delete(token);
        tokenExpiry.delete(token);
      }
    }
    return {
      status: 200,
      body: {
        ok: true,
        app_id: identity.appId,
        token_type: "bot",
        ...issueToken(held.identity, held.expiresInSeconds, held.scopes),
        bot_user_id: held.identity.botUserId,
        ...(orgWide.has(held.identity)
          ? { team: null, enterprise: { id: held.identity.teamId }, is_enterprise_install: true }
          : { team: { id: held.identity.teamId }, enterprise: null, is_enterprise_install: false }),
      },
    };
  }

  /** oauth.v2.access with a code grant: the app's client credentials and a code from grantInstall, once. */
  function oauthAccess(args: JsonObject): Answer {
    const grant = typeof args.code === "string" ? grants.get(args.code) : undefined;
    if (typeof args.client_id !== "string" || typeof args.client_secret !== "string")
      return { status: 200, body: { ok: false, error: "invalid_client_id" } };
    if (args.grant_type === "refresh_token") return oauthRefresh(args);
    if (grant === undefined || typeof args.code !== "string")
      return { status: 200, body: { ok: false, error: "invalid_code" } };
    grants.delete(args.code);
    const slug = grant.teamId.toLowerCase();
    const teamIdentity: WorkspaceIdentity = {
      ...identity,
      teamId: grant.teamId,
      teamDomain: slug,
      botUserId: `U0BOT${grant.teamId.slice(1)}`,
      botId: `B0BOT${grant.teamId.slice(1)}`,
    };
    if (grant.isEnterpriseInstall) orgWide.add(teamIdentity);
    return {
      status: 200,
      body: {
        ok: true,
        app_id: identity.appId,
        authed_user: { id: grant.userId },
        token_type: "bot",
        ...issueToken(teamIdentity, grant.expiresInSeconds, grant.scopes),
        bot_user_id: teamIdentity.botUserId,
        // An org-wide install names the organisation, not a workspace (as Slack answers it).
        team: grant.isEnterpriseInstall ? null : { id: grant.teamId, name: grant.teamName },
        enterprise: grant.enterprise,
        is_enterprise_install: grant.isEnterpriseInstall,
      },
    };
  }

  function rateLimited(retryAfterSeconds: number): Answer {
    return {
      status: 429,
      headers: { "retry-after": String(retryAfterSeconds) },
      body: { ok: false, error: "ratelimited" },
    };
  }

  let history: HistoryLimitOptions = { ...options.history };
  /** When each workspace's conversations.history calls were answered (stand-in ms), for its window. */
  const historyTimes = new Map<string, number[]>();
  function historyTier(installed: WorkspaceIdentity | undefined): HistoryTier {
    return history.tier ?? (installed ? "nonMarketplace" : "internal");
  }
  /** One call from the workspace's conversations.history allowance; the 429 when it is spent. */
  function historyThrottle(installed: WorkspaceIdentity | undefined): Answer | undefined {
    const windowMs = history.windowMs ?? 60_000;
    const allowed = HISTORY_LIMITS[historyTier(installed)].callsPerMinute;
    const team = installed?.teamId ?? identity.teamId;
    const since = clock() - windowMs;
    const times = (historyTimes.get(team) ?? []).filter((t) => t > since);
    historyTimes.set(team, times);
    if (times.length >= allowed) {
      return rateLimited(Math.max(1, Math.ceil(((times[0] as number) + windowMs - clock()) / 1000)));
    }
    times.push(clock());
    return undefined;
  }

  function throttle(method: string, args: JsonObject, installed?: WorkspaceIdentity): Answer | undefined {
    const forced = forcedLimits.get(method);
    if (forced && forced.remaining > 0) {
      forced.remaining -= 1;
      if (forced.remaining === 0) forcedLimits.delete(method);
      return rateLimited(forced.retryAfterSeconds);
    }
    if (method === "chat.postMessage" && channelLimit !== null) {
      const channel = workspace.resolveChannel(args.channel);
      if (channel !== undefined && recentPosts(channel).length >= channelLimit) return rateLimited(1);
    }
    if (method === "chat.postMessage") {
      const retryAfter = workspaceThrottle();
      if (retryAfter !== undefined) return rateLimited(retryAfter);
    }
    if (method === "conversations.history") return historyThrottle(installed);
    const tier = TIER_PER_MINUTE[method];
    if (tier !== undefined) {
      const since = clock() - 60_000;
      const times = (methodTimes.get(method) ?? []).filter((t) => t > since);
      if (times.length >= tier) {
        return rateLimited(Math.max(1, Math.ceil(((times[0] as number) + 60_000 - clock()) / 1000)));
      }
      times.push(clock());
      methodTimes.set(method, times);
    }
    return undefined;
  }

  /** Times of the successful posts to `channel` in the last second (kept per channel: benches post a lot). */
  /** When each tiered method was last answered (stand-in ms), for its per-minute limit. */
  const methodTimes = new Map<string, number[]>();

  function recentPosts(channel: string): number[] {
    const since = clock() - 1000;
    const times = (postTimes.get(channel) ?? []).filter((t) => t > since);
    postTimes.set(channel, times);
    return times;
  }

  function handleApi(req: IncomingMessage, method: string, args: JsonObject): Answer {
    if (method === "oauth.v2.access") {
      const answer = oauthAccess(args);
      // Never the client secret; the refresh token, to tell which one was spent.
      const refresh = typeof args.refresh_token === "string" ? args.refresh_token : undefined;
      const team = refresh ? refreshedTeams.get(refresh) : undefined;
      record(
        method,
        {
          code: args.code ?? null,
          ...(args.grant_type === undefined ? {} : { grant_type: args.grant_type }),
          ...(refresh ? { refresh_token: refresh } : {}),
        },
        answer,
        undefined,
        team,
      );
      return answer;
    }
    if (method === "oauth.v2.exchange") {
      // Never the client secret nor the token: whose token it was.
      const holder = typeof args.token === "string" ? installedTokens.get(args.token) : undefined;
      const answer = oauthExchange(args);
      record(method, {}, answer, undefined, holder?.teamId);
      return answer;
    }
    const authProblem = method === "api.test" ? undefined : authenticate(req, args);
    const token = tokenOf(req, args);
    const installed = typeof token === "string" ? installedTokens.get(token) : undefined;
    const needed = authProblem ? undefined : scopeNeeded(method, args);
    const provided = scopesOfToken(token);
    if (needed !== undefined && !provided.includes(needed)) {
      const answer = { status: 200, body: missingScope(needed, provided) };
      record(method, args, answer, undefined, installed?.teamId ?? identity.teamId, token);
      return answer;
    }
    if (installed && !authProblem && method === "auth.test") {
      const answer = {
        status: 200,
        body: {
          ok: true,
          url: `https://${installed.teamDomain}.slack.com/`,
          team: installed.teamDomain,
          user: "classroom",
          team_id: installed.teamId,
          user_id: installed.botUserId,
          bot_id: installed.botId,
          is_enterprise_install: false,
        },
      };
      record(method, args, answer, undefined, installed.teamId, token);
      return answer;
    }
    const answered =
      authProblem ??
      throttle(method, args, installed) ??
      failingRecipient(method, args) ??
      (method === "api.test"
        ? { status: 200, body: { ok: true, args } }
        : workspace.handle(method, args, installed, HISTORY_LIMITS[historyTier(installed)].maxPageSize));
    // Slack leaves the e-mail address out of a profile without users:read.email.
    if (method === "users.info" && answered.body.ok === true && !provided.includes("users:read.email")) {
      const profile = (answered.body.user as JsonObject | undefined)?.profile as JsonObject | undefined;
      if (profile) delete profile.email;
    }
    // Every answer to a token names the scopes it holds, as Slack's x-oauth-scopes header does.
    const answer: Answer =
      authProblem || typeof token !== "string"
        ? answered
        : { ...answered, headers: { ...answered.headers, "x-oauth-scopes": provided.join(",") } };
    if (method === "chat.postMessage" && answer.body.ok === true && typeof answer.body.channel === "string") {
      recentPosts(answer.body.channel).push(clock());
    }
    record(
      method,
      args,
      answer,
      undefined,
      installed?.teamId ?? (authProblem ? undefined : identity.teamId),
      token,
    );
    return answer;
  }

  function handleResponseUrl(id: string, args: JsonObject): Answer {
    const state = responseUrls.get(id);
    let answer: Answer;
    if (state === undefined) answer = { status: 404, body: { ok: false, error: "invalid_url" } };
    else if (clock() - state.issuedAt > RESPONSE_URL_LIFETIME_MS) {
      answer = { status: 404, body: { ok: false, error: "expired_url" } };
    } else if (state.uses >= RESPONSE_URL_MAX_USES)
      answer = { status: 404, body: { ok: false, error: "used_url" } };
    else {
      state.uses += 1;
      answer = { status: 200, body: { ok: true } };
      applyResponse(state, args);
    }
    const context =
      state === undefined
        ? undefined
        : {
            ...(state.userId === undefined ? {} : { userId: state.userId }),
            ...(state.channelId === undefined ? {} : { channelId: state.channelId }),
            ...(state.messageTs === undefined ? {} : { messageTs: state.messageTs }),
          };
    record("response_url", { ...args, response_url_id: id }, answer, context);
    return answer;
  }

  /** What a response_url post does to the conversation, so transcripts show what the user saw. */
  function applyResponse(state: ResponseUrlState, args: JsonObject): void {
    const channel = state.channelId ?? (state.userId ? workspace.dmChannelOf(state.userId) : "D0UNKNOWN");
    const original =
      state.messageTs === undefined
        ? undefined
        : workspace.messages.find((m) => m.channel === channel && m.ts === state.messageTs);
    const text = typeof args.text === "string" ? args.text : "";
    const blocks = Array.isArray(args.blocks) ? (args.blocks as JsonObject[]) : [];
    if (original && (args.delete_original === true || args.delete_original === "true")) {
      workspace.messages.splice(workspace.messages.indexOf(original), 1);
      return;
    }
    if (original && (args.replace_original === true || args.replace_original === "true")) {
      original.text = text;
      original.blocks = blocks;
      return;
    }
    const inChannel = args.response_type === "in_channel";
    workspace.messages.push({
      channel,
      ts: workspace.nextTs(),
      text,
      blocks,
      via: "response_url",
      at: clock(),
      ...(inChannel || state.userId === undefined ? {} : { ephemeralTo: state.userId }),
    });
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    let raw: string;
    try {
      raw = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        send(res, { status: 413, body: { ok: false, error: "request_too_large" } });
        return;
      }
      throw error;
    }
    let args: JsonObject;
    try {
      args = decodeArgs(req.headers["content-type"], raw, url.searchParams);
    } catch {
      send(res, { status: 200, body: { ok: false, error: "invalid_json" } });
      return;
    }
    const api = /^\/api\/([A-Za-z0-9_.]+)$/.exec(url.pathname);
    const held = heldAnswers.get(api?.[1] ?? (url.pathname.startsWith("/files-pri/") ? "url_private" : ""));
    if (held) await held;
    if (api?.[1]) {
      const answer = handleApi(req, api[1], args);
      const lost = lostAnswers.get(api[1]) ?? 0;
      if (lost > 0) {
        lostAnswers.set(api[1], lost - 1);
        req.socket.destroy();
        return;
      }
      send(res, answer);
      return;
    }
    // A file's url_private: like Slack, only with the bot token (a browser would need a session).
    const file = /^\/files-pri\/[A-Z0-9]+-(F[0-9]+)\//.exec(url.pathname);
    if (file?.[1] && req.method === "GET") {
      const stored = workspace.files.get(file[1]);
      const bearer = req.headers.authorization?.replace(/^Bearer /, "");
      // A bot token the stand-in knows, holding files:read (Slack serves nothing to a token without it).
      const allowed =
        bearer !== undefined &&
        (bearer === botToken || installedTokens.has(bearer)) &&
        scopesOfToken(bearer).includes("files:read");
      const status = !stored ? 404 : allowed ? 200 : 403;
      record("url_private", { file: file[1] }, { status, body: { ok: status === 200 } });
      if (!stored) send(res, { status: 404, body: { ok: false, error: "file_not_found" } });
      else if (!allowed) send(res, { status: 403, body: { ok: false, error: "not_authed" } });
      else {
        res.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
        res.end(stored.content);
      }
      return;
    }
    const upload = /^\/upload\/(F[A-F0-9]+)$/.exec(url.pathname);
    if (upload?.[1] && req.method === "POST") {
      const taken = workspace.receiveUpload(upload[1], raw);
      res.writeHead(taken ? 200 : 404, { "content-type": "text/plain" });
      res.end(taken ? `OK - ${Buffer.byteLength(raw)}` : "not found");
      return;
    }
    const response = /^\/response\/([a-f0-9]+)$/.exec(url.pathname);
    if (response?.[1] && req.method === "POST") {
      send(res, handleResponseUrl(response[1], args));
      return;
    }
    send(res, { status: 404, body: { ok: false, error: "not_found" } });
  }

  const server = createServer((req, res) => {
    route(req, res).catch(() => {
      // A stand-in bug must show up as a failed call in the test, not as a crashed process.
      if (!res.headersSent) send(res, { status: 500, body: { ok: false, error: "standin_internal_error" } });
      else res.destroy();
    });
  });
  // Keeps connections open as Slack's API does: with a short timeout the app's HTTP client, which
  // trusts the server's Keep-Alive hint minus a second of margin, would open a new connection for
  // nearly every call and pay for it in CPU (bench/ack). close() drops them all anyway.
  server.keepAliveTimeout = 60_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  workspace.fileOrigin = origin;

  const standin: SlackStandin = {
    url: `${origin}/api/`,
    origin,
    botToken,
    identity,
    calls,
    callsTo: (method) => calls.filter((c) => c.method === method),
    waitFor(method, predicate = () => true, timeoutMs = 5000) {
      const methods = typeof method === "string" ? [method] : method;
      const label = methods.join("|");
      const existing = calls.find((c) => methods.includes(c.method) && predicate(c));
      if (existing) return Promise.resolve(existing);
      return new Promise<RecordedCall>((resolve, reject) => {
        const waiter = {
          methods,
          predicate,
          resolve: (call: RecordedCall) => {
            clearTimeout(timer);
            resolve(call);
          },
          reject: (error: Error) => {
            clearTimeout(timer);
            reject(error);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const seen = calls.filter((c) => methods.includes(c.method)).length;
          reject(
            new Error(
              `waitFor(${label}): no matching call within ${timeoutMs} ms (${seen} call(s) to it seen)`,
            ),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    issueTriggerId: (context) => workspace.issueTriggerId(context),
    viewerOf: (viewId) => workspace.viewerOf(viewId),
    async waitForView(query = {}) {
      const call = await standin.waitFor(
        ["views.open", "views.push", "views.update"],
        (c) => {
          if (c.response.ok !== true || c.seq < (query.sinceSeq ?? 0)) return false;
          const view = c.response.view as SlackView;
          if (query.callbackId !== undefined && view.callback_id !== query.callbackId) return false;
          return query.userId === undefined || workspace.viewerOf(view.id) === query.userId;
        },
        query.timeoutMs,
      );
      const id = (call.response.view as SlackView).id;
      return workspace.views.get(id) ?? (call.response.view as SlackView);
    },
    grantInstall({
      teamId,
      teamName,
      enterpriseId,
      enterpriseName,
      isEnterpriseInstall,
      userId,
      expiresInSeconds,
      declinedScopes = [],
    }) {
      const holder = isEnterpriseInstall ? enterpriseId : teamId;
      if (holder === undefined)
        throw new TypeError("grantInstall: a workspace install needs teamId, an org-wide one enterpriseId");
      const code = `code-${randomBytes(8).toString("hex")}`;
      grants.set(code, {
        teamId: holder,
        teamName: teamName ?? holder,
        enterprise:
          enterpriseId === undefined ? null : { id: enterpriseId, name: enterpriseName ?? enterpriseId },
        isEnterpriseInstall: isEnterpriseInstall === true,
        userId,
        expiresInSeconds,
        scopes: STANDIN_APP_SCOPES.filter((scope) => !declinedScopes.includes(scope)),
      });
      return code;
    },
    setTokenRotation(enabled) {
      rotationEnabled = enabled;
    },
    scopesOf(teamId) {
      const token = standin.botTokenOf(teamId);
      return token === undefined ? undefined : tokenScopes.get(token);
    },
    refreshTokenOf(teamId) {
      let latest: string | undefined;
      for (const [refresh, held] of refreshTokens) if (held.identity.teamId === teamId) latest = refresh;
      return latest;
    },
    botTokenOf(teamId) {
      let latest: string | undefined;
      for (const [token, who] of installedTokens) if (who.teamId === teamId) latest = token;
      return latest;
    },
    issueResponseUrl(context = {}) {
      const id = randomBytes(12).toString("hex");
      responseUrls.set(id, { ...context, issuedAt: clock(), uses: 0 });
      return `${origin}/response/${id}`;
    },
    setUserInfo: (userId, info) => workspace.setUserInfo(userId, info),
    setChannelMembers: (channelId, userIds) => void workspace.members.set(channelId, [...userIds]),
    knownUsers: workspace.knownUsers(),
    findUserId(nameOrId) {
      const users = workspace.knownUsers();
      if (users.has(nameOrId)) return nameOrId;
      const wanted = nameOrId.trim().toLowerCase();
      for (const [id, info] of users) {
        const names = [info.name, info.real_name, info.display_name].filter(
          (n): n is string => n !== undefined,
        );
        if (names.some((n) => n.toLowerCase() === wanted)) return id;
      }
      return undefined;
    },
    loseAnswers(method, times = 1) {
      lostAnswers.set(method, times);
    },
    holdAnswers(method) {
      let release = () => {};
      heldAnswers.set(
        method,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return () => {
        heldAnswers.delete(method);
        release();
      };
    },
    historyLimits(limits) {
      if (limits.windowMs !== undefined && !(Number.isInteger(limits.windowMs) && limits.windowMs > 0))
        throw new RangeError("historyLimits: windowMs must be a positive integer");
      history = { ...history, ...limits };
    },
    rateLimit(method, { retryAfterSeconds = 1, times = 1 } = {}) {
      if (!Number.isInteger(times) || times < 1)
        throw new RangeError("rateLimit: times must be a positive integer");
      forcedLimits.set(method, { retryAfterSeconds, remaining: times });
    },
    perChannelLimit(messagesPerSecond) {
      if (messagesPerSecond !== null && (!Number.isInteger(messagesPerSecond) || messagesPerSecond < 1)) {
        throw new RangeError("perChannelLimit: messagesPerSecond must be a positive integer or null");
      }
      channelLimit = messagesPerSecond;
    },
    workspaceLimit: setWorkspaceLimit,
    failUser(userId, error) {
      if (error === null) failingUsers.delete(userId);
      else failingUsers.set(userId, error);
    },
    views: workspace.views,
    homeViewOf: (userId) => workspace.homeViewOf(userId),
    messages: workspace.messages,
    messagesIn: (channel) => workspace.messages.filter((m) => m.channel === channel),
    scheduledMessages: workspace.scheduled,
    appFiles: workspace.appFiles,
    deliverDueScheduled: () => workspace.deliverDueScheduled(),
    dmChannelOf: (userId) => workspace.dmChannelOf(userId),
    uploadFile: (input) => workspace.uploadFile(input),
    fileObjectOf(idOrName) {
      const files = [...workspace.files.values()];
      const file = workspace.files.get(idOrName) ?? files.filter((f) => f.name === idOrName).at(-1);
      return file ? workspace.fileObject(file) : undefined;
    },
    async close() {
      for (const waiter of waiters) {
        waiters.delete(waiter);
        waiter.reject(new Error(`waitFor(${waiter.methods.join("|")}): stand-in closed`));
      }
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
  return standin;
}
