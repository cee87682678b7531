/**
 * chat.postMessage with nothing hidden: no automatic retries, no waiting out rate limits inside the
 * client. The worker decides what each answer means, so it must see every one.
 */

export interface PostRequest {
  channel: string;
  text: string;
  blocks?: readonly unknown[];
}

export type PostOutcome =
  | { kind: "sent" }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  /** `error` is a short code safe to store and log: it never contains the message or the request. */
  | { kind: "failed"; error: string; permanent: boolean };

export type PostMessage = (request: PostRequest) => Promise<PostOutcome>;

/**
 * Slack errors after which retrying the same message cannot succeed: the recipient is gone, a bot,
 * deactivated, or does not take DMs from apps; or the message itself is refused.
 */
export const PERMANENT_ERRORS: ReadonlySet<string> = new Set([
  "user_not_found",
  "cannot_dm_bot",
  "account_inactive",
  "user_disabled",
  "messages_tab_disabled",
  "channel_not_found",
  "is_archived",
  "not_in_channel",
  "restricted_action",
  "invalid_blocks",
  "invalid_arguments",
  "msg_too_long",
  "no_text",
  "too_many_attachments",
]);

export interface SlackPosterOptions {
  token: string;
  /** Web API base ending in "/"; default https://slack.com/api/. */
  apiUrl?: string;
  /** Whole-request deadline; default 15 s. */
  timeoutMs?: number;
}

function code(value: unknown): string {
  return typeof value === "string" && /^[a-z0-9_]{1,60}$/.test(value) ? value : "unknown_error";
}

export function slackPoster(options: SlackPosterOptions): PostMessage {
  const endpoint = `${options.apiUrl ?? "https://slack.com/api/"}chat.postMessage`;
  const timeoutMs = options.timeoutMs ?? 15_000;
  return async (request) => {
    let res: Response;
    try {
      res = await fetch(endpoint, {
        method: "POST",
        headers: {
          authorization: `Bearer ${options.token}`,
          "content-type": "application/json; charset=utf-8",
        },
        body: JSON.stringify({
          channel: request.channel,
          text: request.text,
          ...(request.blocks === undefined ? {} : { blocks: request.blocks }),
          unfurl_links: false,
          unfurl_media: false,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      // Only the error's code: a fetch error's message can quote the URL, never worth the risk.
      const cause = (err as { cause?: { code?: unknown } }).cause?.code;
      const name = (err as { name?: unknown }).name === "TimeoutError" ? "timeout" : code(cause);
      return { kind: "failed", error: `network: ${name}`, permanent: false };
    }
    if (res.status === 429) {
      await res.body?.cancel();
      const seconds = Number(res.headers.get("retry-after"));
      return {
        kind: "rate-limited",
        retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 1,
      };
    }
    let body: { ok?: unknown; error?: unknown };
    try {
      body = (await res.json()) as { ok?: unknown; error?: unknown };
    } catch {
      return { kind: "failed", error: `http ${res.status}`, permanent: false };
    }
    if (body.ok === true) return { kind: "sent" };
    const error = code(body.error);
    if (error === "ratelimited") return { kind: "rate-limited", retryAfterSeconds: 1 };
    return { kind: "failed", error: `slack: ${error}`, permanent: PERMANENT_ERRORS.has(error) };
  };
}
