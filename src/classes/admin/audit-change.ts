/**
 * An admin change in the audit log, as facts read from its entry's summary (the page words them in
 * the admin's language). Each writer stores the facts its line needs; an entry written before it did
 * (only an English `description`) is shown as recorded — the log is a record, and those rows stay.
 */
import { type AuditEntry, ROLES, type Role } from "../../store/index.js";

/** Changes kept by the name of what changed. */
const NAMED_OPS = [
  "course.add",
  "course.create",
  "course.edit",
  "course.remove",
  "label.add",
  "label.edit",
  "label.remove",
] as const;
const PERSON_OPS = ["person.add", "person.edit", "person.remove"] as const;
/** Operations whose name is the whole fact. */
const BARE_OPS = ["connection.seed", "school.installed", "workspace.erased"] as const;

/** An admin change, said from what the entry holds; `described`: the English stored when it was made. */
export type AuditChange =
  | { readonly op: (typeof NAMED_OPS)[number]; readonly name: string }
  | {
      readonly op: "class.cancel";
      readonly name: string | null;
      readonly count: number;
      /** The canceller's reason as typed (null: none given, or an entry written before it was kept). */
      readonly reason: string | null;
    }
  | { readonly op: "class.move"; readonly name: string | null }
  | { readonly op: "class.share"; readonly name: string; readonly series: boolean }
  | { readonly op: "connection.save"; readonly baseUrl: string }
  | { readonly op: (typeof BARE_OPS)[number] }
  | {
      readonly op: "people.import";
      readonly added: number;
      readonly updated: number;
      readonly refused: number;
    }
  | {
      readonly op: (typeof PERSON_OPS)[number];
      readonly name: string;
      readonly role: Role;
      readonly uid: string | null;
    }
  | {
      readonly op: "settings.save";
      readonly timeZone: string;
      readonly seatMax: number;
      readonly reminderMinutes: number;
    }
  | { readonly op: "privacy.purge"; readonly days: number; readonly ratings: number; readonly links: number }
  | { readonly op: "described"; readonly description: string }
  /** A settings save with neither facts nor a description. */
  | { readonly op: "settings" }
  /** An operation this page does not know, with neither facts nor a description. */
  | { readonly op: "other" };

type Summary = Readonly<Record<string, unknown>>;

/** A name the summary holds, else "". */
function nameIn(summary: Summary, key: string): string {
  const value = summary[key];
  return typeof value === "string" ? value : "";
}

/** The counts the summary holds under `keys`, or null when one is missing (an older entry). */
function countsIn<K extends string>(summary: Summary, keys: readonly K[]): Record<K, number> | null {
  const out = {} as Record<K, number>;
  for (const key of keys) {
    const value = summary[key];
    if (typeof value !== "number" || !Number.isFinite(value)) return null;
    out[key] = value;
  }
  return out;
}

function oneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** The facts of the operations that store them; null when this entry has none (written before). */
function factsOf(operation: string, s: Summary): AuditChange | null {
  const name = nameIn(s, "name");
  if (oneOf(NAMED_OPS, operation)) return name ? { op: operation, name } : null;
  if (oneOf(BARE_OPS, operation)) return { op: operation };
  const role = nameIn(s, "role");
  // Entries written before people's changes stored a name (and, for removals, a role) have neither.
  if (oneOf(PERSON_OPS, operation))
    return name && oneOf(ROLES, role) ? { op: operation, name, role, uid: nameIn(s, "uid") || null } : null;
  switch (operation) {
    case "class.cancel":
      return {
        op: "class.cancel",
        name: nameIn(s, "className") || null,
        // Entries written before `count` was stored: their ids (a list past 50 was cut in the store).
        count: countsIn(s, ["count"])?.count ?? (Array.isArray(s.classIds) ? s.classIds.length : 1),
        reason: nameIn(s, "reason") || null,
      };
    case "class.move":
      return { op: "class.move", name: nameIn(s, "className") || null };
    case "class.share":
      return nameIn(s, "className")
        ? { op: "class.share", name: nameIn(s, "className"), series: s.series === true }
        : null;
    case "connection.save":
      return nameIn(s, "baseUrl") ? { op: "connection.save", baseUrl: nameIn(s, "baseUrl") } : null;
    case "people.import": {
      const counts = countsIn(s, ["added", "updated", "refused"]);
      return counts && { op: "people.import", ...counts };
    }
    case "settings.save": {
      const counts = countsIn(s, ["seatMax", "reminderMinutes"]);
      const timeZone = nameIn(s, "timeZone");
      return counts && timeZone ? { op: "settings.save", timeZone, ...counts } : null;
    }
    case "privacy.purge": {
      const counts = countsIn(s, ["olderThanDays", "ratings", "links"]);
      return (
        counts && {
          op: "privacy.purge",
          days: counts.olderThanDays,
          ratings: counts.ratings,
          links: counts.links,
        }
      );
    }
  }
  return null;
}

/** A stored description that still names a course or label by its number ("course 5001 Algebra"). */
const RAW_ID = /\b(course|label) \d+ /gi;

/**
 * An admin change said from the facts its entry holds; an entry written before its operation stored
 * facts is said by its stored description (English, as recorded; entries written before descriptions
 * named courses and labels by name read "Added course 5001 Algebra" and are mended to "the course").
 */
export function changeOf(entry: AuditEntry): AuditChange {
  const summary = entry.summary as Summary;
  const facts = factsOf(entry.operation, summary);
  if (facts) return facts;
  const description = typeof summary.description === "string" ? summary.description : null;
  if (description) return { op: "described", description: description.replace(RAW_ID, "the $1 ") };
  return entry.operation === "settings.save" ? { op: "settings" } : { op: "other" };
}
