/**
 * The time zones a school may pick: the IANA zones this runtime knows (plus UTC), each shown with its
 * offset at the moment it is shown and a city, e.g. "(UTC−05:00) New York — America/New_York".
 * Abbreviations such as "EST" are not zones to pick: Intl takes "EST" as a fixed offset (it resolves
 * to America/Panama, without daylight saving), so a school that meant New York would be an hour off
 * half the year. They only help to find zones ("EST" finds New York, which is on EST in winter).
 */
import { tzOffset } from "@date-fns/tz";

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

let known: ReadonlySet<string> | undefined;

/** True for a name in the list (exact spelling): what a submitted choice must be. */
export function isSchoolZone(zone: string): boolean {
  known ??= new Set(schoolZoneNames());
  return known.has(zone);
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

function abbreviation(zone: string, atMs: number): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "short" })
    .formatToParts(new Date(atMs))
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? "";
}

/**
 * The zones whose label contains every word typed (accents and case ignored), or whose abbreviation
 * now is what was typed ("EST", "CET"); ordered west to east, at most `limit`.
 */
export function searchZones(query: string, atMs: number, limit: number): ZoneChoice[] {
  const folded = fold(query);
  const words = folded.split(" ").filter(Boolean);
  const upper = query.trim().toUpperCase();
  const exact: ZoneChoice[] = [];
  const found: ZoneChoice[] = [];
  for (const zone of schoolZoneNames()) {
    const choice = zoneChoice(zone, atMs);
    const text = fold(choice.label);
    const byWords = words.every((w) => text.includes(w));
    const byAbbreviation = upper.length >= 2 && /^[A-Z]+$/.test(upper) && abbreviation(zone, atMs) === upper;
    // The zone or city typed in full comes first ("UTC" is in every label).
    if (folded !== "" && (fold(zone) === folded || fold(city(zone)) === folded)) exact.push(choice);
    else if (byWords || byAbbreviation) found.push(choice);
  }
  found.sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.zone.localeCompare(b.zone));
  return [...exact, ...found].slice(0, limit);
}
