/**
 * A partner failure (`PartnerFailure`, the facts a use case returns) in plain words for the person
 * who caused it, never a bare code or a secret: an errno in the partner table's words (`outcomeText`,
 * with the operation's own words) or the use case's `explain` for the codes it knows best; a failure
 * without an errno worded for where it is shown — one line of a per-item report, a modal's sentence,
 * or the schedule form (whose advice is to press Schedule again).
 */

import { outcomeText, type PartnerFailure, type ValidationIssue } from "../../classes/partner-failure.js";
import type { T } from "../../i18n/index.js";
import { errnoWords } from "./errno-words.js";

export type ExplainErrno = (errno: number) => string | undefined;

export type FailureWording = "line" | "sentence" | "schedule";

interface NoErrnoWords {
  readonly timeout: string;
  readonly unreachable: string;
  readonly http: string;
  readonly unreadable: string;
  readonly invalid: (issues: readonly ValidationIssue[]) => string;
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
      invalid: (issues) => t("reports.sentence.invalid", { issues: issues.map((i) => i.message).join("; ") }),
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

const unreachable = "The class service could not be reached. Please try again in a minute.";
const answeredWithError =
  "The class service answered with an error. Please try again later; if it persists, an admin should test the school connection.";
const scheduleAgain =
  "The class service did not answer properly. Nothing was lost: press Schedule again to retry (classes already made are not made twice).";

/** Also what a report line says of anything that is not a partner failure. */
const couldNotRead = "the class service gave an answer we could not read";

const WORDS: Readonly<Record<FailureWording, NoErrnoWords>> = {
  line: {
    timeout: "the class service did not answer in time; try again",
    unreachable: "the class service could not be reached; try again",
    http: "the class service had a problem; try again later",
    unreadable: couldNotRead,
    invalid: () => "the request was not valid for the class service",
  },
  sentence: {
    timeout: unreachable,
    unreachable,
    http: answeredWithError,
    unreadable: answeredWithError,
    invalid: (issues) => `The class service's rules refuse this: ${issues.map((i) => i.message).join("; ")}.`,
  },
  schedule: {
    timeout: scheduleAgain,
    unreachable: scheduleAgain,
    http: scheduleAgain,
    unreadable: scheduleAgain,
    invalid: () => "The class service would refuse these values; check the form.",
  },
};

/** A partner failure in words for where it is shown. */
export function failureText(
  failure: PartnerFailure,
  wording: FailureWording,
  explain: ExplainErrno = () => undefined,
  /** The reader's words (default English), the class service's answers (errnos) too. */
  t?: T,
): string {
  if (failure.reason === "refused") {
    const own = explain(failure.errno);
    if (own !== undefined) return own;
    return t
      ? errnoWords(t, failure.operation, failure.errno, failure.userMessage)
      : outcomeText(failure.operation, failure.errno, failure.userMessage);
  }
  const words = t ? translatedWords(t)[wording] : WORDS[wording];
  if (failure.reason === "invalid") return words.invalid(failure.issues);
  if (failure.reason === "unexpected") return t ? t("reports.line.unreadable") : couldNotRead;
  return words[failure.reason];
}
