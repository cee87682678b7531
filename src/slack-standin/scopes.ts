/**
 * Scopes, as strict as Slack: each token carries the scopes its install granted, and a call needing a
 * scope the token lacks answers `missing_scope` with `needed` and `provided` (Slack's shape), whatever
 * the method would otherwise have done. The methods' scopes are those of Slack's method docs for the
 * bot tokens the app uses.
 */
import type { JsonObject } from "./types.js";

/**
 * The bot scopes the app's manifest asks for: what an install grants unless the person (or an admin)
 * declines an optional one, and what the single-workspace token holds unless a test says otherwise.
 */
export const STANDIN_APP_SCOPES: readonly string[] = [
  "commands",
  "chat:write",
  "im:write",
  "users:read",
  "users:read.email",
  "files:read",
  "channels:read",
  "groups:read",
  "im:history",
  "files:write",
];

/** Each method's bot scope; absent: none (views.*, auth.test). */
const METHOD_SCOPE: Readonly<Record<string, string>> = {
  "chat.postMessage": "chat:write",
  "chat.postEphemeral": "chat:write",
  "chat.update": "chat:write",
  "chat.delete": "chat:write",
  "chat.scheduleMessage": "chat:write",
  "chat.deleteScheduledMessage": "chat:write",
  "chat.scheduledMessages.list": "chat:write",
  "conversations.open": "im:write",
  "conversations.history": "im:history",
  "users.info": "users:read",
  "users.lookupByEmail": "users:read.email",
  "files.info": "files:read",
  "files.getUploadURLExternal": "files:write",
  "files.completeUploadExternal": "files:write",
};

/** The scope `method` needs for these arguments (a channel's kind decides for conversations.*). */
export function scopeNeeded(method: string, args: JsonObject): string | undefined {
  if (method === "conversations.members" || method === "conversations.info") {
    // A private channel (G…) is read with groups:read, a public one with channels:read.
    return typeof args.channel === "string" && args.channel.startsWith("G") ? "groups:read" : "channels:read";
  }
  return METHOD_SCOPE[method];
}

/** Slack's answer to a call the token's scopes do not cover. */
export function missingScope(needed: string, provided: readonly string[]): JsonObject {
  return { ok: false, error: "missing_scope", needed, provided: provided.join(",") };
}
