/**
 * Slack's mrkdwn only sees `*bold*` and `` `code` `` whose markers stand against a space, an ASCII
 * character or the end: beside a Chinese character or full-width punctuation it prints the asterisks.
 * Returns each span stuck to such text, with two characters of context either side.
 */
const MARKED = /\*[^*\n]+?\*|`[^`\n]+?`/g;
const wide = (ch: string | undefined) => ch !== undefined && ch.charCodeAt(0) > 0x7f && !/\s/.test(ch);

export function markersAgainstWideText(text: string): string[] {
  return [...text.matchAll(MARKED)].flatMap((m) => {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    return wide(text[at - 1]) || wide(text[end]) ? [text.slice(Math.max(0, at - 2), end + 2)] : [];
  });
}
