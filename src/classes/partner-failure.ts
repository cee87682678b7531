/**
 * A partner failure in plain words for the person who caused it (never a bare code, never a secret).
 * One function: an errno is worded by the partner table (`outcomeText`, with the operation's own
 * words), or by the use case's `explain` for the codes it knows best; a failure without an errno is
 * worded for where it is shown — one line of a per-item report, a modal's sentence, or the schedule
 * form (whose advice is to press Schedule again).
 */
import {
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

interface NoErrnoWords {
  readonly timeout: string;
  readonly unreachable: string;
  readonly http: string;
  readonly response: string;
  readonly validation: (issues: readonly ValidationIssue[]) => string;
  /** Anything that is not a partner failure: null rethrows it (a bug, not the service). */
  readonly other: string | null;
}

const unreachable = "The class service could not be reached. Please try again in a minute.";
const answeredWithError =
  "The class service answered with an error. Please try again later; if it persists, an admin should test the school connection.";
const scheduleAgain =
  "The class service did not answer properly. Nothing was lost: press Schedule again to retry (classes already made are not made twice).";

const WORDS: Readonly<Record<FailureWording, NoErrnoWords>> = {
  line: {
    timeout: "the class service did not answer in time; try again",
    unreachable: "the class service could not be reached; try again",
    http: "the class service had a problem; try again later",
    response: "the class service gave an answer we could not read",
    validation: () => "the request was not valid for the class service",
    other: "the class service gave an answer we could not read",
  },
  sentence: {
    timeout: unreachable,
    unreachable,
    http: answeredWithError,
    response: answeredWithError,
    validation: (issues) =>
      `The class service's rules refuse this: ${issues.map((i) => i.message).join("; ")}.`,
    other: null,
  },
  schedule: {
    timeout: scheduleAgain,
    unreachable: scheduleAgain,
    http: scheduleAgain,
    response: scheduleAgain,
    validation: () => "The class service would refuse these values; check the form.",
    other: null,
  },
};

export function partnerFailureText(
  err: unknown,
  wording: FailureWording,
  explain: ExplainErrno = () => undefined,
): string {
  if (err instanceof PartnerError) return explain(err.errno) ?? outcomeText(err.operation, err.errno);
  const words = WORDS[wording];
  if (err instanceof PartnerTransportError) return err.kind === "timeout" ? words.timeout : words.unreachable;
  if (err instanceof PartnerHttpError) return words.http;
  if (err instanceof PartnerResponseError) return words.response;
  if (err instanceof PartnerValidationError) return words.validation(err.issues);
  if (words.other === null) throw err;
  return words.other;
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
