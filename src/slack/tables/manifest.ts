/**
 * The app's Slack manifest, derived from what the app registers (issue 31 §4): the slash commands,
 * shortcuts and bot events of the kind tables, the bot scopes with their reasons, and the paths the
 * HTTP receiver serves. `classroom manifest` prints it; manifest.yml is the Socket Mode one
 * (test/manifest.test.ts holds the file equal to it), so a new command, shortcut, event or scope
 * reaches the manifest by being registered.
 */
import { Document, isMap, isPair, isScalar, isSeq, type Node } from "yaml";
import { SUBCOMMANDS } from "../../classes/roles.js";
import { SLACK_EVENTS_PATH } from "../app.js";
import { CommandName, ShortcutId } from "../lib/ids.js";
import { APP_NAME, REDIRECT_PATH } from "../lib/oauth/oauth.js";
import { BOT_SCOPE_TABLE } from "../lib/scopes/bot-scopes.js";
import { registeredCommands } from "./commands.js";
import { registeredEvents } from "./events.js";
import { registeredShortcuts } from "./shortcuts.js";

export type ManifestMode = "socket" | "http";

export interface ManifestOptions {
  readonly mode: ManifestMode;
  /** HTTP mode: the app's public https origin (and path prefix, if any), without a trailing slash. */
  readonly url?: string;
}

/** The manifest's words for each slash command the app registers (a new command fails to compile here). */
const COMMAND_TEXTS: Readonly<Record<CommandName, { description: string }>> = {
  [CommandName.class]: {
    description: "Schedule and manage classes, get your class link, or administer the school connection",
  },
};

/** The manifest's words for each global shortcut the app registers (Slack: name at most 24 characters). */
const SHORTCUT_TEXTS: Readonly<Record<ShortcutId, { name: string; description: string }>> = {
  [ShortcutId.scheduleClass]: {
    name: "Schedule a class",
    description: "Open the form to schedule a class or a weekly series",
  },
};

const DISPLAY_INFORMATION = {
  name: "Classroom for Slack",
  description:
    "Schedule and run your school's online classes from Slack, and send students their class links.",
  background_color: "#2c4a7a",
  long_description:
    "Classroom for Slack connects your school's ClassIn online classes to Slack. Teachers schedule a class or " +
    "a weekly series with /class schedule, add and remove students, switch recording, live and replay, " +
    "change seats and HD, set labels, browse the school's cloud folder and rate students after class. " +
    "Students get a direct message with their personal live link when they are enrolled and a reminder " +
    "shortly before class; /class my and the App Home tab list their upcoming classes. Admins connect the " +
    "school, register courses and keep the people directory with /class admin. Times are shown in each " +
    "person's own Slack time zone.",
} as const;

/** `/class`'s usage hint: every word the router knows, in SUBCOMMANDS' order. */
const usageHint = (): string => `[${Object.keys(SUBCOMMANDS).join(" | ")}]`;

/** The manifest as data, in the order Slack's editor shows it. */
export function appManifest(options: ManifestOptions): Record<string, unknown> {
  const http = options.mode === "http";
  if (http && options.url === undefined) throw new TypeError("appManifest: HTTP mode needs the app's URL");
  // Bolt's HTTP receiver takes events, interactivity, options requests and commands at one path.
  const requestUrl = http ? `${options.url}${SLACK_EVENTS_PATH}` : undefined;
  const withUrl = <T extends object>(entry: T, key: string): T =>
    requestUrl === undefined ? entry : { ...entry, [key]: requestUrl };
  return {
    display_information: { ...DISPLAY_INFORMATION },
    features: {
      app_home: {
        home_tab_enabled: true,
        messages_tab_enabled: true,
        messages_tab_read_only_enabled: false,
      },
      bot_user: { display_name: APP_NAME, always_online: true },
      slash_commands: registeredCommands.map((command) =>
        withUrl(
          {
            command,
            description: COMMAND_TEXTS[command as CommandName].description,
            ...(command === CommandName.class ? { usage_hint: usageHint() } : {}),
            should_escape: false,
          },
          "url",
        ),
      ),
      shortcuts: registeredShortcuts.map((callbackId) => ({
        name: SHORTCUT_TEXTS[callbackId as ShortcutId].name,
        type: "global",
        callback_id: callbackId,
        description: SHORTCUT_TEXTS[callbackId as ShortcutId].description,
      })),
    },
    oauth_config: {
      ...(http ? { redirect_urls: [`${options.url}${REDIRECT_PATH}`] } : {}),
      scopes: {
        bot: BOT_SCOPE_TABLE.filter((s) => !s.optional).map((s) => s.scope),
        bot_optional: BOT_SCOPE_TABLE.filter((s) => s.optional).map((s) => s.scope),
      },
    },
    settings: {
      event_subscriptions: withUrl({ bot_events: [...registeredEvents] }, "request_url"),
      interactivity: http
        ? { is_enabled: true, request_url: requestUrl, message_menu_options_url: requestUrl }
        : { is_enabled: true },
      // An org-wide install needs an HTTP app with its redirect URL (OAuth mode); the Socket Mode app
      // runs with one workspace's fixed bot token, which rotation would expire after 12 hours.
      org_deploy_enabled: http,
      socket_mode_enabled: !http,
      token_rotation_enabled: http,
    },
  };
}

const HEADERS: Readonly<Record<ManifestMode, string>> = {
  socket: `Slack app manifest for Classroom for Slack, Socket Mode (single-workspace mode, for developers).
Generated by \`npm run classroom -- manifest\` from the app's registration tables: do not edit by hand.
Create the app at https://api.slack.com/apps -> "Create New App" -> "From an app manifest", paste this
file, install it to the workspace, then copy the tokens into the environment (see README).

Socket Mode is on, so no public URL is needed (SLACK_APP_TOKEN, scope connections:write).
To run over HTTP instead (and for OAuth mode, any workspace installing the app), print the HTTP one:
npm run classroom -- manifest --mode http --url https://your-host`,
  http: `Slack app manifest for Classroom for Slack, HTTP (OAuth mode or single-workspace HTTP mode).
Generated by \`npm run classroom -- manifest --mode http --url …\` from the app's registration tables.
Create the app at https://api.slack.com/apps -> "Create New App" -> "From an app manifest" and paste
this, or replace an existing app's manifest with it (App Manifest page). Token rotation and org-wide
deployment are on; see README, "Connect a real workspace".`,
};

/** Why a setting is as it is, printed above it in the YAML. */
const SETTING_NOTES: ReadonlyArray<{ path: readonly string[]; note: string }> = [
  {
    path: ["oauth_config", "scopes", "bot"],
    note: "The app works without the optional ones: a feature whose scope a workspace declined says so\nwhere people meet it (src/slack/lib/scopes/bot-scopes.ts holds the list with its reasons).",
  },
  {
    path: ["features", "app_home", "messages_tab_read_only_enabled"],
    note: "Students receive their links and reminders here. Writable so an admin can drop a people list (a CSV\nfile) here to import it; the app reads only shared files (message.im), never other replies.",
  },
  {
    path: ["settings", "interactivity", "message_menu_options_url"],
    note: "The Options Load URL: the searchable class picker and the long menus of class modals.",
  },
];

function pairOf(doc: Document, path: readonly string[]): { key: Node } | undefined {
  const parent = doc.getIn(path.slice(0, -1), true);
  if (!isMap(parent)) return undefined;
  const pair = parent.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === path.at(-1));
  return pair && isScalar(pair.key) ? { key: pair.key } : undefined;
}

/** The manifest as YAML with its comments: the header, each scope's reason, the notes above settings. */
export function manifestYaml(options: ManifestOptions): string {
  const doc = new Document(appManifest(options));
  doc.commentBefore = HEADERS[options.mode]
    .split("\n")
    .map((line) => ` ${line}`)
    .join("\n");
  for (const list of ["bot", "bot_optional"]) {
    const scopes = doc.getIn(["oauth_config", "scopes", list], true);
    if (!isSeq(scopes)) continue;
    for (const item of scopes.items) {
      const row = BOT_SCOPE_TABLE.find((s) => isScalar(item) && s.scope === item.value);
      if (isScalar(item) && row) item.comment = ` ${row.reason}`;
    }
  }
  for (const { path, note } of SETTING_NOTES) {
    const pair = pairOf(doc, path);
    if (pair)
      pair.key.commentBefore = note
        .split("\n")
        .map((line) => ` ${line}`)
        .join("\n");
  }
  const longDescription = doc.getIn(["display_information", "long_description"], true);
  if (isScalar(longDescription)) longDescription.type = "BLOCK_FOLDED";
  return doc.toString({ lineWidth: 104, minContentWidth: 0, doubleQuotedMinMultiLineLength: 1000 });
}

/** The manifest as JSON (Slack's editor takes either). */
export function manifestJson(options: ManifestOptions): string {
  return `${JSON.stringify(appManifest(options), null, 2)}\n`;
}
