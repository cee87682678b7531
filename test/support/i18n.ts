/**
 * Translators for tests: one per locale, and `longestT`, which for every key writes whichever
 * language's text is longest (with the same values), so a view built with it meets the Block Kit
 * limits in every language at once.
 */
import { en } from "../../src/i18n/en.js";
import { LOCALES, type Locale, type T, translator } from "../../src/i18n/index.js";
import { serviceName } from "../../src/i18n/service-name.js";

export const TRANSLATORS: Readonly<Record<Locale, T>> = Object.fromEntries(
  LOCALES.map((l) => [l, translator(l)]),
) as Record<Locale, T>;

type RawT = (key: string, vars?: Record<string, string | number>) => string;

export const longestT: T = ((key: string, vars?: Record<string, string | number>) =>
  LOCALES.map((l) => (TRANSLATORS[l] as RawT)(key, vars)).reduce((a, b) =>
    b.length > a.length ? b : a,
  )) as T;

/** Each locale's translator and the longest one, named, for `it.each`. */
export const EVERY_T: readonly (readonly [string, T])[] = [
  ...LOCALES.map((l) => [l, TRANSLATORS[l]] as const),
  ["longest", longestT] as const,
];

/** The English catalogue's sentence for an errno (the one table of the words people read). */
export function errnoEnglish(errno: number): string {
  const sentences: Readonly<Record<string, string>> = en.partnerErrors.errno;
  // As the reader gets it: `{{service}}` is the service's name.
  return (sentences[String(errno)] ?? en.partnerErrors.undocumented).replaceAll("{{service}}", serviceName());
}
