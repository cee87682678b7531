/**
 * Boots the whole thing locally: the partner sandbox, the Slack Web API stand-in, and the real app
 * (startApp) pointed at both over HTTP on 127.0.0.1, with a throwaway database. The end-to-end tests
 * and the demo drive it with signed requests exactly as Slack would.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { loadConfig } from "../config.js";
import { createLogger, type Logger } from "../logger.js";
import { type RunningApp, type StartAppOptions, startApp } from "../main.js";
import { DEMO_SECRET, DEMO_SID, type Sandbox, startSandbox } from "../sandbox/index.js";
import {
  createSignedClient,
  type SignedClient,
  type SlackActor,
  type SlackStandin,
  type SlackStandinOptions,
  startSlackStandin,
} from "../slack-standin/index.js";
import type { Store } from "../store/index.js";

export interface BootOptions {
  /** Sandbox fixture; default the demo school. Give `school` too when it is not the demo school. */
  readonly fixture?: unknown;
  /** SID and SECRET the app is configured with; default the demo school's. */
  readonly school?: { readonly sid: string; readonly secret: string };
  /** Slack user ids of the bootstrap admins (ADMIN_SLACK_USER_IDS). Default ["UADMIN"]. */
  readonly adminIds?: readonly string[];
  /**
   * Give new workspaces the configured connection on first contact. Default true; null: the app's own
   * default (none in OAuth mode, as in production).
   */
  readonly seedConnection?: boolean | null;
  /** PostgreSQL URL: the app uses a fresh schema there (dropped on close). Default: a temp SQLite file. */
  readonly postgresUrl?: string;
  readonly standin?: SlackStandinOptions;
  /** Default: silent. */
  readonly logger?: Logger;
  readonly signingSecret?: string;
  /** Per-attempt partner timeout of the app; default the app's own. */
  readonly partnerTimeoutMs?: number;
  /** SLACK_MESSAGES_PER_SECOND for the app's outbox worker; default 50 (the stand-in is local). */
  readonly messagesPerSecond?: number;
  /** Outbox worker tuning; default polls every 50 ms so DMs show up promptly. */
  readonly delivery?: StartAppOptions["delivery"];
  /** How often the app's reminder sweep runs; default the app's own (5 minutes). */
  readonly reminderSweepMs?: number;
  /** Job runner tuning; default polls every 50 ms and retries an unknown outcome after 1 s. */
  readonly jobs?: StartAppOptions["jobs"];
  /**
   * OAuth mode: no SLACK_BOT_TOKEN nor ADMIN_SLACK_USER_IDS; workspaces install the app through
   * /slack/install and /slack/oauth_redirect (the stand-in answers oauth.v2.access).
   */
  readonly oauth?: boolean;
  /** false: no PUBLIC_URL (Subscribe says it is not set up). Default: the app's own local address. */
  readonly publicUrl?: false;
  /** More settings, as the environment gives them (e.g. PRIVACY_POLICY_URL). */
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * The one "now" of the stack: real time plus an offset. The app, its store and partner clients, the
 * sandbox and the Slack stand-in all follow it, so moving it moves them together (a class ends, a
 * timed job falls due, the partner still accepts the signature). Slack's request signatures stay in
 * real time, as the app checks them against real time.
 */
export interface StackClock {
  /** Unix seconds. */
  now(): number;
  /** Moves every clock of the stack forward; returns the new now. */
  advance(seconds: number): number;
}

function stackClock(): StackClock & { offset(): number } {
  let offset = 0;
  return {
    now: () => Math.floor(Date.now() / 1000) + offset,
    advance(seconds) {
      offset += seconds;
      return Math.floor(Date.now() / 1000) + offset;
    },
    offset: () => offset,
  };
}

export interface BootedStack {
  /** Origin of the app's HTTP receiver, e.g. http://127.0.0.1:PORT. */
  readonly appUrl: string;
  readonly app: RunningApp;
  readonly store: Store;
  readonly sandbox: Sandbox;
  readonly standin: SlackStandin;
  /** Signs requests with the app's signing secret. */
  readonly slack: SignedClient;
  readonly signingSecret: string;
  /** HEALTH_DETAILS_TOKEN of the app: the bearer token of GET /healthz/details. */
  readonly healthDetailsToken: string;
  /** Where the data lives: the SQLite file, or the PostgreSQL schema. */
  readonly database: string;
  /** The stack's shared clock (see StackClock). */
  readonly clock: StackClock;
  /** A member of the workspace driving the app. */
  as(userId: string, defaults?: { channelId?: string; timeZone?: string }): SlackActor;
  /**
   * Starts another instance of the app on the same store, stand-in and sandbox, as several instances
   * behind a load balancer run; it stops before the rest of the stack when the stack closes.
   */
  startInstance(): Promise<AppInstance>;
  /** Stops the app (gracefully), the stand-in and the sandbox, and removes the database. */
  close(): Promise<void>;
}

export interface AppInstance {
  readonly appUrl: string;
  readonly app: RunningApp;
  /** Signs requests to this instance. */
  readonly slack: SignedClient;
}

export async function bootStack(options: BootOptions = {}): Promise<BootedStack> {
  const signingSecret = options.signingSecret ?? `signing-${randomBytes(12).toString("hex")}`;
  const school = options.school ?? { sid: DEMO_SID, secret: DEMO_SECRET };
  const undo: Array<() => Promise<void>> = [];
  const unwind = async () => {
    for (const step of undo.reverse()) await step().catch(() => undefined);
  };
  const clock = stackClock();
  try {
    const sandbox = await startSandbox({
      host: "127.0.0.1",
      clock: clock.now,
      ...(options.fixture ? { fixture: options.fixture } : {}),
    });
    undo.push(() => sandbox.close());
    const standin = await startSlackStandin({
      clock: () => Date.now() + clock.offset() * 1000,
      ...options.standin,
    });
    undo.push(() => standin.close());

    const healthDetailsToken = `health-${randomBytes(12).toString("hex")}`;
    const env: Record<string, string> = {
      HEALTH_DETAILS_TOKEN: healthDetailsToken,
      SLACK_BOT_TOKEN: standin.botToken,
      SLACK_SIGNING_SECRET: signingSecret,
      SLACK_API_URL: standin.url,
      PORT: "0",
      PARTNER_BASE_URL: sandbox.url,
      PARTNER_SID: school.sid,
      PARTNER_SECRET: school.secret,
      ADMIN_SLACK_USER_IDS: (options.adminIds ?? ["UADMIN"]).join(","),
      LOG_LEVEL: "silent",
      SLACK_MESSAGES_PER_SECOND: String(options.messagesPerSecond ?? 50),
    };
    if (options.oauth) {
      delete env.SLACK_BOT_TOKEN;
      delete env.ADMIN_SLACK_USER_IDS;
      env.SLACK_CLIENT_ID = "1111.2222";
      env.SLACK_CLIENT_SECRET = `client-${randomBytes(12).toString("hex")}`;
      env.SLACK_STATE_SECRET = `state-${randomBytes(12).toString("hex")}`;
    }
    Object.assign(env, options.env);
    let database: string;
    let postgresSchema: string | undefined;
    if (options.postgresUrl) {
      postgresSchema = `e2e_${randomBytes(6).toString("hex")}`;
      env.DATABASE_URL = options.postgresUrl;
      env.APP_ENCRYPTION_KEY = randomBytes(32).toString("hex");
      env.SQLITE_PATH = "";
      database = `PostgreSQL schema ${postgresSchema}`;
      const url = options.postgresUrl;
      const schema = postgresSchema;
      undo.push(async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query(`drop schema if exists "${schema}" cascade`);
        } finally {
          await client.end();
        }
      });
    } else {
      const dir = mkdtempSync(join(tmpdir(), "classroom-e2e-"));
      undo.push(async () => rmSync(dir, { recursive: true, force: true }));
      env.SQLITE_PATH = join(dir, "classroom.db");
      database = env.SQLITE_PATH;
    }

    const startOptions: StartAppOptions = {
      config: loadConfig(env),
      logger: options.logger ?? createLogger({ level: "silent" }),
      host: "127.0.0.1",
      ...(options.seedConnection === null ? {} : { seedConnection: options.seedConnection ?? true }),
      ...(options.partnerTimeoutMs === undefined ? {} : { partnerTimeoutMs: options.partnerTimeoutMs }),
      delivery: { idleMs: 50, ...options.delivery },
      jobs: { idleMs: 50, retryBaseSeconds: 1, ...options.jobs },
      ...(options.reminderSweepMs === undefined ? {} : { reminderSweepMs: options.reminderSweepMs }),
      // Calendar feeds at the app's own local address, unless a test wants them not set up.
      publicUrlFromListen: options.publicUrl !== false,
      clock: clock.now,
      store: { clock: clock.now, ...(postgresSchema ? { postgresSchema } : {}) },
    };
    const app = await startApp(startOptions);
    undo.push(() => app.close());
    const appUrl = app.url as string;
    const slack = createSignedClient({ appUrl, signingSecret, standin });
    let closing: Promise<void> | undefined;
    return {
      appUrl,
      app,
      store: app.store,
      sandbox,
      standin,
      slack,
      signingSecret,
      healthDetailsToken,
      database,
      clock: { now: clock.now, advance: clock.advance },
      as: (userId, defaults) => slack.as(userId, defaults),
      async startInstance() {
        const other = await startApp(startOptions);
        undo.push(() => other.close());
        const otherUrl = other.url as string;
        return {
          appUrl: otherUrl,
          app: other,
          slack: createSignedClient({ appUrl: otherUrl, signingSecret, standin }),
        };
      },
      close() {
        closing ??= unwind();
        return closing;
      },
    };
  } catch (err) {
    await unwind();
    throw err;
  }
}
