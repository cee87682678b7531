/**
 * The Web API methods the app uses, answered the way Slack answers them. No HTTP here: the server
 * decodes the request, this module decides the answer and keeps the workspace state.
 */
import { randomBytes } from "node:crypto";
import { SCHEDULED_MESSAGE_LIMITS } from "../slack-api-limits.js";
import { type LimitViolation, validateMessage, validateView } from "./block-kit-limits.js";
import type {
  JsonObject,
  MillisecondClock,
  PostedMessage,
  ScheduledMessage,
  SlackView,
  UploadedFile,
  UserInfoInput,
} from "./types.js";
import { assertTimeZone, userObject } from "./users.js";

export interface WorkspaceIdentity {
  teamId: string;
  teamDomain: string;
  appId: string;
  botUserId: string;
  botId: string;
}

export interface Answer {
  status: number;
  body: JsonObject;
  headers?: Record<string, string>;
}

interface Trigger {
  issuedAt: number;
  used: boolean;
  /** The view the interaction came from, so views.push knows which stack it grows. */
  viewId?: string;
  /** Who acted; the view opened with this trigger is shown to them. */
  userId?: string;
}

export interface TriggerContext {
  viewId?: string;
  userId?: string;
}

export const TRIGGER_LIFETIME_MS = 3000;
const MAX_VIEW_STACK = 3;
const MAX_SCHEDULE_AHEAD_S = SCHEDULED_MESSAGE_LIMITS.maxAheadSeconds;
const SCHEDULE_PER_CHANNEL = SCHEDULED_MESSAGE_LIMITS.perChannel;
const SCHEDULE_WINDOW_MS = SCHEDULED_MESSAGE_LIMITS.windowSeconds * 1000;

const ok = (body: JsonObject = {}): Answer => ({ status: 200, body: { ok: true, ...body } });
const fail = (error: string, extra: JsonObject = {}): Answer => ({
  status: 200,
  body: { ok: false, error, ...extra },
});
const invalidArguments = (violations: LimitViolation[], error = "invalid_arguments"): Answer =>
  fail(error, { response_metadata: { messages: violations.map((v) => v.message) } });

function str(value: unknown): string | undefined {
  if (typeof value === "string" && value.length > 0) return value;
  if (typeof value === "number") return String(value);
  return undefined;
}

function blocksOf(value: unknown): JsonObject[] {
  return Array.isArray(value) ? (value as JsonObject[]) : [];
}

/** Message metadata as Slack keeps it: an event_type and an object payload, or nothing. */
function metadataOf(value: unknown): JsonObject | undefined {
  const m = value as { event_type?: unknown; event_payload?: unknown } | null;
  if (typeof m !== "object" || m === null || typeof m.event_type !== "string") return undefined;
  return { event_type: m.event_type, event_payload: (m.event_payload ?? {}) as JsonObject };
}

function randomId(prefix: string, length = 10): string {
  return (
    prefix +
    randomBytes(length)
      .toString("base64")
      .replace(/[^A-Za-z0-9]/g, "")
      .toUpperCase()
      .slice(0, length)
  );
}

/** A file a person uploaded: what files.info describes and url_private serves. */
export interface StandinFile {
  readonly id: string;
  readonly name: string;
  readonly filetype: string;
  /** Text, or raw bytes (a file saved in another encoding than UTF-8). */
  readonly content: string | Uint8Array;
  readonly user: string;
  readonly created: number;
}

export class Workspace {
  readonly views = new Map<string, SlackView>();
  readonly messages: PostedMessage[] = [];
  readonly scheduled = new Map<string, ScheduledMessage>();
  /** Files the app uploaded (files.uploadV2), by id. */
  readonly appFiles = new Map<string, UploadedFile>();
  /** chat.scheduleMessage calls accepted per channel (stand-in ms), for Slack's 30 per 5 minutes. */
  private readonly scheduleCalls = new Map<string, number[]>();
  private readonly users = new Map<string, UserInfoInput>();
  private readonly triggers = new Map<string, Trigger>();
  private readonly stacks = new Map<string, string[]>();
  private readonly homeViews = new Map<string, string>();
  /** Which user each view is shown to, when known (trigger context, or views.publish). */
  private readonly viewOwners = new Map<string, string>();
  private tsCounter = 0;
  private idCounter = 0;

  /** The installed workspace whose token made the call being answered (OAuth mode), if any. */
  private caller: WorkspaceIdentity | undefined;
  /** The page size cap of the call being answered (see handle). */
  private historyMaxLimit = 999;

  constructor(
    private readonly own: WorkspaceIdentity,
    private readonly clock: MillisecondClock,
  ) {}

  /**
   * Who answers: the workspace whose token made the call (so a view opened for an installed team
   * carries that team, as Slack's do), else the stand-in's own workspace.
   */
  get identity(): WorkspaceIdentity {
    return this.caller ?? this.own;
  }

  /** Members of a channel for `conversations.members` (channel id -> user ids). */
  readonly members = new Map<string, string[]>();

  /** Files people uploaded (`SlackStandin.uploadFile`), by id; their bytes are served at url_private. */
  readonly files = new Map<string, StandinFile>();
  /** Where url_private points: the stand-in's origin, set once it listens. */
  fileOrigin = "";

  /** A person uploads a file (from their DM with the app, or a modal's file input). */
  uploadFile(input: {
    userId: string;
    name: string;
    content: string | Uint8Array;
    filetype?: string;
  }): JsonObject {
    const id = `F${String(++this.idCounter).padStart(8, "0")}`;
    const file: StandinFile = {
      id,
      name: input.name,
      filetype: input.filetype ?? (input.name.split(".").at(-1) ?? "text").toLowerCase(),
      content: input.content,
      user: input.userId,
      created: Math.floor(this.clock() / 1000),
    };
    this.files.set(id, file);
    return this.fileObject(file);
  }

  fileObject(file: StandinFile): JsonObject {
    return {
      id: file.id,
      name: file.name,
      title: file.name,
      filetype: file.filetype,
      mimetype: file.filetype === "csv" ? "text/csv" : "text/plain",
      size:
        typeof file.content === "string" ? Buffer.byteLength(file.content, "utf8") : file.content.byteLength,
      user: file.user,
      created: file.created,
      url_private: `${this.fileOrigin}/files-pri/${this.identity.teamId}-${file.id}/${encodeURIComponent(file.name)}`,
      url_private_download: `${this.fileOrigin}/files-pri/${this.identity.teamId}-${file.id}/download/${encodeURIComponent(file.name)}`,
      ims: [this.dmChannelOf(file.user)],
    };
  }

  private fileInfo(args: JsonObject): Answer {
    const file = this.files.get(str(args.file) ?? "");
    return file ? ok({ file: this.fileObject(file) }) : fail("file_not_found");
  }

  /**
   * Paged like Slack: `limit` (default 100, 1 to 1000, else invalid_limit) and an opaque `cursor` (one
   * this method gave, else invalid_cursor). A private channel the app is not in is channel_not_found,
   * as Slack hides it; a public one lists its members to any app with channels:read.
   */
  channelMembers(args: JsonObject): Answer {
    const channel = typeof args.channel === "string" ? args.channel : "";
    const all = this.members.get(channel);
    if (!all || (channel.startsWith("G") && !this.appIsIn(channel))) return fail("channel_not_found");
    const limit = args.limit === undefined || args.limit === "" ? 100 : Number(args.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) return fail("invalid_limit");
    let start = 0;
    if (typeof args.cursor === "string" && args.cursor !== "") {
      const decoded = /^members:(\d+)$/.exec(Buffer.from(args.cursor, "base64").toString("utf8"));
      start = decoded ? Number(decoded[1]) : -1;
      if (start < 0 || start >= all.length) return fail("invalid_cursor");
    }
    const next =
      start + limit < all.length ? Buffer.from(`members:${start + limit}`, "utf8").toString("base64") : "";
    return ok({ members: all.slice(start, start + limit), response_metadata: { next_cursor: next } });
  }

  /**
   * A channel whose members are known (`setChannelMembers`) has the app in it only when the bot user is
   * listed; any other channel is taken as one the app is in (the DMs, and channels no test describes).
   */
  appIsIn(channel: string): boolean {
    const members = this.members.get(channel);
    return members === undefined || members.includes(this.identity.botUserId);
  }

  /** conversations.info: a private channel the app is not in is not found, as Slack answers. */
  channelInfo(args: JsonObject): Answer {
    const channel = this.resolveChannel(args.channel);
    if (channel === undefined) return fail("channel_not_found");
    if (channel.startsWith("D")) return ok({ channel: { id: channel, is_im: true } });
    const member = this.appIsIn(channel);
    if (!member && channel.startsWith("G")) return fail("channel_not_found");
    return ok({
      channel: {
        id: channel,
        is_channel: channel.startsWith("C"),
        is_private: channel.startsWith("G"),
        is_member: member,
      },
    });
  }

  setUserInfo(userId: string, info: UserInfoInput): void {
    if (info.tz !== undefined) assertTimeZone(info.tz);
    this.users.set(userId, { ...this.users.get(userId), ...info });
  }

  knownUsers(): ReadonlyMap<string, UserInfoInput> {
    return this.users;
  }

  issueTriggerId(context: TriggerContext = {}): string {
    this.idCounter += 1;
    const id = `${Math.floor(this.clock() / 1000)}.${this.idCounter}.${randomBytes(8).toString("hex")}`;
    this.triggers.set(id, { issuedAt: this.clock(), used: false, ...context });
    return id;
  }

  /** Direct-message channel id for a user; stable so tests can predict it (U123 -> D123). */
  dmChannelOf(userId: string): string {
    return `D${userId.slice(1)}`;
  }

  viewerOf(viewId: string): string | undefined {
    return this.viewOwners.get(viewId);
  }

  homeViewOf(userId: string): SlackView | undefined {
    const id = this.homeViews.get(userId);
    return id === undefined ? undefined : this.views.get(id);
  }

  /**
   * `historyMaxLimit`: the most messages one conversations.history page holds for this caller (999, or
   * 15 for a non-Marketplace app).
   */
  handle(method: string, args: JsonObject, caller?: WorkspaceIdentity, historyMaxLimit = 999): Answer {
    this.caller = caller;
    this.historyMaxLimit = historyMaxLimit;
    try {
      return this.answer(method, args);
    } finally {
      this.caller = undefined;
    }
  }

  private answer(method: string, args: JsonObject): Answer {
    switch (method) {
      case "auth.test":
        return ok({
          url: `https://${this.identity.teamDomain}.slack.com/`,
          team: this.identity.teamDomain,
          user: "classroom",
          team_id: this.identity.teamId,
          user_id: this.identity.botUserId,
          bot_id: this.identity.botId,
          is_enterprise_install: false,
        });
      case "chat.postMessage":
        return this.postMessage(args);
      case "chat.postEphemeral":
        return this.postEphemeral(args);
      case "chat.update":
        return this.update(args);
      case "chat.delete":
        return this.deleteMessage(args);
      case "chat.scheduleMessage":
        return this.scheduleMessage(args);
      case "chat.deleteScheduledMessage":
        return this.deleteScheduled(args);
      case "chat.scheduledMessages.list":
        return this.listScheduled(args);
      case "conversations.open":
        return this.openConversation(args);
      case "conversations.history":
        return this.history(args, this.historyMaxLimit);
      case "users.info":
        return this.userInfo(args);
      case "users.lookupByEmail":
        return this.lookupByEmail(args);
      case "files.info":
        return this.fileInfo(args);
      case "conversations.members":
        return this.channelMembers(args);
      case "conversations.info":
        return this.channelInfo(args);
      case "views.open":
        return this.openView(args, false);
      case "views.push":
        return this.openView(args, true);
      case "views.update":
        return this.updateView(args);
      case "views.publish":
        return this.publishView(args);
      case "files.getUploadURLExternal":
        return this.uploadUrl(args);
      case "files.completeUploadExternal":
        return this.completeUpload(args);
      default:
        return fail("unknown_method", { req_method: method });
    }
  }

  /** Resolves a channel argument the way Slack does: a user id means the app's DM with that user. */
  resolveChannel(channel: unknown): string | undefined {
    const id = str(channel);
    if (id === undefined || !/^[CDGUW][A-Z0-9]+$/.test(id)) return undefined;
    return /^[UW]/.test(id) ? this.dmChannelOf(id) : id;
  }

  /** A message timestamp unique in this workspace, like Slack's "1700000000.000123". */
  nextTs(): string {
    this.tsCounter += 1;
    return `${Math.floor(this.clock() / 1000)}.${String(this.tsCounter).padStart(6, "0")}`;
  }

  private messageObject(ts: string, text: string, blocks: JsonObject[], extra: JsonObject = {}): JsonObject {
    return {
      type: "message",
      subtype: "bot_message",
      text,
      user: this.identity.botUserId,
      bot_id: this.identity.botId,
      app_id: this.identity.appId,
      team: this.identity.teamId,
      ts,
      ...(blocks.length > 0 ? { blocks } : {}),
      ...extra,
    };
  }

  private checkMessage(args: JsonObject): Answer | undefined {
    const problem = validateMessage({ text: args.text, blocks: args.blocks });
    if (problem === undefined) return undefined;
    return problem.violations.length > 0
      ? invalidArguments(problem.violations, problem.error)
      : fail(problem.error);
  }

  private postMessage(args: JsonObject): Answer {
    const channel = this.resolveChannel(args.channel);
    if (channel === undefined) return fail("channel_not_found");
    // No chat:write.public: a channel the app is not in refuses its posts.
    if (!this.appIsIn(channel)) return fail(channel.startsWith("G") ? "channel_not_found" : "not_in_channel");
    const invalid = this.checkMessage(args);
    if (invalid) return invalid;
    const ts = this.nextTs();
    const text = str(args.text) ?? "";
    const blocks = blocksOf(args.blocks);
    const threadTs = str(args.thread_ts);
    const metadata = metadataOf(args.metadata);
    this.messages.push({
      channel,
      ts,
      text,
      blocks,
      via: "chat.postMessage",
      at: this.clock(),
      ...(threadTs ? { threadTs } : {}),
      ...(metadata ? { metadata } : {}),
    });
    return ok({
      channel,
      ts,
      message: this.messageObject(ts, text, blocks, threadTs ? { thread_ts: threadTs } : {}),
    });
  }

  /** files.uploadV2, step 1: a URL to post the bytes to (the stand-in's own `/upload/<id>`). */
  private uploadUrl(args: JsonObject): Answer {
    const filename = str(args.filename);
    const length = Number(args.length);
    if (!filename) return fail("invalid_arguments");
    if (!Number.isInteger(length) || length <= 0) return fail("invalid_arguments");
    const id = `F${randomBytes(5).toString("hex").toUpperCase()}`;
    this.appFiles.set(id, { id, filename, title: filename, content: "" });
    return ok({ upload_url: `${this.fileOrigin}/upload/${id}`, file_id: id });
  }

  /** The bytes of an upload (POST to the upload URL). */
  receiveUpload(id: string, content: string): boolean {
    const file = this.appFiles.get(id);
    if (!file || file.channel !== undefined) return false;
    file.content = content;
    return true;
  }

  /** files.uploadV2, step 3: the uploaded files shared in a channel, as one message. */
  private completeUpload(args: JsonObject): Answer {
    let list: unknown = args.files;
    if (typeof list === "string") {
      try {
        list = JSON.parse(list);
      } catch {
        return fail("invalid_arguments");
      }
    }
    if (!Array.isArray(list) || list.length === 0) return fail("invalid_arguments");
    const channel = str(args.channel_id);
    if (channel !== undefined && this.resolveChannel(channel) === undefined) return fail("channel_not_found");
    const shared: UploadedFile[] = [];
    for (const entry of list) {
      const id = str((entry as JsonObject | null)?.id);
      const file = id === undefined ? undefined : this.appFiles.get(id);
      if (!file || file.content === "") return fail("file_not_found");
      const title = str((entry as JsonObject).title);
      if (title) file.title = title;
      shared.push(file);
    }
    if (channel !== undefined) {
      const target = this.resolveChannel(channel) as string;
      for (const f of shared) f.channel = target;
      this.messages.push({
        channel: target,
        ts: this.nextTs(),
        text: str(args.initial_comment) ?? "",
        blocks: [],
        via: "files.completeUploadExternal",
        at: this.clock(),
        files: shared,
      });
    }
    return ok({ files: shared.map((f) => ({ id: f.id, title: f.title, name: f.filename })) });
  }

  private postEphemeral(args: JsonObject): Answer {
    const channel = this.resolveChannel(args.channel);
    if (channel === undefined) return fail("channel_not_found");
    const user = str(args.user);
    if (user === undefined || !/^[UW]/.test(user)) return fail("user_not_found");
    const invalid = this.checkMessage(args);
    if (invalid) return invalid;
    const ts = this.nextTs();
    this.messages.push({
      channel,
      ts,
      text: str(args.text) ?? "",
      blocks: blocksOf(args.blocks),
      ephemeralTo: user,
      via: "chat.postEphemeral",
      at: this.clock(),
    });
    return ok({ message_ts: ts });
  }

  private findMessage(channel: string | undefined, ts: string | undefined): PostedMessage | undefined {
    return this.messages.find((m) => m.channel === channel && m.ts === ts && m.ephemeralTo === undefined);
  }

  private update(args: JsonObject): Answer {
    const channel = this.resolveChannel(args.channel);
    if (channel === undefined) return fail("channel_not_found");
    const message = this.findMessage(channel, str(args.ts));
    if (message === undefined) return fail("message_not_found");
    const invalid = this.checkMessage(args);
    if (invalid) return invalid;
    message.text = str(args.text) ?? "";
    message.blocks = blocksOf(args.blocks);
    return ok({
      channel,
      ts: message.ts,
      text: message.text,
      message: this.messageObject(message.ts, message.text, message.blocks),
    });
  }

  private deleteMessage(args: JsonObject): Answer {
    const channel = this.resolveChannel(args.channel);
    if (channel === undefined) return fail("channel_not_found");
    const message = this.findMessage(channel, str(args.ts));
    if (message === undefined) return fail("message_not_found");
    this.messages.splice(this.messages.indexOf(message), 1);
    return ok({ channel, ts: message.ts });
  }

  private scheduleMessage(args: JsonObject): Answer {
    const channel = this.resolveChannel(args.channel);
    if (channel === undefined) return fail("channel_not_found");
    const postAt = Number(args.post_at);
    if (!Number.isFinite(postAt) || args.post_at === undefined || args.post_at === "")
      return fail("invalid_time");
    const nowS = this.clock() / 1000;
    if (postAt <= nowS) return fail("time_in_past");
    if (postAt > nowS + MAX_SCHEDULE_AHEAD_S) return fail("time_too_far");
    const invalid = this.checkMessage(args);
    if (invalid) return invalid;
    const recent = (this.scheduleCalls.get(channel) ?? []).filter(
      (at) => at > this.clock() - SCHEDULE_WINDOW_MS,
    );
    if (recent.length >= SCHEDULE_PER_CHANNEL) return fail("restricted_too_many");
    this.scheduleCalls.set(channel, [...recent, this.clock()]);
    const id = randomId("Q", 10);
    const text = str(args.text) ?? "";
    const blocks = blocksOf(args.blocks);
    const postAtS = Math.floor(postAt);
    this.scheduled.set(id, { id, channel, postAt: postAtS, createdAt: Math.floor(nowS), text, blocks });
    return ok({
      channel,
      scheduled_message_id: id,
      post_at: postAtS,
      message: { ...this.messageObject("", text, blocks), ts: undefined },
    });
  }

  private deleteScheduled(args: JsonObject): Answer {
    const channel = this.resolveChannel(args.channel);
    if (channel === undefined) return fail("channel_not_found");
    const id = str(args.scheduled_message_id);
    const found = id === undefined ? undefined : this.scheduled.get(id);
    if (found === undefined || found.channel !== channel) return fail("invalid_scheduled_message_id");
    this.scheduled.delete(found.id);
    return ok();
  }

  private listScheduled(args: JsonObject): Answer {
    const channel = args.channel === undefined ? undefined : this.resolveChannel(args.channel);
    const oldest = Number(args.oldest ?? Number.NEGATIVE_INFINITY);
    const latest = Number(args.latest ?? Number.POSITIVE_INFINITY);
    const list = [...this.scheduled.values()]
      .filter((m) => channel === undefined || m.channel === channel)
      .filter((m) => m.postAt >= oldest && m.postAt <= latest)
      .sort((a, b) => a.postAt - b.postAt)
      .map((m) => ({
        id: m.id,
        channel_id: m.channel,
        post_at: m.postAt,
        date_created: m.createdAt,
        text: m.text,
      }));
    return ok({ scheduled_messages: list, response_metadata: { next_cursor: "" } });
  }

  /** Posts every scheduled message whose time has come (Slack does this on its own; tests call it). */
  deliverDueScheduled(): PostedMessage[] {
    const nowS = this.clock() / 1000;
    const due = [...this.scheduled.values()]
      .filter((m) => m.postAt <= nowS)
      .sort((a, b) => a.postAt - b.postAt);
    const delivered: PostedMessage[] = [];
    for (const m of due) {
      this.scheduled.delete(m.id);
      const message: PostedMessage = {
        channel: m.channel,
        ts: this.nextTs(),
        text: m.text,
        blocks: m.blocks,
        via: "chat.scheduleMessage",
        at: this.clock(),
      };
      this.messages.push(message);
      delivered.push(message);
    }
    return delivered;
  }

  /**
   * Newest first, like Slack: `oldest` and `latest` bound the window (exclusive unless `inclusive`),
   * `limit` (default 100) is capped at `maxLimit` without an error (15 for a non-Marketplace app, as
   * Slack does silently), `has_more` and `response_metadata.next_cursor` lead to the older rest, and
   * metadata comes only when asked for.
   */
  private history(args: JsonObject, maxLimit: number): Answer {
    const channel = str(args.channel);
    if (channel === undefined || !/^[CDG][A-Z0-9]+$/.test(channel)) return fail("channel_not_found");
    const oldest = Number(str(args.oldest) ?? 0) || 0;
    const latestArg = str(args.latest);
    const latest = latestArg === undefined ? Number.POSITIVE_INFINITY : Number(latestArg) || 0;
    const inclusive = args.inclusive === true || args.inclusive === "true" || args.inclusive === "1";
    const asked = Number(args.limit ?? 100);
    const limit = Math.min(Number.isInteger(asked) && asked > 0 ? asked : 100, maxLimit);
    let before = Number.POSITIVE_INFINITY;
    const cursor = str(args.cursor);
    if (cursor !== undefined) {
      const decoded = /^history:(\d+\.\d+)$/.exec(Buffer.from(cursor, "base64").toString("utf8"));
      if (!decoded) return fail("invalid_cursor");
      before = Number(decoded[1]);
    }
    const withMetadata = args.include_all_metadata === true || args.include_all_metadata === "true";
    const inWindow = this.messages
      .filter((m) => {
        if (m.channel !== channel || m.ephemeralTo !== undefined) return false;
        const ts = Number(m.ts);
        const afterOldest = inclusive ? ts >= oldest : ts > oldest;
        const beforeLatest = inclusive ? ts <= latest : ts < latest;
        return afterOldest && beforeLatest && ts < before;
      })
      .reverse();
    const page = inWindow.slice(0, limit);
    const hasMore = inWindow.length > limit;
    const last = page.at(-1);
    return ok({
      messages: page.map((m) => ({
        ...this.messageObject(m.ts, m.text, m.blocks),
        ...(withMetadata && m.metadata ? { metadata: m.metadata } : {}),
      })),
      has_more: hasMore,
      ...(hasMore && last
        ? { response_metadata: { next_cursor: Buffer.from(`history:${last.ts}`).toString("base64") } }
        : {}),
    });
  }

  private openConversation(args: JsonObject): Answer {
    if (str(args.channel) !== undefined) {
      const channel = this.resolveChannel(args.channel);
      return channel === undefined ? fail("channel_not_found") : ok({ channel: { id: channel } });
    }
    const users = (str(args.users) ?? "")
      .split(",")
      .map((u) => u.trim())
      .filter(Boolean);
    if (users.length === 0) return fail("users_list_not_supplied");
    if (users.some((u) => !/^[UW][A-Z0-9]+$/.test(u))) return fail("user_not_found");
    if (users.length > 8) return fail("too_many_users");
    const [only] = users;
    const id =
      users.length === 1 && only !== undefined ? this.dmChannelOf(only) : `G${[...users].sort().join("")}`;
    return ok({ channel: { id }, ...(users.length === 1 ? { no_op: false, already_open: false } : {}) });
  }

  private userInfo(args: JsonObject): Answer {
    const id = str(args.user);
    if (id === undefined) return fail("user_not_found");
    const info = this.users.get(id);
    if (info === undefined) return fail("user_not_found");
    const includeLocale = args.include_locale === true || args.include_locale === "true";
    return ok({ user: userObject(id, info, this.identity.teamId, this.clock(), includeLocale) });
  }

  /** Like Slack: the member whose profile e-mail is this (any case), else users_not_found. */
  private lookupByEmail(args: JsonObject): Answer {
    const email = str(args.email)?.trim().toLowerCase();
    if (email === undefined || email === "") return fail("invalid_arguments");
    for (const [id, info] of this.users) {
      if (info.email?.toLowerCase() === email && info.deleted !== true)
        return ok({ user: userObject(id, info, this.identity.teamId, this.clock()) });
    }
    return fail("users_not_found");
  }

  private useTrigger(value: unknown): { trigger: Trigger } | { error: Answer } {
    const id = str(value);
    if (id === undefined)
      return { error: fail("invalid_arguments", { response_metadata: { messages: [] } }) };
    const trigger = this.triggers.get(id);
    if (trigger === undefined) return { error: fail("invalid_trigger_id") };
    if (trigger.used) return { error: fail("trigger_exchanged") };
    if (this.clock() - trigger.issuedAt > TRIGGER_LIFETIME_MS) return { error: fail("expired_trigger_id") };
    return { trigger };
  }

  private newHash(): string {
    return `${Math.floor(this.clock() / 1000)}.${randomBytes(6).toString("hex")}`;
  }

  /**
   * Builds the view Slack would store: given fields kept, defaults filled in, and a generated
   * block_id / action_id wherever the app left one out (Slack does this, and state.values uses them).
   */
  private storeView(
    input: JsonObject,
    id: string,
    links: { root: string; previous: string | null },
  ): SlackView {
    const copy = structuredClone(input);
    const blocks = blocksOf(copy.blocks);
    for (const block of blocks) {
      if (typeof block.block_id !== "string") block.block_id = randomId("", 5);
      const element = block.element as JsonObject | undefined;
      if (element && typeof element.action_id !== "string") element.action_id = randomId("", 5);
      const accessory = block.accessory as JsonObject | undefined;
      if (accessory && typeof accessory.action_id !== "string") accessory.action_id = randomId("", 5);
      for (const el of blocksOf(block.elements)) {
        if (block.type === "actions" && typeof el.action_id !== "string") el.action_id = randomId("", 5);
      }
    }
    const view: SlackView = {
      ...copy,
      id,
      team_id: this.identity.teamId,
      type: String(copy.type),
      blocks,
      private_metadata: str(copy.private_metadata) ?? "",
      callback_id: str(copy.callback_id) ?? "",
      external_id: str(copy.external_id) ?? "",
      state: { values: {} },
      hash: this.newHash(),
      clear_on_close: copy.clear_on_close === true || copy.clear_on_close === "true",
      notify_on_close: copy.notify_on_close === true || copy.notify_on_close === "true",
      root_view_id: links.root,
      previous_view_id: links.previous,
      app_id: this.identity.appId,
      app_installed_team_id: this.identity.teamId,
      bot_id: this.identity.botId,
    };
    this.views.set(id, view);
    return view;
  }

  private externalIdTaken(externalId: unknown, exceptId?: string): boolean {
    const ext = str(externalId);
    if (ext === undefined) return false;
    return [...this.views.values()].some((v) => v.external_id === ext && v.id !== exceptId);
  }

  private openView(args: JsonObject, push: boolean): Answer {
    const view = args.view;
    const violations = validateView(view, "modal");
    if (violations.length > 0) return invalidArguments(violations);
    const used = this.useTrigger(args.trigger_id);
    if ("error" in used) return used.error;
    if (this.externalIdTaken((view as JsonObject).external_id)) return fail("duplicate_external_id");
    const from = used.trigger.viewId === undefined ? undefined : this.views.get(used.trigger.viewId);
    const stack = push && from ? this.stacks.get(from.root_view_id) : undefined;
    if (stack && stack.length >= MAX_VIEW_STACK) return fail("push_limit_reached");
    used.trigger.used = true;
    const id = randomId("V", 10);
    const stored = this.storeView(view as JsonObject, id, {
      root: stack?.[0] ?? id,
      previous: stack ? (stack[stack.length - 1] ?? null) : null,
    });
    if (stack) stack.push(id);
    else this.stacks.set(id, [id]);
    const owner = used.trigger.userId ?? (from ? this.viewOwners.get(from.id) : undefined);
    if (owner !== undefined) this.viewOwners.set(id, owner);
    return ok({ view: stored });
  }

  private updateView(args: JsonObject): Answer {
    const viewId = str(args.view_id);
    const externalId = str(args.external_id);
    if (viewId === undefined && externalId === undefined) {
      return fail("invalid_arguments", {
        response_metadata: {
          messages: ["[ERROR] either view_id or external_id is required [json-pointer:/]"],
        },
      });
    }
    const current =
      viewId !== undefined
        ? this.views.get(viewId)
        : [...this.views.values()].find((v) => v.external_id === externalId);
    if (current === undefined) return fail("not_found");
    const hash = str(args.hash);
    if (hash !== undefined && hash !== current.hash) return fail("hash_conflict");
    const kind = current.type === "home" ? "home" : "modal";
    const violations = validateView(args.view, kind);
    if (violations.length > 0) return invalidArguments(violations);
    if (this.externalIdTaken((args.view as JsonObject).external_id, current.id))
      return fail("duplicate_external_id");
    const next = args.view as JsonObject;
    // An update that leaves external_id out keeps the one the view already has.
    const withExternal =
      next.external_id === undefined ? { ...next, external_id: current.external_id } : next;
    const stored = this.storeView(withExternal, current.id, {
      root: current.root_view_id,
      previous: current.previous_view_id,
    });
    return ok({ view: stored });
  }

  private publishView(args: JsonObject): Answer {
    const userId = str(args.user_id);
    if (userId === undefined || !/^[UW][A-Z0-9]+$/.test(userId)) return fail("user_not_found");
    const violations = validateView(args.view, "home");
    if (violations.length > 0) return invalidArguments(violations);
    const existing = this.homeViewOf(userId);
    const hash = str(args.hash);
    if (hash !== undefined && existing !== undefined && hash !== existing.hash) return fail("hash_conflict");
    const id = existing?.id ?? randomId("V", 10);
    const stored = this.storeView(args.view as JsonObject, id, { root: id, previous: null });
    this.homeViews.set(userId, id);
    this.viewOwners.set(id, userId);
    return ok({ view: stored });
  }
}
