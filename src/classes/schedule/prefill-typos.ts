/**
 * Day and month words typed with a slip ("tomorow", "wensday", "Thrusday", "Decmber"): read as the word
 * meant, and said back as "did you mean" on the form's "Read as" line, so a slip never lands in the
 * class name. Only a word of 5 letters or more, at most 1 edit (5-6 letters) or 2 (7 or more) from a known word and starting with
 * its letter, and never a word of a name the teacher already uses (a course or class called "Julia"
 * stays Julia, not July). Chinese is typed by picking characters, so it has no such slips.
 */

/** The words a slip is read as: weekdays (and their plurals), months, and the days said by name. */
const KNOWN: readonly string[] = [
  ..."sunday monday tuesday wednesday thursday friday saturday".split(" ").flatMap((d) => [d, `${d}s`]),
  ..."january february march april june july august september october november december".split(" "),
  "today",
  "tonight",
  "tomorrow",
  "weekday",
  "weekdays",
  "christmas",
  "fortnightly",
  "biweekly",
];

/** A slip read as a word: `typed` as the teacher typed it, `meant` the word read. */
export interface Slip {
  readonly typed: string;
  readonly meant: string;
}

/** Edits (insert, delete, replace, swap two neighbours) from `a` to `b`, stopping past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const prev = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** The known word a slip means, or undefined (a known word itself, a name's word, or nothing close). */
export function meantWord(word: string, names: ReadonlySet<string>): string | undefined {
  const lower = word.toLowerCase();
  if (lower.length < 5 || !/^[a-z]+$/.test(lower) || KNOWN.includes(lower) || names.has(lower))
    return undefined;
  // Short words are close to many others ("Sunny", "Julia"): one slip for 5 or 6 letters, two past that.
  const max = lower.length >= 7 ? 2 : 1;
  let best: { word: string; distance: number } | undefined;
  for (const known of KNOWN) {
    if (known[0] !== lower[0]) continue;
    const distance = editDistance(lower, known, max);
    if (distance <= max && (best === undefined || distance < best.distance)) best = { word: known, distance };
  }
  return best?.word;
}

/** The words of the names the teacher uses, lower case: never read as a slip. */
export function nameWords(names: readonly string[]): Set<string> {
  return new Set(names.flatMap((n) => n.toLowerCase().split(/[^a-z]+/)).filter((w) => w !== ""));
}

/** `text` with each slip replaced by the word meant, and the slips in text order. */
export function readSlips(text: string, names: ReadonlySet<string>): { text: string; slips: Slip[] } {
  const slips: Slip[] = [];
  const out = text.replace(/[A-Za-z]+/g, (word) => {
    const meant = meantWord(word, names);
    if (meant === undefined) return word;
    slips.push({ typed: word, meant });
    return meant;
  });
  return { text: out, slips };
}
