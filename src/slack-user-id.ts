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
