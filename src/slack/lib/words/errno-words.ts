/**
 * The class service's answer (an errno) in the reader's words: the operation's own wording where the
 * general sentence would mislead, else the catalogue's sentence, else (a code the service never
 * documented) a sentence saying it refused without a reason. English reads exactly as the partner
 * SDK's `outcomeText` (test/i18n/partner-errors.test.ts); the SDK stays free of the app's languages.
 */
import type { OperationName } from "../../../classes/partner-failure.js";
import { type MessageKey, stringsOf, type T } from "../../../i18n/index.js";

const ENGLISH = stringsOf("en").partnerErrors as {
  readonly errno: Readonly<Record<string, string>>;
  readonly operation: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly undocumented: string;
};
const { errno: SENTENCES, operation: OPERATION_WORDS } = ENGLISH;

/** The catalogue's sentence for `errno` in the reader's language. */
export function errnoSentence(t: T, errno: number): string {
  const code = String(errno);
  return code in SENTENCES ? t(`partnerErrors.errno.${code}` as MessageKey) : t("partnerErrors.undocumented");
}

/**
 * What one operation's errno means for the person who caused it. `ownWords`: a batch entry's own
 * sentence (the SDK's English): the catalogue's, or, for an entry the service sent no result for, that.
 */
export function errnoWords(t: T, operation: OperationName, errno: number, ownWords?: string): string {
  const code = String(errno);
  if (OPERATION_WORDS[operation]?.[code] !== undefined) {
    return t(`partnerErrors.operation.${operation}.${code}` as MessageKey);
  }
  return ownWords === undefined ? errnoSentence(t, errno) : entryWords(t, errno, ownWords);
}

/**
 * A batch entry's own sentence (the SDK's English) in the reader's words: the catalogue's sentence, or
 * that the service sent no result for the entry.
 */
export function entryWords(t: T, errno: number, ownWords: string): string {
  const catalogue = SENTENCES[String(errno)] ?? ENGLISH.undocumented;
  return ownWords === catalogue ? errnoSentence(t, errno) : t("partnerErrors.noResult");
}
