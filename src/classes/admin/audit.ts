/**
 * The audit log as an admin reads it: one plain line per entry saying what happened ("Scheduling
 * Algebra: the course does not exist at the class service"). The partner's own words — operation
 * names, error codes — stay in the store and the logs; the line names the class, the course and the
 * class service instead.
 */
import { describeErrno, Errno, type OperationName } from "../../partner/index.js";
import { isSlackUserId } from "../../slack-user-id.js";
import type { AuditEntry, Store } from "../../store/index.js";
import { plural } from "../../words.js";
import type { ClassesDeps } from "../deps.js";

/** The class an entry was about: its name, else its course's, else none known. */
export type AuditClass =
  | { readonly kind: "class"; readonly name: string }
  | { readonly kind: "class-of"; readonly course: string }
  | { readonly kind: "a-class" };

/** The course whose classes an entry was about; null when none is known. */
export type AuditCourse = string | null;

/** What a partner call was doing, as facts (the page words them in the admin's language). */
export type AuditDoing =
  | {
      readonly op:
        | "addCourseClass"
        | "addClassStudentMultiple"
        | "delClassStudentMultiple"
        | "modifyClassSeatNum"
        | "updateClassStudentComment";
      readonly cls: AuditClass;
    }
  | {
      readonly op: "addCourseClassMultiple" | "setClassVideoMultiple" | "addClassLabels";
      readonly course: AuditCourse;
    }
  | { readonly op: "getCloudList" | "unknown" };

/** An admin change, said from what the entry holds; `described`: the English stored when it was made. */
export type AuditChange =
  | {
      readonly op:
        | "course.add"
        | "course.edit"
        | "course.remove"
        | "label.add"
        | "label.edit"
        | "label.remove";
      readonly name: string;
    }
  | { readonly op: "class.cancel"; readonly name: string | null; readonly count: number }
  | { readonly op: "class.move"; readonly name: string | null }
  | { readonly op: "described"; readonly description: string }
  | { readonly op: "settings" };

/** Why a partner call failed, as facts. */
export type AuditMeaning =
  | { readonly kind: "refused-connection" | "course-unknown" | "course-deleted" | "course-expired" }
  | { readonly kind: "refused-unknown" }
  /** Refused with a documented code: the partner's own sentence for it. */
  | { readonly kind: "refused"; readonly sentence: string }
  | {
      readonly kind:
        | "PartnerTransportError"
        | "PartnerHttpError"
        | "PartnerResponseError"
        | "PartnerValidationError"
        | "failed";
    }
  | { readonly kind: "entries"; readonly count: number; readonly noun: "student" | "rating" | "class" };

export type AuditSaid =
  | { readonly kind: "call"; readonly doing: AuditDoing }
  | { readonly kind: "change"; readonly change: AuditChange };

/** One audit entry as the audit page shows it. */
export interface AuditLine {
  /** Unix seconds. */
  readonly at: number;
  /** Who did it; null or absent for the app itself (reminders, retries). */
  readonly actorSlackUserId?: string | null;
  /** What happened, in plain English words ("Saved course 12 Algebra", "Scheduling Algebra"). */
  readonly action: string;
  /** The same as facts, for the page to word in the admin's language; absent: `action` only. */
  readonly said?: AuditSaid;
  readonly ok: boolean;
  /** Why it failed, in plain English words ("the course does not exist at the class service"). */
  readonly meaning?: string | null;
  /** The same as facts. */
  readonly why?: AuditMeaning | null;
  readonly latencyMs?: number | null;
}

const FAILURES = new Set([
  "PartnerTransportError",
  "PartnerHttpError",
  "PartnerResponseError",
  "PartnerValidationError",
]);

/** Refusals worded for the log where the catalogue's sentence would not say where it happened. */
const REFUSAL_KINDS: Readonly<Partial<Record<number, AuditMeaning>>> = {
  [Errno.noPermission]: { kind: "refused-connection" },
  [Errno.courseUnknown]: { kind: "course-unknown" },
  [Errno.courseDeleted]: { kind: "course-deleted" },
  [Errno.courseExpired]: { kind: "course-expired" },
};

/** What a refused call's code means, as the end of "Scheduling Algebra: …". */
function refusalOf(errno: number): AuditMeaning {
  const known = REFUSAL_KINDS[errno];
  if (known) return known;
  const entry = describeErrno(errno);
  if (!entry.documented) return { kind: "refused-unknown" };
  const sentence = entry.userMessage.replace(/\.$/, "");
  return { kind: "refused", sentence: `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}` };
}

/** Names of the classes and courses entries mention, read once per page. */
interface Names {
  readonly cls: (classId: unknown) => Promise<string | null>;
  readonly course: (courseId: unknown) => Promise<string | null>;
}

function namesFrom(store: Pick<Store, "classes" | "courses">, teamId: string): Names {
  const classes = new Map<number, Promise<string | null>>();
  const courses = new Map<number, Promise<string | null>>();
  const cached = (
    cache: Map<number, Promise<string | null>>,
    id: unknown,
    read: (id: number) => Promise<{ name: string } | undefined>,
  ) => {
    const n = Number(id);
    if (!Number.isSafeInteger(n) || n <= 0) return Promise.resolve(null);
    let name = cache.get(n);
    if (!name) {
      name = read(n).then(
        (r) => r?.name ?? null,
        () => null,
      );
      cache.set(n, name);
    }
    return name;
  };
  return {
    cls: (id) => cached(classes, id, (n) => store.classes.get(teamId, n)),
    course: (id) => cached(courses, id, (n) => store.courses.get(teamId, n)),
  };
}

type Params = Readonly<Record<string, unknown>>;

/** The class by name, else a class of its course, else a class. */
async function whichClass(names: Names, params: Params): Promise<AuditClass> {
  const cls = await names.cls(params.classId);
  if (cls) return { kind: "class", name: cls };
  const course = await names.course(params.courseId);
  return course ? { kind: "class-of", course } : { kind: "a-class" };
}

const CLASS_OPS = new Set<string>([
  "addCourseClass",
  "addClassStudentMultiple",
  "delClassStudentMultiple",
  "modifyClassSeatNum",
  "updateClassStudentComment",
]);
const COURSE_OPS = new Set<string>(["addCourseClassMultiple", "setClassVideoMultiple", "addClassLabels"]);

/** Each operation as what the person was doing, with the class or course it was for. */
async function doingOf(operation: string, names: Names, params: Params): Promise<AuditDoing> {
  if (operation === "addCourseClass" && typeof params.className === "string" && params.className !== "")
    return { op: "addCourseClass", cls: { kind: "class", name: params.className } };
  if (CLASS_OPS.has(operation))
    return {
      op: operation as Extract<AuditDoing, { cls: AuditClass }>["op"],
      cls: await whichClass(names, params),
    };
  if (COURSE_OPS.has(operation))
    return {
      op: operation as Extract<AuditDoing, { course: AuditCourse }>["op"],
      course: await names.course(params.courseId),
    };
  return { op: operation === "getCloudList" ? "getCloudList" : "unknown" };
}

function classEnglish(cls: AuditClass): string {
  if (cls.kind === "class") return cls.name;
  return cls.kind === "class-of" ? `a class of ${cls.course}` : "a class";
}

function classesEnglish(course: AuditCourse): string {
  return course ? `classes of ${course}` : "classes";
}

/** What a partner call was doing, in English. */
export function doingEnglish(doing: AuditDoing): string {
  switch (doing.op) {
    case "addCourseClass":
      return `Scheduling ${classEnglish(doing.cls)}`;
    case "addCourseClassMultiple":
      return `Scheduling a weekly series of ${classesEnglish(doing.course)}`;
    case "addClassStudentMultiple":
      return `Adding students to ${classEnglish(doing.cls)}`;
    case "delClassStudentMultiple":
      return `Removing students from ${classEnglish(doing.cls)}`;
    case "modifyClassSeatNum":
      return `Changing the seats of ${classEnglish(doing.cls)}`;
    case "setClassVideoMultiple":
      return `Changing recording and live for ${classesEnglish(doing.course)}`;
    case "addClassLabels":
      return `Setting the labels of ${classesEnglish(doing.course)}`;
    case "getCloudList":
      return "Reading the school's cloud folder";
    case "updateClassStudentComment":
      return `Saving ratings for ${classEnglish(doing.cls)}`;
    case "unknown":
      return "Asking the class service";
  }
}

/** What one entry of a batch is, for "the class service refused 2 students". */
const ENTRY_NOUN: Readonly<Partial<Record<OperationName, "student" | "rating">>> = {
  addClassStudentMultiple: "student",
  delClassStudentMultiple: "student",
  updateClassStudentComment: "rating",
};

const NOUNS = {
  student: ["student", "students"],
  rating: ["rating", "ratings"],
  class: ["class", "classes"],
} as const;

/** Why a partner call failed, in English. */
export function meaningEnglish(why: AuditMeaning): string {
  switch (why.kind) {
    case "refused-connection":
      return "the class service refused the school's connection details";
    case "course-unknown":
      return "the course does not exist at the class service";
    case "course-deleted":
      return "the course was deleted at the class service";
    case "course-expired":
      return "the course has expired at the class service";
    case "refused-unknown":
      return "the class service refused it without a reason we know";
    case "refused":
      return `the class service refused it: ${why.sentence}`;
    case "PartnerTransportError":
      return "the class service could not be reached";
    case "PartnerHttpError":
      return "the class service's address answered with an error";
    case "PartnerResponseError":
      return "the class service's answer could not be read";
    case "PartnerValidationError":
      return "not sent: the details broke a rule of the class service";
    case "failed":
      return "it failed";
    case "entries": {
      const [one, many] = NOUNS[why.noun];
      return `the class service refused ${plural(why.count, one, many)}`;
    }
  }
}

/** A name the summary holds, else "". */
function nameIn(summary: Params, key: string): string {
  const value = summary[key];
  return typeof value === "string" ? value : "";
}

const NAMED = new Set([
  "course.add",
  "course.edit",
  "course.remove",
  "label.add",
  "label.edit",
  "label.remove",
]);

/** A stored description that still names a course or label by its number ("course 5001 Algebra"). */
const RAW_ID = /\b(course|label) \d+ /gi;

/**
 * Admin changes said from what the entry holds, by name: entries written before descriptions named
 * courses and labels by name read "Added course 5001 Algebra" in the store, and the class changes
 * have no description. An operation not listed here is said by its stored description (English, as
 * recorded).
 */
function changeOf(entry: AuditEntry): AuditChange {
  const summary = entry.summary as Params;
  const name = nameIn(summary, "name");
  if (NAMED.has(entry.operation) && name)
    return { op: entry.operation as Extract<AuditChange, { name: string }>["op"], name };
  if (entry.operation === "class.cancel")
    return {
      op: "class.cancel",
      name: nameIn(summary, "className") || null,
      count: Array.isArray(summary.classIds) ? summary.classIds.length : 1,
    };
  if (entry.operation === "class.move")
    return { op: "class.move", name: nameIn(summary, "className") || null };
  const description = typeof summary.description === "string" ? summary.description : null;
  if (description) return { op: "described", description: description.replace(RAW_ID, "the $1 ") };
  return { op: "settings" };
}

/** An admin change, in English. */
export function changeEnglish(change: AuditChange): string {
  switch (change.op) {
    case "course.add":
      return `Added the course ${change.name}`;
    case "course.edit":
      return `Edited the course ${change.name}`;
    case "course.remove":
      return `Removed the course ${change.name}`;
    case "label.add":
      return `Added the label ${change.name}`;
    case "label.edit":
      return `Renamed a label to ${change.name}`;
    case "label.remove":
      return `Removed the label ${change.name}`;
    case "class.cancel": {
      const name = change.name ?? "a class";
      return change.count > 1
        ? `Cancelled ${plural(change.count, "class", "classes")} of ${name}`
        : `Cancelled ${name}`;
    }
    case "class.move":
      return `Moved ${change.name ?? "a class"} to a new time`;
    case "described":
      return change.description;
    case "settings":
      return "Changed the school's settings";
  }
}

async function describe(entry: AuditEntry, names: Names): Promise<AuditLine> {
  const actorSlackUserId = isSlackUserId(entry.actor) ? entry.actor : null;
  if (entry.kind === "admin") {
    const change = changeOf(entry);
    return {
      at: entry.at,
      actorSlackUserId,
      action: changeEnglish(change),
      said: { kind: "change", change },
      ok: true,
      latencyMs: null,
    };
  }
  const params = (entry.summary.params ?? {}) as Params;
  const doing = await doingOf(entry.operation, names, params);
  const ok = entry.errno === Errno.ok && entry.summary.ok !== false;
  let why: AuditMeaning | null = null;
  if (!ok) {
    if (entry.errno !== null && entry.errno !== Errno.ok) why = refusalOf(entry.errno);
    else if (typeof entry.summary.failure === "string")
      why = FAILURES.has(entry.summary.failure)
        ? { kind: entry.summary.failure as Extract<AuditMeaning, { kind: "PartnerHttpError" }>["kind"] }
        : { kind: "failed" };
    else if (typeof entry.summary.failedEntries === "number") {
      const noun = ENTRY_NOUN[entry.operation as OperationName] ?? "class";
      why = { kind: "entries", count: entry.summary.failedEntries, noun };
    }
  }
  return {
    at: entry.at,
    actorSlackUserId,
    action: doingEnglish(doing),
    said: { kind: "call", doing },
    ok,
    meaning: why ? meaningEnglish(why) : null,
    why,
    latencyMs: entry.latencyMs,
  };
}

export async function latestAudit(
  deps: Pick<ClassesDeps, "store">,
  teamId: string,
  limit = 60,
): Promise<AuditLine[]> {
  const names = namesFrom(deps.store, teamId);
  const entries = await deps.store.audit.latest(teamId, limit);
  return Promise.all(entries.map((e) => describe(e, names)));
}
