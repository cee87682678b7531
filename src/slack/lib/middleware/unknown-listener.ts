/**
 * A button, form, menu or shortcut the app no longer has (an old button in an old message after an
 * upgrade) is answered instead of left for Slack to give up on after 3 seconds: the person is told
 * it is from an older version and how to start again. What the app has is what it registered with
 * Bolt: `recordRegistrations` watches those calls, so this needs no list of its own.
 */
import type { AnyMiddlewareArgs, App, Middleware } from "@slack/bolt";
import type { MessageKey, T } from "../../../i18n/index.js";
import type { MessageContent } from "../blocks/message.js";
import { noticeModalView } from "../blocks/notice.js";
import type { SlackDeps } from "../context.js";
import { tForOrEnglish } from "../locale/locale.js";
import { replyPrivately } from "./reply.js";
import { ackAndRespondOf, modalOf, type RequestKind, requestKind, teamIdOf, userIdOf } from "./request.js";

const KINDS = ["command", "view", "action", "options", "shortcut"] as const;
type Kind = (typeof KINDS)[number];
type Matcher = (id: string, requestType: string) => boolean;

export type Registrations = Readonly<Record<Kind, readonly Matcher[]>>;

/** Which registration kind answers a request kind, and the id Bolt matches it by. */
const ROUTES: Partial<Record<RequestKind, { kind: Kind; id: (body: Record<string, unknown>) => unknown }>> = {
  command: { kind: "command", id: (b) => b.command },
  block_actions: {
    kind: "action",
    id: (b) =>
      Array.isArray(b.actions) ? (b.actions[0] as { action_id?: unknown } | undefined)?.action_id : undefined,
  },
  view_submission: {
    kind: "view",
    id: (b) => (b.view as { callback_id?: unknown } | undefined)?.callback_id,
  },
  block_suggestion: { kind: "options", id: (b) => b.action_id },
  shortcut: { kind: "shortcut", id: (b) => b.callback_id },
  message_action: { kind: "shortcut", id: (b) => b.callback_id },
};

/** The request type a registration without an explicit one listens to (Bolt's defaults). */
const DEFAULT_TYPE: Partial<Record<Kind, string>> = { view: "view_submission", options: "block_suggestion" };

function matcherOf(kind: Kind, constraint: unknown): Matcher {
  const idField = kind === "action" || kind === "options" ? "action_id" : "callback_id";
  let idRule: unknown = constraint;
  let type: unknown = DEFAULT_TYPE[kind];
  if (constraint !== null && typeof constraint === "object" && !(constraint instanceof RegExp)) {
    const c = constraint as Record<string, unknown>;
    idRule = c[idField];
    type = c.type ?? type;
  }
  return (id, requestType) => {
    if (typeof type === "string" && type !== requestType) return false;
    if (typeof idRule === "string") return idRule === id;
    if (idRule instanceof RegExp) {
      idRule.lastIndex = 0;
      return idRule.test(id);
    }
    return true;
  };
}

/**
 * The app to register listeners on, recording each registration's id rule as Bolt will match it;
 * the registrations fill as the listeners are registered.
 */
export function recordRegistrations(app: App): { readonly app: App; readonly registrations: Registrations } {
  const registrations: Record<Kind, Matcher[]> = {
    command: [],
    view: [],
    action: [],
    options: [],
    shortcut: [],
  };
  const recording = new Proxy(app, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      const kind = KINDS.find((k) => k === property);
      if (kind === undefined) return value.bind(target);
      return (constraint: unknown, ...rest: unknown[]) => {
        registrations[kind].push(matcherOf(kind, constraint));
        return value.call(target, constraint, ...rest);
      };
    },
  });
  return { app: recording, registrations };
}

/** One whole sentence per kind of thing (word order differs between languages). */
const SENTENCE = {
  command: "outdated.command",
  view_submission: "outdated.form",
  shortcut: "outdated.shortcut",
  message_action: "outdated.shortcut",
} as const satisfies Partial<Record<RequestKind, MessageKey>>;

export function outdatedMessage(kind: RequestKind, t: T): MessageContent {
  const text = t(kind in SENTENCE ? SENTENCE[kind as keyof typeof SENTENCE] : "outdated.button");
  return { text, blocks: [{ type: "section", text: { type: "plain_text", text } }] };
}

export function unknownListenerFallback(
  deps: SlackDeps,
  registrations: Registrations,
): Middleware<AnyMiddlewareArgs> {
  return async (args) => {
    const body = args.body as unknown as Record<string, unknown>;
    const kind = requestKind(body);
    const route = ROUTES[kind];
    const id = route?.id(body);
    const type = typeof body.type === "string" ? body.type : kind;
    if (!route || typeof id !== "string" || registrations[route.kind].some((match) => match(id, type))) {
      await args.next();
      return;
    }
    deps.logger.info(
      { kind, id: id.slice(0, 100) },
      "request for something the app does not have: told it is outdated",
    );
    const { ack, respond } = ackAndRespondOf(args);
    if (kind === "block_suggestion") {
      if (ack) await ack({ options: [] });
      return;
    }
    // The person's language if it can be read now; English rather than no answer at all.
    const t = await tForOrEnglish(deps, teamIdOf(body), userIdOf(body));
    const message = outdatedMessage(kind, t);
    const title = t("outdated.title");
    const notice = noticeModalView({ title, message });
    if (kind === "view_submission") {
      if (ack) await ack({ response_action: "update", view: notice });
      return;
    }
    const modal = modalOf(body);
    if (modal && kind === "block_actions") {
      await args.client.views.update({ view_id: modal.id, view: notice });
      return;
    }
    await replyPrivately({ body, client: args.client, respond }, message, { modalTitle: title });
  };
}
