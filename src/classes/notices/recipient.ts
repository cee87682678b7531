/**
 * What the notices write with, and the language of the person a notice is for (issue 20): their
 * choice on Home, else their Slack locale, else English (`localeOf`), whoever caused the notice. The
 * choice is read through the repositories given (a transaction's, when the DM is queued with the
 * change: on SQLite the store's only connection is the transaction's); the Slack locale through
 * `noticeLocaleOf`, cached per person. The renderer only words a notice in the locale it is given.
 */
import type { Locale } from "../../i18n/locale.js";
import { type LocaleDeps, localeOf } from "../language.js";
import type { NoticeRenderer } from "./renderer.js";

/** A person's locale tag as their chat profile says ("en-US", "zh-CN"); null when unknown. */
export type ProfileLocaleOf = (teamId: string, userId: string) => Promise<string | null>;

/** How the notices reach people: how a notice reads, and where each recipient's language is found. */
export interface NoticeDeps {
  /** How a notice reads (the Slack renderer, src/slack/tables/notice-renderer.ts, from main.ts). */
  readonly noticeRenderer: NoticeRenderer;
  /**
   * A recipient's Slack locale tag, for notices written inside a transaction: main.ts's lookup never
   * asks the store and never waits on Slack for long. Absent (some tests): a choice made on Home, else
   * English.
   */
  readonly noticeLocaleOf?: ProfileLocaleOf | undefined;
}

export function recipientLocale(
  repos: LocaleDeps["store"],
  deps: Pick<NoticeDeps, "noticeLocaleOf">,
  teamId: string,
  slackUserId: string,
): Promise<Locale> {
  return localeOf({ store: repos, profileLocaleOf: deps.noticeLocaleOf }, teamId, slackUserId);
}

/**
 * Each recipient's language, looked up together before the DMs are written: the Slack lookups run at
 * once rather than one after another while a transaction waits.
 */
export async function recipientLocales(
  repos: LocaleDeps["store"],
  deps: Pick<NoticeDeps, "noticeLocaleOf">,
  teamId: string,
  slackUserIds: readonly string[],
): Promise<(slackUserId: string) => Locale> {
  const unique = [...new Set(slackUserIds)];
  const locales = await Promise.all(unique.map((u) => recipientLocale(repos, deps, teamId, u)));
  const byId = new Map(unique.map((u, i) => [u, locales[i] ?? "en"]));
  // Every recipient was looked up above; only an id not passed in would read English.
  return (slackUserId) => byId.get(slackUserId) ?? "en";
}
