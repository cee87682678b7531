/**
 * The class picker behind every `/class <sub> [class]`: the classes an actor may act on (admins:
 * every class; teachers: classes of courses they may teach), upcoming first, and the resolution of
 * what they typed — a class name or its start, optionally with a day ("Algebra tomorrow").
 */
import type { ClassRecord, Store } from "../store/index.js";
import { type Actor, mayTeach } from "./actor.js";
import { sameDay, splitDayWords } from "./day-words.js";
import { upcomingThenRecent, windowStart } from "./recent-classes.js";
import { localDateOf } from "./schedule/occurrences.js";

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
  | {
      readonly kind: "found";
      readonly cls: ClassRecord;
      /**
       * The text named one class, by its day ("Algebra Tuesday") or its id; unset: the name alone,
       * which for a series means the series (the scope rule, docs/class-work.md).
       */
      readonly oneClass?: boolean;
    }
  | { readonly kind: "none" }
  | {
      readonly kind: "ambiguous";
      readonly text: string;
      readonly matches: ClassRecord[];
      /** The classes share the very name typed (not only its start). */
      readonly sameName: boolean;
    }
  | { readonly kind: "unknown"; readonly text: string; readonly matches: ClassRecord[] };

/** What a day after the name is read against: the person's zone and now. */
export interface DayContext {
  readonly now: number;
  readonly timeZone: string;
}

/**
 * Empty text: "none" (the caller shows a picker). The text is a class name (or its start), or a class
 * id, optionally followed by a day ("Algebra tomorrow", "Algebra Dec 3") when `day` is given. The
 * whole text is tried as a name first, so a class called "Algebra Thursday" is still found.
 */
export function findClass(classes: readonly ClassRecord[], text: string, day?: DayContext): FindClassResult {
  const wanted = text.trim();
  if (wanted === "") return { kind: "none" };
  if (/^\d+$/.test(wanted)) {
    const byId = classes.find((c) => String(c.classId) === wanted);
    if (byId) return { kind: "found", cls: byId, oneClass: true };
  }
  const byName = findByName(classes, wanted);
  if (byName) return byName;
  const split = day ? splitDayWords(wanted, day.now, day.timeZone) : null;
  if (day && split) {
    for (const date of split.days) {
      const onDay = classes.filter((c) => sameDay(localDateOf(c.beginTime, day.timeZone), date));
      const found = findByName(onDay, split.name);
      if (found?.kind === "found") return { ...found, oneClass: true };
      if (found) return found.kind === "ambiguous" ? { ...found, text: wanted } : found;
    }
    // The name is right but not the day: its classes on other days are the close matches.
    const named = findByName(classes, split.name);
    const others = named?.kind === "found" ? [named.cls] : named?.kind === "ambiguous" ? named.matches : [];
    if (others.length > 0) return { kind: "unknown", text: wanted, matches: others };
  }
  return { kind: "unknown", text: wanted, matches: closeMatches(classes, wanted.toLowerCase()) };
}

/** The classes called `wanted`, else those whose name starts with it; undefined when none. */
function findByName(classes: readonly ClassRecord[], wanted: string): FindClassResult | undefined {
  const lower = wanted.toLowerCase();
  const exact = classes.filter((c) => c.name.toLowerCase() === lower);
  const starts = exact.length > 0 ? exact : classes.filter((c) => c.name.toLowerCase().startsWith(lower));
  // A series shares one name: its next class is what "Algebra" means.
  const distinct = uniqueBySeries(starts);
  const [first] = distinct;
  if (first && distinct.length === 1) return { kind: "found", cls: first };
  if (distinct.length > 1)
    return {
      kind: "ambiguous",
      text: wanted,
      // Every class of that very name is offered (the picker of them); a name's start: the first few.
      matches: exact.length > 0 ? distinct : distinct.slice(0, CLOSE_MATCHES),
      sameName: exact.length > 0,
    };
  return undefined;
}

/**
 * `/class <word> <class> <arguments>` (`/class seats Algebra 2`): whether the arguments are
 * arguments or the end of a class's name. They are arguments only when the text without them names
 * one class and the whole text names none; when the whole text names a class, that class is meant
 * and its form opens, so nothing is changed on a guess.
 */
export function findClassWithArguments(
  classes: readonly ClassRecord[],
  whole: string,
  withoutArguments: string,
  day?: DayContext,
): { readonly found: FindClassResult; readonly useArguments: boolean } {
  const all = findClass(classes, whole, day);
  const stripped = findClass(classes, withoutArguments, day);
  if (all.kind === "found") return { found: all, useArguments: false };
  if (all.kind === "ambiguous") {
    // Either reading may be meant: the picker offers both.
    const extra = stripped.kind === "found" && !all.matches.includes(stripped.cls) ? [stripped.cls] : [];
    return { found: { ...all, matches: [...extra, ...all.matches] }, useArguments: false };
  }
  if (stripped.kind === "found") return { found: stripped, useArguments: true };
  return { found: stripped.kind === "ambiguous" ? stripped : all, useArguments: false };
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
