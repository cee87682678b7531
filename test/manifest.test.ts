import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
// Slack's manifest schema (MIT, test/fixtures/slack/LICENSE), kept in the repository so the test
// needs nothing outside it.
const schemaPath = fileURLToPath(new URL("./fixtures/slack/manifest.schema.1.0.0.json", import.meta.url));

type Manifest = {
  display_information: { name: string };
  features: {
    app_home: { home_tab_enabled: boolean; messages_tab_enabled: boolean };
    slash_commands: Array<{ command: string; description: string; usage_hint?: string }>;
    shortcuts: Array<{ name: string; type: string; callback_id: string }>;
  };
  oauth_config: { scopes: { bot: string[]; user?: string[] } };
  settings: {
    event_subscriptions: { bot_events: string[]; user_events?: string[] };
    interactivity: { is_enabled: boolean };
    socket_mode_enabled: boolean;
    org_deploy_enabled: boolean;
  };
};

const manifestText = readFileSync(`${repoRoot}manifest.yml`, "utf8");
const manifest = parse(manifestText) as Manifest;

function schemaValidator() {
  const schema = JSON.parse(readFileSync(schemaPath, "utf8")) as Record<string, unknown>;
  // The schema is draft-07 (Ajv's default draft); it carries non-standard keywords such as "regex"
  // and "_note", which strict mode would refuse.
  expect(schema.$schema).toBe("http://json-schema.org/draft-07/schema#");
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addFormat("uri", (value: string) => URL.canParse(value));
  return ajv.compile(schema);
}

describe("manifest.yml", () => {
  it("is valid against Slack's manifest schema 1.0.0", () => {
    const validate = schemaValidator();
    const valid = validate(manifest);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
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
    expect(manifest.settings.event_subscriptions.bot_events).toEqual([
      "app_home_opened",
      "app_uninstalled",
      "tokens_revoked",
      "team_access_revoked",
      "message.im",
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
      "files",
      "list",
      "my",
      "link",
    ];
    for (const sub of [...subcommands, "admin", "help"]) expect(hint.split(/[\s[\]|]+/)).toContain(sub);
  });

  it("turns on the home tab, messages tab, interactivity and Socket Mode, and not org deploy", () => {
    expect(manifest.display_information.name).toBe("Classroom for Slack");
    expect(manifest.features.app_home).toMatchObject({ home_tab_enabled: true, messages_tab_enabled: true });
    expect(manifest.settings.interactivity.is_enabled).toBe(true);
    expect(manifest.settings.socket_mode_enabled).toBe(true);
    expect(manifest.settings.org_deploy_enabled).toBe(false);
  });
});
