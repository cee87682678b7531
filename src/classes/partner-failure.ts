/**
 * A partner failure as facts, and those facts in plain words for the person who caused it (never a
 * bare code, never a secret). Use cases keep the fact (`partnerFailureOf`: the operation and errno of
 * a refusal, or how the call failed) in their results; views word it with `failureText`: an errno in
 * the partner table's words (`outcomeText`, with the operation's own words) or the use case's
 * `explain` for the codes it knows best; a failure without an errno worded for where it is shown —
 * one line of a per-item report, a modal's sentence, or the schedule form (whose advice is to press
 * Schedule again).
 */
import {
  type OperationName,
  outcomeText,
  PartnerError,
  PartnerHttpError,
  PartnerResponseError,
  PartnerTransportError,
  PartnerValidationError,
  type ValidationIssue,
} from "../partner/index.js";

export type ExplainErrno = (errno: number) => string | undefined;

export type FailureWording = "line" | "sentence" | "schedule";

/** What the partner answered, or how the call failed. */
export type PartnerFailure =
  | {
      /** The service answered with an errno (a batch entry's own `userMessage` when it has one). */
      readonly reason: "refused";
      readonly operation: OperationName;
      readonly errno: number;
      readonly userMessage?: string;
    }
  | { readonly reason: "invalid"; readonly issues: readonly ValidationIssue[] }
  | { readonly reason: "timeout" | "unreachable" | "http" | "unreadable" }
  /** Not a partner failure at all, where a report line says so rather than rethrowing. */
  | { readonly reason: "unexpected" };

/** Why a class or an entry was not changed: a partner failure, or one of our own refusals. */
export type NotDone =
  | PartnerFailure
  | { readonly reason: "over" | "in-session" | "deleted" | "not-connected" | "no-answer" | "not-enrolled" };

/** The facts of a thrown partner failure; null for anything else (a bug, not the service). */
export function partnerFailureOf(err: unknown): PartnerFailure | null {
  if (err instanceof PartnerError) return { reason: "refused", operation: err.operation, errno: err.errno };
  if (err instanceof PartnerTransportError)
    return { reason: err.kind === "timeout" ? "timeout" : "unreachable" };
  if (err instanceof PartnerHttpError) return { reason: "http" };
  if (err instanceof PartnerResponseError) return { reason: "unreadable" };
  if (err instanceof PartnerValidationError) return { reason: "invalid", issues: err.issues };
  return null;
}

/** A partner answer for one entry of a batch: the refusal's facts. */
export function refusal(
  operation: OperationName,
  entry: { readonly errno: number; readonly userMessage?: string },
): PartnerFailure {
  return { reason: "refused", operation, errno: entry.errno, userMessage: entry.userMessage };
}

interface NoErrnoWords {
  readonly timeout: string;
  readonly unreachable: string;
  readonly http: string;
  readonly unreadable: string;
  readonly invalid: (issues: readonly ValidationIssue[]) => string;
  /** Anything that is not a partner failure: null where it is rethrown rather than worded. */
  readonly unexpected: string | null;
}

const unreachable = "The class service could not be reached. Please try again in a minute.";
const answeredWithError =
  "The class service answered with an error. Please try again later; if it persists, an admin should test the school connection.";
const scheduleAgain =
  "The class service did not answer properly. Nothing was lost: press Schedule again to retry (classes already made are not made twice).";

const couldNotRead = "the class service gave an answer we could not read";

const WORDS: Readonly<Record<FailureWording, NoErrnoWords>> = {
  line: {
    timeout: "the class service did not answer in time; try again",
    unreachable: "the class service could not be reached; try again",
    http: "the class service had a problem; try again later",
    unreadable: couldNotRead,
    invalid: () => "the request was not valid for the class service",
    unexpected: couldNotRead,
  },
  sentence: {
    timeout: unreachable,
    unreachable,
    http: answeredWithError,
    unreadable: answeredWithError,
    invalid: (issues) => `The class service's rules refuse this: ${issues.map((i) => i.message).join("; ")}.`,
    unexpected: null,
  },
  schedule: {
    timeout: scheduleAgain,
    unreachable: scheduleAgain,
    http: scheduleAgain,
    unreadable: scheduleAgain,
    invalid: () => "The class service would refuse these values; check the form.",
    unexpected: null,
  },
};

/** A partner failure in words for where it is shown. */
export function failureText(
  failure: PartnerFailure,
  wording: FailureWording,
  explain: ExplainErrno = () => undefined,
): string {
  if (failure.reason === "refused")
    return explain(failure.errno) ?? outcomeText(failure.operation, failure.errno, failure.userMessage);
  if (failure.reason === "invalid") return WORDS[wording].invalid(failure.issues);
  return WORDS[wording][failure.reason] ?? couldNotRead;
}

/** A thrown failure in words; what is not a partner failure is rethrown unless the wording has words for it. */
export function partnerFailureText(
  err: unknown,
  wording: FailureWording,
  explain: ExplainErrno = () => undefined,
): string {
  const failure = partnerFailureOf(err);
  if (failure) return failureText(failure, wording, explain);
  if (WORDS[wording].unexpected === null) throw err;
  return failureText({ reason: "unexpected" }, wording, explain);
}

/** The one wording of "no connection yet", wherever a use case meets it. */
export const NOT_CONNECTED_TEXT =
  "This school is not connected to the class service yet. An admin can connect it with /class admin.";

/** Runs `work` over `items` with at most `limit` at a time, results in input order. */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const runner = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  return out;
}
