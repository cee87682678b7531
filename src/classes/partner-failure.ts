/** A partner failure in plain words for the person who caused it (never a bare code, never a secret). */
import {
  PartnerError,
  PartnerHttpError,
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
