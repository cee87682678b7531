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
  /** The outbox dedupe key, sent as message metadata so a later check can find the message. */
  key?: string;
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

/**
 * Whether a DM with this outbox key is already in the user's DM with the app (posted since
 * `sinceSeconds`): true, false, or undefined when Slack could not say.
 */
export type WasDelivered = (query: {
  teamId: string;
  user: string;
  key: string;
  sinceSeconds: number;
}) => Promise<boolean | undefined>;

/** The metadata event type our DMs carry; their payload holds the outbox key. */
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
 * The check before resending a DM whose earlier attempt may have reached Slack (the worker died, or the
 * connection broke, after posting): conversations.open finds the DM channel (no new DM is opened for an
 * existing one), conversations.history lists what was posted there since the message was queued.
 */
export function slackDeliveryCheck(options: SlackPosterOptions): WasDelivered {
  const base = options.apiUrl ?? "https://slack.com/api/";
  const timeoutMs = options.timeoutMs ?? 15_000;
  const call = async (token: string, method: string, args: Record<string, unknown>) => {
    const answer = await slackCall({
      url: `${base}${method}`,
      token,
      body: args,
      timeoutMs,
      permanent: PERMANENT_ERRORS,
    });
    return answer.ok ? answer.body : undefined;
  };
  return async ({ teamId, user, key, sinceSeconds }) => {
    try {
      const token = await tokenOf(options, teamId);
      if (token === undefined) return undefined;
      const opened = await call(token, "conversations.open", { users: user, return_im: false });
      const channel = (opened?.channel as { id?: unknown } | undefined)?.id;
      if (typeof channel !== "string") return undefined;
      const history = await call(token, "conversations.history", {
        channel,
        oldest: String(sinceSeconds),
        limit: 200,
        include_all_metadata: true,
      });
      if (!history || !Array.isArray(history.messages)) return undefined;
      return history.messages.some(
        (m: { metadata?: { event_type?: unknown; event_payload?: { key?: unknown } } }) =>
          m.metadata?.event_type === OUTBOX_EVENT_TYPE && m.metadata.event_payload?.key === key,
      );
    } catch {
      return undefined;
    }
  };
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
      ...(request.key === undefined
        ? {}
        : { metadata: { event_type: OUTBOX_EVENT_TYPE, event_payload: { key: request.key } } }),
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
