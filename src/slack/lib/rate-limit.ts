/**
 * Slack's 429s, handled for interactive work. The WebClient alone would sleep the whole Retry-After
 * (and pause every other call of the client meanwhile), so a 30-second limit on one person's modal
 * would freeze everyone's requests. Instead: a short Retry-After is waited out here and the call sent
 * again; a long one reaches the WebClient, which (with `rejectRateLimitedCalls`) fails at once, and
 * the error guard tells the person to try again shortly.
 */
import type { webApi } from "@slack/bolt";

type FetchFunction = webApi.FetchFunction;

export interface PatientFetchOptions {
  /** Longest Retry-After waited out here, in seconds. */
  readonly maxWaitSeconds?: number;
  /** How many 429s in a row are waited out for one call. */
  readonly maxRetries?: number;
  readonly fetch?: FetchFunction;
  readonly sleep?: (ms: number) => Promise<void>;
}

function retryAfterSeconds(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function patientFetch(options: PatientFetchOptions = {}): FetchFunction {
  const maxWait = options.maxWaitSeconds ?? 2;
  const maxRetries = options.maxRetries ?? 2;
  const send: FetchFunction = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const sleep = options.sleep ?? defaultSleep;
  return async (url, init) => {
    for (let attempt = 0; ; attempt += 1) {
      const response = await send(url, init);
      if (response.status !== 429 || attempt >= maxRetries) return response;
      const wait = retryAfterSeconds(response.headers.get("retry-after"));
      if (wait === undefined || wait > maxWait) return response;
      // Read the refused answer to the end so its connection goes back to the pool.
      await response.arrayBuffer().catch(() => undefined);
      // At least a little: "Retry-After: 0" from a busy Slack should not become a tight loop.
      await sleep(Math.max(wait * 1000, 100));
    }
  };
}

/** The seconds Slack asked us to wait, when `err` is the WebClient's rate-limit error. */
export function rateLimitedFor(err: unknown): number | undefined {
  if (typeof err !== "object" || err === null) return undefined;
  const { code, retryAfter } = err as { code?: unknown; retryAfter?: unknown };
  return code === "slack_webapi_rate_limited_error" && typeof retryAfter === "number"
    ? retryAfter
    : undefined;
}
