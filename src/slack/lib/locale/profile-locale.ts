/**
 * A person's Slack locale (`users.info` with `include_locale`), for `localeOf` (classes/language.ts).
 * Cached an hour per person, as the morning agenda keeps their zone: a locale rarely changes, and a
 * person who wants another language now chooses it on Home (which the cache does not hide).
 */
/** The one Slack method the lookup needs (a WebClient has it). */
export interface LocaleClient {
  readonly users: {
    info(args: {
      user: string;
      include_locale: boolean;
    }): Promise<{ user?: { locale?: string; tz?: string } }>;
  };
}

const LOCALE_FRESH_MS = 60 * 60_000;

/** How long a notice written inside a transaction waits for a person's Slack locale. */
export const NOTICE_LOCALE_WAIT_MS = 1_500;

export interface ProfileLocaleOptions {
  /**
   * How long a caller waits for Slack before reading English (the lookup goes on and fills the cache
   * for the next message). The notices look locales up inside a transaction, which on SQLite holds the
   * store's only connection: a slow or rate-limited Slack must not hold every other write with it.
   */
  readonly waitMs?: number;
  /**
   * The profiles already asked for, shared by every lookup of the app (main.ts makes one): one
   * `users.info` answers a person's locale and zone for all of them. Default: this lookup's own.
   */
  readonly profiles?: SlackProfiles;
}

/** What `users.info` said of a person: their Slack locale tag and IANA zone (either may be missing). */
interface Profile {
  readonly locale: string | null;
  readonly tz: string | null;
}

/** People's profiles asked for, cached an hour; one Slack call per person at a time. */
export interface SlackProfiles {
  readonly cache: Map<string, { readonly at: number; readonly profile: Profile }>;
  readonly asking: Map<string, Promise<Profile | null>>;
}

export function slackProfiles(): SlackProfiles {
  return { cache: new Map(), asking: new Map() };
}

function profileLookup(
  clientOf: (teamId: string) => Promise<LocaleClient | undefined>,
  options: ProfileLocaleOptions,
): (teamId: string, userId: string) => Promise<Profile | null> {
  const { cache, asking } = options.profiles ?? slackProfiles();

  async function ask(teamId: string, userId: string, key: string): Promise<Profile | null> {
    try {
      const client = await clientOf(teamId);
      if (!client) return null;
      const info = await client.users.info({ user: userId, include_locale: true });
      const profile: Profile = {
        locale: typeof info.user?.locale === "string" ? info.user.locale : null,
        tz: typeof info.user?.tz === "string" && info.user.tz !== "" ? info.user.tz : null,
      };
      if (cache.size > 50_000) cache.clear();
      cache.set(key, { at: Date.now(), profile });
      return profile;
    } catch {
      return null;
    } finally {
      asking.delete(key);
    }
  }

  return (teamId, userId) => {
    const key = `${teamId}:${userId}`;
    const cached = cache.get(key);
    if (cached && Date.now() - cached.at < LOCALE_FRESH_MS) return Promise.resolve(cached.profile);
    let lookup = asking.get(key);
    if (!lookup) {
      lookup = ask(teamId, userId, key);
      asking.set(key, lookup);
    }
    const waitMs = options.waitMs;
    if (waitMs === undefined) return lookup;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const givenUp = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
      timer.unref?.();
    });
    return Promise.race([lookup, givenUp]).finally(() => clearTimeout(timer));
  };
}

/** A lookup of one field of people's profiles: null when Slack does not say (in time). */
function profileField(field: keyof Profile) {
  return (
    clientOf: (teamId: string) => Promise<LocaleClient | undefined>,
    options: ProfileLocaleOptions = {},
  ): ((teamId: string, userId: string) => Promise<string | null>) => {
    const lookup = profileLookup(clientOf, options);
    return async (teamId, userId) => (await lookup(teamId, userId))?.[field] ?? null;
  };
}

/**
 * The lookup main.ts passes as `profileLocaleOf`, asking with the workspace's own client (none: the app
 * is not installed there); a failed call is not kept (null: English).
 */
export const profileLocales = profileField("locale");

/** A person's Slack time zone (IANA), from the same profiles; null when Slack does not say in time. */
export const profileZones = profileField("tz");
