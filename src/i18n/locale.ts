/**
 * The languages the app writes in, and how a Slack locale tag maps to one. Slack's tags are its own
 * (`es-LA` is not BCP 47), so the mapping reads the language part only.
 */

export type Locale = "en" | "zh-CN";

/** Every locale the app has strings for; the first is the fallback. */
export const LOCALES: readonly Locale[] = ["en", "zh-CN"];

/**
 * The app's locale for a Slack locale tag (`users.info` with `include_locale`): any Chinese tag reads
 * Simplified Chinese, since `zh-TW`/`zh-HK` readers read it far more easily than English and can choose
 * English on their Home; everything else (English, `es-LA`, unknown, missing) reads English.
 */
export function localeFromSlack(tag: string | null | undefined): Locale {
  const language = (tag ?? "").trim().toLowerCase().split(/[-_]/)[0];
  return language === "zh" ? "zh-CN" : "en";
}

/** Whether `value` is one of LOCALES (a stored choice, a menu's value). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The app's locale for a browser's `Accept-Language` header (the OAuth web pages): the language the
 * browser ranks highest (q-value, then order) among those the app writes; `*`, q=0 and languages the
 * app lacks are skipped, and with none left, English. Chinese tags read Simplified Chinese, as above.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  let best: { locale: Locale; q: number } | null = null;
  for (const part of (header ?? "").split(",")) {
    const [tag = "", ...params] = part.trim().split(";");
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    const locale: Locale | null = language === "zh" ? "zh-CN" : language === "en" ? "en" : null;
    if (locale === null) continue;
    const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (best === null || q > best.q) best = { locale, q };
  }
  return best?.locale ?? "en";
}
