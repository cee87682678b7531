/**
 * What each person saw in Slack, reconstructed from the stand-in's recorded calls: DMs, ephemeral
 * replies, channel posts, modals and home tabs, each rendered in the reader's own time zone.
 * The demo prints it; tests can assert on it.
 */
import { type RenderContext, renderMessage, renderSlackText, renderView } from "./render.js";
import type { SlackStandin } from "./server.js";
import type { JsonObject, RecordedCall } from "./types.js";

export type SeenKind = "dm" | "ephemeral" | "channel" | "edited" | "scheduled" | "modal" | "home";

export interface SeenEntry {
  seq: number;
  /** The user who sees it, or undefined for a channel post everyone in the channel sees. */
  userId?: string;
  /** The channel it appears in, for messages. */
  channel?: string;
  kind: SeenKind;
  lines: string[];
}

export interface TranscriptOptions {
  /** Only calls with seq >= sinceSeq (take `standin.calls.length` before an action). */
  sinceSeq?: number;
  /** "Now" for relative dates (today/tomorrow); defaults to each call's own time. */
  now?: number;
}

function str(value: unknown): string | undefined {
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

/** The user on the other side of one of the app's DM channels (the stand-in maps U123 <-> D123). */
function dmUser(standin: SlackStandin, channel: string | undefined): string | undefined {
  if (channel === undefined || !channel.startsWith("D")) return undefined;
  const candidate = `U${channel.slice(1)}`;
  return standin.dmChannelOf(candidate) === channel ? candidate : undefined;
}

function contextFor(standin: SlackStandin, userId: string | undefined, now: number): RenderContext {
  const info = userId === undefined ? undefined : standin.knownUsers.get(userId);
  return {
    timeZone: info?.tz ?? "UTC",
    now,
    userName: (id) => {
      const u = standin.knownUsers.get(id);
      return u?.display_name ?? u?.real_name ?? u?.name;
    },
  };
}

function seenIn(standin: SlackStandin, call: RecordedCall, now: number): SeenEntry | undefined {
  if (call.status !== 200 || call.response.ok !== true) return undefined;
  const { args, response, seq } = call;
  const messageEntry = (kind: SeenKind, channel: string | undefined, userId?: string): SeenEntry => {
    const reader = userId ?? dmUser(standin, channel);
    return {
      seq,
      ...(reader === undefined ? {} : { userId: reader }),
      ...(channel === undefined ? {} : { channel }),
      kind: kind === "channel" && reader !== undefined ? "dm" : kind,
      lines: renderMessage(args, contextFor(standin, reader, now)),
    };
  };
  switch (call.method) {
    case "chat.postMessage":
      return messageEntry("channel", str(response.channel));
    case "chat.postEphemeral":
      return messageEntry("ephemeral", standin.dmChannelOf(String(args.user)), str(args.user));
    case "chat.update":
      return messageEntry("edited", str(response.channel));
    case "chat.scheduleMessage": {
      const entry = messageEntry("scheduled", str(response.channel));
      const ctx = contextFor(standin, entry.userId, now);
      const when = renderSlackText(`<!date^${String(response.post_at)}^{date_short_pretty} at {time}|>`, ctx);
      return { ...entry, lines: [`(scheduled for ${when})`, ...entry.lines] };
    }
    case "response_url": {
      const context = call.responseUrl ?? {};
      const ephemeral = args.response_type !== "in_channel";
      return messageEntry(
        ephemeral ? "ephemeral" : "channel",
        context.channelId,
        ephemeral ? context.userId : undefined,
      );
    }
    case "views.open":
    case "views.push":
    case "views.update":
    case "views.publish": {
      const view = response.view as JsonObject;
      const userId = call.method === "views.publish" ? str(args.user_id) : standin.viewerOf(String(view.id));
      return {
        seq,
        ...(userId === undefined ? {} : { userId }),
        kind: view.type === "home" ? "home" : "modal",
        lines: renderView(view, contextFor(standin, userId, now)),
      };
    }
    default:
      return undefined;
  }
}

/** Everything people saw, in order, from the recorded calls. */
export function seenByEveryone(standin: SlackStandin, options: TranscriptOptions = {}): SeenEntry[] {
  const since = options.sinceSeq ?? 0;
  return standin.calls
    .filter((c) => c.seq >= since)
    .map((c) => seenIn(standin, c, options.now ?? c.at))
    .filter((e): e is SeenEntry => e !== undefined);
}

/** What one person saw (their DMs, ephemeral replies, modals, home tab). */
export function seenBy(standin: SlackStandin, userId: string, options: TranscriptOptions = {}): SeenEntry[] {
  return seenByEveryone(standin, options).filter((e) => e.userId === userId);
}

const HEADINGS: Record<SeenKind, string> = {
  dm: "gets a DM",
  ephemeral: "sees (only visible to them)",
  channel: "sees in the channel",
  edited: "sees a message change to",
  scheduled: "has a DM scheduled",
  modal: "sees the form",
  home: "sees their App Home",
};

/** A readable transcript: "@ana gets a DM:" followed by the indented message. */
export function formatTranscript(standin: SlackStandin, entries: readonly SeenEntry[]): string {
  const nameOf = (id: string | undefined) => {
    if (id === undefined) return "everyone";
    const u = standin.knownUsers.get(id);
    return `@${u?.display_name ?? u?.name ?? id}`;
  };
  return entries
    .map((e) => {
      const where = e.kind === "channel" && e.channel ? ` #${e.channel}` : "";
      return [`${nameOf(e.userId)} ${HEADINGS[e.kind]}${where}:`, ...e.lines.map((l) => `    ${l}`)].join(
        "\n",
      );
    })
    .join("\n");
}
