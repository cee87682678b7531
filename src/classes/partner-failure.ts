/**
 * A partner failure as facts: use cases keep them (`partnerFailureOf`: the operation and errno of a
 * refusal, or how the call failed) in their results, and slack/lib/words/failure-text.ts words them in
 * the reader's language (an errno by slack/lib/words/failure-text.ts).
 */
import {
  type OperationName,
  PartnerError,
  PartnerHttpError,
  PartnerResponseError,
  PartnerTransportError,
  PartnerValidationError,
  type ValidationIssue,
} from "../partner/index.js";

export type { OperationName, ValidationIssue } from "../partner/index.js";

/** What the partner answered, or how the call failed. */
export type PartnerFailure =
  | {
      /** The service answered with an errno. */
      readonly reason: "refused";
      readonly operation: OperationName;
      readonly errno: number;
      /**
       * Set for one entry of a batch (`refusal`): false when the service sent no result for it (the
       * SDK's `answered`); undefined for a whole call's refusal.
       */
      readonly answered?: boolean;
      /**
       * The course's name, where the use case knows it: a refusal about the course itself (147, 149,
       * 153, 369) names it to the teacher.
       */
      readonly course?: string;
    }
  | { readonly reason: "invalid"; readonly issues: readonly ValidationIssue[] }
  | { readonly reason: "timeout" | "unreachable" | "http" | "unreadable" }
  /** Not a partner failure at all, where a report line says so rather than rethrowing. */
  | { readonly reason: "unexpected" };

/** Why a class or an entry was not changed: a partner failure, or one of our own refusals. */
export type NotDone =
  | PartnerFailure
  | { readonly reason: "over" | "in-session" | "deleted" | "not-connected" | "no-answer" | "not-enrolled" }
  /**
   * The service may have made the change but its answer was lost (outcomeUnknown), and asking again
   * until the last attempt did not tell: not a failure, not a success.
   */
  | { readonly reason: "unconfirmed" };

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

/** The failure naming the course it concerns, for the words of a refusal about the course itself. */
export function inCourse<F extends NotDone>(failure: F, course: string | null | undefined): F {
  return failure.reason === "refused" && course ? { ...failure, course } : failure;
}

/** A partner answer for one entry of a batch: the refusal's facts. */
export function refusal(
  operation: OperationName,
  entry: { readonly errno: number; readonly answered?: boolean },
): PartnerFailure {
  return { reason: "refused", operation, errno: entry.errno, answered: entry.answered };
}

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
