/**
 * Which language a person reads (issue 20): their own choice on Home, else their chat profile's
 * locale, else English. Every message to a person is written in theirs: a DM to a student in the
 * student's, whoever caused it.
 */
import { type Locale, localeFromSlack } from "../i18n/locale.js";
import type { Store } from "../store/index.js";
import type { Actor } from "./actor.js";
import type { ClassesDeps } from "./deps.js";

/** Home's language menu: automatic (the profile's locale) or one language. */
export type LanguageChoice = Locale | "auto";

/** The store, or a transaction's repositories (a DM queued with a change): only the choice is read. */
export type LocaleDeps = Pick<ClassesDeps, "profileLocaleOf"> & {
  readonly store: { readonly languagePrefs: Pick<Store["languagePrefs"], "get"> };
};

/** The person's language: their choice, else their profile's locale tag mapped, else English. */
export async function localeOf(deps: LocaleDeps, teamId: string, userId: string): Promise<Locale> {
  const chosen = await deps.store.languagePrefs.get(teamId, userId);
  if (chosen) return chosen;
  return localeFromSlack(deps.profileLocaleOf ? await deps.profileLocaleOf(teamId, userId) : null);
}

/** What the person chose on Home. */
export async function languageChoiceOf(
  store: Pick<Store, "languagePrefs">,
  actor: Pick<Actor, "teamId" | "userId">,
): Promise<LanguageChoice> {
  return (await store.languagePrefs.get(actor.teamId, actor.userId)) ?? "auto";
}

/** Home's menu: anyone chooses their own language, or automatic again. */
export async function chooseLanguage(
  store: Pick<Store, "languagePrefs">,
  actor: Pick<Actor, "teamId" | "userId">,
  choice: LanguageChoice,
): Promise<void> {
  if (choice === "auto") await store.languagePrefs.clear(actor.teamId, actor.userId);
  else await store.languagePrefs.set(actor.teamId, actor.userId, choice);
}
