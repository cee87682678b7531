/**
 * A person's Slack locale (`users.info` with `include_locale`), for `localeOf` (classes/language.ts).
 * Cached an hour per person, as the morning agenda keeps their zone: a locale rarely changes, and a
 * person who wants another language now chooses it on Home (which the cache does not hide).
 */
import type { WebClient } from "@slack/web-api";

const LOCALE_FRESH_MS = 60 * 60_000;

/**
 * The lookup main.ts passes as `profileLocaleOf`, asking with the workspace's own client (none: the app
 * is not installed there); a failed call is not kept (null: English).
 */
export function profileLocales(
  clientOf: (teamId: string) => Promise<Pick<WebClient, "users"> | undefined>,
): (teamId: string, userId: string) => Promise<string | null> {
  const cache = new Map<string, { at: number; locale: string | null }>();
  return async (teamId, userId) => {
    const key = `${teamId}:${userId}`;
    const cached = cache.get(key);
    if (cached && Date.now() - cached.at < LOCALE_FRESH_MS) return cached.locale;
    try {
      const client = await clientOf(teamId);
      if (!client) return null;
      const info = await client.users.info({ user: userId, include_locale: true });
      const locale = typeof info.user?.locale === "string" ? info.user.locale : null;
      cache.set(key, { at: Date.now(), locale });
      return locale;
    } catch {
      return null;
    }
  };
}
