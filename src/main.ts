/**
 * Starts the whole app: store, partner (configured, or the embedded sandbox with the demo school),
 * the Bolt app over HTTP or Socket Mode, and /healthz. `close()` shuts down in order: stop taking
 * requests, let running listener work finish, then close the partner pools, the sandbox and the DB.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { LogLevel, webApi } from "@slack/bolt";
import type { ConnectionSeed } from "./classes/admin/connection.js";
import { courseRefusedNotice } from "./classes/admin/course-notices.js";
import { createPartnerClients, type PartnerClients } from "./classes/admin/partner-clients.js";
import { classEventHandler } from "./classes/events/process.js";
import { CLASS_EVENTS_QUIET_JOB, quietCheckHandler, scheduleNextQuietCheck } from "./classes/events/quiet.js";
import { CLASS_EVENT_JOB } from "./classes/events/receive.js";
import { localeOf } from "./classes/language.js";
import { ERASE_JOB, eraseHandler, PURGE_JOB, purgeHandler, scheduleNextPurge } from "./classes/leaving.js";
import {
  CLASS_ENDED_JOB,
  classEndedHandler,
  scheduleMissingClassEnded,
} from "./classes/notices/class-ended.js";
import { AGENDA_JOB, scheduleNextAgenda } from "./classes/notices/morning-agenda.js";
import type { NoticeDeps } from "./classes/notices/recipient.js";
import { reminderPlanner } from "./classes/notices/reminders.js";
import { schoolTimeZone } from "./classes/school-settings.js";
import { type Clock, systemClock } from "./clock.js";
import { type Config, HOW } from "./config.js";
import {
  CHANNEL_POST_KIND,
  channelPostSender,
  createDeliveryWorker,
  createJobRunner,
  type DeliveryWorker,
  EDIT_KIND,
  editSender,
  FILE_KIND,
  GiveUpJob,
  type JobRunner,
  outboxKeyHasher,
  Reminders,
  type SlackPosterOptions,
  slackFileSender,
  slackHistoryReader,
  slackPoster,
  slackUpdater,
} from "./delivery/index.js";
import { HEALTH_PATH, healthMonitor, healthRoutes } from "./health.js";
import { translator } from "./i18n/index.js";
import { createLogger, type Logger } from "./logger.js";
import { DEMO_SECRET, DEMO_SID, type Sandbox, type SandboxOptions, startSandbox } from "./sandbox/index.js";
import { createSlackApp, verifyBotToken } from "./slack/app.js";
import { agendaJobHandler } from "./slack/features/agenda/job.js";
import { calendarFeedRoutes } from "./slack/features/calendar/feed-route.js";
import { classEventsRoutes } from "./slack/features/class-events/route.js";
import { homeTabs } from "./slack/features/home/publish.js";
import { undeliveredSummaryWording } from "./slack/features/undelivered/summary-words.js";
import { slackErrorCode } from "./slack/lib/after-ack.js";
import { InFlight, type SlackDeps } from "./slack/lib/context.js";
import { type ClientFor, jobGivenUp, slackJobHandlers } from "./slack/lib/jobs/slack-job.js";
import {
  NOTICE_LOCALE_WAIT_MS,
  profileLocales,
  profileZones,
  slackProfiles,
} from "./slack/lib/locale/profile-locale.js";
import { readerDatedPost, readerDatedUpdate, type YourTimeNote } from "./slack/lib/locale/reader-dates.js";
import { installationStoreOf } from "./slack/lib/oauth/installation-store.js";
import { INSTALL_PATH, REDIRECT_PATH } from "./slack/lib/oauth/oauth.js";
import { installedTeamTokens, singleWorkspaceTokens } from "./slack/lib/oauth/team-tokens.js";
import {
  scheduleNextExchange,
  TOKEN_EXCHANGE_JOB,
  tokenExchangeHandler,
} from "./slack/lib/oauth/token-exchange.js";
import { privacyRoutes } from "./slack/lib/pages/privacy.js";
import { grantedScopes } from "./slack/lib/scopes/granted.js";
import { interactiveClientOptions, webClientOptions } from "./slack/lib/web-client.js";
import { JOB_ROWS } from "./slack/tables/jobs.js";
import { slackNoticeRenderer } from "./slack/tables/notice-renderer.js";
import { HISTORY_LIMITS, historyTierOf } from "./slack-api-limits.js";
import { type OpenStoreOptions, openStore, type Store } from "./store/index.js";

export interface StartAppOptions {
  readonly config: Config;
  /** Default: pino at config.logLevel on stdout. */
  readonly logger?: Logger;
  /** Extra store options (tests: postgresSchema, clock). */
  readonly store?: Partial<OpenStoreOptions>;
  /**
   * Give new workspaces the configured (or sandbox) connection. Default: true in single-workspace mode,
   * false in OAuth mode (whoever installs the app would get the configured school, its SECRET and its
   * classes at the partner, and become its admin; each school connects its own with /class admin).
   */
  readonly seedConnection?: boolean;
  /** Options for the embedded sandbox (only used when config.partner is unset). */
  readonly sandbox?: SandboxOptions;
  /** Interface to listen on in HTTP mode; default config.slack.host (HOST), else all interfaces. */
  readonly host?: string;
  /** Unix seconds, for "checked at" and upcoming-class queries. */
  readonly clock?: Clock;
  /** How long close() waits for running listener work; default 10 s. */
  readonly drainTimeoutMs?: number;
  /** How often the reminder sweep runs; default 5 minutes. */
  readonly reminderSweepMs?: number;
  /** Without PUBLIC_URL, offer calendar feeds at the address the app listens on (demo and tests). */
  readonly publicUrlFromListen?: boolean;
  /** Per-attempt partner timeout; default the PartnerClients default (tests shorten it). */
  readonly partnerTimeoutMs?: number;
  /** The job runner (docs/jobs.md): tests shorten its polling and retry delays. */
  readonly jobs?: { idleMs?: number; retryBaseSeconds?: number; leaseSeconds?: number };
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
  /** The durable job runner (partner work, work due at a time). */
  readonly jobs: JobRunner;
  /** Listener work still running after Slack got its ack: 0 when every request is done with. */
  inFlight(): number;
  /** Graceful shutdown; safe to call more than once. */
  close(): Promise<void>;
}

/**
 * The app could not start because of something in the environment (a refused SLACK_APP_TOKEN, a
 * PORT in use): the message names the variable to change. `classroom start` prints it and exits 2.
 */
export class StartupError extends Error {
  override readonly name = "StartupError";
}

/** Listening failed: which variable to change, and why. */
function listenError(err: unknown, port: number, host: string | undefined): Error {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  const where = host === undefined ? `port ${port}` : `${host} port ${port}`;
  switch (code) {
    case "EADDRINUSE":
      return new StartupError(
        `PORT ${port} is already in use${host === undefined ? "" : ` on HOST ${host}`} (EADDRINUSE): stop what is listening there, or set PORT to a free port`,
      );
    case "EACCES":
      return new StartupError(
        `PORT ${port} needs privileges this process does not have (EACCES): set PORT to 1024 or above`,
      );
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
      return new StartupError(
        `HOST ${host ?? ""} is not an address of this machine (${code}): set HOST to one of its interfaces, 0.0.0.0 or ::, or leave it unset to listen on all of them`,
      );
    default:
      return err instanceof Error ? err : new Error(`cannot listen on ${where}: ${String(err)}`);
  }
}

/** Where this machine reaches a server listening on `host` (every interface: this machine's loopback). */
function localUrl(host: string | undefined, port: number): string {
  const reachable = host === undefined || host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
  return `http://${reachable.includes(":") ? `[${reachable}]` : reachable}:${port}`;
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
    const { oauth } = config.slack;
    // Single-workspace mode checks its one token before anything starts; OAuth mode has none yet.
    const botToken = config.slack.botToken?.reveal() ?? "";
    const botIdentity = oauth ? undefined : await verifyBotToken(botToken, config.slack.apiUrl);
    for (const warning of config.warnings ?? []) logger.warn(warning);
    const store = await openStore(storeOptions(config, options.store));
    cleanups.push(() => store.close());
    logger.info({ store: store.target, migrations: store.migrationsApplied }, "store open");
    // Work outside a Slack request (DMs, reminders, jobs) asks for the token of the workspace it is for.
    const teamTokens = oauth
      ? installedTeamTokens({
          store,
          clientId: oauth.clientId,
          clientSecret: oauth.clientSecret.reveal(),
          apiUrl: config.slack.apiUrl,
          now: clock,
          logger,
        })
      : singleWorkspaceTokens(botToken);
    // Each workspace's bot token as last handed out (outside any transaction): the notices look up a
    // recipient's Slack locale with it while their change's transaction is open, when asking the store
    // for the token would wait for that transaction (SQLite has one connection).
    const lastTokens = new Map<string, string>();
    const tokenFor = async (teamId: string): Promise<string | undefined> => {
      const token = await teamTokens.tokenFor(teamId);
      if (token) lastTokens.set(teamId, token);
      else lastTokens.delete(teamId);
      return token;
    };

    const localeClient = (token: string | undefined) =>
      token
        ? new webApi.WebClient(token, {
            ...interactiveClientOptions(config.slack.apiUrl),
            logLevel: LogLevel.ERROR,
          })
        : undefined;
    // One users.info per person and hour answers their locale and zone for every lookup below.
    const profiles = slackProfiles();
    const profileClient = async (teamId: string) => localeClient(oauth ? await tokenFor(teamId) : botToken);
    const profileLocaleOf = profileLocales(profileClient, { profiles });
    // A DM's notification text names its dates in the reader's zone; Slack slow: UTC, as the views wrote it.
    const zoneOf = profileZones(profileClient, { profiles, waitMs: NOTICE_LOCALE_WAIT_MS });
    // A DM's dates are the reader's: where the school's clock reads otherwise, the DM says so once.
    const yourTime: YourTimeNote = {
      schoolZoneOf: (teamId) => schoolTimeZone(store, teamId),
      wordsOf: async (teamId, userId) =>
        translator(await localeOf({ store, profileLocaleOf }, teamId, userId)),
    };
    let delivery: DeliveryWorker | undefined;
    if (options.delivery?.enabled !== false) {
      const { enabled: _enabled, ...tuning } = options.delivery ?? {};
      const slack = {
        token: tokenFor,
        ...(config.slack.apiUrl ? { apiUrl: config.slack.apiUrl } : {}),
      };
      const worker = createDeliveryWorker({
        store,
        post: readerDatedPost(slackPoster(slack), zoneOf, yourTime),
        summaryWords: undeliveredSummaryWording({ store, profileLocaleOf }),
        senders: {
          [EDIT_KIND]: editSender(store.outbox, readerDatedUpdate(slackUpdater(slack), zoneOf, yourTime)),
          [FILE_KIND]: slackFileSender(slack),
          [CHANNEL_POST_KIND]: channelPostSender(store, slackPoster(slack)),
        },
        // The metadata hash is keyed with an app secret nobody in the workspace has.
        keyHash: outboxKeyHasher(
          config.slack.signingSecret?.reveal() ?? config.slack.appToken?.reveal() ?? botToken,
        ),
        // OAuth mode: a distributed app, under the strict limits unless it is listed in the Marketplace
        // (SLACK_MARKETPLACE_LISTED); single-workspace mode: an internal app, Tier 3.
        history: historyCheck(
          slack,
          HISTORY_LIMITS[
            historyTierOf({
              distributed: oauth !== undefined,
              marketplaceListed: config.delivery.marketplaceListed,
            })
          ],
        ),
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

    if (oauth && config.partner && options.seedConnection === undefined) {
      logger.warn(
        "OAuth mode: PARTNER_BASE_URL, PARTNER_SID and PARTNER_SECRET connect no workspace (any workspace can install the app); each school's admin connects its school with /class admin",
      );
    }
    const partners = createPartnerClients({
      store,
      // The app's clock signs and checks times, so a test that moves it moves the partner calls too.
      ...(options.clock === undefined ? {} : { clock: options.clock }),
      ...(options.partnerTimeoutMs === undefined ? {} : { timeoutMs: options.partnerTimeoutMs }),
      onAuditError: (err) => logger.error({ err }, "could not write a partner call to the audit log"),
      // A course the service refuses: every admin is told once (the notices below word it).
      onCourseRefused: (tx, teamId, course) =>
        courseRefusedNotice({ ...notices, bootstrapAdmins: config.adminSlackUserIds })(tx, teamId, course),
      onNoticeQueued: () => delivery?.wake(),
    });
    cleanups.push(() => partners.close());
    // The notices find each recipient's language with it: a student's DM in the student's, not the
    // teacher's. They run inside transactions, so never ask the store: the token last handed out (no
    // token yet or an expired one: the Slack locale is not known, English unless chosen on Home); and
    // never wait on Slack for long (NOTICE_LOCALE_WAIT_MS).
    const lastTokenClient = async (teamId: string) => localeClient(oauth ? lastTokens.get(teamId) : botToken);
    const notices: NoticeDeps = {
      noticeRenderer: slackNoticeRenderer,
      noticeLocaleOf: profileLocales(lastTokenClient, { waitMs: NOTICE_LOCALE_WAIT_MS, profiles }),
    };
    const reminders = new Reminders({
      store,
      plan: reminderPlanner(notices),
      slack: new webApi.WebClient(botToken || undefined, {
        ...webClientOptions(config.slack.apiUrl),
        // Failures are reported by Reminders (codes only); the client's own lines would carry bodies.
        logLevel: LogLevel.ERROR,
      }),
      ...(oauth ? { tokenFor } : {}),
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
    // The address the HTTP server listens on, once it does (PUBLIC_URL of the demo and e2e tests).
    const listening: { url?: string } = {};
    const deps: SlackDeps = {
      store,
      partners,
      clock,
      logger,
      bootstrapAdmins: config.adminSlackUserIds,
      seed: (options.seedConnection ?? !oauth) ? seed : null,
      inFlight,
      reminders,
      delivery,
      ...notices,
      homes: homeTabs,
      jobs: { wake: () => jobs.wake() },
      // OAuth mode: the scopes each installation was granted; else those the token check at start saw.
      scopes: grantedScopes(
        oauth
          ? async (teamId) => (await teamTokens.freshInstallation(teamId))?.bot?.scopes
          : async () => botIdentity?.scopes,
      ),
      profileLocaleOf,
      // Home and the class modals: the viewer's zone, waited for no longer than a notice waits.
      profileZoneOf: zoneOf,
      about: {
        ...(config.privacyPolicyUrl === undefined ? {} : { privacyPolicyUrl: config.privacyPolicyUrl }),
        ...(config.supportUrl === undefined ? {} : { supportUrl: config.supportUrl }),
      },
      // Feeds are served on the HTTP port only; the demo and tests may use the address it listens on.
      publicUrl: () =>
        config.slack.mode === "http"
          ? (config.publicUrl ?? (options.publicUrlFromListen ? listening.url : undefined))
          : undefined,
    };
    // Jobs answer in modals and read channels as listeners do: a short Retry-After is waited out.
    const jobsClientOf = (token: string) =>
      new webApi.WebClient(token, {
        ...interactiveClientOptions(config.slack.apiUrl),
        logLevel: LogLevel.ERROR,
      });
    const singleClient = oauth ? undefined : jobsClientOf(botToken);
    // OAuth mode: a client per job, with the workspace's token as it is now (rotation renews it).
    const jobsClient: ClientFor = async (teamId) => {
      if (singleClient) return singleClient;
      const token = await tokenFor(teamId);
      if (token === undefined) throw new GiveUpJob(`no installation: the app is not installed in ${teamId}`);
      return jobsClientOf(token);
    };
    const jobs = createJobRunner({
      store,
      handlers: {
        ...slackJobHandlers(deps, jobsClient, JOB_ROWS),
        // A timed job no person started: the summary and replay DMs when a class ends.
        [CLASS_ENDED_JOB]: classEndedHandler({ store, ...notices, logger, now: clock }),
        // The school left (app uninstalled, token revoked): everything of it erased, once.
        [ERASE_JOB]: eraseHandler({
          store,
          logger,
          cancelReminders: (teamId) => reminders.cancelTeam(teamId),
        }),
        // Daily: ratings and link opens older than each school keeps them.
        [PURGE_JOB]: purgeHandler({ store, logger, now: clock }),
        // Each message the class service pushed, processed once after it was stored and answered.
        [CLASS_EVENT_JOB]: classEventHandler({ store, logger, now: clock }),
        // Daily: schools whose class events stopped for a week while classes were held; admins told once.
        [CLASS_EVENTS_QUIET_JOB]: quietCheckHandler({
          store,
          ...notices,
          bootstrapAdmins: config.adminSlackUserIds,
          logger,
          now: clock,
        }),
        // Every quarter hour: the morning agendas whose local time has come.
        [AGENDA_JOB]: agendaJobHandler(
          { store, logger, now: clock, profileLocaleOf: deps.profileLocaleOf },
          jobsClient,
        ),
        // OAuth mode, hourly: long-lived bot tokens (installed before rotation) exchanged for rotating ones.
        ...(oauth
          ? {
              [TOKEN_EXCHANGE_JOB]: tokenExchangeHandler({
                store,
                clientId: oauth.clientId,
                clientSecret: oauth.clientSecret.reveal(),
                apiUrl: config.slack.apiUrl,
                now: clock,
                logger,
              }),
            }
          : {}),
      },
      onGivenUp: jobGivenUp(deps, jobsClient),
      afterCommit: () => delivery?.wake(),
      leaseSeconds: options.jobs?.leaseSeconds ?? config.jobs.leaseSeconds,
      logger,
      ...(options.jobs?.idleMs === undefined ? {} : { idleMs: options.jobs.idleMs }),
      ...(options.jobs?.retryBaseSeconds === undefined
        ? {}
        : { retryBaseSeconds: options.jobs.retryBaseSeconds }),
    });
    // Classes stored before the end-of-class jobs existed get theirs (idempotent by key).
    const added = await scheduleMissingClassEnded(store, clock());
    if (added > 0) logger.info({ added }, "end-of-class jobs added for upcoming classes");
    await scheduleNextPurge(store, clock());
    await scheduleNextQuietCheck(store, clock());
    await scheduleNextAgenda(store, clock());
    if (oauth) await scheduleNextExchange(store, clock());
    jobs.start();
    // Runs before the partner clients and the store close; a job still running then is resumed by the
    // next instance to start, after its lease.
    cleanups.push(() => jobs.stop(options.drainTimeoutMs ?? 10_000));
    const { app } = createSlackApp(deps, {
      ...(botIdentity ? { botIdentity } : {}),
      ...(oauth
        ? {
            oauth: {
              clientId: oauth.clientId,
              clientSecret: oauth.clientSecret.reveal(),
              stateSecret: oauth.stateSecret.reveal(),
              installationStore: installationStoreOf(store, teamTokens, logger),
            },
          }
        : { botToken }),
      ...(config.slack.appToken ? { appToken: config.slack.appToken.reveal() } : {}),
      ...(config.slack.signingSecret ? { signingSecret: config.slack.signingSecret.reveal() } : {}),
      ...(config.slack.apiUrl ? { apiUrl: config.slack.apiUrl } : {}),
      customRoutes: [
        ...healthRoutes(
          healthMonitor({ store, logger, seedBaseUrl: seed?.baseUrl }),
          logger,
          config.healthDetailsToken?.reveal(),
        ),
        ...calendarFeedRoutes({ store, clock, logger }),
        // The class service's pushes about each school's classes (issue 32, docs/class-events.md).
        ...classEventsRoutes({ store, clock, logger, jobs: { wake: () => jobs.wake() } }),
        ...privacyRoutes(deps.about ?? {}, logger),
      ],
    });

    let url: string | undefined;
    let port: number | undefined;
    if (config.slack.mode === "socket") {
      try {
        await app.start();
      } catch (err) {
        const code = slackErrorCode(err);
        if (code === undefined) throw err;
        throw new StartupError(`SLACK_APP_TOKEN was refused by Slack (${code}): ${HOW.appToken}`, {
          cause: err,
        });
      }
      cleanups.push(async () => void (await app.stop()));
      logger.info("connected to Slack in Socket Mode");
    } else {
      const host = options.host ?? config.slack.host;
      let server: Server;
      try {
        server = (await app.start({ port: config.slack.port, ...(host ? { host } : {}) })) as Server;
      } catch (err) {
        throw listenError(err, config.slack.port, host);
      }
      port = (server.address() as AddressInfo).port;
      url = localUrl(host, port);
      listening.url = url;
      logger.info(
        {
          url,
          host: host ?? "(every interface)",
          path: "/slack/events",
          health: HEALTH_PATH,
          ...(oauth ? { install: INSTALL_PATH, redirect: REDIRECT_PATH } : {}),
        },
        oauth
          ? "OAuth mode: any workspace installs the app; listening for Slack requests"
          : "single-workspace mode (SLACK_BOT_TOKEN): listening for Slack requests",
      );
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
      jobs,
      inFlight: () => inFlight.size,
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

/** The outbox worker's check before resending a DM, within the install's conversations.history limits. */
function historyCheck(slack: SlackPosterOptions, limits: { callsPerMinute: number; maxPageSize: number }) {
  // Short pages in a short window; more are followed with has_more when needed.
  const pageSize = Math.min(limits.maxPageSize, 100);
  return { read: slackHistoryReader({ ...slack, pageSize }), callsPerMinute: limits.callsPerMinute };
}
