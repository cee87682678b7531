/**
 * Finds English the app left in what it sent a Chinese reader (issue 20): every text a person could
 * read in the Slack calls the stand-in recorded (messages, edits, ephemerals, scheduled reminders,
 * views, response_url answers, file titles and comments) and in the app's acks (a submission's
 * `response_action` view or field errors), each named by its Slack method and block or field so a
 * finding says where to look.
 *
 * A run of three or more English words is what a translation forgot: single words are names, brands
 * and acronyms far more often than sentences, and the people's own text is taken out first.
 */

/** One readable text the app sent, and where it was. */
export interface SaidText {
  /** The Slack method ("chat.postMessage", "views.open", "response_url", "ack:submit", ...). */
  readonly method: string;
  /** Whom or what it went to: a channel, a user, a view's callback_id. */
  readonly to: string;
  /** The field inside it: the JSON path, and the block_id of the block it sits in when it has one. */
  readonly field: string;
  readonly text: string;
}

export interface EnglishFinding extends SaidText {
  /** The run of English words found. */
  readonly run: string;
}

/** Keys whose string values a person reads. */
const READ_KEYS = new Set(["text", "title", "initial_comment", "alt_text", "fallback", "initial_value"]);
/** Keys that hold app data, never shown as such (a view's state echoes what the person typed). */
const SKIP_KEYS = new Set([
  "url",
  "value",
  "private_metadata",
  "action_id",
  "block_id",
  "callback_id",
  "external_id",
  "image_url",
  "metadata",
  "state",
  "hash",
  "token",
  "response_url",
  "trigger_id",
  "team_id",
]);

/** Every readable text in `node` (a call's args or an ack's JSON). */
export function readableTexts(method: string, to: string, node: unknown): SaidText[] {
  const out: SaidText[] = [];
  const walk = (value: unknown, path: string, blockId: string | undefined): void => {
    if (Array.isArray(value)) {
      value.forEach((v, i) => {
        walk(v, `${path}[${i}]`, blockId);
      });
      return;
    }
    if (!value || typeof value !== "object") return;
    const o = value as Record<string, unknown>;
    const here = typeof o.block_id === "string" && typeof o.type === "string" ? o.block_id : blockId;
    for (const [key, v] of Object.entries(o)) {
      if (SKIP_KEYS.has(key)) continue;
      const at = path ? `${path}.${key}` : key;
      const field = here ? `${at} (block ${here})` : at;
      if (typeof v === "string" && READ_KEYS.has(key)) out.push({ method, to, field, text: v });
      else if (key === "errors" && v && typeof v === "object" && !Array.isArray(v)) {
        // response_action "errors": each value is shown under its field.
        for (const [input, message] of Object.entries(v))
          if (typeof message === "string") out.push({ method, to, field: `errors.${input}`, text: message });
      } else walk(v, at, here);
    }
  };
  walk(node, "", undefined);
  return out;
}

/** Single words allowed in Chinese text (acronyms, product and platform names). */
const NON_WORDS = ["Classroom", "Slack", "HD", "SID", "SECRET", "UID", "URL", "CSV", "ID", "OK"];

const WORD = "[A-Za-z][A-Za-z'’]*";
/** What may stand between the words of one English run: spaces, digits, ASCII punctuation, mrkdwn. */
const SEP = '[\\s\\d.,;:!?()"*_~/&+=#%\\[\\]|<>-]+';
const RUN = new RegExp(`${WORD}(?:${SEP}${WORD}){2,}`, "g");

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The runs of 3+ English words left in `text` once mrkdwn tokens, people's own text (`ownText`:
 * names, class, course, channel and file names) and command and product names are taken out.
 */
export function englishLeft(text: string, ownText: readonly string[] = []): string[] {
  let s = text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  s = s
    // Dates render in the reader's own language; their fallback is Slack's affair.
    .replace(/<!date\^[^>]*>/g, " ")
    .replace(/<[@#!][^>]*>/g, " ")
    // A link's label is the app's words; its address is not.
    .replace(/<(?:https?|webcal|mailto|slack):[^|>]*\|([^>]*)>/g, " $1 ")
    .replace(/<(?:https?|webcal|mailto|slack):[^>]*>/g, " ")
    .replace(/(?:https?|webcal):\/\/\S+/g, " ")
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/`[^`]*`/g, " ")
    .replace(/:[a-z0-9_+-]+:/g, " ");
  const own = [...ownText].filter((t) => t.trim().length > 0).sort((a, b) => b.length - a.length);
  for (const t of own) s = s.replace(new RegExp(escapeRegExp(t), "g"), " ");
  s = s.replace(/\/class(?:\s+[a-z]+)?/g, " ");
  // A code of capitals and digits (an error's reference, "JP99S8EW") is a token, never words.
  s = s.replace(/\b(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{4,}\b/g, " ");
  for (const w of NON_WORDS) s = s.replace(new RegExp(`\\b${w}\\b`, "g"), " ");
  return [...s.matchAll(RUN)].map((m) => m[0].trim());
}

/** Each text's English runs, as findings. */
export function findEnglish(said: readonly SaidText[], ownText: readonly string[]): EnglishFinding[] {
  return said.flatMap((s) => englishLeft(s.text, ownText).map((run) => ({ ...s, run })));
}
