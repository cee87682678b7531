/**
 * A partner failure in plain words for the person who caused it (never a bare code, never a secret).
 * `plainPartnerFailure` gives a lower-case fragment for one line of a per-item outcome list;
 * `partnerFailureText` gives a whole sentence for a modal's error, with the operation's own wording
 * (`explain`) for the codes it knows best.
 */
import {
  PartnerError,
  PartnerHttpError,
  PartnerResponseError,
  PartnerTransportError,
  PartnerValidationError,
} from "../partner/index.js";

export function plainPartnerFailure(err: unknown): string {
  if (err instanceof PartnerError) return err.entry.userMessage;
  if (err instanceof PartnerTransportError) {
    return err.kind === "timeout"
      ? "the class service did not answer in time; try again"
      : "the class service could not be reached; try again";
  }
  if (err instanceof PartnerHttpError) return "the class service had a problem; try again later";
  if (err instanceof PartnerValidationError) return "the request was not valid for the class service";
  return "the class service gave an answer we could not read";
}

export type ExplainErrno = (errno: number) => string | undefined;

/** A whole sentence for a failed partner call; anything that is not a partner failure is a bug and is rethrown. */
export function partnerFailureText(err: unknown, explain: ExplainErrno = () => undefined): string {
  if (err instanceof PartnerError) return explain(err.errno) ?? err.entry.userMessage;
  if (err instanceof PartnerTransportError) {
    return "The class service could not be reached. Please try again in a minute.";
  }
  if (err instanceof PartnerHttpError || err instanceof PartnerResponseError) {
    return "The class service answered with an error. Please try again later; if it persists, an admin should test the school connection.";
  }
  if (err instanceof PartnerValidationError) {
    return `The class service's rules refuse this: ${err.issues.map((i) => i.message).join("; ")}.`;
  }
  throw err;
}

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
