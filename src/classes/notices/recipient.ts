/**
 * The language of the person a notice is for (issue 20): their choice on Home, else their Slack locale,
 * else English (`localeOf`), whoever caused the notice. The choice is read through the repositories
 * given (a transaction's, when the DM is queued with the change: on SQLite the store's only connection
 * is the transaction's); the Slack locale through the renderer's `profileLocaleOf`, cached per person.
 */
import type { Locale } from "../../i18n/locale.js";
import { type LocaleDeps, localeOf } from "../language.js";
import type { NoticeRenderer } from "./renderer.js";

export function recipientLocale(
  repos: LocaleDeps["store"],
  render: Pick<NoticeRenderer, "profileLocaleOf">,
  teamId: string,
  slackUserId: string,
): Promise<Locale> {
  return localeOf({ store: repos, profileLocaleOf: render.profileLocaleOf }, teamId, slackUserId);
}

/**
 * Each recipient's language, looked up together before the DMs are written: the Slack lookups run at
 * once rather than one after another while a transaction waits.
 */
export async function recipientLocales(
  repos: LocaleDeps["store"],
  render: Pick<NoticeRenderer, "profileLocaleOf">,
  teamId: string,
  slackUserIds: readonly string[],
): Promise<(slackUserId: string) => Locale> {
  const unique = [...new Set(slackUserIds)];
  const locales = await Promise.all(unique.map((u) => recipientLocale(repos, render, teamId, u)));
  const byId = new Map(unique.map((u, i) => [u, locales[i] ?? "en"]));
  // Every recipient was looked up above; only an id not passed in would read English.
  return (slackUserId) => byId.get(slackUserId) ?? "en";
}
