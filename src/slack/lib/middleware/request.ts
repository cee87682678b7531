/** Reads who and where from any Slack payload (commands, interactions, events) without trusting its shape. */
import type { RespondFn } from "@slack/bolt";

type Json = Record<string, unknown>;

function obj(value: unknown): Json | undefined {
  return typeof value === "object" && value !== null ? (value as Json) : undefined;
}

function str(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

export type RequestKind =
  | "command"
  | "block_actions"
  | "view_submission"
  | "view_closed"
  | "shortcut"
  | "message_action"
  | "block_suggestion"
  | "event"
  | "other";

export function requestKind(body: unknown): RequestKind {
  const b = obj(body) ?? {};
  if (str(b.command)) return "command";
  if (b.type === "event_callback" || obj(b.event)) return "event";
  switch (b.type) {
    case "block_actions":
    case "view_submission":
    case "view_closed":
    case "shortcut":
    case "message_action":
    case "block_suggestion":
      return b.type;
    default:
      return "other";
  }
}

export function userIdOf(body: unknown): string | undefined {
  const b = obj(body) ?? {};
  return str(b.user_id) ?? str(obj(b.user)?.id) ?? str(b.user) ?? str(obj(b.event)?.user);
}

export function teamIdOf(body: unknown): string | undefined {
  const b = obj(body) ?? {};
  return (
    str(b.team_id) ??
    str(obj(b.team)?.id) ??
    str(obj(b.user)?.team_id) ??
    str(obj(b.view)?.team_id) ??
    str(obj(b.event)?.team)
  );
}

/** The Enterprise Grid organisation the request comes from, when it names one. */
export function enterpriseIdOf(body: unknown): string | undefined {
  const b = obj(body) ?? {};
  return (
    str(b.enterprise_id) ??
    str(obj(b.enterprise)?.id) ??
    str(obj(b.user)?.enterprise_id) ??
    str(obj(b.team)?.enterprise_id) ??
    str(obj(b.event)?.enterprise)
  );
}

/** The modal the interaction came from (block_actions inside a modal, view_submission). */
export function modalOf(body: unknown): { id: string; hash?: string } | undefined {
  const view = obj(obj(body)?.view);
  if (view?.type !== "modal") return undefined;
  const id = str(view.id);
  if (!id) return undefined;
  const hash = str(view.hash);
  return hash ? { id, hash } : { id };
}

export function triggerIdOf(body: unknown): string | undefined {
  return str(obj(body)?.trigger_id);
}

export function responseUrlOf(body: unknown): string | undefined {
  return str(obj(body)?.response_url);
}

/** The channel of a message action or message button, for ephemeral replies. */
export function channelIdOf(body: unknown): string | undefined {
  const b = obj(body) ?? {};
  return str(b.channel_id) ?? str(obj(b.channel)?.id);
}

/**
 * `ack` and `respond` exist only on some kinds of request; global middleware sees them untyped.
 * (`ack` answers the HTTP request, and throws when it was already called.)
 */
export function ackAndRespondOf(args: object): {
  ack?: (response?: unknown) => Promise<void>;
  respond?: RespondFn;
} {
  return args as { ack?: (response?: unknown) => Promise<void>; respond?: RespondFn };
}
