/**
 * RFC 5545 content lines whatever people's names hold: TEXT values escaped (§3.3.11: backslash,
 * semicolon, comma, newlines) and stripped of the control characters the format forbids, lines folded
 * at 75 octets without splitting a UTF-8 character (§3.1), CRLF after every line, the last included.
 * ical-generator escapes most values but writes the calendar name raw (a class name with CR LF once
 * injected an `ATTACH:` line) and ends without CRLF, so its output goes through `contentLines`.
 */

/** Characters §3.3.11 does not allow in TEXT (every control but HTAB; newlines are escaped first). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed.
const CONTROLS = /[\u0000-\u0008\u000A-\u001F\u007F]/g;

/** A person's text as a TEXT value may hold it, newlines kept (for a library that escapes them). */
export function plainText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed.
  return value.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, "");
}

/** A TEXT value escaped for a content line (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(CONTROLS, "");
}

/** A URI value: kept only when it is a plain http(s) URL with nothing a content line could break on. */
export function safeUri(value: string | null | undefined): string | null {
  if (!value || !/^https?:\/\/[\x21-\x7e]+$/.test(value) || !URL.canParse(value)) return null;
  return value;
}

/** UTF-8 length of one code point. */
function octetsOf(ch: string): number {
  const cp = ch.codePointAt(0) ?? 0;
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

/** One logical line folded at 75 octets: continuation lines start with a space (§3.1). */
export function foldLine(line: string): string {
  if (line.length <= 18 || Buffer.byteLength(line, "utf8") <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const size = octetsOf(ch);
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      // A continuation line's leading space counts toward its 75.
      limit = 74;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/**
 * A calendar's text as CRLF-ended, folded content lines: earlier folding undone, then folded again at
 * 75 octets. Safe because every value is escaped before: no raw line break is left inside a value.
 */
export function contentLines(text: string): string {
  const lines = text
    .replace(/\r?\n[ \t]/g, "")
    .split(/\r?\n/)
    .filter((line) => line !== "");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
