/**
 * One Web API request of the outbox's senders, answered as the worker needs it: the body when Slack
 * said ok, else the outcome to settle the message with (rate limited, or failed with a short code safe
 * to store and log, permanent when retrying cannot help). No retries here: the worker decides.
 */
import type { PostOutcome } from "./slack-post.js";

export type SlackAnswer = { ok: true; body: Record<string, unknown> } | { ok: false; outcome: PostOutcome };

export interface SlackRequest {
  readonly url: string;
  readonly token: string;
  /** JSON for the Web API; a string is sent as it is (form fields, a file's bytes). */
  readonly body: Record<string, unknown> | string;
  readonly contentType?: string;
  readonly timeoutMs: number;
  /** Slack error codes after which the same request cannot succeed. */
  readonly permanent: ReadonlySet<string>;
  /** Not the Web API (a file upload URL): only the HTTP status matters. */
  readonly plain?: boolean;
}

/** A Slack error code, or "unknown_error": never text that could quote the request. */
export function slackErrorCode(value: unknown): string {
  return typeof value === "string" && /^[a-z0-9_]{1,60}$/.test(value) ? value : "unknown_error";
}

function failed(error: string, permanent = false): SlackAnswer {
  return { ok: false, outcome: { kind: "failed", error, permanent } };
}

export async function slackCall(request: SlackRequest): Promise<SlackAnswer> {
  const json = typeof request.body !== "string";
  let res: Response;
  try {
    res = await fetch(request.url, {
      method: "POST",
      headers: {
        authorization: `Bearer ${request.token}`,
        "content-type": request.contentType ?? "application/json; charset=utf-8",
      },
      body: json ? JSON.stringify(request.body) : (request.body as string),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (err) {
    // Only the error's code: a fetch error's message can quote the URL, never worth the risk.
    const cause = (err as { cause?: { code?: unknown } }).cause?.code;
    // Node's codes are upper case (ECONNRESET): the worker reads them to tell "may have been sent".
    const name =
      (err as { name?: unknown }).name === "TimeoutError"
        ? "timeout"
        : typeof cause === "string" && /^[A-Za-z0-9_]{1,40}$/.test(cause)
          ? cause
          : "error";
    return failed(`network: ${name}`);
  }
  if (res.status === 429) {
    await res.body?.cancel();
    const seconds = Number(res.headers.get("retry-after"));
    return {
      ok: false,
      outcome: {
        kind: "rate-limited",
        retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 1,
      },
    };
  }
  if (request.plain) {
    await res.body?.cancel();
    return res.ok ? { ok: true, body: {} } : failed(`upload: http ${res.status}`);
  }
  let body: Record<string, unknown>;
  try {
    body = (await res.json()) as Record<string, unknown>;
  } catch {
    return failed(`http ${res.status}`);
  }
  if (body.ok === true) return { ok: true, body };
  const error = slackErrorCode(body.error);
  if (error === "ratelimited") return { ok: false, outcome: { kind: "rate-limited", retryAfterSeconds: 1 } };
  return failed(`slack: ${error}`, request.permanent.has(error));
}
