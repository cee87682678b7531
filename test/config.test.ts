import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, Secret } from "../src/config.js";
import { HISTORY_LIMITS, historyTierOf } from "../src/slack-api-limits.js";

const BOT = "xoxb-1111-2222-abcdefSECRETbot";
const APP = "xapp-1-A111-2222-SECRETapp";
const SIGNING = "8f742231b10e8888abcd99SECRETsign";

function problemsOf(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("loadConfig", () => {
  it("runs in Socket Mode with a bot and an app token, with defaults for the rest", () => {
    const config = loadConfig({ SLACK_BOT_TOKEN: BOT, SLACK_APP_TOKEN: APP });
    expect(config.slack.mode).toBe("socket");
    expect(config.slack.botToken?.reveal()).toBe(BOT);
    expect(config.slack.appToken?.reveal()).toBe(APP);
    expect(config.slack.port).toBe(3000);
    expect(config.partner).toBeUndefined();
    expect(config.store).toEqual({ kind: "sqlite", path: "./data/classroom.db" });
    expect(config.adminSlackUserIds).toEqual([]);
    expect(config.logLevel).toBe("info");
  });

  it("runs over HTTP with a signing secret, on PORT, against SLACK_API_URL with a trailing slash", () => {
    const config = loadConfig({
      SLACK_BOT_TOKEN: BOT,
      SLACK_SIGNING_SECRET: SIGNING,
      PORT: "8080",
      SLACK_API_URL: "http://127.0.0.1:4000/api",
    });
    expect(config.slack).toMatchObject({ mode: "http", port: 8080, apiUrl: "http://127.0.0.1:4000/api/" });
    expect(config.slack.signingSecret?.reveal()).toBe(SIGNING);
  });

  it("reads the partner, Postgres, encryption key, admins and log level", () => {
    const key = Buffer.alloc(32, 7);
    const config = loadConfig({
      SLACK_BOT_TOKEN: BOT,
      SLACK_APP_TOKEN: APP,
      PARTNER_BASE_URL: "https://school.example.com",
      PARTNER_SID: "sid-1",
      PARTNER_SECRET: "partner-SECRET",
      DATABASE_URL: "postgres://u:pw@db:5432/classroom",
      APP_ENCRYPTION_KEY: key.toString("base64"),
      ADMIN_SLACK_USER_IDS: " U0123ABCD, W0999XYZ ,,U0123ABCD",
      LOG_LEVEL: "debug",
    });
    expect(config.partner).toMatchObject({
      baseUrl: "https://school.example.com",
      sid: "sid-1",
      liveBaseUrl: "https://school.example.com",
    });
    expect(config.partner?.secret.reveal()).toBe("partner-SECRET");
    expect(config.store.kind).toBe("postgres");
    expect(config.encryptionKey?.reveal()).toBe(key.toString("base64"));
    expect(config.adminSlackUserIds).toEqual(["U0123ABCD", "W0999XYZ"]);
    expect(config.logLevel).toBe("debug");
  });

  it("accepts a hex encryption key and a separate live base", () => {
    const config = loadConfig({
      SLACK_BOT_TOKEN: BOT,
      SLACK_APP_TOKEN: APP,
      PARTNER_BASE_URL: "https://api.school.example",
      PARTNER_LIVE_BASE_URL: "https://live.school.example",
      PARTNER_SID: "s",
      PARTNER_SECRET: "p",
      APP_ENCRYPTION_KEY: "ab".repeat(32),
    });
    expect(config.partner?.liveBaseUrl).toBe("https://live.school.example");
    expect(Buffer.from(config.encryptionKey?.reveal() ?? "", "base64")).toEqual(
      Buffer.from("ab".repeat(32), "hex"),
    );
  });

  it("treats blank variables as unset", () => {
    const config = loadConfig({ SLACK_BOT_TOKEN: BOT, SLACK_APP_TOKEN: APP, PORT: "", DATABASE_URL: "  " });
    expect(config.slack.port).toBe(3000);
    expect(config.store.kind).toBe("sqlite");
  });

  it("tells how to get the bot token when it is missing", () => {
    const error = problemsOf({ SLACK_APP_TOKEN: APP });
    expect(error.problems).toEqual([
      {
        variable: "SLACK_BOT_TOKEN",
        message: expect.stringMatching(
          /^SLACK_BOT_TOKEN is missing: create the app from manifest\.yml.*xoxb-/,
        ),
      },
    ]);
    expect(error.message).toContain("OAuth & Permissions");
  });

  it("lists every problem at once, each naming its variable", () => {
    const error = problemsOf({
      PORT: "70000",
      PARTNER_BASE_URL: "https://school.example.com",
      ADMIN_SLACK_USER_IDS: "U0123ABCD,alice",
      LOG_LEVEL: "loud",
      SLACK_API_URL: "not a url",
    });
    expect(error.problems.map((p) => p.variable).sort()).toEqual(
      [
        "ADMIN_SLACK_USER_IDS",
        "LOG_LEVEL",
        "PARTNER_SECRET",
        "PARTNER_SID",
        "PORT",
        "SLACK_API_URL",
        "SLACK_BOT_TOKEN",
        "SLACK_SIGNING_SECRET",
      ].sort(),
    );
    for (const problem of error.problems) expect(problem.message.startsWith(problem.variable)).toBe(true);
    expect(error.message).toContain('ADMIN_SLACK_USER_IDS has "alice"');
    expect(error.message).toContain("Signing Secret");
  });

  it("refuses a user token where the bot token belongs, and partner settings without a base URL", () => {
    const error = problemsOf({
      SLACK_BOT_TOKEN: "xoxp-user-token",
      SLACK_APP_TOKEN: APP,
      PARTNER_SID: "s",
      DATABASE_URL: "mysql://x",
      SQLITE_PATH: "./x.db",
    });
    const byVar = Object.fromEntries(error.problems.map((p) => [p.variable, p.message]));
    expect(byVar.SLACK_BOT_TOKEN).toMatch(/malformed.*xoxb-/);
    expect(byVar.PARTNER_SID).toMatch(/PARTNER_BASE_URL is not/);
    expect(byVar.DATABASE_URL).toMatch(/Postgres URL/);
    expect(byVar.SQLITE_PATH).toMatch(/both set/);
  });

  it("never puts secret values in error texts, even malformed ones", () => {
    const secrets = {
      SLACK_BOT_TOKEN: "xoxp-LEAK1-user",
      SLACK_APP_TOKEN: "xoxb-LEAK2-wrong-kind",
      SLACK_SIGNING_SECRET: "LEAK3 with spaces",
      PARTNER_BASE_URL: "ftp://LEAK4",
      PARTNER_SID: "LEAK5 sid",
      PARTNER_SECRET: "LEAK6 secret",
      DATABASE_URL: "mysql://root:LEAK7@db",
      APP_ENCRYPTION_KEY: "LEAK8-short",
    };
    const error = problemsOf(secrets);
    expect(error.problems.length).toBeGreaterThanOrEqual(8);
    const everything = `${error.message}\n${JSON.stringify(error.problems)}\n${inspect(error)}\n${String(error)}`;
    expect(everything).not.toMatch(/LEAK\d/);
  });
});

describe("loadConfig: the last probe's findings", () => {
  it("reads PORT as decimal digits only: 0x50 is not port 80", () => {
    for (const port of ["0x50", "1e3", "80.0", " 8 0", "-1", "+80"]) {
      const error = problemsOf({ SLACK_BOT_TOKEN: BOT, SLACK_SIGNING_SECRET: SIGNING, PORT: port });
      expect(error.problems.map((p) => p.message)).toEqual([
        "PORT is malformed: it must be a whole number from 0 to 65535",
      ]);
    }
    expect(loadConfig({ SLACK_BOT_TOKEN: BOT, SLACK_SIGNING_SECRET: SIGNING, PORT: "080" }).slack.port).toBe(
      80,
    );
  });

  it("names every bad entry of ADMIN_SLACK_USER_IDS, not only the first", () => {
    const error = problemsOf({
      SLACK_BOT_TOKEN: BOT,
      SLACK_SIGNING_SECRET: SIGNING,
      ADMIN_SLACK_USER_IDS: "bob,@alice,U123,U0123ABCD",
    });
    expect(error.problems).toHaveLength(1);
    const message = error.problems[0]?.message ?? "";
    expect(message).toMatch(/^ADMIN_SLACK_USER_IDS has "bob", "@alice", which are not Slack member IDs/);
  });

  it("refuses PostgreSQL without APP_ENCRYPTION_KEY before anything starts", () => {
    const error = problemsOf({
      SLACK_BOT_TOKEN: BOT,
      SLACK_SIGNING_SECRET: SIGNING,
      DATABASE_URL: "postgres://u:pw@db:5432/classroom",
    });
    expect(error.problems.map((p) => p.variable)).toEqual(["APP_ENCRYPTION_KEY"]);
    expect(error.message).toContain("APP_ENCRYPTION_KEY is missing");
    expect(error.message).not.toContain(":pw@");
  });

  it("reads HOST (IPv4, IPv6, a name) and HEALTH_DETAILS_TOKEN, and refuses malformed ones", () => {
    const base = { SLACK_BOT_TOKEN: BOT, SLACK_SIGNING_SECRET: SIGNING };
    expect(loadConfig(base).slack.host).toBeUndefined();
    expect(loadConfig({ ...base, HOST: "127.0.0.1" }).slack.host).toBe("127.0.0.1");
    expect(loadConfig({ ...base, HOST: "[::1]" }).slack.host).toBe("::1");
    expect(loadConfig({ ...base, HOST: "localhost" }).slack.host).toBe("localhost");
    const token = "health-token-0123456789";
    expect(loadConfig({ ...base, HEALTH_DETAILS_TOKEN: token }).healthDetailsToken?.reveal()).toBe(token);
    const error = problemsOf({ ...base, HOST: "http://x", HEALTH_DETAILS_TOKEN: "short" });
    expect(error.problems.map((p) => p.variable).sort()).toEqual(["HEALTH_DETAILS_TOKEN", "HOST"]);
    expect(error.message).not.toContain("short");
  });

  it("reads SLACK_MARKETPLACE_LISTED: a listed OAuth app checks DMs' history at Tier 3, unlisted at 1 a minute", () => {
    const oauth = {
      SLACK_CLIENT_ID: "1234567890.1234567890",
      SLACK_CLIENT_SECRET: "client-secret",
      SLACK_STATE_SECRET: "state-secret-0123456789",
      SLACK_SIGNING_SECRET: SIGNING,
    };
    const limitsOf = (env: Record<string, string>) => {
      const config = loadConfig(env);
      return HISTORY_LIMITS[
        historyTierOf({
          distributed: config.slack.oauth !== undefined,
          marketplaceListed: config.delivery.marketplaceListed,
        })
      ];
    };
    expect(loadConfig(oauth).delivery.marketplaceListed).toBe(false);
    expect(limitsOf(oauth)).toEqual({ callsPerMinute: 1, maxPageSize: 15 });
    expect(limitsOf({ ...oauth, SLACK_MARKETPLACE_LISTED: "false" })).toEqual(HISTORY_LIMITS.nonMarketplace);
    expect(limitsOf({ ...oauth, SLACK_MARKETPLACE_LISTED: "true" })).toEqual(HISTORY_LIMITS.internal);
    // Single-workspace mode is an internal app whatever the setting says.
    expect(limitsOf({ SLACK_BOT_TOKEN: BOT, SLACK_SIGNING_SECRET: SIGNING })).toEqual(
      HISTORY_LIMITS.internal,
    );
    const error = problemsOf({ ...oauth, SLACK_MARKETPLACE_LISTED: "yes" });
    expect(error.problems).toEqual([
      {
        variable: "SLACK_MARKETPLACE_LISTED",
        message: "SLACK_MARKETPLACE_LISTED is malformed: it must be true or false",
      },
    ]);
  });

  it("reads PRIVACY_POLICY_URL (https) and SUPPORT_URL (https or mailto), and refuses others naming them", () => {
    const base = { SLACK_BOT_TOKEN: BOT, SLACK_SIGNING_SECRET: SIGNING };
    const unset = loadConfig(base);
    expect([unset.privacyPolicyUrl, unset.supportUrl]).toEqual([undefined, undefined]);
    const set = loadConfig({
      ...base,
      PRIVACY_POLICY_URL: "https://school.example.com/privacy",
      SUPPORT_URL: "mailto:help@school.example.com",
    });
    expect([set.privacyPolicyUrl, set.supportUrl]).toEqual([
      "https://school.example.com/privacy",
      "mailto:help@school.example.com",
    ]);
    expect(loadConfig({ ...base, SUPPORT_URL: "https://school.example.com/help" }).supportUrl).toBe(
      "https://school.example.com/help",
    );
    for (const [variable, bad] of [
      ["PRIVACY_POLICY_URL", "http://school.example.com/privacy"],
      ["PRIVACY_POLICY_URL", "mailto:dpo@school.example.com"],
      ["PRIVACY_POLICY_URL", "javascript:alert(1)"],
      ["SUPPORT_URL", "school.example.com/help"],
      ["SUPPORT_URL", "mailto:nobody"],
      ["SUPPORT_URL", "https://u:p@school.example.com"],
    ] as const) {
      const error = problemsOf({ ...base, [variable]: bad });
      expect(error.problems.map((p) => p.variable)).toEqual([variable]);
      expect(error.message).toContain(`${variable} is malformed`);
    }
  });

  it("reads PUBLIC_URL (https, or http for this machine only) for calendar feeds", () => {
    const base = { SLACK_BOT_TOKEN: BOT, SLACK_SIGNING_SECRET: SIGNING };
    expect(loadConfig(base).publicUrl).toBeUndefined();
    expect(loadConfig({ ...base, PUBLIC_URL: "https://classroom.example.com/" }).publicUrl).toBe(
      "https://classroom.example.com",
    );
    expect(loadConfig({ ...base, PUBLIC_URL: "https://school.example/app" }).publicUrl).toBe(
      "https://school.example/app",
    );
    expect(loadConfig({ ...base, PUBLIC_URL: "http://localhost:3000" }).publicUrl).toBe(
      "http://localhost:3000",
    );
    for (const bad of [
      "http://classroom.example.com",
      "classroom.example.com",
      "https://a.example/?x=1",
      "https://u:p@a.example",
      "ftp://a.example",
    ]) {
      const error = problemsOf({ ...base, PUBLIC_URL: bad });
      expect(error.problems.map((p) => p.variable)).toEqual(["PUBLIC_URL"]);
      expect(error.message).toContain("https address");
    }
    const socket = loadConfig({
      ...base,
      SLACK_APP_TOKEN: "xapp-1-A1-1-abc",
      PUBLIC_URL: "https://a.example",
    });
    expect(socket.warnings?.join(" ")).toContain("PUBLIC_URL is ignored in Socket Mode");
  });
});

describe("Secret", () => {
  it("prints as redacted everywhere a config might be logged", () => {
    const config = loadConfig({ SLACK_BOT_TOKEN: BOT, SLACK_SIGNING_SECRET: SIGNING });
    const printed = [inspect(config, { depth: 10 }), JSON.stringify(config), `${config.slack.botToken}`].join(
      "\n",
    );
    expect(printed).not.toContain(BOT);
    expect(printed).not.toContain(SIGNING);
    expect(printed).toContain("[redacted]");
    expect(new Secret("x").reveal()).toBe("x");
  });
});

describe("loadConfig: SERVICE_NAME, the service's one name people read", () => {
  const base = { SLACK_BOT_TOKEN: BOT, SLACK_APP_TOKEN: APP };

  it("takes a plain name, or none (the default, ClassIn)", () => {
    expect(() => loadConfig({ ...base, SERVICE_NAME: "ClassIn 课堂" })).not.toThrow();
    expect(() => loadConfig({ ...base, SERVICE_NAME: "  " })).not.toThrow();
    expect(() => loadConfig(base)).not.toThrow();
  });

  it("refuses markup or an over-long name, naming the variable and the fix, without the value", () => {
    const markup = problemsOf({ ...base, SERVICE_NAME: "*Class*<In>" });
    expect(markup.problems.map((p) => p.variable)).toEqual(["SERVICE_NAME"]);
    expect(markup.problems[0]?.message).toMatch(/^SERVICE_NAME holds a character Slack reads as markup/);
    expect(markup.problems[0]?.message).toContain("unset it for ClassIn");
    expect(markup.message).not.toContain("*Class*<In>");
    const long = problemsOf({ ...base, SERVICE_NAME: "C".repeat(41) });
    expect(long.problems[0]?.message).toMatch(/^SERVICE_NAME is over 40 characters/);
  });
});
