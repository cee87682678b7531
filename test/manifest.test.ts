import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Ajv } from "ajv";
import { describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import { run } from "../src/cli/manifest.js";
import { BOT_SCOPE_TABLE } from "../src/slack/lib/scopes/bot-scopes.js";
import { appManifest, manifestJson, manifestYaml } from "../src/slack/tables/manifest.js";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
// Slack's manifest schema (MIT, test/fixtures/slack/LICENSE), kept in the repository so the test
// needs nothing outside it.
const schemaPath = fileURLToPath(new URL("./fixtures/slack/manifest.schema.1.0.0.json", import.meta.url));

type Manifest = {
  display_information: { name: string };
  features: {
    app_home: Record<string, boolean>;
    slash_commands: Array<{ command: string; description: string; usage_hint?: string; url?: string }>;
    shortcuts: Array<{ name: string; type: string; callback_id: string }>;
  };
  oauth_config: {
    redirect_urls?: string[];
    scopes: { bot: string[]; bot_optional?: string[]; user?: string[] };
  };
  settings: {
    event_subscriptions: { bot_events: string[]; user_events?: string[] };
    interactivity: { is_enabled: boolean };
    socket_mode_enabled: boolean;
    org_deploy_enabled: boolean;
  };
};

const manifestText = readFileSync(`${repoRoot}manifest.yml`, "utf8");
const manifest = parse(manifestText) as Manifest;
const URL_BASE = "https://classroom.example.com/school";
const httpManifest = appManifest({ mode: "http", url: URL_BASE }) as Manifest;

function schemaValidator() {
  const schema = JSON.parse(readFileSync(schemaPath, "utf8")) as Record<string, unknown>;
  // The schema is draft-07 (Ajv's default draft); it carries non-standard keywords such as "regex"
  // and "_note", which strict mode would refuse.
  expect(schema.$schema).toBe("http://json-schema.org/draft-07/schema#");
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addFormat("uri", (value: string) => URL.canParse(value));
  return ajv.compile(schema);
}

describe("the generated manifests", () => {
  it("manifest.yml is the generated Socket Mode one, comments included", () => {
    // If this fails: npm run classroom -- manifest > manifest.yml
    expect(manifestText).toBe(manifestYaml({ mode: "socket" }));
    expect(manifest).toEqual(appManifest({ mode: "socket" }));
  });

  it("are valid against Slack's manifest schema 1.0.0, in both modes and both formats", () => {
    const validate = schemaValidator();
    const forms = {
      socketYaml: parse(manifestYaml({ mode: "socket" })),
      httpYaml: parse(manifestYaml({ mode: "http", url: URL_BASE })),
      httpJson: JSON.parse(manifestJson({ mode: "http", url: URL_BASE })),
    };
    for (const [form, data] of Object.entries(forms)) {
      const valid = validate(data);
      expect({ form, errors: validate.errors ?? [] }).toEqual({ form, errors: [] });
      expect(valid).toBe(true);
    }
    expect(forms.httpJson).toEqual(forms.httpYaml);
  });

  it("HTTP: Slack calls the app at /slack/events for events, interactivity, options and /class; installs return to the redirect URL; rotation and org deploy on", () => {
    const events = `${URL_BASE}/slack/events`;
    expect(httpManifest.settings).toMatchObject({
      event_subscriptions: { request_url: events },
      interactivity: { is_enabled: true, request_url: events, message_menu_options_url: events },
      socket_mode_enabled: false,
      org_deploy_enabled: true,
      token_rotation_enabled: true,
    });
    expect(httpManifest.features.slash_commands.map((c) => c.url)).toEqual([events]);
    expect(httpManifest.oauth_config.redirect_urls).toEqual([`${URL_BASE}/slack/oauth_redirect`]);
    expect(httpManifest.oauth_config.scopes).toEqual(manifest.oauth_config.scopes);
  });

  it("Socket Mode: no URL anywhere, no rotation (the one bot token is fixed), no org deploy", () => {
    expect(JSON.stringify(manifest)).not.toMatch(/https?:\/\//);
    expect(manifest.oauth_config.redirect_urls).toBeUndefined();
    expect(manifest.settings).toMatchObject({
      socket_mode_enabled: true,
      org_deploy_enabled: false,
      token_rotation_enabled: false,
    });
  });

  it("prints each bot scope's reason beside it", () => {
    for (const { scope, reason } of BOT_SCOPE_TABLE) {
      const line = manifestText.split("\n").find((l) => l.trim().startsWith(`- ${scope} #`));
      expect({ scope, line: line?.includes(reason) }).toEqual({ scope, line: true });
    }
  });

  it("would be caught by the schema check if it broke Slack's rules", () => {
    const validate = schemaValidator();
    const broken = structuredClone(manifest);
    const [shortcut] = broken.features.shortcuts;
    if (shortcut) shortcut.name = "Schedule a class for the whole school";
    (broken.settings as Record<string, unknown>).socket_mode = true;
    expect(validate(broken)).toBe(false);
    const paths = (validate.errors ?? []).map((e) => `${e.instancePath} ${e.keyword}`);
    expect(paths).toContain("/features/shortcuts/0/name maxLength");
    expect(paths).toContain("/settings additionalProperties");
  });

  it("declares exactly the command, shortcut and event the app handles", () => {
    expect(manifest.features.slash_commands.map((c) => c.command)).toEqual(["/class"]);
    expect(manifest.features.shortcuts.map((s) => [s.type, s.callback_id, s.name])).toEqual([
      ["global", "schedule_class", "Schedule a class"],
    ]);
    expect([...manifest.settings.event_subscriptions.bot_events].sort()).toEqual([
      "app_home_opened",
      "app_uninstalled",
      "message.im",
      "team_access_revoked",
      "tokens_revoked",
    ]);
    expect(manifest.settings.event_subscriptions.user_events).toBeUndefined();
  });

  it("lists every /class subcommand in the usage hint", () => {
    const hint = manifest.features.slash_commands[0]?.usage_hint ?? "";
    const subcommands = [
      "schedule",
      "students",
      "video",
      "seats",
      "labels",
      "rate",
      "cancel",
      "move",
      "share",
      "files",
      "list",
      "my",
      "link",
    ];
    for (const sub of [...subcommands, "admin", "help"]) expect(hint.split(/[\s[\]|]+/)).toContain(sub);
  });

  it("turns on the home tab, the writable messages tab and interactivity", () => {
    expect(manifest.display_information.name).toBe("Classroom for Slack");
    expect(manifest.features.app_home).toEqual({
      home_tab_enabled: true,
      messages_tab_enabled: true,
      messages_tab_read_only_enabled: false,
    });
    expect(manifest.settings.interactivity.is_enabled).toBe(true);
  });
});

describe("classroom manifest", () => {
  const runCli = async (args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const write = (into: string[]) => (chunk: string | Uint8Array) => {
      into.push(String(chunk));
      return true;
    };
    const stdout = vi.spyOn(process.stdout, "write").mockImplementation(write(out));
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(write(err));
    try {
      const code = await run(args);
      return { code, stdout: out.join(""), stderr: err.join("") };
    } finally {
      stdout.mockRestore();
      stderr.mockRestore();
    }
  };

  it("prints manifest.yml by default, and the HTTP one under --url (a trailing slash dropped), as JSON on --json", async () => {
    expect((await runCli([])).stdout).toBe(manifestText);
    const http = await runCli(["--mode", "http", "--url", `${URL_BASE}/`, "--json"]);
    expect(http.code).toBe(0);
    expect(JSON.parse(http.stdout)).toEqual(httpManifest);
  });

  it("refuses what Slack could not call, saying what to give", async () => {
    vi.stubEnv("PUBLIC_URL", "");
    const noUrl = await runCli(["--mode=http"]);
    vi.unstubAllEnvs();
    expect(noUrl.code).toBe(2);
    expect(noUrl.stderr).toContain("--mode http needs --url https://your-host");
    const plain = await runCli(["--mode", "http", "--url", "http://classroom.example.com"]);
    expect(plain.code).toBe(2);
    expect(plain.stderr).toContain("--url must be the https address");
    expect((await runCli(["--mode", "hybrid"])).stderr).toContain("--mode must be socket or http");
    expect((await runCli(["--url", URL_BASE])).stderr).toContain("Socket Mode needs no public URL");
  });
});
