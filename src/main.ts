/**
 * Starts the whole app: store, partner (configured, or the embedded sandbox with the demo school),
 * the Bolt app over HTTP or Socket Mode, and /healthz. `close()` shuts down in order: stop taking
 * requests, let running listener work finish, then close the partner pools, the sandbox and the DB.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { LogLevel, webApi } from "@slack/bolt";
import type { ConnectionSeed } from "./classes/admin/connection.js";
import { createPartnerClients, type PartnerClients } from "./classes/admin/partner-clients.js";
import { reminderPlanner } from "./classes/notices/reminders.js";
import { type Clock, systemClock } from "./clock.js";
import type { Config } from "./config.js";
import {
  createDeliveryWorker,
  type DeliveryWorker,
  Reminders,
  slackDeliveryCheck,
  slackPoster,
} from "./delivery/index.js";
import { createLogger, type Logger } from "./logger.js";
import { DEMO_SECRET, DEMO_SID, type Sandbox, type SandboxOptions, startSandbox } from "./sandbox/index.js";
import { createSlackApp, verifyBotToken, webClientOptions } from "./slack/app.js";
import { InFlight, type SlackDeps } from "./slack/context.js";
import { slackNoticeRenderer } from "./slack/views/notice-renderer.js";
import { type OpenStoreOptions, openStore, type Store } from "./store/index.js";

export interface StartAppOptions {
  readonly config: Config;
  /** Default: pino at config.logLevel on stdout. */
  readonly logger?: Logger;
  /** Extra store options (tests: postgresSchema, clock). */
  readonly store?: Partial<OpenStoreOptions>;
  /** Give new workspaces the configured (or sandbox) connection. Default true. */
  readonly seedConnection?: boolean;
  /** Options for the embedded sandbox (only used when config.partner is unset). */
  readonly sandbox?: SandboxOptions;
  /** Interface to listen on in HTTP mode; default all interfaces (tests pass 127.0.0.1). */
  readonly host?: string;
  /** Unix seconds, for "checked at" and upcoming-class queries. */
  readonly clock?: Clock;
  /** How long close() waits for running listener work; default 10 s. */
  readonly drainTimeoutMs?: number;
  /** How often the reminder sweep runs; default 5 minutes. */
  readonly reminderSweepMs?: number;
  /** Per-attempt partner timeout; default the PartnerClients default (tests shorten it). */
  readonly partnerTimeoutMs?: number;
  /** The outbox worker: off with `enabled: false`; tests shorten its polling. */
  readonly delivery?: {
    enabled?: boolean;
    idleMs?: number;
    leaseSeconds?: number;
    channelIntervalMs?: number;
  };
}

export interface RunningApp {
  /** HTTP mode: the app's origin, e.g. http://127.0.0.1:3000 (with the real port when 0 was asked). */
  readonly url: string | undefined;
  readonly port: number | undefined;
  readonly store: Store;
  /** The embedded sandbox, when no partner was configured. */
  readonly sandbox: Sandbox | undefined;
  readonly partners: PartnerClients;
  readonly logger: Logger;
  /** Reminder DMs before class: schedule, cancel, sweep (its timer runs until close). */
  readonly reminders: Reminders;
  /** The outbox worker sending queued DMs (undefined when turned off). */
  readonly delivery: DeliveryWorker | undefined;
  /** Graceful shutdown; safe to call more than once. */
  close(): Promise<void>;
}

const HEALTH_PATH = "/healthz";

async function reachable(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { method: "GET", signal: AbortSignal.timeout(2000) });
    await res.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

function healthRoute(store: Store, logger: Logger, seed: ConnectionSeed | null) {
  return {
    path: HEALTH_PATH,
    method: ["GET"],
    handler: (_req: IncomingMessage, res: ServerResponse) => {
      void (async () => {
        let storeOk = true;
        let partnerUrls: string[] = [];
        try {
          const workspaces = await store.workspaces.list();
          const connections = await Promise.all(
            workspaces.slice(0, 20).map((w) => store.workspaces.getConnection(w.teamId)),
          );
          partnerUrls = connections.flatMap((c) => (c ? [c.partnerBaseUrl] : []));
        } catch (err) {
          storeOk = false;
          logger.warn({ err }, "health check: store unreachable");
        }
        if (seed) partnerUrls.push(seed.baseUrl);
        const unique = [...new Set(partnerUrls)].slice(0, 10);
        const partners = await Promise.all(
          unique.map(async (baseUrl) => ({ baseUrl, reachable: await reachable(baseUrl) })),
        );
        const body = {
          ok: storeOk,
          store: { ok: storeOk, engine: store.engine },
          partner: { ok: partners.every((p) => p.reachable), endpoints: partners },
        };
        res.writeHead(storeOk ? 200 : 503, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      })().catch((err: unknown) => {
        logger.error({ err }, "health check failed");
        if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ ok: false }));
      });
    },
  };
}

function storeOptions(config: Config, extra: Partial<OpenStoreOptions> | undefined): OpenStoreOptions {
  const base: OpenStoreOptions =
    config.store.kind === "postgres"
      ? { databaseUrl: config.store.databaseUrl.reveal() }
      : { sqlitePath: config.store.path };
  return {
    ...base,
    ...(config.encryptionKey ? { encryptionKey: config.encryptionKey.reveal() } : {}),
    ...extra,
  };
}

export async function startApp(options: StartAppOptions): Promise<RunningApp> {
  const { config } = options;
  const logger = options.logger ?? createLogger({ level: config.logLevel });
  const clock = options.clock ?? systemClock;
  const cleanups: Array<() => Promise<void>> = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) {
      await step().catch((err: unknown) => logger.error({ err }, "shutdown step failed"));
    }
  };
  try {
    const botIdentity = await verifyBotToken(config.slack.botToken.reveal(), config.slack.apiUrl);
    const store = await openStore(storeOptions(config, options.store));
    cleanups.push(() => store.close());
    logger.info({ store: store.target, migrations: store.migrationsApplied }, "store open");

    let delivery: DeliveryWorker | undefined;
    if (options.delivery?.enabled !== false) {
      const { enabled: _enabled, ...tuning } = options.delivery ?? {};
      const slack = {
        token: config.slack.botToken.reveal(),
        ...(config.slack.apiUrl ? { apiUrl: config.slack.apiUrl } : {}),
      };
      const worker = createDeliveryWorker({
        store,
        post: slackPoster(slack),
        wasDelivered: slackDeliveryCheck(slack),
        messagesPerSecond: config.delivery.messagesPerSecond,
        logger,
        ...tuning,
      });
      delivery = worker;
      worker.start();
      // Runs just before the store closes: after the listeners' own work, which may still queue DMs.
      cleanups.push(() => worker.stop());
    }

    let sandbox: Sandbox | undefined;
    let seed: ConnectionSeed | null = null;
    if (config.partner) {
      seed = {
        baseUrl: config.partner.baseUrl,
        liveBaseUrl: config.partner.liveBaseUrl,
        sid: config.partner.sid,
        secret: config.partner.secret.reveal(),
      };
    } else {
      const started = await startSandbox({ host: "127.0.0.1", ...options.sandbox });
      sandbox = started;
      cleanups.push(() => started.close());
      seed = { baseUrl: started.url, sid: DEMO_SID, secret: DEMO_SECRET };
      logger.info(
        { url: started.url, sid: DEMO_SID },
        "no PARTNER_BASE_URL: embedded sandbox with the demo school",
      );
    }

    const partners = createPartnerClients({
      store,
      ...(options.partnerTimeoutMs === undefined ? {} : { timeoutMs: options.partnerTimeoutMs }),
      onAuditError: (err) => logger.error({ err }, "could not write a partner call to the audit log"),
    });
    cleanups.push(() => partners.close());
    const reminders = new Reminders({
      store,
      plan: reminderPlanner(slackNoticeRenderer),
      slack: new webApi.WebClient(config.slack.botToken.reveal(), {
        ...webClientOptions(config.slack.apiUrl),
        // Failures are reported by Reminders (codes only); the client's own lines would carry bodies.
        logLevel: LogLevel.ERROR,
      }),
      clock,
      logger,
      ...(options.reminderSweepMs === undefined ? {} : { sweepIntervalMs: options.reminderSweepMs }),
    });
    reminders.start();
    cleanups.push(() => reminders.stop());
    const inFlight = new InFlight();
    // Cleanups run in reverse: this one runs right after the receiver stops taking requests, for the
    // work Slack already got an ack for.
    cleanups.push(async () => {
      if (!(await inFlight.drain(options.drainTimeoutMs ?? 10_000))) {
        logger.warn(
          { running: inFlight.size },
          "shutdown: listener work still running after the drain timeout",
        );
      }
      await partners.flushAudit();
    });
    const deps: SlackDeps = {
      store,
      partners,
      clock,
      logger,
      bootstrapAdmins: config.adminSlackUserIds,
      seed: options.seedConnection === false ? null : seed,
      inFlight,
      reminders,
      delivery,
      noticeRenderer: slackNoticeRenderer,
    };
    const { app } = createSlackApp(deps, {
      botIdentity,
      botToken: config.slack.botToken.reveal(),
      ...(config.slack.appToken ? { appToken: config.slack.appToken.reveal() } : {}),
      ...(config.slack.signingSecret ? { signingSecret: config.slack.signingSecret.reveal() } : {}),
      ...(config.slack.apiUrl ? { apiUrl: config.slack.apiUrl } : {}),
      customRoutes: [healthRoute(store, logger, seed)],
    });

    let url: string | undefined;
    let port: number | undefined;
    if (config.slack.mode === "socket") {
      await app.start();
      cleanups.push(async () => void (await app.stop()));
      logger.info("connected to Slack in Socket Mode");
    } else {
      const server = (await app.start({
        port: config.slack.port,
        ...(options.host ? { host: options.host } : {}),
      })) as Server;
      port = (server.address() as AddressInfo).port;
      url = `http://${options.host ?? "127.0.0.1"}:${port}`;
      logger.info({ url, path: "/slack/events" }, "listening for Slack requests");
      cleanups.push(async () => {
        // Stop taking requests; idle keep-alive sockets would otherwise hold close() open.
        const stopped = app.stop();
        server.closeIdleConnections();
        await stopped;
      });
    }
    let closing: Promise<void> | undefined;
    return {
      url,
      port,
      store,
      sandbox,
      partners,
      logger,
      reminders,
      delivery,
      close() {
        closing ??= cleanup().then(() => logger.info("stopped"));
        return closing;
      },
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}
