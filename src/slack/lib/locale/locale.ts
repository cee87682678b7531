/**
 * The translate function of a person the app writes to: their language (classes/language.ts: their
 * choice on Home, else their Slack locale, else English). Listeners call it with the caller; a DM to
 * someone else (a student) is written with theirs, never the sender's.
 */
import { localeOf } from "../../../classes/language.js";
import { type T, translator } from "../../../i18n/index.js";
import type { SlackDeps } from "../context.js";

export async function tFor(
  deps: Pick<SlackDeps, "store" | "profileLocaleOf">,
  teamId: string,
  userId: string,
): Promise<T> {
  return translator(await localeOf(deps, teamId, userId));
}

/**
 * `tFor`, or English when the person's language cannot be read now: for the messages that must reach
 * them whatever failed (a refusal, the failure message itself, whose cause may be the store).
 */
export async function tForOrEnglish(
  deps: Partial<Pick<SlackDeps, "store" | "profileLocaleOf">>,
  teamId: string | undefined,
  userId: string | undefined,
): Promise<T> {
  if (!deps.store || !teamId || !userId) return translator("en");
  try {
    return await tFor({ store: deps.store, profileLocaleOf: deps.profileLocaleOf }, teamId, userId);
  } catch {
    return translator("en");
  }
}
