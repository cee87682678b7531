/**
 * The class service's answer (an errno) in the reader's words: the operation's own wording where the
 * general sentence would mislead, else the catalogue's sentence, else (a code the service never
 * documented) a sentence saying it refused without a reason. The words are the catalogues' only
 * (`partnerErrors`); test/i18n/partner-errors.test.ts holds their codes to the partner SDK's table.
 */
import type { OperationName } from "../../../classes/partner-failure.js";
import { type MessageKey, stringsOf, type T } from "../../../i18n/index.js";

/** Which codes and operation wordings the catalogues have (the same keys in every language). */
const KEYS = stringsOf("en").partnerErrors as {
  readonly errno: Readonly<Record<string, string>>;
  readonly operation: Readonly<Record<string, Readonly<Record<string, string>>>>;
};

/** The catalogue's sentence for `errno` in the reader's language. */
export function errnoSentence(t: T, errno: number): string {
  const code = String(errno);
  return code in KEYS.errno
    ? t(`partnerErrors.errno.${code}` as MessageKey)
    : t("partnerErrors.undocumented");
}

/** What one operation's errno means for the person who caused it. */
export function errnoWords(t: T, operation: OperationName, errno: number): string {
  const code = String(errno);
  if (KEYS.operation[operation]?.[code] !== undefined) {
    return t(`partnerErrors.operation.${operation}.${code}` as MessageKey);
  }
  return errnoSentence(t, errno);
}
