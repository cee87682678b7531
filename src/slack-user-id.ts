/**
 * The one shape of a Slack member ID this app accepts (U… or W… for Enterprise Grid), shared by the
 * configuration check, the directory, the audit page and the views. Plain text, no Slack types, so
 * every layer may import it.
 */
export const SLACK_USER_ID_SOURCE = "[UW][A-Z0-9]{2,20}";

export const SLACK_USER_ID = new RegExp(`^${SLACK_USER_ID_SOURCE}$`);

export function isSlackUserId(id: unknown): id is string {
  return typeof id === "string" && SLACK_USER_ID.test(id);
}

const SLACK_MENTION = new RegExp(`^<@(${SLACK_USER_ID_SOURCE})(?:\\|[^>]*)?>$`);

/** `U123`, `<@U123>` or `<@U123|ann>` -> `U123`; null for anything else. */
export function parseSlackUser(text: string): string | null {
  // Member IDs are upper case; a lowered paste (spreadsheets do that) still names the same member.
  const upper = text.trim().toUpperCase();
  const mention = SLACK_MENTION.exec(upper);
  if (mention?.[1]) return mention[1];
  return isSlackUserId(upper) ? upper : null;
}
