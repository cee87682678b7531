/**
 * The class picker behind every `/class <sub> [class]`: the classes an actor may act on (admins:
 * every class; teachers: classes of courses they may teach), upcoming first, and the resolution of
 * what they typed — a class id, or the start of a class name.
 */
import type { ClassRecord, Store } from "../store/index.js";
import { type Actor, mayTeach } from "./actor.js";
import { upcomingThenRecent, windowStart } from "./recent-classes.js";

/** How many classes the picker considers; the store's largest page. */
export const PICKER_SCAN_LIMIT = 1000;
/** Close matches listed when the text is ambiguous or unknown. */
export const CLOSE_MATCHES = 5;

export interface ActOnOptions {
  /** Also classes that ended within this many days (the rate picker): after the upcoming ones. */
  readonly endedWithinDays?: number;
}

export async function classesActorMayActOn(
  store: Store,
  actor: Actor,
  now: number,
  options: ActOnOptions = {},
): Promise<ClassRecord[]> {
  const since = options.endedWithinDays === undefined ? now : windowStart(now, options.endedWithinDays);
  const [records, courses] = await Promise.all([
    store.classes.listUpcoming(actor.teamId, { now: since, limit: PICKER_SCAN_LIMIT }),
    store.courses.list(actor.teamId),
  ]);
  const byId = new Map(courses.map((c) => [c.courseId, c]));
  const allowed = records.filter((r) => !r.deleted && mayTeach(actor, byId.get(r.courseId)));
  // listUpcoming is soonest first: upcoming classes lead, in date order, then the recent past ones.
  return since === now ? allowed : upcomingThenRecent(allowed, now);
}

export type FindClassResult =
  | { readonly kind: "found"; readonly cls: ClassRecord }
  | { readonly kind: "none" }
  | { readonly kind: "ambiguous"; readonly text: string; readonly matches: ClassRecord[] }
  | { readonly kind: "unknown"; readonly text: string; readonly matches: ClassRecord[] };

/** Empty text: "none" (the caller shows a picker). */
export function findClass(classes: readonly ClassRecord[], text: string): FindClassResult {
  const wanted = text.trim();
  if (wanted === "") return { kind: "none" };
  if (/^\d+$/.test(wanted)) {
    const byId = classes.find((c) => String(c.classId) === wanted);
    if (byId) return { kind: "found", cls: byId };
  }
  const lower = wanted.toLowerCase();
  const exact = classes.filter((c) => c.name.toLowerCase() === lower);
  const starts = exact.length > 0 ? exact : classes.filter((c) => c.name.toLowerCase().startsWith(lower));
  // A series shares one name: its next class is what "Algebra" means.
  const distinct = uniqueBySeries(starts);
  const [first] = distinct;
  if (first && distinct.length === 1) return { kind: "found", cls: first };
  if (distinct.length > 1)
    return { kind: "ambiguous", text: wanted, matches: distinct.slice(0, CLOSE_MATCHES) };
  return { kind: "unknown", text: wanted, matches: closeMatches(classes, lower) };
}

function uniqueBySeries(classes: readonly ClassRecord[]): ClassRecord[] {
  const seen = new Set<string>();
  const out: ClassRecord[] = [];
  for (const c of classes) {
    const key = c.seriesId === null ? `class:${c.classId}` : `series:${c.seriesId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(c);
  }
  return out;
}

/** Names containing the text, then names sharing a word with it. */
function closeMatches(classes: readonly ClassRecord[], lower: string): ClassRecord[] {
  const containing = classes.filter((c) => c.name.toLowerCase().includes(lower));
  const words = lower.split(/\s+/).filter((w) => w.length >= 3);
  const sharing = classes.filter((c) => {
    const name = c.name.toLowerCase();
    return words.some((w) => name.includes(w.slice(0, 3)));
  });
  return uniqueBySeries([...containing, ...sharing]).slice(0, CLOSE_MATCHES);
}

/** Options for a picker search (external_select): name or date text contains the query. */
export function searchClasses(
  classes: readonly ClassRecord[],
  query: string,
  label: (c: ClassRecord) => string,
  limit: number,
): ClassRecord[] {
  const q = query.trim().toLowerCase();
  if (q === "") return classes.slice(0, limit);
  return classes.filter((c) => label(c).toLowerCase().includes(q) || String(c.classId) === q).slice(0, limit);
}
