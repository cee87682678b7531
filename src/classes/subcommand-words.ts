/**
 * What a person meant by a `/class` word the command does not know: a misspelling of a word they may
 * use ("shedule"), or a word other apps use for one of ours ("reschedule" is `move`). Only words
 * the caller's role may use are suggested.
 */
import { can, isSubcommandWord, type Role, SUBCOMMANDS, type SubcommandWord } from "./roles.js";

/** Words people try for a subcommand that exists under another name. */
export const SUBCOMMAND_SYNONYMS: Readonly<Record<string, SubcommandWord>> = {
  edit: "move",
  reschedule: "move",
  postpone: "move",
  delete: "cancel",
  remove: "cancel",
  seat: "seats",
  record: "video",
  recording: "video",
  live: "video",
  label: "labels",
  rating: "rate",
  ratings: "rate",
  student: "students",
  file: "files",
  post: "share",
  card: "share",
  announce: "share",
  folder: "files",
  classes: "list",
  new: "schedule",
  add: "schedule",
  create: "schedule",
};

/** The words `role` may use, in the table's order. */
export function wordsFor(role: Role | null): SubcommandWord[] {
  return (Object.keys(SUBCOMMANDS) as SubcommandWord[]).filter((w) => can(role, SUBCOMMANDS[w]));
}

/** Edit distance with adjacent swaps counted as one edit ("lsit" is one from "list"). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      let best = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** The word meant by `typed`, among those `role` may use; null when nothing is close. */
export function suggestSubcommand(typed: string, role: Role | null): SubcommandWord | null {
  const word = typed.toLowerCase();
  const allowed = wordsFor(role);
  const synonym = Object.hasOwn(SUBCOMMAND_SYNONYMS, word) ? SUBCOMMAND_SYNONYMS[word] : undefined;
  if (synonym !== undefined && allowed.includes(synonym)) return synonym;
  if (isSubcommandWord(word)) return allowed.includes(word) ? word : null;
  // One slip in a short word, two in a longer one; a start of three letters or more ("sched").
  const most = word.length <= 4 ? 1 : 2;
  let best: { word: SubcommandWord; distance: number } | null = null;
  for (const w of allowed) {
    const distance = editDistance(word, w);
    if (distance <= most && (best === null || distance < best.distance)) best = { word: w, distance };
  }
  if (best) return best.word;
  const starts = word.length >= 3 ? allowed.filter((w) => w.startsWith(word)) : [];
  return starts.length === 1 ? (starts[0] ?? null) : null;
}
