/**
 * A partner failure (`PartnerFailure`, the facts a use case returns) in plain words for the person
 * who caused it, never a bare code or a secret: an errno in the partner table's words (`errnoWords`,
 * with the operation's own words) or the use case's `explain` for the codes it knows best; a failure
 * without an errno worded for where it is shown — one line of a per-item report, a modal's sentence,
 * or the schedule form (whose advice is to press Schedule again).
 *
 * An errno's words: the operation's own wording where the general sentence would mislead, else the
 * catalogue's sentence, else (a code the service never documented) a sentence saying it refused
 * without a reason. The words are the catalogues' only (`partnerErrors`);
 * test/i18n/partner-errors.test.ts holds their codes to the partner SDK's table.
 */

import { courseRefusalOf } from "../../../classes/admin/course-problems.js";
import type { OperationName, PartnerFailure, ValidationIssue } from "../../../classes/partner-failure.js";
import { en } from "../../../i18n/en.js";
import { type MessageKey, stringsOf, type T } from "../../../i18n/index.js";
import { userText } from "../blocks/text.js";

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

/**
 * A refusal about the course itself (147, 149, 153, 369) as the teacher who met it reads it: the
 * course by name when known, why, and that the admins were told (`noteCourseAnswer` DMs them the
 * first time any call meets it). Nothing on a form can fix it, so no "fix what is marked".
 * Undefined for any other errno.
 */
export function courseRefusalText(t: T, errno: number, course?: string | null): string | undefined {
  const refusal = courseRefusalOf(errno);
  if (refusal === undefined) return undefined;
  const reason = t(`adminDirectory.courses.refusal.${refusal}`);
  // The course's name is the admin's typing, escaped: these words go into mrkdwn (banners, reports).
  return course
    ? t("partnerErrors.course.named", { course: userText(course, 100), reason })
    : t("partnerErrors.course.unnamed", { reason });
}

/** What one operation's errno means for the person who caused it. */
export function errnoWords(t: T, operation: OperationName, errno: number): string {
  const code = String(errno);
  if (KEYS.operation[operation]?.[code] !== undefined) {
    return t(`partnerErrors.operation.${operation}.${code}` as MessageKey);
  }
  return errnoSentence(t, errno);
}

export type ExplainErrno = (errno: number) => string | undefined;

export type FailureWording = "line" | "sentence" | "schedule";

interface NoErrnoWords {
  readonly timeout: string;
  readonly unreachable: string;
  readonly http: string;
  readonly unreadable: string;
  readonly invalid: (issues: readonly ValidationIssue[]) => string;
}

/** The fields of the class service's requests that have a name in the reader's words. */
type NamedField = keyof typeof en.reports.invalidFields;

/**
 * A refusal by the partner SDK's validation in the reader's words: an issue's `message` is the SDK's
 * English, so only its path is used, by its last name (`classJson.2.className` is the class name);
 * a field without a word of ours is named as the service names it.
 */
function invalidSentence(issues: readonly ValidationIssue[], t: T): string {
  const names = new Set(
    issues.map(
      (i) =>
        i.path
          .split(".")
          .filter((part) => part !== "" && !/^\d+$/.test(part))
          .at(-1) ?? "",
    ),
  );
  names.delete("");
  if (names.size === 0) return t("reports.sentence.invalidRequest");
  const fields = [...names].map((name) =>
    Object.hasOwn(en.reports.invalidFields, name)
      ? t(`reports.invalidFields.${name as NamedField}`)
      : `\`${name}\``,
  );
  return t("reports.sentence.invalid", { fields: fields.join(t("reports.invalidFieldsJoin")) });
}

/** The words a report line and a modal's sentence use, in the reader's language. */
function translatedWords(t: T): Readonly<Record<FailureWording, NoErrnoWords>> {
  const again = t("reports.schedule.again");
  const unreachableSentence = t("reports.sentence.unreachable");
  const answered = t("reports.sentence.answeredWithError");
  return {
    line: {
      timeout: t("reports.line.timeout"),
      unreachable: t("reports.line.unreachable"),
      http: t("reports.line.http"),
      unreadable: t("reports.line.unreadable"),
      invalid: () => t("reports.line.invalid"),
    },
    sentence: {
      timeout: unreachableSentence,
      unreachable: unreachableSentence,
      http: answered,
      unreadable: answered,
      invalid: (issues) => invalidSentence(issues, t),
    },
    schedule: {
      timeout: again,
      unreachable: again,
      http: again,
      unreadable: again,
      invalid: () => t("reports.schedule.invalid"),
    },
  };
}

/** A partner failure in words for where it is shown. */
export function failureText(
  failure: PartnerFailure,
  wording: FailureWording,
  explain: ExplainErrno = () => undefined,
  /** The reader's words, the class service's answers (errnos) too. */
  t: T,
): string {
  if (failure.reason === "refused") {
    const course = courseRefusalText(t, failure.errno, failure.course);
    if (course !== undefined) return course;
    const own = explain(failure.errno);
    if (own !== undefined) return own;
    if (failure.answered === false) return t("partnerErrors.noResult");
    return errnoWords(t, failure.operation, failure.errno);
  }
  const words = translatedWords(t)[wording];
  if (failure.reason === "invalid") return words.invalid(failure.issues);
  if (failure.reason === "unexpected") return t("reports.line.unreadable");
  return words[failure.reason];
}
