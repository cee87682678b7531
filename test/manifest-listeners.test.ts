import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { CAPABILITIES, SUBCOMMANDS } from "../src/classes/roles.js";
import { actionListeners, registeredActions } from "../src/slack/tables/actions.js";
import { SUBCOMMAND_HANDLERS } from "../src/slack/tables/class-command.js";
import { CLASS_MODALS } from "../src/slack/tables/class-modals.js";
import { commandListeners, registeredCommands } from "../src/slack/tables/commands.js";
import { eventListeners, registeredEvents } from "../src/slack/tables/events.js";
import { FEATURES } from "../src/slack/tables/features.js";
import { JOB_ROWS } from "../src/slack/tables/jobs.js";
import { appManifest } from "../src/slack/tables/manifest.js";
import { optionListeners } from "../src/slack/tables/options.js";
import { registeredShortcuts, shortcutListeners } from "../src/slack/tables/shortcuts.js";
import { registeredViewSubmissions, viewListeners } from "../src/slack/tables/views.js";

interface Manifest {
  features: {
    slash_commands?: Array<{ command: string }>;
    shortcuts?: Array<{ callback_id: string; type: string }>;
  };
  settings: { event_subscriptions?: { bot_events?: string[] } };
}

const manifests = {
  "manifest.yml": parse(readFileSync(fileURLToPath(new URL("../manifest.yml", import.meta.url)), "utf8")),
  http: appManifest({ mode: "http", url: "https://classroom.example.com" }),
} as unknown as Record<string, Manifest>;

const sorted = (list: readonly string[]) => [...list].sort();

describe.each(Object.entries(manifests))("the manifest (%s) and the registered listeners", (_, manifest) => {
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

describe("listener tables", () => {
  const tables = {
    actions: actionListeners,
    commands: commandListeners,
    events: eventListeners,
    shortcuts: shortcutListeners,
    views: viewListeners,
  };

  it("give every row an access rule the policy knows", () => {
    for (const [kind, rows] of Object.entries(tables)) {
      for (const [id, , access] of rows) {
        expect({ kind, id: String(id), known: access === "anyone" || CAPABILITIES.includes(access) }).toEqual(
          {
            kind,
            id: String(id),
            known: true,
          },
        );
      }
    }
  });

  it("leave the check to the row only where everyone may act or the listener routes by capability", () => {
    const open = Object.values(tables).flatMap((rows) =>
      rows.filter(([, , access]) => access === "anyone").map(([id]) => String(id)),
    );
    // class_pick opens whichever class modal the picker was for, and checks that modal's capability;
    // home_more republishes the clicker's own Home, whose content follows their role as app_home_opened.
    // join_live and replay_open are URL buttons: acknowledged, nothing shown or changed for anyone else.
    // calendar_add sends the clicker a file of their own classes: the use case checks they are theirs.
    // calendar_new_address / calendar_subscribe: the clicker's own feed token (never read from the button).
    // home_language stores the clicker's own language and republishes their own Home.
    // class_menu (a class entry's overflow menu) runs the row of the button its option names, with that
    // row's capability check (tables/class-menu.ts).
    // class_card_join answers each clicker for who they are, from the store (their own link, whom to ask).
    // app_uninstalled, tokens_revoked and team_access_revoked come from Slack itself (signed), with no
    // user: the school left.
    // message.im: a file dropped in the app's DM; the listener reads it for admins only, others get a sentence.
    expect(open.sort()).toEqual([
      "/class",
      "app_home_opened",
      "app_uninstalled",
      "calendar_add",
      "calendar_new_address",
      "calendar_subscribe",
      "class_card_join",
      "class_menu",
      "class_pick",
      "home_language",
      "home_more",
      "join_live",
      "message.im",
      "replay_open",
      "team_access_revoked",
      "tokens_revoked",
    ]);
  });

  it("keep every admin page's buttons and forms for admins", () => {
    for (const [id, , access] of [...actionListeners, ...viewListeners]) {
      if (String(id).includes("admin"))
        expect({ id: String(id), access }).toEqual({ id: String(id), access: "admin" });
    }
  });

  it("derive the exported id lists from the tables", () => {
    expect(registeredActions).toEqual(
      actionListeners.map(([id]) => id).filter((id) => typeof id === "string"),
    );
    expect(registeredViewSubmissions).toEqual(viewListeners.map(([id]) => id));
  });
});

describe("the features' rows", () => {
  it("register each id once across every feature, so no click runs two features' listeners", () => {
    const kinds = { actionListeners, viewListeners, eventListeners, shortcutListeners, optionListeners };
    for (const [kind, rows] of Object.entries(kinds)) {
      const ids = rows.map(([id]) => String(id));
      expect({ kind, twice: ids.filter((id, i) => ids.indexOf(id) !== i) }).toEqual({ kind, twice: [] });
    }
  });

  it("give every `/class` word a handler, and each word to one feature", () => {
    const words = Object.keys(SUBCOMMANDS);
    expect(Object.keys(SUBCOMMAND_HANDLERS).sort()).toEqual([...words].sort());
    const given = FEATURES.flatMap((f) => [
      ...Object.keys(f.subcommands ?? {}),
      ...Object.keys(f.classModals ?? {}),
    ]);
    expect(given.sort()).toEqual([...words].sort());
  });

  it("hand every class modal's own rows to the tables: its button, its submission and its job", () => {
    for (const [word, row] of Object.entries(CLASS_MODALS)) {
      expect({ word, button: registeredActions.includes(row.button) }).toEqual({ word, button: true });
      expect({ word, submit: registeredViewSubmissions.includes(row.callbackId) }).toEqual({
        word,
        submit: true,
      });
    }
    expect(Object.keys(CLASS_MODALS).sort()).toEqual(
      ["cancel", "labels", "move", "rate", "seats", "share", "students", "video"].sort(),
    );
    expect(JOB_ROWS.map((row) => row.kind).sort()).toEqual(
      [...new Set(JOB_ROWS.map((row) => row.kind))].sort(),
    );
  });
});
