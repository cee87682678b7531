/**
 * The Bolt app: HTTP receiver at /slack/events (behind the edge gate: signed, fresh, well-formed and
 * not seen before, see lib/edge/gate.ts) or Socket Mode, the global middleware (error guard, ack first,
 * outdated buttons, caller), and the listeners of each kind, each kind declared as a table in its own
 * `tables/<kind>.ts`: the features' rows concatenated (see tables/features.ts).
 */
import {
  App,
  type CustomRoute,
  HTTPReceiver,
  type InstallationStore,
  LogLevel,
  SocketModeReceiver,
  webApi,
} from "@slack/bolt";
import type { Logger as BoltLogger } from "@slack/logger";
import { schoolInstalled } from "../classes/admin/installed.js";
import type { Logger } from "../logger.js";
import type { SlackDeps } from "./lib/context.js";
import { SLACK_BODY_LIMIT_BYTES, slackRequestGate } from "./lib/edge/gate.js";
import { seenRequests } from "./lib/edge/seen-requests.js";
import { ackFirst } from "./lib/middleware/ack-first.js";
import { callerMiddleware } from "./lib/middleware/caller.js";
import { clientPoolTrim } from "./lib/middleware/client-pool.js";
import { errorGuard } from "./lib/middleware/guard.js";
import { tokenLostAnswer } from "./lib/middleware/token-lost.js";
import { recordRegistrations, unknownListenerFallback } from "./lib/middleware/unknown-listener.js";
import { installerOptions, withPageLanguage } from "./lib/oauth/oauth.js";
import { BOT_SCOPES } from "./lib/scopes/bot-scopes.js";
import { interactiveClientOptions } from "./lib/web-client.js";
import { greetFirstAdmin } from "./lib/welcome/send.js";
import { registerListeners } from "./tables/register.js";

export const SLACK_EVENTS_PATH = "/slack/events";

export interface SlackAppOptions {
  /** Single-workspace mode: the one bot token. */
  readonly botToken?: string;
  /** OAuth mode (HTTP only, no botToken): installs at /slack/install, tokens from the installation store. */
  readonly oauth?: {
    readonly clientId: string;
    readonly clientSecret: string;
    readonly stateSecret: string;
    readonly installationStore: InstallationStore;
  };
  /** HTTP mode. */
  readonly signingSecret?: string;
  /** Set: Socket Mode (no HTTP server, no signing secret needed). */
  readonly appToken?: string;
  /** Web API base for the WebClient, ending in "/" (a proxy or the local stand-in). */
  readonly apiUrl?: string;
  /** HTTP mode only: extra routes such as GET /healthz. */
  readonly customRoutes?: CustomRoute[];
  /** From `verifyBotToken`: given, Bolt skips its own auth.test (whose failure nobody would await). */
  readonly botIdentity?: BotIdentity;
}

export interface BotIdentity {
  readonly botId: string;
  readonly botUserId: string;
  /** The scopes the token holds, as Slack's x-oauth-scopes header said; undefined when it did not. */
  readonly scopes?: readonly string[] | undefined;
}

/** Slack refused SLACK_BOT_TOKEN (or could not be reached) when the app started. */
export class BotTokenError extends Error {
  override readonly name = "BotTokenError";
}

/**
 * auth.test with the bot token before anything starts, so a wrong token stops the start with a
 * message naming SLACK_BOT_TOKEN instead of failing every request later.
 */
export async function verifyBotToken(botToken: string, apiUrl?: string): Promise<BotIdentity> {
  const client = new webApi.WebClient(botToken, {
    ...interactiveClientOptions(apiUrl),
    logLevel: LogLevel.ERROR,
  });
  let result: Awaited<ReturnType<typeof client.auth.test>>;
  try {
    result = await client.auth.test();
  } catch (err) {
    const code =
      err instanceof Error && "data" in err && typeof (err.data as { error?: unknown })?.error === "string"
        ? (err.data as { error: string }).error
        : undefined;
    throw new BotTokenError(
      code
        ? `SLACK_BOT_TOKEN was refused by Slack (${code}): copy the Bot User OAuth Token (xoxb-...) from the app's OAuth & Permissions page after installing it`
        : `Slack could not be reached to check SLACK_BOT_TOKEN${apiUrl ? ` at ${apiUrl}` : ""}: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  if (typeof result.bot_id !== "string" || typeof result.user_id !== "string") {
    throw new BotTokenError(
      "SLACK_BOT_TOKEN is not a bot token: use the Bot User OAuth Token (xoxb-...) from OAuth & Permissions",
    );
  }
  return { botId: result.bot_id, botUserId: result.user_id, scopes: result.response_metadata?.scopes };
}

export interface SlackApp {
  readonly app: App;
  /** The HTTP receiver in HTTP mode (undefined in Socket Mode). */
  readonly receiver: HTTPReceiver | undefined;
}

/** Bolt's logger interface on top of pino; Bolt's own lines are plain text, at warn and above. */
function boltLogger(logger: Logger): BoltLogger {
  const child = logger.child({ component: "bolt" });
  let level: LogLevel = LogLevel.WARN;
  const text = (msg: unknown[]) => msg.map((m) => (typeof m === "string" ? m : String(m))).join(" ");
  // The Web API client logs whole request bodies at debug (student links among them): honour the level.
  return {
    debug: (...msg) => {
      if (level === LogLevel.DEBUG) child.debug(text(msg));
    },
    info: (...msg) => {
      if (level === LogLevel.DEBUG || level === LogLevel.INFO) child.info(text(msg));
    },
    warn: (...msg) => child.warn(text(msg)),
    error: (...msg) => child.error(text(msg)),
    setLevel: (l) => {
      level = l;
    },
    getLevel: () => level,
    setName: () => undefined,
  };
}

export function createSlackApp(deps: SlackDeps, options: SlackAppOptions): SlackApp {
  const logger = boltLogger(deps.logger);
  const clientOptions = interactiveClientOptions(options.apiUrl);
  // Bolt's own options: the bot's ids (so it skips its auth.test), never the scopes.
  const identity = options.botIdentity
    ? { botId: options.botIdentity.botId, botUserId: options.botIdentity.botUserId }
    : {};
  let receiver: HTTPReceiver | undefined;
  let app: App;
  if (options.appToken) {
    if (options.oauth) throw new TypeError("createSlackApp: OAuth install needs HTTP mode, not Socket Mode");
    app = new App({
      token: options.botToken,
      receiver: new SocketModeReceiver({
        appToken: options.appToken,
        logger,
        logLevel: LogLevel.WARN,
        // The socket client asks apps.connections.open for its URL: same API base as the bot's
        // client, and a bounded retry so a Slack outage at start is reported instead of waited out.
        installerOptions: {
          clientOptions: {
            ...(options.apiUrl ? { slackApiUrl: options.apiUrl } : {}),
            retryConfig: { retries: 5, factor: 2, minTimeout: 500, maxTimeout: 5000 },
          },
        },
      }),
      clientOptions,
      logger,
      ...identity,
    });
  } else {
    if (!options.signingSecret) throw new TypeError("createSlackApp: HTTP mode needs the signing secret");
    receiver = new HTTPReceiver({
      signingSecret: options.signingSecret,
      endpoints: SLACK_EVENTS_PATH,
      customRoutes: options.customRoutes ?? [],
      logger,
      // Ack first, work after: the HTTP answer goes out as soon as a listener acks.
      processBeforeResponse: false,
      bodyLimit: SLACK_BODY_LIMIT_BYTES,
      ...(options.oauth
        ? {
            clientId: options.oauth.clientId,
            clientSecret: options.oauth.clientSecret,
            stateSecret: options.oauth.stateSecret,
            scopes: [...BOT_SCOPES],
            installationStore: options.oauth.installationStore,
            installerOptions: installerOptions(
              {
                ...(options.apiUrl ? { slackApiUrl: options.apiUrl } : {}),
                retryConfig: { retries: 2, factor: 2, minTimeout: 200, maxTimeout: 2000 },
              },
              async ({ teamId, userId }) => {
                const first = await schoolInstalled(deps.store, { teamId, installerUserId: userId });
                deps.logger.info({ team: teamId, firstAdmin: first }, "installed in a workspace");
                // The installer's welcome DM; its failure must not turn a done install into an error page.
                await greetFirstAdmin(deps, teamId, userId).catch((err: unknown) =>
                  deps.logger.error({ err, team: teamId }, "could not queue the installer's welcome"),
                );
                return first;
              },
              deps.about ?? {},
            ),
          }
        : {}),
    });
    receiver.requestListener = slackRequestGate(
      {
        path: SLACK_EVENTS_PATH,
        signingSecret: options.signingSecret,
        seen: seenRequests(deps.store.seenRequests, deps.logger),
        logger: deps.logger,
      },
      // The OAuth pages speak the browser's language.
      options.oauth ? withPageLanguage(receiver.requestListener) : receiver.requestListener,
    );
    // OAuth mode: no token, so Bolt authorizes each request through the installation store.
    app = options.oauth
      ? new App({ receiver, clientOptions, logger })
      : new App({ token: options.botToken, receiver, clientOptions, logger, ...identity });
  }
  app.use(errorGuard(deps));
  // OAuth mode: a workspace whose token was lost is told so in the request's own answer (it owns the ack).
  if (options.oauth) app.use(tokenLostAnswer(deps));
  app.use(ackFirst);
  app.use(clientPoolTrim(app));
  const recorded = recordRegistrations(app);
  app.use(unknownListenerFallback(deps, recorded.registrations));
  app.use(callerMiddleware(deps));
  registerListeners(recorded.app, deps);
  // Last line of defence: the guard above handles listener errors; this logs anything else Bolt meets.
  app.error(async (error) => {
    deps.logger.error({ err: error }, "Slack request failed");
  });
  return { app, receiver };
}
