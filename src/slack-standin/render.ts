/**
 * Renders Slack text and Block Kit as plain lines, the way a given person would read them in Slack:
 * `<!date^...>` in their own time zone, mentions as names, links with their text. Used for the demo
 * transcript and for tests that assert on what someone sees rather than on raw JSON.
 */
import { TZDate } from "@date-fns/tz";
import { format, formatDistanceStrict } from "date-fns";
import { isObject, optionsOf } from "./json.js";
import type { JsonObject } from "./types.js";

export interface RenderContext {
  /** The reader's IANA time zone (their Slack tz). Default UTC. */
  timeZone?: string;
  /** Milliseconds "now", for {date_pretty} (today / tomorrow / yesterday) and {ago}. Default Date.now(). */
  now?: number;
  /** Display name for a user id in <@U...> mentions. */
  userName?: (userId: string) => string | undefined;
}

function dayKey(date: TZDate): string {
  return format(date, "yyyy-MM-dd");
}

/** One `{token}` of Slack's date formatting, for a Unix time, in the reader's zone. */
function dateToken(token: string, seconds: number, ctx: RenderContext): string | undefined {
  const zone = ctx.timeZone ?? "UTC";
  const date = new TZDate(seconds * 1000, zone);
  const nowMs = ctx.now ?? Date.now();
  const pretty = (fallback: string) => {
    const today = new TZDate(nowMs, zone);
    const diffDays = Math.round(
      (Date.parse(`${dayKey(date)}T00:00:00Z`) - Date.parse(`${dayKey(today)}T00:00:00Z`)) / 86_400_000,
    );
    if (diffDays === 0) return "today";
    if (diffDays === 1) return "tomorrow";
    if (diffDays === -1) return "yesterday";
    return fallback;
  };
  switch (token) {
    case "date_num":
      return format(date, "yyyy-MM-dd");
    case "date":
      return format(date, "MMMM do, yyyy");
    case "date_short":
      return format(date, "MMM d, yyyy");
    case "date_long":
      return format(date, "EEEE, MMMM do, yyyy");
    case "date_pretty":
      return pretty(format(date, "MMMM do, yyyy"));
    case "date_short_pretty":
      return pretty(format(date, "MMM d, yyyy"));
    case "date_long_pretty":
      return pretty(format(date, "EEEE, MMMM do, yyyy"));
    case "time":
      return format(date, "h:mm a");
    case "time_secs":
      return format(date, "h:mm:ss a");
    case "ago": {
      const distance = formatDistanceStrict(seconds * 1000, nowMs);
      return seconds * 1000 <= nowMs ? `${distance} ago` : `in ${distance}`;
    }
    default:
      return undefined;
  }
}

/** Slack mrkdwn/plain text as the reader sees it (formatting marks kept, tokens resolved). */
export function renderSlackText(text: string, ctx: RenderContext = {}): string {
  const resolved = text.replace(/<([^<>]+)>/g, (whole, inner: string) => {
    const [target = "", label] = inner.split("|", 2) as [string, string | undefined];
    if (target.startsWith("!date^")) {
      const [, ts, template = ""] = target.split("^");
      const seconds = Number(ts);
      if (!Number.isFinite(seconds)) return label ?? whole;
      return template.replace(/\{(\w+)\}/g, (t, name: string) => dateToken(name, seconds, ctx) ?? t);
    }
    if (target.startsWith("@")) {
      const id = target.slice(1);
      return `@${ctx.userName?.(id) ?? label ?? id}`;
    }
    if (target.startsWith("#")) return `#${label ?? target.slice(1)}`;
    if (target.startsWith("!subteam^")) return `@${label ?? "group"}`;
    if (target.startsWith("!")) return `@${target.slice(1)}`;
    return label ? `${label} (${target})` : target;
  });
  return resolved.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

function textOf(value: unknown, ctx: RenderContext): string {
  if (!isObject(value) || typeof value.text !== "string") return "";
  return value.type === "mrkdwn" ? renderSlackText(value.text, ctx) : value.text;
}

function optionText(option: unknown, ctx: RenderContext): string {
  return isObject(option) ? textOf(option.text, ctx) : "";
}

/** An interactive element in one short bracketed phrase: [Button], [▾ Teacher], [☑ Record ☐ Live]. */
function renderElement(element: unknown, ctx: RenderContext): string {
  if (!isObject(element)) return "";
  const placeholder = textOf(element.placeholder, ctx);
  switch (element.type) {
    case "button":
      return `[${textOf(element.text, ctx)}]`;
    case "overflow":
      return "[⋯]";
    case "static_select":
    case "external_select":
    case "radio_buttons":
      if (element.type === "radio_buttons") {
        const chosen = optionText(element.initial_option, ctx);
        return optionsOf(element)
          .map((o) => `${optionText(o, ctx) === chosen && chosen ? "◉" : "○"} ${optionText(o, ctx)}`)
          .join("  ");
      }
      return `[▾ ${optionText(element.initial_option, ctx) || placeholder || "choose"}]`;
    case "multi_static_select": {
      const chosen = Array.isArray(element.initial_options)
        ? element.initial_options.map((o) => optionText(o, ctx))
        : [];
      return `[▾ ${chosen.join(", ") || placeholder || "choose"}]`;
    }
    case "checkboxes": {
      const chosen = new Set(
        Array.isArray(element.initial_options) ? element.initial_options.map((o) => optionText(o, ctx)) : [],
      );
      return optionsOf(element)
        .map((o) => `${chosen.has(optionText(o, ctx)) ? "☑" : "☐"} ${optionText(o, ctx)}`)
        .join("  ");
    }
    case "users_select":
      return `[▾ ${typeof element.initial_user === "string" ? renderSlackText(`<@${element.initial_user}>`, ctx) : placeholder || "choose a person"}]`;
    case "multi_users_select": {
      const users = Array.isArray(element.initial_users) ? element.initial_users : [];
      return `[▾ ${users.map((u) => renderSlackText(`<@${String(u)}>`, ctx)).join(", ") || placeholder || "choose people"}]`;
    }
    case "conversations_select":
    case "channels_select":
      return `[▾ ${placeholder || "choose a conversation"}]`;
    case "datepicker":
      return `[📅 ${typeof element.initial_date === "string" ? element.initial_date : placeholder || "pick a date"}]`;
    case "timepicker":
      return `[🕒 ${typeof element.initial_time === "string" ? element.initial_time : placeholder || "pick a time"}]`;
    case "datetimepicker": {
      const at = Number(element.initial_date_time);
      const shown =
        Number.isFinite(at) && element.initial_date_time !== undefined
          ? renderSlackText(`<!date^${at}^{date_short} {time}|>`, ctx)
          : "pick a date and time";
      return `[📅 ${shown}]`;
    }
    case "plain_text_input":
    case "url_text_input":
    case "email_text_input":
    case "number_input": {
      const value = typeof element.initial_value === "string" ? element.initial_value : "";
      return `[${value || placeholder || "…"}]`;
    }
    case "image":
      return `[image: ${String(element.alt_text ?? "")}]`;
    default:
      return `[${String(element.type)}]`;
  }
}

function richText(value: unknown): string {
  if (Array.isArray(value)) return value.map(richText).join("");
  if (!isObject(value)) return "";
  if (typeof value.text === "string") return value.text;
  if (value.type === "user" && typeof value.user_id === "string") return `<@${value.user_id}>`;
  if (value.type === "link" && typeof value.url === "string") return value.url;
  return richText(value.elements);
}

/** Block Kit blocks as lines of text. */
export function renderBlocks(blocks: readonly unknown[], ctx: RenderContext = {}): string[] {
  const lines: string[] = [];
  for (const block of blocks) {
    if (!isObject(block)) continue;
    switch (block.type) {
      case "header":
        lines.push(`# ${textOf(block.text, ctx)}`);
        break;
      case "section": {
        const text = textOf(block.text, ctx);
        const fields = Array.isArray(block.fields)
          ? block.fields.map((f) => textOf(f, ctx)).join("  |  ")
          : "";
        const accessory = block.accessory === undefined ? "" : renderElement(block.accessory, ctx);
        const body = [text, fields].filter(Boolean).join("\n");
        lines.push(...`${body}${accessory ? `  ${accessory}` : ""}`.split("\n"));
        break;
      }
      case "divider":
        lines.push("────────");
        break;
      case "context": {
        const parts = Array.isArray(block.elements)
          ? block.elements
              .map((e) => (isObject(e) && e.type === "image" ? "" : textOf(e, ctx)))
              .filter(Boolean)
          : [];
        lines.push(`  ${parts.join(" · ")}`);
        break;
      }
      case "actions":
        lines.push(
          Array.isArray(block.elements) ? block.elements.map((e) => renderElement(e, ctx)).join(" ") : "",
        );
        break;
      case "input": {
        const optional = block.optional === true ? " (optional)" : "";
        lines.push(`${textOf(block.label, ctx)}${optional}: ${renderElement(block.element, ctx)}`);
        const hint = textOf(block.hint, ctx);
        if (hint) lines.push(`  ${hint}`);
        break;
      }
      case "image":
        lines.push(`[image: ${String(block.alt_text ?? "")}]`);
        break;
      case "rich_text":
        lines.push(...renderSlackText(richText(block.elements), ctx).split("\n"));
        break;
      default:
        lines.push(`[${String(block.type)}]`);
    }
  }
  return lines;
}

/** A message: its blocks when it has them (that is what Slack shows), else its text. */
export function renderMessage(
  message: { text?: unknown; blocks?: unknown },
  ctx: RenderContext = {},
): string[] {
  if (Array.isArray(message.blocks) && message.blocks.length > 0) return renderBlocks(message.blocks, ctx);
  return renderSlackText(typeof message.text === "string" ? message.text : "", ctx).split("\n");
}

/** A modal or home tab: title, blocks, and the submit/close buttons. */
export function renderView(view: JsonObject, ctx: RenderContext = {}): string[] {
  const blocks = Array.isArray(view.blocks) ? view.blocks : [];
  const lines = view.type === "home" ? ["App Home"] : [`Modal "${textOf(view.title, ctx)}"`];
  lines.push(...renderBlocks(blocks, ctx).map((l) => `  ${l}`));
  const buttons = [textOf(view.close, ctx), textOf(view.submit, ctx)].filter(Boolean).map((t) => `[${t}]`);
  if (view.type !== "home") lines.push(`  ${buttons.length > 0 ? buttons.join(" ") : "[Close]"}`);
  return lines;
}
