/** A browser's Accept-Language header picks the OAuth pages' language: the highest-ranked one the app writes. */
import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage } from "../../src/i18n/index.js";

describe("localeFromAcceptLanguage", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["zh-CN", "zh-CN"],
    ["zh-TW,zh;q=0.9", "zh-CN"],
    ["zh-CN,zh;q=0.9,en;q=0.8", "zh-CN"],
    ["en-US,en;q=0.9,zh-CN;q=0.8", "en"],
    ["fr-FR,fr;q=0.9,zh-CN;q=0.5", "zh-CN"],
    ["en;q=0.4, zh;q=0.6", "zh-CN"],
    ["zh;q=0, en;q=0.1", "en"],
    ["*", "en"],
    ["de-DE", "en"],
    ["zh;q=abc", "en"],
    ["en, zh", "en"],
  ] as const)("%s → %s", (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
