/**
 * The app's bot scopes, the one list (issue 31 §5): each with why the app asks for it and whether the
 * app lives without it. The install URL asks for all of them; manifest.yml lists the required ones
 * under `bot` and the optional ones under `bot_optional` (test/manifest-scopes.test.ts holds it),
 * so a person installing may decline an optional one and an admin may grant it later by installing
 * again. A feature whose scope is missing says so where the person meets it (granted.ts).
 */

export interface BotScope {
  readonly scope: string;
  /** The app works without it: the features needing it say so instead. */
  readonly optional: boolean;
  /** Why the app asks for it (manifest.yml's comment, the Marketplace's scope justification). */
  readonly reason: string;
}

export const BOT_SCOPE_TABLE = [
  { scope: "commands", optional: false, reason: "/class and the global shortcut" },
  {
    scope: "chat:write",
    optional: false,
    reason: "DMs with live links, reminders (chat.scheduleMessage), ephemeral replies",
  },
  {
    scope: "im:write",
    optional: false,
    reason: "DMs to a user id; conversations.open only to find that DM when checking after a crash",
  },
  {
    scope: "users:read",
    optional: false,
    reason: "users.info for each person's time zone and name, and to check imported members",
  },
  {
    scope: "users:read.email",
    optional: true,
    reason:
      "users.lookupByEmail: the people import accepts e-mail addresses; profile.email to register people",
  },
  {
    scope: "files:read",
    optional: true,
    reason:
      "files.info and the download of a people list uploaded in the import form or dropped in the app's DM",
  },
  {
    scope: "channels:read",
    optional: true,
    reason:
      'conversations.members and conversations.info: "Add everyone in a channel" and class cards (public channels)',
  },
  {
    scope: "groups:read",
    optional: true,
    reason:
      'conversations.members and conversations.info: "Add everyone in a channel" and class cards (private channels)',
  },
  {
    scope: "im:history",
    optional: false,
    reason:
      "conversations.history: after a crash, was a DM already sent; and the message.im event (a people list dropped in the app's DM)",
  },
  {
    scope: "files:write",
    optional: true,
    reason: 'files.uploadV2: "Add to calendar" sends the person a calendar file in their DM',
  },
] as const satisfies readonly BotScope[];

export type BotScopeName = (typeof BOT_SCOPE_TABLE)[number]["scope"];

/** Every bot scope, in the table's order: what the install URL asks for. */
export const BOT_SCOPES: readonly BotScopeName[] = BOT_SCOPE_TABLE.map((s) => s.scope);
/** The scopes a workspace may decline (manifest.yml's `bot_optional`). */
export const OPTIONAL_BOT_SCOPES: readonly BotScopeName[] = BOT_SCOPE_TABLE.filter((s) => s.optional).map(
  (s) => s.scope,
);
