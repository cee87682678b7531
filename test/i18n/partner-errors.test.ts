/**
 * The class service's answers in the reader's language. The partner SDK keeps the facts of each errno
 * (src/partner/error-table.ts: meaning for logs, category, operations); the words a person reads are
 * the catalogues' only (`partnerErrors`), and this test holds the two equal: every errno the SDK knows
 * has words in both catalogues, and no catalogue has words for an errno or an operation it does not
 * know. A Chinese teacher never reads English.
 */
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale, stringsOf, translator } from "../../src/i18n/index.js";
import { serviceName } from "../../src/i18n/service-name.js";
import {
  describeErrno,
  errorCatalogue,
  type OperationName,
  operationNames,
} from "../../src/partner/index.js";
import { errnoSentence, errnoWords, failureText } from "../../src/slack/lib/words/failure-text.js";

const CODES = errorCatalogue.map((e) => e.code);
const en = translator("en");
const zh = translator("zh-CN");

interface PartnerWords {
  readonly errno: Readonly<Record<string, string>>;
  readonly operation: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly undocumented: string;
  readonly noResult: string;
}
/** A catalogue string as the reader gets it: `{{service}}` is the service's name (docs/i18n.md). */
const named = (text: string) => text.replaceAll("{{service}}", serviceName());

function wordsAsRead(tree: unknown): unknown {
  if (typeof tree === "string") return named(tree);
  return Object.fromEntries(Object.entries(tree as object).map(([k, v]) => [k, wordsAsRead(v)]));
}
const words = (locale: Locale) => wordsAsRead(stringsOf(locale).partnerErrors) as PartnerWords;

describe("the class service's answers in words", () => {
  it.each(LOCALES)("%s has a sentence for exactly the errnos the partner SDK knows", (locale) => {
    const { errno } = words(locale);
    expect(Object.keys(errno).map(Number)).toEqual(CODES);
    for (const [code, sentence] of Object.entries(errno)) {
      // A sentence a person reads as is: no bare code in it.
      expect(sentence, `${locale} ${code}`).not.toMatch(/\d{3}/);
      expect(sentence.trim().length, `${locale} ${code}`).toBeGreaterThan(0);
    }
  });

  it.each(LOCALES)(
    "%s words an operation's errno only where the SDK documents that errno for it",
    (locale) => {
      const { operation } = words(locale);
      for (const [name, codes] of Object.entries(operation)) {
        expect(operationNames, name).toContain(name);
        for (const code of Object.keys(codes)) {
          const documented = describeErrno(Number(code));
          expect(documented.documented, `${name} ${code}`).toBe(true);
          if (documented.operations !== "all")
            expect(documented.operations, `${name} ${code}`).toContain(name);
        }
      }
      // Both catalogues word the same operations' codes.
      expect(Object.keys(operation).sort()).toEqual(Object.keys(words("en").operation).sort());
      for (const name of Object.keys(operation)) {
        expect(Object.keys(operation[name] ?? {})).toEqual(Object.keys(words("en").operation[name] ?? {}));
      }
    },
  );

  it("English sentences read as sentences", () => {
    for (const [code, sentence] of Object.entries(words("en").errno)) {
      expect(sentence, code).toMatch(/^[A-Z].*\.$/);
    }
    for (const code of [280, 281, 824]) expect(errnoSentence(en, code)).toMatch(/class was created/);
  });

  it("takes the operation's own wording where there is one, else the errno's sentence", () => {
    const { errno, operation, undocumented } = words("en");
    for (const name of operationNames) {
      for (const code of [...CODES, 0, 999]) {
        const own = operation[name]?.[String(code)];
        expect(errnoWords(en, name, code), `${name} ${code}`).toBe(
          own ?? errno[String(code)] ?? undocumented,
        );
      }
    }
    expect(errnoWords(en, "modifyClassSeatNum", 348)).toBe(
      "seats can't change in the 20 minutes before class",
    );
    expect(errnoWords(en, "addClassLabels", 348)).toBe(
      "Seats cannot be changed in the 20 minutes before class.",
    );
  });

  it("a batch entry the service sent no result for is a fact from the SDK, worded by the catalogue", () => {
    const operation: OperationName = "delClassStudentMultiple";
    const missing = { reason: "refused", operation, errno: 0, answered: false } as const;
    expect(failureText(missing, "line", undefined, en)).toBe(words("en").noResult);
    expect(failureText(missing, "line", undefined, zh)).toBe("ClassIn 没有返回这一项的结果");
    const answered = { ...missing, errno: 167, answered: true };
    expect(failureText(answered, "line", undefined, en)).toBe("was not in this class");
  });

  it("read in Chinese for every documented code and operation wording", () => {
    const english = /[A-Za-z]{3,}(?:\s+[A-Za-z]{2,})+/;
    for (const operation of operationNames) {
      for (const code of [...CODES, 0, 999]) {
        const text = errnoWords(zh, operation, code);
        expect(text, `${operation} ${code}: ${text}`).not.toMatch(english);
        expect(text).not.toBe(errnoWords(en, operation, code));
      }
    }
    expect(errnoSentence(zh, 140)).toBe("课程正在进行中，现在不能修改。");
    expect(errnoSentence(zh, 4242)).toBe("ClassIn 拒绝了请求，但没有说明原因。");
  });
});
