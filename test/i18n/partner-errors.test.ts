/**
 * The class service's answers in the reader's language: English reads exactly as the partner SDK words
 * them (so the app's catalogue cannot drift from the SDK's), and Chinese has a sentence for every
 * documented code and every operation's own wording — a Chinese teacher never reads the SDK's English.
 */
import { describe, expect, it } from "vitest";
import { translator } from "../../src/i18n/index.js";
import { errorCatalogue, operationNames, outcomeText } from "../../src/partner/index.js";
import { errnoSentence, errnoWords } from "../../src/slack/lib/words/errno-words.js";

const CODES = [...errorCatalogue.map((e) => e.code), 0, 999];
const NO_RESULT = "The service sent no result for this entry";
const en = translator("en");
const zh = translator("zh-CN");

describe("the class service's answers in words", () => {
  it("read in English exactly as the partner SDK words them, for every operation and code", () => {
    for (const operation of operationNames) {
      for (const code of CODES) {
        expect(errnoWords(en, operation, code), `${operation} ${code}`).toBe(outcomeText(operation, code));
        const own = errorCatalogue.find((e) => e.code === code)?.userMessage;
        if (own) expect(errnoWords(en, operation, code, own)).toBe(outcomeText(operation, code, own));
      }
      expect(errnoWords(en, operation, 0, NO_RESULT)).toBe(outcomeText(operation, 0, NO_RESULT));
    }
  });

  it("read in Chinese for every documented code, operation wording and an entry without a result", () => {
    const english = /[A-Za-z]{3,}(?:\s+[A-Za-z]{2,})+/;
    for (const operation of operationNames) {
      for (const code of CODES) {
        const words = errnoWords(zh, operation, code);
        expect(words, `${operation} ${code}: ${words}`).not.toMatch(english);
        expect(words).not.toBe(errnoWords(en, operation, code));
      }
      expect(errnoWords(zh, operation, 0, NO_RESULT)).toBe("课程服务没有返回这一项的结果");
    }
    expect(errnoSentence(zh, 140)).toBe("课程正在进行中，现在不能修改。");
    expect(errnoSentence(zh, 4242)).toBe("课程服务拒绝了请求，但没有说明原因。");
  });
});
