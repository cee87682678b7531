import { patientFetch } from "./rate-limit.js";

/**
 * Every WebClient of the app: fail fast rather than wait out the WebClient's 30-minute default
 * retries, a hung connection, or a long Retry-After (see rate-limit.ts).
 */
export function webClientOptions(apiUrl: string | undefined) {
  return {
    ...(apiUrl ? { slackApiUrl: apiUrl } : {}),
    retryConfig: { retries: 2, factor: 2, minTimeout: 200, maxTimeout: 2000 },
    timeout: 15_000,
    rejectRateLimitedCalls: true,
  };
}

/** Listeners' client: a short Retry-After is waited out once (rate-limit.ts). */
export function interactiveClientOptions(apiUrl: string | undefined) {
  return { ...webClientOptions(apiUrl), fetch: patientFetch() };
}
