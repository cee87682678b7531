import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { registeredCommands } from "../src/slack/listeners/commands/index.js";
import { registeredEvents } from "../src/slack/listeners/events/index.js";
import { registeredShortcuts } from "../src/slack/listeners/shortcuts/index.js";

interface Manifest {
  features: {
    slash_commands?: Array<{ command: string }>;
    shortcuts?: Array<{ callback_id: string; type: string }>;
  };
  settings: { event_subscriptions?: { bot_events?: string[] } };
}

const manifest = parse(
  readFileSync(fileURLToPath(new URL("../manifest.yml", import.meta.url)), "utf8"),
) as Manifest;

const sorted = (list: readonly string[]) => [...list].sort();

describe("manifest.yml and the registered listeners", () => {
  it("declares exactly the slash commands the app registers", () => {
    const declared = (manifest.features.slash_commands ?? []).map((c) => c.command);
    expect(sorted(declared)).toEqual(sorted(registeredCommands));
  });

  it("declares exactly the shortcut callback_ids the app registers", () => {
    const declared = (manifest.features.shortcuts ?? []).map((s) => s.callback_id);
    expect(sorted(declared)).toEqual(sorted(registeredShortcuts));
  });

  it("subscribes to exactly the bot events the app registers", () => {
    const declared = manifest.settings.event_subscriptions?.bot_events ?? [];
    expect(sorted(declared)).toEqual(sorted(registeredEvents));
  });

  it("registers something of each kind (an empty export would make the checks above vacuous)", () => {
    expect(registeredCommands).toContain("/class");
    expect(registeredShortcuts).toContain("schedule_class");
    expect(registeredEvents).toContain("app_home_opened");
  });
});
