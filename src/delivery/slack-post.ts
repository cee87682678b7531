import type { ReadHistory } from "./delivery-check.js";
import { slackCall } from "./slack-call.js";

/**
 * chat.postMessage with nothing hidden: no automatic retries, no waiting out rate limits inside the
 * client. The worker decides what each answer means, so it must see every one.
 */

export interface PostRequest {
  /** The workspace it is posted in: its bot token is used. */
  teamId: string;
  channel: string;
  text: string;
  blocks?: readonly unknown[];
  /**
   * The outbox key's opaque hash (outboxKeyHasher), sent as message metadata so a later check can find
   * the message. Never the key itself: metadata is readable by every member and app of the workspace.
   */
  keyHash?: string;
}

/** Where Slack put a posted message: what chat.update needs to edit it later. */
export interface SentRef {
  channel: string;
  ts: string;
}

export type PostOutcome =
  | { kind: "sent"; ref?: SentRef }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  /** `error` is a short code safe to store and log: it never contains the message or the request. */
  | { kind: "failed"; error: string; permanent: boolean };

export type PostMessage = (request: PostRequest) => Promise<PostOutcome>;

/** The metadata event type our DMs carry; their payload holds the outbox key's hash (`h`). */
export const OUTBOX_EVENT_TYPE = "classroom_outbox_dm";

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
  // The workspace declined the scope (an optional one): only an admin's reinstall can change that.
  "missing_scope",
]);

/**
 * A workspace's bot token for work outside a Slack request (src/slack/team-tokens.ts); undefined when
 * the workspace has no installation any more (uninstalled): nothing can be sent there.
 */
export type TokenFor = (teamId: string) => Promise<string | undefined>;

/** Why a message to a workspace without an installation is given up at once. */
export const NO_INSTALLATION_ERROR = "no installation: the app is not installed in the workspace";

export interface SlackPosterOptions {
  /** One token for every workspace (single-workspace mode), or each workspace's own. */
  token: string | TokenFor;
  /** Web API base ending in "/"; default https://slack.com/api/. */
  apiUrl?: string;
  /** Whole-request deadline; default 15 s. */
  timeoutMs?: number;
}

/**
 * One page of the app's DM with a user, for the check before resending a DM that may have reached Slack
 * (DeliveryChecks): conversations.open finds the DM channel (no new DM is opened for an existing one),
 * conversations.history lists what was posted in the window, newest first; the answer keeps only our
 * DMs' metadata hashes. `pageSize` is what Slack gives the install: 15 for a non-Marketplace app.
 */
export function slackHistoryReader(options: SlackPosterOptions & { pageSize: number }): ReadHistory {
  const base = options.apiUrl ?? "https://slack.com/api/";
  const timeoutMs = options.timeoutMs ?? 15_000;
  const call = (token: string, method: string, args: Record<string, unknown>) =>
    slackCall({ url: `${base}${method}`, token, body: args, timeoutMs, permanent: CHECK_PERMANENT_ERRORS });
  return async ({ teamId, user, oldest, latest, cursor }) => {
    const token = await tokenOf(options, teamId).catch(() => undefined);
    if (token === undefined) return { kind: "undecided", error: "no token", permanent: false };
    const opened = await call(token, "conversations.open", { users: user, return_im: false });
    if (!opened.ok) return notAnswered(opened.outcome);
    const channel = (opened.body.channel as { id?: unknown } | undefined)?.id;
    if (typeof channel !== "string") return { kind: "undecided", error: "no channel", permanent: false };
    const history = await call(token, "conversations.history", {
      channel,
      oldest: String(oldest),
      latest: String(latest),
      limit: options.pageSize,
      include_all_metadata: true,
      ...(cursor === undefined ? {} : { cursor }),
    });
    if (!history.ok) return notAnswered(history.outcome);
    const { messages, has_more: hasMore, response_metadata: meta } = history.body;
    if (!Array.isArray(messages)) return { kind: "undecided", error: "no messages", permanent: false };
    const hashes = messages.flatMap(
      (m: { metadata?: { event_type?: unknown; event_payload?: { h?: unknown } } }) =>
        m.metadata?.event_type === OUTBOX_EVENT_TYPE && typeof m.metadata.event_payload?.h === "string"
          ? [m.metadata.event_payload.h]
          : [],
    );
    const next = (meta as { next_cursor?: unknown } | undefined)?.next_cursor;
    if (hasMore === true && (typeof next !== "string" || next === ""))
      return { kind: "undecided", error: "has_more without a cursor", permanent: false };
    return { kind: "page", hashes, ...(hasMore === true ? { nextCursor: next as string } : {}) };
  };
}

/** Errors of the check after which asking again cannot answer: the app may not read the DM. */
const CHECK_PERMANENT_ERRORS: ReadonlySet<string> = new Set([
  ...PERMANENT_ERRORS,
  "missing_scope",
  "not_allowed_token_type",
  "invalid_auth",
  "account_inactive",
  "token_revoked",
]);

function notAnswered(outcome: PostOutcome): Awaited<ReturnType<ReadHistory>> {
  if (outcome.kind === "rate-limited")
    return { kind: "refused", retryAfterSeconds: outcome.retryAfterSeconds };
  if (outcome.kind === "failed")
    return { kind: "undecided", error: outcome.error, permanent: outcome.permanent };
  return { kind: "undecided", error: "unexpected answer", permanent: false };
}

/** The bot token for the workspace; undefined when it has no installation. */
export function tokenOf(
  options: Pick<SlackPosterOptions, "token">,
  teamId: string,
): Promise<string | undefined> {
  return typeof options.token === "string" ? Promise.resolve(options.token) : options.token(teamId);
}

/**
 * The token, or the outcome to settle the message with: given up (with its log line, by the worker)
 * when the workspace has no installation, retried later when the token could not be had now.
 */
export async function tokenOrOutcome(
  options: Pick<SlackPosterOptions, "token">,
  teamId: string,
): Promise<{ token: string } | { outcome: PostOutcome }> {
  try {
    const token = await tokenOf(options, teamId);
    return token === undefined
      ? { outcome: { kind: "failed", error: NO_INSTALLATION_ERROR, permanent: true } }
      : { token };
  } catch (err) {
    const name = err instanceof Error ? err.name : "unknown";
    return { outcome: { kind: "failed", error: `token: ${name}`, permanent: false } };
  }
}

export function slackPoster(options: SlackPosterOptions): PostMessage {
  const call = slackWrite(options, "chat.postMessage");
  return (request) =>
    call(request.teamId, {
      channel: request.channel,
      text: request.text,
      ...(request.blocks === undefined ? {} : { blocks: request.blocks }),
      unfurl_links: false,
      unfurl_media: false,
      ...(request.keyHash === undefined
        ? {}
        : { metadata: { event_type: OUTBOX_EVENT_TYPE, event_payload: { h: request.keyHash } } }),
    });
}

export interface UpdateRequest extends SentRef {
  teamId: string;
  /** The person a DM went to (a channel's message has many readers): whose zone its dates are in. */
  recipient?: string;
  text: string;
  blocks?: readonly unknown[];
}

export type UpdateMessage = (request: UpdateRequest) => Promise<PostOutcome>;

/** chat.update of a message the app posted, answered as chat.postMessage's outcomes are. */
export function slackUpdater(options: SlackPosterOptions): UpdateMessage {
  const call = slackWrite(options, "chat.update");
  return (request) =>
    call(request.teamId, {
      channel: request.channel,
      ts: request.ts,
      text: request.text,
      ...(request.blocks === undefined ? {} : { blocks: request.blocks }),
    });
}

/** Errors of chat.update after which the edit cannot succeed: the message is gone or not ours. */
const UPDATE_PERMANENT: ReadonlySet<string> = new Set([
  ...PERMANENT_ERRORS,
  "message_not_found",
  "cant_update_message",
  "edit_window_closed",
]);

function slackWrite(options: SlackPosterOptions, method: "chat.postMessage" | "chat.update") {
  const url = `${options.apiUrl ?? "https://slack.com/api/"}${method}`;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const permanent = method === "chat.update" ? UPDATE_PERMANENT : PERMANENT_ERRORS;
  return async (teamId: string, args: Record<string, unknown>): Promise<PostOutcome> => {
    const auth = await tokenOrOutcome(options, teamId);
    if ("outcome" in auth) return auth.outcome;
    const answer = await slackCall({ url, token: auth.token, body: args, timeoutMs, permanent });
    if (!answer.ok) return answer.outcome;
    const { channel, ts } = answer.body;
    return typeof channel === "string" && typeof ts === "string"
      ? { kind: "sent", ref: { channel, ts } }
      : { kind: "sent" };
  };
}
