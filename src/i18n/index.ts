/**
 * Localisation (docs/i18n.md): `translator(locale)` gives a view its typed `t(key, vars)`. Strings are
 * bundled TS objects (`en.ts`, `zh-CN.ts`), plurals follow CLDR (Intl.PluralRules) with i18next's
 * `_one`/`_other` suffixes. Values are inserted as given: mrkdwn is not HTML, so i18next's escaping is
 * off and the caller escapes people's text (`userText`, `escapeMrkdwn`) before passing it.
 */
import i18next from "i18next";
import type { PluralCategory, Strings } from "./catalog.js";
import { en } from "./en.js";
import type { Locale } from "./locale.js";
import { serviceName } from "./service-name.js";
import { zhCN } from "./zh-CN.js";

export type { Catalog } from "./catalog.js";
export { isLocale, LOCALES, type Locale, localeFromAcceptLanguage, localeFromSlack } from "./locale.js";

type PluralBase<K extends string> = K extends `${infer B}_${PluralCategory}` ? B : K;

/** Dotted paths to the strings of `T`, plural keys by their base ("common.minutes"). */
type Paths<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${PluralBase<K>}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];

/** The dotted paths of plural keys only (those with an `_other` form). */
type PluralPaths<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? K extends `${infer B}_other`
      ? `${P}${B}`
      : never
    : PluralPaths<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the app's strings. */
export type MessageKey = Paths<typeof en>;
/** The keys whose text depends on a count: `t` wants `{ count }` for them. */
export type PluralKey = PluralPaths<typeof en>;

/** Values for `{{name}}` placeholders: already mrkdwn (people's text escaped by the caller). */
export type Vars = Readonly<Record<string, string | number>>;

/** A view's translate function, fixed to one reader's locale. */
export type T = <K extends MessageKey>(
  key: K,
  ...vars: K extends PluralKey ? [vars: Vars & { readonly count: number }] : [vars?: Vars]
) => string;

/** The strings as i18next stores them, per locale. */
const RESOURCES: Readonly<Record<Locale, Strings>> = { en, "zh-CN": zhCN as Strings };

const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { translation: RESOURCES.en }, "zh-CN": { translation: RESOURCES["zh-CN"] } },
  lng: "en",
  fallbackLng: "en",
  // Synchronous: resources are bundled, so `t` works as soon as this module is loaded.
  initAsync: false,
  nsSeparator: false,
  interpolation: {
    // mrkdwn, not HTML: the caller escapes people's text with the app's own helpers.
    escapeValue: false,
    // A value that reads like `{{x}}` or `$t(key)` (a class named so) is shown as typed, never expanded.
    skipOnVariables: true,
    // `{{service}}` in any string: the one name people read for the class service (service-name.ts).
    defaultVariables: { service: serviceName() },
  },
  // A placeholder without its value is a bug of the view: fail where it is, not in front of a reader.
  missingInterpolationHandler: (text: string, value: unknown) => {
    throw new Error(`i18n: no value for ${String(Array.isArray(value) ? value[0] : value)} in "${text}"`);
  },
});

type Raw = (key: string, options?: Record<string, unknown>) => string;

/** The translate function for `locale`. */
export function translator(locale: Locale): T {
  const fixed = i18n.getFixedT(locale) as unknown as Raw;
  return ((key: string, vars?: Vars) => {
    const text = fixed(key, { ...vars });
    // i18next answers a key it has no string for (a plural without a numeric count) with the key.
    if (text === key) throw new Error(`i18n: no ${locale} string for "${key}" with ${JSON.stringify(vars)}`);
    return text;
  }) as T;
}

/** The raw strings of a locale (for the key and limits tests, and docs). */
export function stringsOf(locale: Locale): Strings {
  return RESOURCES[locale];
}
