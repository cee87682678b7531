/**
 * The time zones a school may pick: the IANA zones this runtime knows (plus UTC), each shown with its
 * offset at the moment it is shown and a city, e.g. "(UTC−05:00) New York — America/New_York".
 * Abbreviations such as "EST" are not zones to pick: Intl takes "EST" as a fixed offset (it resolves
 * to America/Panama, without daylight saving), so a school that meant New York would be an hour off
 * half the year. They only help to find zones ("EST" finds New York, which is on EST in winter), as do
 * region, country and city names people use (time-zone-names.ts) and offsets ("UTC+8").
 */
import { tzOffset } from "@date-fns/tz";
import { BEST_KNOWN_ZONES, ZONE_ALIASES } from "./time-zone-names.js";

export interface ZoneChoice {
  /** The IANA name, what is stored. */
  readonly zone: string;
  /** Minutes east of UTC at the moment the choice was made. */
  readonly offsetMinutes: number;
  /** "(UTC−05:00) New York — America/New_York" */
  readonly label: string;
}

let names: readonly string[] | undefined;

/** Every zone a school may pick, in the runtime's spelling. */
export function schoolZoneNames(): readonly string[] {
  names ??= [...new Set(["UTC", ...Intl.supportedValuesOf("timeZone")])];
  return names;
}

let listed: ReadonlySet<string> | undefined;

/** True for a name in the list (exact spelling): what a submitted choice must be. */
export function isSchoolZone(zone: string): boolean {
  listed ??= new Set(schoolZoneNames());
  return listed.has(zone);
}

function offsetText(minutes: number): string {
  // U+2212 (minus sign), as clocks print it; ASCII "-" is searched for as well.
  const sign = minutes < 0 ? "−" : "+";
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** "America/Argentina/Buenos_Aires" -> "Buenos Aires"; "UTC" -> "UTC". */
function city(zone: string): string {
  return (zone.split("/").at(-1) ?? zone).replace(/_/g, " ");
}

export function zoneChoice(zone: string, atMs: number): ZoneChoice {
  const offsetMinutes = zone === "UTC" ? 0 : Math.round(tzOffset(zone, new Date(atMs)));
  const place = city(zone);
  const label =
    place === zone
      ? `(${offsetText(offsetMinutes)}) ${zone}`
      : `(${offsetText(offsetMinutes)}) ${place} — ${zone}`;
  return { zone, offsetMinutes, label };
}

/** Lower case, no accents, "_" and "/" as spaces, any minus as "-": how labels and queries are compared. */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/[−–]/g, "-")
    .replace(/[_/]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The runtime's spelling of a zone name ("Asia/Kolkata" is "Asia/Calcutta" on Node 20), or undefined. */
function runtimeZone(name: string): string | undefined {
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
  if (isSchoolZone(resolved)) return resolved;
  return resolved === "Etc/UTC" || resolved === "Etc/GMT" ? "UTC" : undefined;
}

let aliases: ReadonlyMap<string, readonly string[]> | undefined;

/** The alias table in the runtime's spelling, zones it does not know left out. */
function aliasTable(): ReadonlyMap<string, readonly string[]> {
  aliases ??= new Map(
    Object.entries(ZONE_ALIASES).map(([name, zones]) => [
      fold(name),
      [...new Set(zones.map(runtimeZone).filter((z) => z !== undefined))],
    ]),
  );
  return aliases;
}

let known: ReadonlyMap<string, number> | undefined;

/** Position among the best-known zones (lower first), Infinity for the rest. */
function fame(zone: string): number {
  if (known === undefined) {
    const ranks = new Map<string, number>();
    BEST_KNOWN_ZONES.forEach((name, i) => {
      const z = runtimeZone(name);
      if (z !== undefined && !ranks.has(z)) ranks.set(z, i);
    });
    known = ranks;
  }
  return known.get(zone) ?? Number.POSITIVE_INFINITY;
}

/**
 * "GMT-5", "UTC+8", "+8", "-05:00", "UTC+5:30", "+0530" -> minutes east of UTC; anything else
 * undefined. Takes the folded query, where the minus sign (U+2212) and dashes are already ASCII "-".
 */
function offsetQuery(folded: string): number | undefined {
  const m = /^(?:utc|gmt)?\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?$/.exec(folded);
  if (m === null) return undefined;
  const hours = Number(m[2]);
  const minutes = m[3] === undefined ? 0 : Number(m[3]);
  if (hours > 14 || minutes >= 60) return undefined;
  const total = hours * 60 + minutes;
  return m[1] === "-" ? -total : total;
}

/**
 * What Intl calls a zone. Three formatters per zone, kept, as they are slow to make (about a second
 * for every zone on a busy machine, once per process): the abbreviations Intl knows ("EST") are North
 * American only and in the alias table, so no fourth one for them.
 */
interface ZoneNames {
  /** Names that do not change with daylight saving, folded: "eastern time", "北美东部时间". */
  readonly generic: readonly string[];
  /** "Eastern Standard Time" in winter, "Eastern Daylight Time" in summer. */
  readonly long: Intl.DateTimeFormat;
}

const GENERIC = ["en-US", "zh-CN"] as const;

function nameAt(format: Intl.DateTimeFormat, atMs: number): string {
  return format.formatToParts(new Date(atMs)).find((p) => p.type === "timeZoneName")?.value ?? "";
}

const namesOf = new Map<string, ZoneNames>();

/** Names Intl gives when it has none: "GMT-03:00" (the offset is searched as an offset). */
const isOffsetName = (name: string) => name.startsWith("gmt") || name.startsWith("utc") || name === "";

function zoneNames(zone: string, atMs: number): ZoneNames {
  let names = namesOf.get(zone);
  if (names === undefined) {
    // Generic names are the same all year, read once; at the present, since they changed in the past
    // (Lisbon was on Central European Time in 1992).
    const generic = GENERIC.map((locale) =>
      fold(nameAt(new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "longGeneric" }), atMs)),
    ).filter((n) => !isOffsetName(n));
    names = { generic, long: new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "long" }) };
    namesOf.set(zone, names);
  }
  return names;
}

/** One zone as the search sees it at one moment. */
interface Indexed {
  readonly choice: ZoneChoice;
  readonly label: string;
  /** Intl's names now and all year, folded ("eastern standard time", "eastern time", "中欧时间"). */
  readonly names: readonly string[];
  /** The English name's initials now, the abbreviation people write: "EST", "IST", "JST", "GMT". */
  readonly initials: string;
}

// Offsets and "standard"/"daylight" names change at most at a transition: an index is good for 15 minutes.
const BUCKET_MS = 15 * 60_000;
let index: { bucket: number; zones: readonly Indexed[] } | undefined;

function indexAt(atMs: number): readonly Indexed[] {
  const bucket = Math.floor(atMs / BUCKET_MS);
  if (index?.bucket !== bucket) {
    const zones = schoolZoneNames().map((zone) => {
      const choice = zoneChoice(zone, atMs);
      const names = zoneNames(zone, atMs);
      const now = fold(nameAt(names.long, atMs));
      return {
        choice,
        label: fold(choice.label),
        names: isOffsetName(now) ? names.generic : [...new Set([...names.generic, now])],
        initials: isOffsetName(now)
          ? ""
          : now
              .split(" ")
              .map((w) => w.charAt(0).toUpperCase())
              .join(""),
      };
    });
    index = { bucket, zones };
  }
  return index.zones;
}

/** How well a zone answers the query: higher first, 0 not at all. */
/** Every word typed begins a word of the name: "east" finds "Eastern Time", "est" does not find "Western". */
function namedBy(name: string, words: readonly string[]): boolean {
  const own = name.split(" ");
  return words.every((w) => own.some((o) => o.startsWith(w)));
}

function score(z: Indexed, folded: string, words: readonly string[], named: readonly string[]): number {
  const zone = z.choice.zone;
  if (folded === "") return 100;
  if (fold(zone) === folded || fold(city(zone)) === folded) return 1000;
  const alias = named.indexOf(zone);
  if (alias >= 0) return 900 - alias;
  if (z.names.includes(folded)) return 800;
  if (z.names.some((n) => n.startsWith(folded))) return 700;
  if (/^[a-z]{2,5}$/.test(folded) && z.initials === folded.toUpperCase()) return 600;
  // Chinese names have no spaces: a part of one is found anywhere in it ("东部" in "北美东部时间").
  if (z.names.some((n) => namedBy(n, words) || (/\p{Script=Han}/u.test(folded) && n.includes(folded))))
    return 300;
  if (words.every((w) => z.label.includes(w))) return 100;
  return 0;
}

/**
 * The zones that answer what was typed, best first, at most `limit`: the zone or city named in full;
 * then a name people use (the alias table: "Eastern", "CET", "China", "北京", "US/Eastern" through
 * Intl's old links); then Intl's names of the zone ("Central European Time", "中欧时间") and their
 * initials now ("EST" for Cancun too); then every word found in the label. An offset ("GMT-5", "UTC+8", "+8",
 * "-05:00") lists the zones at that offset now. Among equals the best-known zones come first, the rest
 * west to east.
 */
export function searchZones(query: string, atMs: number, limit: number): ZoneChoice[] {
  const folded = fold(query);
  const words = folded.split(" ").filter(Boolean);
  const zones = indexAt(atMs);
  const offset = offsetQuery(folded.replace(/\s+/g, ""));
  const named: string[] = [];
  if (offset === undefined && folded !== "") {
    named.push(...(aliasTable().get(folded) ?? []));
    // An old IANA link Intl still knows ("US/Eastern", "Asia/Calcutta") means its zone.
    const linked = runtimeZone(query.trim().replace(/\s+/g, "_"));
    if (linked !== undefined && !named.includes(linked) && /[/]/.test(query)) named.unshift(linked);
  }
  const scored: { z: Indexed; score: number }[] = [];
  for (const z of zones) {
    const s =
      offset !== undefined ? (z.choice.offsetMinutes === offset ? 500 : 0) : score(z, folded, words, named);
    if (s > 0) scored.push({ z, score: s });
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      fame(a.z.choice.zone) - fame(b.z.choice.zone) ||
      a.z.choice.offsetMinutes - b.z.choice.offsetMinutes ||
      a.z.choice.zone.localeCompare(b.z.choice.zone),
  );
  return scored.slice(0, limit).map((s) => s.z.choice);
}
