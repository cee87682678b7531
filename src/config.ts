/**
 * Environment -> validated configuration. Every problem is reported at once, each naming the
 * variable and how to obtain a right value; secret values never appear in messages, and stay
 * wrapped in `Secret` so logging the config cannot leak them.
 */
import { inspect } from "node:util";
import { z } from "zod";
import { DEFAULT_SERVICE_NAME, serviceNameProblem } from "./i18n/service-name.js";
import { LOG_LEVELS, type LogLevel } from "./logger.js";
import { SLACK_USER_ID } from "./slack-user-id.js";

/** A secret value that prints as [redacted] in logs, JSON, template strings and util.inspect. */
export class Secret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  /** The actual value, for the one place that needs it (signing, client construction). */
  reveal(): string {
    return this.#value;
  }

  toString(): string {
    return "[redacted]";
  }

  toJSON(): string {
    return "[redacted]";
  }

  [inspect.custom](): string {
    return "Secret([redacted])";
  }
}

export interface Config {
  slack: {
    /** Single-workspace mode: the one bot token. Unset in OAuth mode (each workspace's is stored). */
    botToken?: Secret;
    /**
     * OAuth mode (HTTP only): any workspace installs the app at /slack/install; Bolt refuses a fixed
     * `token` beside these, so the two modes are two ways of starting (docs/slack-app.md).
     */
    oauth?: { clientId: string; clientSecret: Secret; stateSecret: Secret };
    /** Set: Socket Mode. Unset: HTTP receiver on `port` at /slack/events, verified with signingSecret. */
    appToken?: Secret;
    signingSecret?: Secret;
    mode: "socket" | "http";
    port: number;
    /** HTTP mode: the interface to listen on (HOST); undefined means every interface. */
    host?: string;
    /** Web API base for the WebClient (`slackApiUrl`), always ending in "/". */
    apiUrl?: string;
  };
  /** Undefined: no partner configured, start the embedded sandbox with the demo school. */
  partner?: {
    baseUrl: string;
    sid: string;
    secret: Secret;
    /** Where live_partner.php links point; defaults to baseUrl. */
    liveBaseUrl: string;
  };
  store: { kind: "postgres"; databaseUrl: Secret } | { kind: "sqlite"; path: string };
  /** 32-byte key for encrypting stored secrets (school SECRET). */
  encryptionKey?: Secret;
  /** Bootstrap admins: admins until the directory says otherwise. */
  adminSlackUserIds: string[];
  logLevel: LogLevel;
  /**
   * The outbox worker's workspace-wide sending rate (SLACK_MESSAGES_PER_SECOND), and whether the OAuth
   * app is listed in the Slack Marketplace (SLACK_MARKETPLACE_LISTED): listed apps keep Slack's Tier 3
   * conversations.history limits, distributed unlisted ones get one call a minute (HISTORY_LIMITS).
   */
  delivery: { messagesPerSecond: number; marketplaceListed: boolean };
  /**
   * Durable jobs (JOB_LEASE_SECONDS): how long an instance's claim on a job lasts unrenewed, so how soon
   * another instance takes over the job of one that died (docs/jobs.md).
   */
  jobs: { leaseSeconds: number };
  /** HEALTH_DETAILS_TOKEN: set, GET /healthz/details answers what was checked to whoever sends it. */
  healthDetailsToken?: Secret;
  /**
   * PUBLIC_URL without a trailing slash: where people and calendar services reach the app (calendar
   * feeds at <publicUrl>/calendar/<token>.ics). Unset: no feeds are offered.
   */
  publicUrl?: string;
  /**
   * PRIVACY_POLICY_URL and SUPPORT_URL, linked on the install pages and the App Home. Unset: the app's
   * own /privacy page (HTTP mode), and a sentence saying to ask the school's Slack admin.
   */
  privacyPolicyUrl?: string;
  supportUrl?: string;
  /** Settings that are valid but have no effect in this mode: logged at start. */
  warnings?: string[];
}

export interface ConfigProblem {
  variable: string;
  message: string;
}

export class ConfigError extends Error {
  override readonly name = "ConfigError";

  constructor(readonly problems: readonly ConfigProblem[]) {
    super(
      `Configuration is not usable (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n${problems
        .map((p) => `  - ${p.message}`)
        .join("\n")}`,
    );
  }
}

/** How to obtain a right value, per variable (also for problems found when the app starts). */
export const HOW = {
  botToken:
    "create the app from manifest.yml (api.slack.com/apps -> Create New App -> From an app manifest), install it to your workspace, then copy the Bot User OAuth Token (xoxb-...) from OAuth & Permissions",
  appToken:
    "in the app's Basic Information -> App-Level Tokens, generate a token with the connections:write scope (xapp-...)",
  signingSecret:
    "copy the Signing Secret from the app's Basic Information -> App Credentials (or set SLACK_APP_TOKEN to use Socket Mode instead)",
  partner: "these come from your class-management provider's partner account (SID and SECRET)",
  encryptionKey:
    "generate one with: node -e \"console.log(require('node:crypto').randomBytes(32).toString('base64'))\"",
  oauth:
    "copy the Client ID, Client Secret from the app's Basic Information -> App Credentials, and generate SLACK_STATE_SECRET with: openssl rand -hex 24",
  adminIds: "use Slack member IDs such as U0123ABCD (profile -> ⋮ -> Copy member ID), separated by commas",
};

const PORT_RULE = "PORT is malformed: it must be a whole number from 0 to 65535";

const httpUrl = (variable: string, what: string) =>
  z.url({ protocol: /^https?$/, error: `${variable} is malformed: it must be an http(s) URL of ${what}` });

/**
 * PUBLIC_URL: an absolute https URL (http allowed for this machine only: calendar services fetch feeds
 * from the internet, and a feed token must not travel in clear), no credentials, query or fragment.
 */
function publicUrlOk(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) return false;
  return url.username === "" && url.password === "" && url.search === "" && url.hash === "";
}

/** A link people follow from the app's pages and Home: one of `protocols`, no credentials. */
function linkOk(value: string, protocols: readonly string[]): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  const hasHost = url.protocol === "mailto:" ? url.pathname.includes("@") : url.hostname !== "";
  return protocols.includes(url.protocol) && hasHost && url.username === "" && url.password === "";
}

/** Shapes of the individual variables; presence rules that involve several live in `crossChecks`. */
const envSchema = z.object({
  SLACK_BOT_TOKEN: z
    .string()
    .regex(/^xoxb-[A-Za-z0-9-]+$/, {
      error: `SLACK_BOT_TOKEN is malformed: it must be the Bot User OAuth Token starting with xoxb- (not a user xoxp- or app-level xapp- token); ${HOW.botToken}`,
    })
    .optional(),
  SLACK_CLIENT_ID: z
    .string()
    .regex(/^[0-9]+\.[0-9]+$/, {
      error: `SLACK_CLIENT_ID is malformed: it must be the app's Client ID such as 1234567890.1234567890; ${HOW.oauth}`,
    })
    .optional(),
  SLACK_CLIENT_SECRET: z
    .string()
    .regex(/^\S{8,}$/, {
      error: `SLACK_CLIENT_SECRET is malformed: it must not contain spaces; ${HOW.oauth}`,
    })
    .optional(),
  SLACK_STATE_SECRET: z
    .string()
    .regex(/^\S{16,}$/, {
      error: `SLACK_STATE_SECRET is malformed: it must be at least 16 characters without spaces; ${HOW.oauth}`,
    })
    .optional(),
  SLACK_APP_TOKEN: z
    .string()
    .regex(/^xapp-[A-Za-z0-9-]+$/, {
      error: `SLACK_APP_TOKEN is malformed: it must be an app-level token starting with xapp-; ${HOW.appToken}`,
    })
    .optional(),
  SLACK_SIGNING_SECRET: z
    .string()
    .regex(/^\S{8,}$/, {
      error: `SLACK_SIGNING_SECRET is malformed: it must be the app's Signing Secret without spaces; ${HOW.signingSecret}`,
    })
    .optional(),
  // Digits only: Number() would read 0x50 as 80 and 1e3 as 1000.
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, { error: PORT_RULE })
    .transform(Number)
    .refine((port) => port <= 65535, { error: PORT_RULE })
    .default(3000),
  HOST: z
    .string()
    .regex(/^(\[?[0-9A-Fa-f:.]+\]?|[A-Za-z0-9]([A-Za-z0-9.-]{0,252}))$/, {
      error:
        "HOST is malformed: it must be the address of an interface of this machine, such as 0.0.0.0 (every IPv4 interface), :: (every interface) or 127.0.0.1 (this machine only), or a host name",
    })
    .transform((host) => host.replace(/^\[(.*)\]$/, "$1"))
    .optional(),
  HEALTH_DETAILS_TOKEN: z
    .string()
    .regex(/^\S{16,}$/, {
      error:
        "HEALTH_DETAILS_TOKEN is malformed: it must be at least 16 characters without spaces; generate one with: openssl rand -hex 24",
    })
    .optional(),
  PUBLIC_URL: z
    .string()
    .refine(publicUrlOk, {
      error:
        "PUBLIC_URL is malformed: it must be the https address where people and calendar services reach this app, such as https://classroom.example.com (http only for localhost), without ?query or #fragment",
    })
    .transform((url) => new URL(url).href.replace(/\/+$/, ""))
    .optional(),
  PRIVACY_POLICY_URL: z
    .string()
    .refine((value) => linkOk(value, ["https:"]), {
      error:
        "PRIVACY_POLICY_URL is malformed: it must be the https address of your privacy policy, such as https://school.example.com/privacy (or unset it for the app's own page at /privacy)",
    })
    .optional(),
  SUPPORT_URL: z
    .string()
    .refine((value) => linkOk(value, ["https:", "mailto:"]), {
      error:
        "SUPPORT_URL is malformed: it must be an https address or a mailto: address where people get help, such as https://school.example.com/help or mailto:help@school.example.com (or unset it: people are told to ask their school's Slack admin)",
    })
    .optional(),
  SLACK_API_URL: httpUrl(
    "SLACK_API_URL",
    "the Slack Web API base, such as https://slack.com/api/",
  ).optional(),
  PARTNER_BASE_URL: httpUrl(
    "PARTNER_BASE_URL",
    "the partner API, such as https://school.example.com",
  ).optional(),
  PARTNER_LIVE_BASE_URL: httpUrl("PARTNER_LIVE_BASE_URL", "the host serving live_partner.php").optional(),
  PARTNER_SID: z
    .string()
    .regex(/^\S+$/, { error: `PARTNER_SID is malformed: it must not contain spaces; ${HOW.partner}` })
    .optional(),
  PARTNER_SECRET: z
    .string()
    .regex(/^\S+$/, { error: `PARTNER_SECRET is malformed: it must not contain spaces; ${HOW.partner}` })
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, {
      error:
        "DATABASE_URL is malformed: it must be a Postgres URL such as postgres://user:password@host:5432/classroom",
    })
    .optional(),
  SQLITE_PATH: z.string().default("./data/classroom.db"),
  APP_ENCRYPTION_KEY: z
    .string()
    .refine((v) => decodeKey(v) !== undefined, {
      error: `APP_ENCRYPTION_KEY is malformed: it must be 32 bytes as base64 (44 characters) or hex (64 characters); ${HOW.encryptionKey}`,
    })
    .optional(),
  ADMIN_SLACK_USER_IDS: z.string().optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `LOG_LEVEL is malformed: it must be one of ${LOG_LEVELS.join(", ")}` })
    .default("info"),
  SLACK_MESSAGES_PER_SECOND: z.coerce
    .number({ error: "SLACK_MESSAGES_PER_SECOND is malformed: it must be a number from 0.1 to 1000" })
    .min(0.1, { error: "SLACK_MESSAGES_PER_SECOND is malformed: it must be a number from 0.1 to 1000" })
    .max(1000, { error: "SLACK_MESSAGES_PER_SECOND is malformed: it must be a number from 0.1 to 1000" })
    .default(10),
  SLACK_MARKETPLACE_LISTED: z
    .enum(["true", "false"], {
      error: "SLACK_MARKETPLACE_LISTED is malformed: it must be true or false",
    })
    .default("false"),
  JOB_LEASE_SECONDS: z.coerce
    .number({ error: "JOB_LEASE_SECONDS is malformed: it must be a whole number of seconds from 2 to 600" })
    .int({ error: "JOB_LEASE_SECONDS is malformed: it must be a whole number of seconds from 2 to 600" })
    .min(2, { error: "JOB_LEASE_SECONDS is malformed: it must be a whole number of seconds from 2 to 600" })
    .max(600, { error: "JOB_LEASE_SECONDS is malformed: it must be a whole number of seconds from 2 to 600" })
    .default(30),
});

/** 32-byte key from base64 or hex, or undefined when it is neither. */
function decodeKey(value: string): Buffer | undefined {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, "hex");
  if (/^[A-Za-z0-9+/]{43}=?$/.test(value)) {
    const key = Buffer.from(value, "base64");
    return key.length === 32 ? key : undefined;
  }
  return undefined;
}

type Env = Record<string, string | undefined>;

/** Blank values count as unset: a `FOO=` line in .env should not mean "FOO is the empty string". */
function normalize(env: Env): Env {
  const out: Env = {};
  for (const [key, value] of Object.entries(env)) {
    const trimmed = value?.trim();
    if (trimmed) out[key] = trimmed;
  }
  return out;
}

const OAUTH_VARIABLES = ["SLACK_CLIENT_ID", "SLACK_CLIENT_SECRET", "SLACK_STATE_SECRET"] as const;

function crossChecks(env: Env): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const oauthSet = OAUTH_VARIABLES.filter((v) => env[v]);
  if (oauthSet.length > 0) {
    for (const variable of OAUTH_VARIABLES) {
      if (!env[variable]) {
        problems.push({
          variable,
          message: `${variable} is missing: ${oauthSet.join(" and ")} ${oauthSet.length === 1 ? "is" : "are"} set, so OAuth mode needs all of ${OAUTH_VARIABLES.join(", ")}; ${HOW.oauth} (or unset ${oauthSet.join(" and ")} for single-workspace mode with SLACK_BOT_TOKEN)`,
        });
      }
    }
    if (env.SLACK_APP_TOKEN) {
      problems.push({
        variable: "SLACK_APP_TOKEN",
        message: `SLACK_APP_TOKEN is set together with ${oauthSet.join(" and ")}: OAuth install needs HTTP mode, so unset SLACK_APP_TOKEN (and set SLACK_SIGNING_SECRET), or unset ${OAUTH_VARIABLES.join(", ")} for Socket Mode with SLACK_BOT_TOKEN`,
      });
    }
    if (env.SLACK_BOT_TOKEN) {
      problems.push({
        variable: "SLACK_BOT_TOKEN",
        message: `SLACK_BOT_TOKEN is set together with ${oauthSet.join(" and ")}: in OAuth mode each workspace's token comes from its install, so unset SLACK_BOT_TOKEN, or unset ${OAUTH_VARIABLES.join(", ")} for single-workspace mode`,
      });
    }
  } else if (!env.SLACK_BOT_TOKEN) {
    problems.push({
      variable: "SLACK_BOT_TOKEN",
      message: `SLACK_BOT_TOKEN is missing: ${HOW.botToken} (or set ${OAUTH_VARIABLES.join(", ")} so that any workspace can install the app)`,
    });
  }
  if (!env.SLACK_APP_TOKEN && !env.SLACK_SIGNING_SECRET) {
    problems.push({
      variable: "SLACK_SIGNING_SECRET",
      message: `SLACK_SIGNING_SECRET is missing (needed for HTTP mode, since SLACK_APP_TOKEN is not set): ${HOW.signingSecret}`,
    });
  }
  if (env.PARTNER_BASE_URL) {
    for (const variable of ["PARTNER_SID", "PARTNER_SECRET"] as const) {
      if (!env[variable]) {
        problems.push({
          variable,
          message: `${variable} is missing: PARTNER_BASE_URL is set, so ${variable} is required too; ${HOW.partner}`,
        });
      }
    }
  } else {
    for (const variable of ["PARTNER_SID", "PARTNER_SECRET", "PARTNER_LIVE_BASE_URL"] as const) {
      if (env[variable]) {
        problems.push({
          variable,
          message: `${variable} is set but PARTNER_BASE_URL is not: set PARTNER_BASE_URL too, or unset ${variable} to use the embedded sandbox`,
        });
      }
    }
  }
  if (env.DATABASE_URL && env.SQLITE_PATH) {
    problems.push({
      variable: "SQLITE_PATH",
      message:
        "SQLITE_PATH and DATABASE_URL are both set: keep DATABASE_URL for Postgres or SQLITE_PATH for SQLite",
    });
  }
  const notIds = (env.ADMIN_SLACK_USER_IDS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((id) => id && !SLACK_USER_ID.test(id));
  if (notIds.length > 0) {
    // One problem for the variable, naming every bad entry (problems are one per variable).
    const quoted = notIds.map((id) => `"${id.slice(0, 40)}"`).join(", ");
    problems.push({
      variable: "ADMIN_SLACK_USER_IDS",
      message: `ADMIN_SLACK_USER_IDS has ${quoted}, ${notIds.length === 1 ? "which is not a Slack member ID" : "which are not Slack member IDs"}: ${HOW.adminIds}`,
    });
  }
  const nameProblem = serviceNameProblem(env.SERVICE_NAME);
  if (nameProblem !== null) {
    // The value itself is not repeated: it may hold the very markup that makes it unusable.
    problems.push({
      variable: "SERVICE_NAME",
      message: `SERVICE_NAME ${nameProblem}: it is the name people read for the class service in every message, so set a plain name (for example ${DEFAULT_SERVICE_NAME}), or unset it for ${DEFAULT_SERVICE_NAME}`,
    });
  }
  if (env.DATABASE_URL && !env.APP_ENCRYPTION_KEY) {
    problems.push({
      variable: "APP_ENCRYPTION_KEY",
      message: `APP_ENCRYPTION_KEY is missing: with DATABASE_URL (PostgreSQL) every instance must share the key that encrypts school secrets; ${HOW.encryptionKey}`,
    });
  }
  return problems;
}

/** Reads and checks the environment; throws ConfigError listing every problem. */
export function loadConfig(env: Env = process.env): Config {
  const clean = normalize(env);
  const parsed = envSchema.safeParse(clean);
  const problems: ConfigProblem[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? "environment"),
        message: issue.message,
      }));
  for (const problem of crossChecks(clean)) {
    if (!problems.some((p) => p.variable === problem.variable)) problems.push(problem);
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const v = parsed.data;

  const apiUrl = v.SLACK_API_URL === undefined ? undefined : v.SLACK_API_URL.replace(/\/?$/, "/");
  const partner =
    v.PARTNER_BASE_URL && v.PARTNER_SID && v.PARTNER_SECRET
      ? {
          baseUrl: v.PARTNER_BASE_URL,
          sid: v.PARTNER_SID,
          secret: new Secret(v.PARTNER_SECRET),
          liveBaseUrl: v.PARTNER_LIVE_BASE_URL ?? v.PARTNER_BASE_URL,
        }
      : undefined;
  const key = v.APP_ENCRYPTION_KEY === undefined ? undefined : decodeKey(v.APP_ENCRYPTION_KEY);

  const oauth =
    v.SLACK_CLIENT_ID && v.SLACK_CLIENT_SECRET && v.SLACK_STATE_SECRET
      ? {
          clientId: v.SLACK_CLIENT_ID,
          clientSecret: new Secret(v.SLACK_CLIENT_SECRET),
          stateSecret: new Secret(v.SLACK_STATE_SECRET),
        }
      : undefined;
  const warnings: string[] = [];
  if (v.PUBLIC_URL !== undefined && v.SLACK_APP_TOKEN !== undefined) {
    warnings.push(
      "PUBLIC_URL is ignored in Socket Mode: calendar feeds are served on the HTTP port, which Socket Mode does not open; run in HTTP mode to offer them",
    );
  }
  if (oauth && v.ADMIN_SLACK_USER_IDS) {
    warnings.push(
      "ADMIN_SLACK_USER_IDS is ignored in OAuth mode: it would name admins in every school; the person who installs the app becomes the first admin of their school",
    );
  }

  return {
    slack: {
      ...(v.SLACK_BOT_TOKEN === undefined ? {} : { botToken: new Secret(v.SLACK_BOT_TOKEN) }),
      ...(oauth === undefined ? {} : { oauth }),
      ...(v.SLACK_APP_TOKEN === undefined ? {} : { appToken: new Secret(v.SLACK_APP_TOKEN) }),
      ...(v.SLACK_SIGNING_SECRET === undefined ? {} : { signingSecret: new Secret(v.SLACK_SIGNING_SECRET) }),
      mode: v.SLACK_APP_TOKEN === undefined ? "http" : "socket",
      port: v.PORT,
      ...(v.HOST === undefined ? {} : { host: v.HOST }),
      ...(apiUrl === undefined ? {} : { apiUrl }),
    },
    ...(partner === undefined ? {} : { partner }),
    store:
      v.DATABASE_URL === undefined
        ? { kind: "sqlite", path: v.SQLITE_PATH }
        : { kind: "postgres", databaseUrl: new Secret(v.DATABASE_URL) },
    // Handed on base64-encoded so the key, too, travels as a redacted string.
    ...(key === undefined ? {} : { encryptionKey: new Secret(key.toString("base64")) }),
    adminSlackUserIds: [
      ...new Set(
        (oauth ? "" : (v.ADMIN_SLACK_USER_IDS ?? ""))
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ],
    logLevel: v.LOG_LEVEL,
    delivery: {
      messagesPerSecond: v.SLACK_MESSAGES_PER_SECOND,
      marketplaceListed: v.SLACK_MARKETPLACE_LISTED === "true",
    },
    jobs: { leaseSeconds: v.JOB_LEASE_SECONDS },
    ...(v.HEALTH_DETAILS_TOKEN === undefined
      ? {}
      : { healthDetailsToken: new Secret(v.HEALTH_DETAILS_TOKEN) }),
    ...(v.PUBLIC_URL === undefined ? {} : { publicUrl: v.PUBLIC_URL }),
    ...(v.PRIVACY_POLICY_URL === undefined ? {} : { privacyPolicyUrl: v.PRIVACY_POLICY_URL }),
    ...(v.SUPPORT_URL === undefined ? {} : { supportUrl: v.SUPPORT_URL }),
    ...(warnings.length === 0 ? {} : { warnings }),
  };
}
