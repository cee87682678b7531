/**
 * Text helpers for Block Kit. Everything a person typed (names, course titles, error texts from
 * the partner) goes through `userText` before it lands in mrkdwn, so a name like
 * `<!channel>` or `<https://evil|click>` is shown as typed instead of pinging or linking.
 * Lengths are measured in UTF-16 code units (JavaScript's `length`), which never undercounts
 * what Slack counts, and cuts never split a surrogate pair or an `&amp;` entity.
 */
import type { MrkdwnElement, PlainTextElement } from "@slack/types";

export const ELLIPSIS = "…";

/**
 * Slack's mrkdwn has no escape for its formatting marks, so a mark someone typed that could open or
 * close bold, italic, strike or code is shown as a look-alike of the same width (one code unit, so
 * every length check still holds). `*`, `_` and `~` format only next to a space, punctuation or an
 * end, so inside a word (`New_York`, `S_1`, `2*3`) they stay as typed; a backtick always changes.
 */
const FORMATTING_LOOKALIKES: Readonly<Record<string, string>> = {
  "*": "\u2217",
  _: "\uFF3F",
  "~": "\u223C",
  "`": "\u02CB",
};

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

function insideWord(before: string | undefined, after: string | undefined): boolean {
  return (
    before !== undefined && after !== undefined && WORD_CHARACTER.test(before) && WORD_CHARACTER.test(after)
  );
}

/** One character (code point) of user text as mrkdwn, seen with its neighbours. */
function escapeChar(ch: string, before?: string, after?: string): string {
  if (ch === "&") return "&amp;";
  if (ch === "<") return "&lt;";
  if (ch === ">") return "&gt;";
  const lookalike = FORMATTING_LOOKALIKES[ch];
  if (lookalike === undefined || (ch !== "`" && insideWord(before, after))) return ch;
  return lookalike;
}

/** `source` escaped one code point at a time (a cut may stop between pieces, never inside one). */
function escapedPieces(source: string, inCode = false): string[] {
  const chars = Array.from(source);
  return chars.map((ch, i) =>
    inCode && ch in FORMATTING_LOOKALIKES ? ch : escapeChar(ch, chars[i - 1], chars[i + 1]),
  );
}

/**
 * Bidi embedding, override and isolate controls (a name holding one would turn the text after it
 * around) and zero-width characters (which hide what a name really is, or glue markup together).
 */
const INVISIBLE = /[\u202A-\u202E\u2066-\u2069\u200B-\u200D\u2060\uFEFF]/g;

/** Text with the invisible controls above dropped (plain text keeps its marks and line breaks). */
export function dropInvisible(text: string): string {
  return text.replace(INVISIBLE, "");
}

/**
 * What a person typed, for mrkdwn and for a message's fallback `text` (which Slack also reads as
 * mrkdwn): the three characters that make mentions, links and entities are escaped, formatting marks
 * are neutralised and invisible controls dropped, so it reads as typed and in the order of the text
 * around it. The one escaping function of the app.
 */
export function escapeMrkdwn(text: string): string {
  return escapedPieces(dropInvisible(text)).join("");
}

/** Cuts to at most `max` code units, ending with an ellipsis when something was cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 0) return "";
  let out = "";
  for (const ch of text) {
    if (out.length + ch.length > max - ELLIPSIS.length) break;
    out += ch;
  }
  return out + ELLIPSIS;
}

/**
 * Collapses line breaks and runs of spaces and drops invisible controls: user data shown on one line
 * stays on one line, in the reading order of the text around it.
 */
export function oneLine(text: string): string {
  return dropInvisible(text).replace(/\s+/g, " ").trim();
}

/**
 * User-supplied text for mrkdwn: escaped, then cut so the escaped form fits `max`.
 * `fallback` is shown for an empty value (Slack refuses empty text objects).
 */
export function userText(text: string | null | undefined, max: number, fallback = "—"): string {
  const source = oneLine(text ?? "");
  if (source === "") return fallback;
  return cutPieces(escapedPieces(source), max);
}

/** Escaped pieces joined, cut (never inside a piece, so never inside an entity) to fit `max`. */
function cutPieces(pieces: readonly string[], max: number): string {
  const whole = pieces.join("");
  if (whole.length <= max) return whole;
  let out = "";
  for (const piece of pieces) {
    if (out.length + piece.length > max - ELLIPSIS.length) break;
    out += piece;
  }
  return out + ELLIPSIS;
}

/**
 * Inline code for an identifier (uid, account). Backticks inside would end the code span early; other
 * formatting marks mean nothing in code, so they are kept as typed.
 */
export function userCode(text: string | null | undefined, max: number): string {
  const clean = oneLine(text ?? "").replaceAll("`", "'");
  if (clean === "") return "—";
  return `\`${cutPieces(escapedPieces(clean, true), max - 2)}\``;
}

import { isSlackUserId } from "../../../slack-user-id.js";

export { isSlackUserId };

/** `<@U123>` for a well-formed id; anything else is shown escaped, never as markup. */
export function mention(slackUserId: string | null | undefined): string {
  if (isSlackUserId(slackUserId)) return `<@${slackUserId}>`;
  return userText(slackUserId, 40, "unknown user");
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** "Tue 2026-12-01 16:00 UTC": what clients that cannot format dates show, with the weekday too. */
function utcFallback(unixSeconds: number): string {
  const at = new Date(unixSeconds * 1000);
  const iso = at.toISOString();
  return `${WEEKDAYS[at.getUTCDay()]} ${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/**
 * The app's one declaration of how dates read (Slack's tokens, rendered in each reader's zone and
 * language). Every date a person reads carries its weekday (issue 30): Slack has no short form with
 * one ({date_short} and {date_short_pretty} have none, the "pretty" forms say "today" instead), so a
 * day is `{date_long}`: "Tuesday, December 1st, 2026". A bare time is only for a line whose day is
 * already said (the agenda's day, "in session since 4:00 PM").
 */
export const DATE_SHAPES = {
  /** "Tuesday, December 1st, 2026 4:00 PM" */
  when: "{date_long} {time}",
  /** "Tuesday, December 1st, 2026" */
  day: "{date_long}",
  /** "4:00 PM", on a line whose day is said elsewhere */
  time: "{time}",
} as const;

export type DateShape = keyof typeof DATE_SHAPES;

/**
 * Slack's date token, so every reader sees their own time zone; the fallback (UTC) is what
 * clients that cannot format dates show (a DM's is rewritten in its reader's zone: reader-dates.ts).
 */
export function slackDate(unixSeconds: number, shape: DateShape = "when"): string {
  if (!Number.isFinite(unixSeconds) || Math.abs(unixSeconds) > 8.64e12) return "unknown time";
  const ts = Math.floor(unixSeconds);
  return `<!date^${ts}^${DATE_SHAPES[shape]}|${utcFallback(ts)}>`;
}

export function plainText(text: string, max: number): PlainTextElement {
  const value = truncate(oneLine(text), max);
  return { type: "plain_text", text: value === "" ? "—" : value, emoji: true };
}

export function mrkdwn(text: string): MrkdwnElement {
  return { type: "mrkdwn", text: text === "" ? " " : text };
}

/**
 * Packs lines into as few chunks of at most `max` code units as possible (one section each).
 * A single line longer than `max` is cut, never dropped.
 */
export function packLines(lines: readonly string[], max: number): string[] {
  const chunks: string[] = [];
  let current = "";
  for (const raw of lines) {
    const line = raw.length > max ? truncate(raw, max) : raw;
    if (current === "") current = line;
    else if (current.length + 1 + line.length <= max) current += `\n${line}`;
    else {
      chunks.push(current);
      current = line;
    }
  }
  if (current !== "") chunks.push(current);
  return chunks;
}

/** Declared once in src/words.ts (use cases and the outbox count too); views take it from here. */
export { plural } from "../../../words.js";
