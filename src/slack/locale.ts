/**
 * The translate function of a person the app writes to: their language (classes/language.ts: their
 * choice on Home, else their Slack locale, else English). Listeners call it with the caller; a DM to
 * someone else (a student) is written with theirs, never the sender's.
 */
import { localeOf } from "../classes/language.js";
import { type T, translator } from "../i18n/index.js";
import type { SlackDeps } from "./context.js";

export async function tFor(
  deps: Pick<SlackDeps, "store" | "profileLocaleOf">,
  teamId: string,
  userId: string,
): Promise<T> {
  return translator(await localeOf(deps, teamId, userId));
}
