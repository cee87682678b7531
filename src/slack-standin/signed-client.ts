/**
 * Sends requests to a running Bolt HTTP app exactly as Slack does: same bodies (form-encoded slash
 * commands, `payload=` interactions, JSON events) and a valid v0 signature, so the app's own
 * verification runs. Options forge the signature or age the timestamp to test the 401 path.
 */
import { createHmac, randomBytes } from "node:crypto";
import { isObject } from "./json.js";
import {
  type AppResponse,
  type ButtonQuery,
  type FillOptions,
  fillModal,
  findButton,
  findSelect,
  inputField,
  type ModalAnswers,
  ModalFillError,
  readSubmitResponse,
  type SubmitResult,
  type ViewStateValues,
} from "./modal-filler.js";
import type { SlackStandin } from "./server.js";
import type { JsonObject, PostedMessage } from "./types.js";

export type { AppResponse, SubmitResult } from "./modal-filler.js";

/** `v0=` + hex HMAC-SHA256 of `v0:{timestamp}:{raw body}` keyed with the signing secret. */
export function slackSignature(signingSecret: string, timestampSeconds: number, rawBody: string): string {
  return `v0=${createHmac("sha256", signingSecret).update(`v0:${timestampSeconds}:${rawBody}`).digest("hex")}`;
}

export interface SendOptions {
  /**
   * "forged": signed with a different secret; "stale": correctly signed but 10 minutes old
   * (Slack's replay window is 5); "future": correctly signed but dated 10 minutes ahead;
   * "unsigned": no signature headers at all.
   */
  tamper?: "forged" | "stale" | "future" | "unsigned";
  /** Seconds added to the signature's timestamp (after `tamper`), e.g. a year ahead. */
  timestampOffsetSeconds?: number;
  /** Extra headers, such as Slack's X-Slack-Retry-Num. */
  headers?: Record<string, string>;
}

/** Events about an organisation's org-wide install, not one workspace: their wrapper names no team. */
const ORGANISATION_EVENTS = new Set(["team_access_revoked", "team_access_granted"]);

/** A request exactly as it was sent, so a test can send it again (a replay). */
export interface SentRequest {
  readonly rawBody: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface SignedClientOptions {
  /** Origin of the Bolt HTTP app, e.g. http://127.0.0.1:3000 */
  appUrl: string;
  signingSecret: string;
  /** Issues trigger ids and response URLs, and knows the workspace identity and users. */
  standin: SlackStandin;
  /** Request path; default "/slack/events". */
  path?: string;
  /** Seconds clock for the signature timestamp; must be real time, Bolt compares with its own clock. */
  nowSeconds?: () => number;
  /** Per-request timeout; default 10 s. */
  timeoutMs?: number;
  /** The workspace the requests come from; default the stand-in's own (OAuth e2e: an installed team). */
  team?: { id: string; domain: string };
  /**
   * The workspace's Enterprise Grid organisation; `orgWide`: the app is installed org-wide, so requests
   * say `is_enterprise_install` and Slack authorizes them with the organisation's installation.
   */
  enterprise?: { id: string; orgWide?: boolean };
}

export interface SlashCommandInput {
  command: string;
  text?: string;
  userId: string;
  teamId?: string;
  channelId?: string;
  /** Defaults to a fresh trigger id from the stand-in. */
  triggerId?: string;
}

export interface BlockActionInput {
  userId: string;
  /** The view (modal or home) or message the button is on. */
  container:
    | { view: JsonObject }
    | { message: PostedMessage | (JsonObject & { channel: string; ts: string }) };
  action: JsonObject & { action_id: string; block_id: string };
  /** Current input values, for buttons inside modals with inputs. */
  stateValues?: ViewStateValues;
}

export interface ShortcutInput {
  userId: string;
  /** For a message shortcut: the message it was used on. Omit for a global shortcut. */
  message?: { channel: string; ts: string; text?: string };
}

export interface SignedClient {
  slashCommand(input: SlashCommandInput, options?: SendOptions): Promise<AppResponse>;
  viewSubmission(
    view: JsonObject,
    values: ViewStateValues,
    userId: string,
    options?: SendOptions,
  ): Promise<AppResponse>;
  viewClosed(view: JsonObject, userId: string, options?: SendOptions): Promise<AppResponse>;
  /** A block_suggestion: what an external select sends while the person types `value` in it. */
  blockSuggestion(
    view: JsonObject,
    input: { userId: string; blockId: string; actionId: string; value: string },
    options?: SendOptions,
  ): Promise<AppResponse>;
  blockAction(input: BlockActionInput, options?: SendOptions): Promise<AppResponse>;
  shortcut(callbackId: string, input: ShortcutInput, options?: SendOptions): Promise<AppResponse>;
  /** Wraps `event` in an event_callback envelope. */
  /**
   * An Events API callback from this workspace. Events about the organisation rather than a workspace
   * (`team_access_revoked`, `team_access_granted`) come as Slack documents them: the wrapper names no
   * workspace (`team_id: null`, the `enterprise_id`), `team_ids` in the event; `authorizations` is the
   * organisation's (default), absent, or Slack's documented example's (a workspace, not org-wide).
   */
  event(
    event: JsonObject,
    options?: SendOptions & { authorizations?: "org" | "none" | "workspace" },
  ): Promise<AppResponse>;
  urlVerification(challenge: string, options?: SendOptions): Promise<AppResponse>;
  /** Any raw body with a content type, signed (or tampered) — for odd cases. */
  send(rawBody: string, contentType: string, options?: SendOptions): Promise<AppResponse>;
  /** The last request sent, headers and all. */
  lastSent(): SentRequest | undefined;
  /** Sends `request` again byte for byte, with `extraHeaders` added (a replay, or Slack's retry). */
  resend(request: SentRequest, extraHeaders?: Record<string, string>): Promise<AppResponse>;
  /** A person in the workspace (added to the stand-in's users if new), driving the app. */
  as(userId: string, defaults?: { channelId?: string; timeZone?: string }): SlackActor;
}

export interface SlackActor {
  readonly userId: string;
  /** "/class admin" -> command "/class", text "admin", with a fresh trigger id and response URL. */
  command(commandLine: string, options?: SendOptions & { channelId?: string }): Promise<AppResponse>;
  shortcut(
    callbackId: string,
    options?: SendOptions & { message?: ShortcutInput["message"] },
  ): Promise<AppResponse>;
  /** Opens the App Home tab (app_home_opened event). */
  openHome(options?: SendOptions): Promise<AppResponse>;
  /** Fills the view by labels and returns the state; `submit()` sends it. */
  fill(view: JsonObject, answers: ModalAnswers, options?: FillOptions): FilledModal;
  /** fill + submit in one go. */
  submit(
    view: JsonObject,
    answers?: ModalAnswers,
    options?: FillOptions & SendOptions,
  ): Promise<SubmitResult>;
  /**
   * Types `typed` in the external select labelled `menu` and resolves with the options the app
   * offers, as [text, value] pairs plus the raw options.
   */
  suggest(view: JsonObject, menu: string, typed: string): Promise<SuggestedOption[]>;
  /** Closes a modal with its Cancel button (view_closed, which Slack only sends with notify_on_close). */
  closeModal(view: JsonObject, options?: SendOptions): Promise<AppResponse>;
  /**
   * Picks `option` in a menu that acts at once (class picker with dispatch_action, a select in an
   * actions block or accessory), found by its label, placeholder or action_id: a signed block_actions.
   */
  selectOption(
    target: JsonObject | PostedMessage,
    menu: string,
    option: string,
    options?: SendOptions & { answers?: ModalAnswers },
  ): Promise<AppResponse>;
  /**
   * Clicks the button showing `buttonText` on a view (modal/home) or a message; an overflow menu's
   * option with that text is opened and picked (block_actions of type "overflow", selected_option).
   */
  clickButton(
    target: JsonObject | PostedMessage,
    buttonText: string,
    query?: ButtonQuery & SendOptions & { answers?: ModalAnswers },
  ): Promise<AppResponse>;
}

export interface SuggestedOption {
  readonly text: string;
  readonly value: string;
  readonly option: JsonObject;
}

export interface FilledModal {
  readonly values: ViewStateValues;
  submit(options?: SendOptions): Promise<SubmitResult>;
}

const TAMPER_SECONDS = 10 * 60;
const TIMESTAMP_SHIFT: Record<NonNullable<SendOptions["tamper"]>, number> = {
  forged: 0,
  unsigned: 0,
  stale: -TAMPER_SECONDS,
  future: TAMPER_SECONDS,
};

function parseBody(body: string, contentType: string | null): unknown {
  if (body.length === 0) return undefined;
  if ((contentType ?? "").includes("json") || /^\s*[{[]/.test(body)) {
    try {
      return JSON.parse(body);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function isView(target: JsonObject | PostedMessage): target is JsonObject {
  return typeof (target as JsonObject).id === "string" && typeof (target as JsonObject).type === "string";
}

export function createSignedClient(options: SignedClientOptions): SignedClient {
  const { standin, signingSecret } = options;
  const endpoint = `${options.appUrl.replace(/\/$/, "")}${options.path ?? "/slack/events"}`;
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const workspace = options.team ?? { id: standin.identity.teamId, domain: standin.identity.teamDomain };
  const enterprise = options.enterprise;
  const orgWide = enterprise?.orgWide === true;
  // Interaction payloads name the workspace, within its organisation when it is in one.
  const team = enterprise ? { ...workspace, enterprise_id: enterprise.id } : workspace;
  const grid = {
    is_enterprise_install: orgWide,
    enterprise: enterprise ? { id: enterprise.id, name: enterprise.id } : null,
  };
  const appId = standin.identity.appId;

  let last: SentRequest | undefined;

  async function send(
    rawBody: string,
    contentType: string,
    sendOptions: SendOptions = {},
  ): Promise<AppResponse> {
    const timestamp =
      nowSeconds() +
      (sendOptions.tamper === undefined ? 0 : TIMESTAMP_SHIFT[sendOptions.tamper]) +
      (sendOptions.timestampOffsetSeconds ?? 0);
    const secret = sendOptions.tamper === "forged" ? `${signingSecret}-forged` : signingSecret;
    const headers: Record<string, string> = { ...sendOptions.headers, "content-type": contentType };
    if (sendOptions.tamper !== "unsigned") {
      headers["x-slack-request-timestamp"] = String(timestamp);
      headers["x-slack-signature"] = slackSignature(secret, timestamp, rawBody);
    }
    last = { rawBody, headers };
    return post(rawBody, headers);
  }

  async function post(rawBody: string, headers: Record<string, string>): Promise<AppResponse> {
    const res = await fetch(endpoint, {
      method: "POST",
      headers,
      body: rawBody,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const body = await res.text();
    const json = parseBody(body, res.headers.get("content-type"));
    return { status: res.status, body, ...(json === undefined ? {} : { json }) };
  }

  const sendForm = (fields: Record<string, string>, o?: SendOptions) =>
    send(new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded", o);
  const sendPayload = (payload: JsonObject, o?: SendOptions) =>
    sendForm({ payload: JSON.stringify(payload) }, o);

  function userObject(userId: string): JsonObject {
    const info = standin.knownUsers.get(userId);
    const name = info?.name ?? userId.toLowerCase();
    return { id: userId, username: name, name, team_id: team.id };
  }

  function actionTs(): string {
    const ms = Date.now();
    return `${Math.floor(ms / 1000)}.${String(ms % 1000).padStart(3, "0")}${randomBytes(2).readUInt16BE() % 1000}`;
  }

  const client: SignedClient = {
    send,
    lastSent: () => last,
    resend: (request, extraHeaders = {}) => post(request.rawBody, { ...request.headers, ...extraHeaders }),
    slashCommand(input, o) {
      const channelId = input.channelId ?? standin.dmChannelOf(input.userId);
      return sendForm(
        {
          token: "standin-verification-token",
          team_id: input.teamId ?? team.id,
          team_domain: team.domain,
          channel_id: channelId,
          channel_name: channelId.startsWith("D") ? "directmessage" : "general",
          user_id: input.userId,
          user_name: String(userObject(input.userId).name),
          command: input.command,
          text: input.text ?? "",
          api_app_id: appId,
          is_enterprise_install: String(orgWide),
          ...(enterprise && { enterprise_id: enterprise.id, enterprise_name: enterprise.id }),
          response_url: standin.issueResponseUrl({ userId: input.userId, channelId }),
          trigger_id: input.triggerId ?? standin.issueTriggerId({ userId: input.userId }),
        },
        o,
      );
    },
    viewSubmission(view, values, userId, o) {
      const viewId = typeof view.id === "string" ? view.id : undefined;
      return sendPayload(
        {
          type: "view_submission",
          team,
          user: userObject(userId),
          api_app_id: appId,
          token: "standin-verification-token",
          trigger_id: standin.issueTriggerId(viewId === undefined ? { userId } : { viewId, userId }),
          view: { ...view, state: { values } },
          response_urls: [],
          ...grid,
        },
        o,
      );
    },
    viewClosed(view, userId, o) {
      return sendPayload(
        {
          type: "view_closed",
          team,
          user: userObject(userId),
          api_app_id: appId,
          token: "standin-verification-token",
          view,
          is_cleared: false,
          ...grid,
        },
        o,
      );
    },
    blockSuggestion(view, input, o) {
      return sendPayload(
        {
          type: "block_suggestion",
          team,
          user: userObject(input.userId),
          api_app_id: appId,
          token: "standin-verification-token",
          action_id: input.actionId,
          block_id: input.blockId,
          value: input.value,
          view,
          container: { type: "view", view_id: String(view.id ?? "") },
          ...grid,
        },
        o,
      );
    },
    blockAction(input, o) {
      const action = { type: "button", action_ts: actionTs(), ...input.action };
      const base: JsonObject = {
        type: "block_actions",
        team,
        user: userObject(input.userId),
        api_app_id: appId,
        token: "standin-verification-token",
        ...grid,
        actions: [action],
      };
      if ("view" in input.container) {
        const view = input.container.view;
        const viewId = String(view.id);
        return sendPayload(
          {
            ...base,
            container: { type: "view", view_id: viewId },
            trigger_id: standin.issueTriggerId({ viewId, userId: input.userId }),
            view: { ...view, state: { values: input.stateValues ?? {} } },
            state: { values: input.stateValues ?? {} },
          },
          o,
        );
      }
      const message = input.container.message;
      const ephemeral = "ephemeralTo" in message && message.ephemeralTo !== undefined;
      return sendPayload(
        {
          ...base,
          container: {
            type: "message",
            message_ts: message.ts,
            channel_id: message.channel,
            is_ephemeral: ephemeral,
          },
          trigger_id: standin.issueTriggerId({ userId: input.userId }),
          channel: {
            id: message.channel,
            name: message.channel.startsWith("D") ? "directmessage" : "general",
          },
          message: {
            type: "message",
            ts: message.ts,
            text: message.text,
            blocks: message.blocks,
            bot_id: standin.identity.botId,
          },
          state: { values: input.stateValues ?? {} },
          response_url: standin.issueResponseUrl({
            userId: input.userId,
            channelId: message.channel,
            messageTs: message.ts,
          }),
        },
        o,
      );
    },
    shortcut(callbackId, input, o) {
      const common = {
        token: "standin-verification-token",
        action_ts: actionTs(),
        team,
        user: userObject(input.userId),
        callback_id: callbackId,
        trigger_id: standin.issueTriggerId({ userId: input.userId }),
        ...grid,
      };
      if (input.message === undefined) return sendPayload({ type: "shortcut", ...common }, o);
      const { channel, ts, text } = input.message;
      return sendPayload(
        {
          type: "message_action",
          ...common,
          message_ts: ts,
          channel: { id: channel, name: "general" },
          message: { type: "message", ts, text: text ?? "" },
          response_url: standin.issueResponseUrl({ userId: input.userId, channelId: channel }),
        },
        o,
      );
    },
    event(event, o) {
      const aboutOrganisation = enterprise !== undefined && ORGANISATION_EVENTS.has(String(event.type));
      const authorization = {
        enterprise_id: enterprise?.id ?? null,
        // An org-wide install's authorization names no workspace.
        team_id: orgWide ? null : team.id,
        user_id: standin.identity.botUserId,
        is_bot: true,
        is_enterprise_install: orgWide,
      };
      const authorizations = !aboutOrganisation
        ? [authorization]
        : o?.authorizations === "none"
          ? undefined
          : o?.authorizations === "workspace"
            ? [
                {
                  enterprise_id: enterprise.id,
                  team_id: team.id,
                  is_bot: false,
                  is_enterprise_install: false,
                },
              ]
            : [{ ...authorization, team_id: null, is_enterprise_install: true }];
      const envelope = {
        token: "standin-verification-token",
        team_id: aboutOrganisation ? null : team.id,
        ...(enterprise && { enterprise_id: enterprise.id }),
        api_app_id: appId,
        event: { event_ts: actionTs(), ...event },
        type: "event_callback",
        event_id: `Ev${randomBytes(6).toString("hex").toUpperCase()}`,
        event_time: nowSeconds(),
        ...(authorizations && { authorizations }),
        is_ext_shared_channel: false,
      };
      return send(JSON.stringify(envelope), "application/json", o);
    },
    urlVerification(challenge, o) {
      const body = { token: "standin-verification-token", challenge, type: "url_verification" };
      return send(JSON.stringify(body), "application/json", o);
    },
    as(userId, defaults = {}) {
      // Whoever sends a command is a member of the workspace, so users.info must know them.
      if (!standin.knownUsers.has(userId)) standin.setUserInfo(userId, {});
      return createActor(client, standin, userId, defaults);
    },
  };
  return client;
}

/**
 * An external select by the label of its input, or (a menu that acts at once) by the text of the
 * section it is the accessory of, its placeholder or action_id.
 */
function externalMenu(view: JsonObject, menu: string): { blockId: string; actionId: string } {
  const blocks = Array.isArray(view.blocks) ? view.blocks.filter(isObject) : [];
  const lower = menu.trim().toLowerCase();
  for (const block of blocks) {
    const accessory = isObject(block.accessory) ? block.accessory : undefined;
    if (block.type !== "section" || accessory?.type !== "external_select") continue;
    const names = [block.text, accessory.placeholder]
      .map((t) => (isObject(t) && typeof t.text === "string" ? t.text.toLowerCase() : ""))
      .concat(String(accessory.action_id ?? "").toLowerCase());
    if (names.some((n) => n !== "" && (n === lower || n.replace(/[*_]/g, "").startsWith(lower))))
      return { blockId: String(block.block_id ?? ""), actionId: String(accessory.action_id ?? "") };
  }
  const { blockId, actionId } = inputField(view, menu);
  return { blockId, actionId };
}

function createActor(
  client: SignedClient,
  standin: SlackStandin,
  userId: string,
  defaults: { channelId?: string; timeZone?: string },
): SlackActor {
  const fillOptions = (extra: FillOptions = {}): FillOptions => ({
    timeZone: defaults.timeZone ?? standin.knownUsers.get(userId)?.tz ?? "UTC",
    resolveUser: (name) => standin.findUserId(name),
    resolveFile: (idOrName) => standin.fileObjectOf(idOrName),
    ...extra,
  });

  const fill = (view: JsonObject, answers: ModalAnswers, options?: FillOptions): FilledModal => {
    const values = fillModal(view, answers, fillOptions(options));
    return {
      values,
      async submit(o) {
        return readSubmitResponse(await client.viewSubmission(view, values, userId, o), view);
      },
    };
  };

  return {
    userId,
    command(commandLine, o = {}) {
      const match = /^(\/\S+)\s*([\s\S]*)$/.exec(commandLine.trim());
      if (!match?.[1]) throw new TypeError(`command: "${commandLine}" does not start with a /command`);
      const channelId = o.channelId ?? defaults.channelId;
      return client.slashCommand(
        {
          command: match[1],
          text: match[2] ?? "",
          userId,
          ...(channelId === undefined ? {} : { channelId }),
        },
        o,
      );
    },
    shortcut(callbackId, o = {}) {
      return client.shortcut(
        callbackId,
        { userId, ...(o.message === undefined ? {} : { message: o.message }) },
        o,
      );
    },
    openHome(o) {
      const home = standin.homeViewOf(userId);
      return client.event(
        {
          type: "app_home_opened",
          user: userId,
          channel: standin.dmChannelOf(userId),
          tab: "home",
          ...(home === undefined ? {} : { view: home }),
        },
        o,
      );
    },
    fill,
    async suggest(view, menu, typed) {
      const { blockId, actionId } = externalMenu(view, menu);
      const res = await client.blockSuggestion(view, { userId, blockId, actionId, value: typed });
      if (res.status !== 200) throw new ModalFillError(`"${menu}": the app answered ${res.status}`);
      const json = isObject(res.json) ? res.json : {};
      const options = Array.isArray(json.options) ? json.options.filter(isObject) : [];
      return options.map((option) => ({
        text: isObject(option.text) ? String(option.text.text ?? "") : "",
        value: String(option.value ?? ""),
        option,
      }));
    },
    async submit(view, answers = {}, options = {}) {
      const { tamper, ...fillExtra } = options;
      // External selects: type the answer and pick what the app offers for it, as a person does.
      const picked: Record<string, JsonObject> = { ...fillExtra.picked };
      for (const [key, answer] of Object.entries(answers)) {
        const { blockId, element } = inputField(view, key);
        if (element.type !== "external_select" || typeof answer !== "string" || answer === "") continue;
        const offered = await this.suggest(view, key, answer);
        const exact = offered.filter((o) => o.text === answer || o.value === answer);
        const choice = exact.length === 1 ? exact[0] : offered.length === 1 ? offered[0] : undefined;
        if (!choice) {
          const shown = offered.map((o) => `"${o.text}"`).join(", ");
          throw new ModalFillError(`"${key}": typing "${answer}" offers ${shown || "nothing"}; be exact`);
        }
        picked[blockId] = choice.option;
      }
      return fill(view, answers, { ...fillExtra, picked }).submit(tamper === undefined ? {} : { tamper });
    },
    closeModal(view, o) {
      return client.viewClosed(view, userId, o);
    },
    selectOption(target, menu, wanted, o = {}) {
      const blocks = Array.isArray(target.blocks) ? (target.blocks as unknown[]) : [];
      const { blockId, element, option } = findSelect(blocks, menu, wanted);
      const action = {
        type: String(element.type),
        action_id: String(element.action_id ?? ""),
        block_id: blockId,
        selected_option: option,
        ...(element.placeholder === undefined ? {} : { placeholder: element.placeholder }),
      };
      const sendOptions: SendOptions = o.tamper === undefined ? {} : { tamper: o.tamper };
      if (isView(target)) {
        const values =
          target.type === "modal" ? fillModal(target, o.answers ?? {}, fillOptions({ partial: true })) : {};
        // The picked value is part of the view's state too when the menu is one of its inputs.
        if (values[blockId] !== undefined) {
          values[blockId] = { [action.action_id]: { type: action.type, selected_option: option } };
        }
        return client.blockAction(
          { userId, container: { view: target }, action, stateValues: values },
          sendOptions,
        );
      }
      return client.blockAction(
        { userId, container: { message: target as PostedMessage }, action },
        sendOptions,
      );
    },
    clickButton(target, buttonText, query = {}) {
      const blocks = Array.isArray(target.blocks) ? (target.blocks as unknown[]) : [];
      const { blockId, element, option } = findButton(blocks, buttonText, query);
      // An overflow menu's option: Slack sends the menu's action_id and the option picked.
      const action = option
        ? {
            type: "overflow",
            action_id: String(element.action_id ?? ""),
            block_id: blockId,
            selected_option: option,
          }
        : {
            type: "button",
            action_id: String(element.action_id ?? ""),
            block_id: blockId,
            text: element.text as JsonObject,
            ...(element.value === undefined ? {} : { value: element.value }),
            ...(element.style === undefined ? {} : { style: element.style }),
          };
      const sendOptions: SendOptions = query.tamper === undefined ? {} : { tamper: query.tamper };
      if (isView(target)) {
        const hasInputs = blocks.some((b) => (b as JsonObject)?.type === "input");
        // A button in a modal carries what the person typed so far; a home tab has no inputs.
        const stateValues =
          target.type === "modal" && hasInputs
            ? fillModal(target, query.answers ?? {}, fillOptions({ partial: true }))
            : {};
        return client.blockAction({ userId, container: { view: target }, action, stateValues }, sendOptions);
      }
      return client.blockAction(
        { userId, container: { message: target as PostedMessage }, action },
        sendOptions,
      );
    },
  };
}
