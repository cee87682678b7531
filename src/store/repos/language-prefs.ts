import { LOCALES, type Locale } from "../../i18n/locale.js";
import type { StoreContext } from "../context.js";
import { oneOf, text } from "../validate.js";

/** Each person's language chosen on Home; a person without a row reads their Slack locale's. */
export interface LanguagePrefsRepo {
  get(teamId: string, slackUserId: string): Promise<Locale | undefined>;
  set(teamId: string, slackUserId: string, locale: Locale): Promise<void>;
  /** Back to automatic. */
  clear(teamId: string, slackUserId: string): Promise<void>;
}

export function languagePrefsRepo(ctx: StoreContext): LanguagePrefsRepo {
  const { db } = ctx;
  return {
    async get(teamId, slackUserId) {
      const row = await db
        .selectFrom("language_prefs")
        .select("locale")
        .where("team_id", "=", text("languagePrefs.get", "teamId", teamId, 50))
        .where("slack_user_id", "=", text("languagePrefs.get", "slackUserId", slackUserId, 50))
        .executeTakeFirst();
      // A locale the app no longer has reads as no choice.
      return row && (LOCALES as readonly string[]).includes(row.locale) ? (row.locale as Locale) : undefined;
    },
    async set(teamId, slackUserId, locale) {
      const op = "languagePrefs.set";
      const values = {
        team_id: text(op, "teamId", teamId, 50),
        slack_user_id: text(op, "slackUserId", slackUserId, 50),
        locale: oneOf(op, "locale", locale, LOCALES),
        updated_at: ctx.clock(),
      };
      await db
        .insertInto("language_prefs")
        .values(values)
        .onConflict((oc) =>
          oc
            .columns(["team_id", "slack_user_id"])
            .doUpdateSet({ locale: values.locale, updated_at: values.updated_at }),
        )
        .execute();
    },
    async clear(teamId, slackUserId) {
      await db
        .deleteFrom("language_prefs")
        .where("team_id", "=", text("languagePrefs.clear", "teamId", teamId, 50))
        .where("slack_user_id", "=", text("languagePrefs.clear", "slackUserId", slackUserId, 50))
        .execute();
    },
  };
}
