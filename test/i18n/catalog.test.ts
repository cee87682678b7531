/**
 * The strings (docs/i18n.md): every key of English exists in every language with the same `{{…}}`
 * placeholders and the plural forms CLDR gives that language; values are inserted as given, never
 * expanded; Slack's locale tags map to the app's languages.
 */
import { describe, expect, it } from "vitest";
import type { Strings } from "../../src/i18n/catalog.js";
import { LOCALES, localeFromSlack, stringsOf, translator } from "../../src/i18n/index.js";
import { markersAgainstWideText } from "../support/cjk-markup.js";

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/** Every leaf, by its dotted path. */
function leaves(tree: Strings, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === "string") out.set(`${prefix}${k}`, v);
    else for (const [p, s] of leaves(v, `${prefix}${k}.`)) out.set(p, s);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Keys by base, plural keys grouped: base → forms present. */
function bases(all: Map<string, string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const key of all.keys()) {
    const m = PLURAL.exec(key);
    const base = m ? (m[1] as string) : key;
    const forms = out.get(base) ?? new Set<string>();
    if (m) forms.add(m[2] as string);
    out.set(base, forms);
  }
  return out;
}

const english = leaves(stringsOf("en"));

describe("the strings of every language", () => {
  it.each(LOCALES)("%s has every key of English and no other", (locale) => {
    expect([...bases(leaves(stringsOf(locale))).keys()].sort()).toEqual([...bases(english).keys()].sort());
  });

  it.each(LOCALES)("%s has exactly the plural forms CLDR gives it, for each plural key", (locale) => {
    const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.slice().sort();
    const mine = bases(leaves(stringsOf(locale)));
    for (const [base, forms] of bases(english)) {
      if (forms.size === 0) continue;
      expect({ base, forms: [...(mine.get(base) ?? [])].sort() }).toEqual({ base, forms: needed });
    }
  });

  it.each(LOCALES)("%s writes each key with the same placeholders as English", (locale) => {
    const mine = leaves(stringsOf(locale));
    const englishOf = (key: string) => {
      const m = PLURAL.exec(key);
      return english.get(key) ?? english.get(`${m?.[1]}_other`) ?? "";
    };
    for (const [key, text] of mine) {
      expect({ key, placeholders: placeholders(text) }).toEqual({
        key,
        placeholders: placeholders(englishOf(key)),
      });
    }
  });

  it.each(LOCALES)("%s has no empty string and no untranslated English sentence", (locale) => {
    for (const [key, text] of leaves(stringsOf(locale))) {
      expect({ key, blank: text.trim() === "" }).toEqual({ key, blank: false });
    }
  });
});

describe("translator", () => {
  it("picks CLDR plural forms: English one/other, Chinese other only", () => {
    expect(translator("en")("common.minutes", { count: 1 })).toBe("1 minute");
    expect(translator("en")("common.minutes", { count: 5 })).toBe("5 minutes");
    expect(translator("zh-CN")("common.minutes", { count: 1 })).toBe("1 分钟");
  });

  it("inserts values as given: markup-like text and i18next syntax in a value are never expanded", () => {
    // A value is the caller's (already escaped) mrkdwn, never HTML-escaped again nor read as syntax.
    const school = "{{school}} $t(home.language.english) &lt;A&amp;B&gt; <@U1>";
    expect(translator("en")("home.headerSchool", { school })).toBe(`Classroom · ${school}`);
    expect(translator("zh-CN")("home.headerSchool", { school })).toBe(`Classroom · ${school}`);
  });

  it("fails on a placeholder without its value, rather than show `{{count}}` to a reader", () => {
    const raw = translator("en") as unknown as (k: string, v?: Record<string, unknown>) => string;
    expect(() => raw("home.headerSchool")).toThrow(/school/);
    expect(() => raw("common.minutes")).toThrow(/common.minutes/);
    expect(() => raw("common.minutes", { count: "2" })).toThrow(/common.minutes/);
  });
});

describe("bold and code in Chinese text", () => {
  it("stand apart from Chinese characters and full-width punctuation, so Slack renders them", () => {
    const stuck = [...leaves(stringsOf("zh-CN"))].flatMap(([key, text]) =>
      markersAgainstWideText(text).map((piece) => `${key}: ${piece}`),
    );
    expect(stuck).toEqual([]);
    // The check sees what Slack would print as asterisks.
    expect(markersAgainstWideText("你是本校的*老师*。")).toEqual(["校的*老师*。"]);
    expect(markersAgainstWideText("你是本校的 *老师* 。")).toEqual([]);
  });
});

describe("localeFromSlack", () => {
  it.each([
    ["en-US", "en"],
    ["en-GB", "en"],
    ["es-LA", "en"],
    ["fr-FR", "en"],
    ["ja-JP", "en"],
    ["zh-CN", "zh-CN"],
    ["zh-TW", "zh-CN"],
    ["zh_HK", "zh-CN"],
    ["ZH-cn", "zh-CN"],
    ["", "en"],
    [null, "en"],
    [undefined, "en"],
    ["klingon", "en"],
  ])("%s reads %s", (tag, locale) => {
    expect(localeFromSlack(tag)).toBe(locale);
  });
});
