/**
 * The bot scopes the app asks for, each with why: the manifest prints the reason beside the scope
 * (`classroom manifest`, src/slack/tables/manifest.ts), and test/manifest-scopes.test.ts holds the list
 * equal to what the Web API methods src/ calls need.
 */
export const BOT_SCOPE_REASONS = {
  commands: "/class and the global shortcut",
  "chat:write": "DMs with live links, reminders (chat.scheduleMessage), ephemeral replies",
  "im:write": "DMs to a user id; conversations.open only to find that DM when checking after a crash",
  "users:read": "users.info for each person's time zone and name, and to check imported members",
  "users:read.email":
    "users.lookupByEmail: the people import accepts e-mail addresses; profile.email to register people",
  "files:read":
    "files.info and the download of a people list uploaded in the import form or dropped in the app's DM",
  "channels:read": 'conversations.members: "Add everyone in a channel" (public channels)',
  "groups:read": 'conversations.members: "Add everyone in a channel" (private channels)',
  "im:history":
    "conversations.history: after a crash, was a DM already sent; and the message.im event (a people list dropped in the app's DM)",
  "files:write": 'files.uploadV2: "Add to calendar" sends the person a calendar file in their DM',
} as const satisfies Readonly<Record<string, string>>;

export type BotScope = keyof typeof BOT_SCOPE_REASONS;

/** The bot scopes of the install URL and the manifest, in the manifest's order. */
export const BOT_SCOPES = Object.keys(BOT_SCOPE_REASONS) as readonly BotScope[];
