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

/** One audit entry as the audit page shows it. */
export interface AuditLine {
  /** Unix seconds. */
  readonly at: number;
  /** Who did it; null or absent for the app itself (reminders, retries). */
  readonly actorSlackUserId?: string | null;
  /** What happened, in plain words ("Saved course 12 Algebra", "Scheduling Algebra"). */
  readonly action: string;
  readonly ok: boolean;
  /** Why it failed, in plain words ("the course does not exist at the class service"). */
  readonly meaning?: string | null;
  readonly latencyMs?: number | null;
}

const FAILURE_WORDS: Readonly<Record<string, string>> = {
  PartnerTransportError: "the class service could not be reached",
  PartnerHttpError: "the class service's address answered with an error",
  PartnerResponseError: "the class service's answer could not be read",
  PartnerValidationError: "not sent: the details broke a rule of the class service",
};

/** Refusals worded for the log where the catalogue's sentence would not say where it happened. */
const REFUSAL_WORDS: Readonly<Partial<Record<number, string>>> = {
  [Errno.noPermission]: "the class service refused the school's connection details",
  [Errno.courseUnknown]: "the course does not exist at the class service",
  [Errno.courseDeleted]: "the course was deleted at the class service",
  [Errno.courseExpired]: "the course has expired at the class service",
};

/** What a refused call's code means, as the end of "Scheduling Algebra: …". */
function refusalWords(errno: number): string {
  const words = REFUSAL_WORDS[errno];
  if (words) return words;
  const entry = describeErrno(errno);
  if (!entry.documented) return "the class service refused it without a reason we know";
  const sentence = entry.userMessage.replace(/\.$/, "");
  return `the class service refused it: ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
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

/** "Algebra", else "a class of Algebra I", else "a class". */
async function whichClass(names: Names, params: Params): Promise<string> {
  const cls = await names.cls(params.classId);
  if (cls) return cls;
  const course = await names.course(params.courseId);
  return course ? `a class of ${course}` : "a class";
}

async function classesOfCourse(names: Names, params: Params): Promise<string> {
  const course = await names.course(params.courseId);
  return course ? `classes of ${course}` : "classes";
}

/** Each operation as what the person was doing, with the class or course it was for. */
const DOING: Readonly<Record<OperationName, (names: Names, params: Params) => Promise<string>>> = {
  addCourseClass: async (names, p) =>
    `Scheduling ${typeof p.className === "string" && p.className !== "" ? p.className : await whichClass(names, p)}`,
  addCourseClassMultiple: async (names, p) =>
    `Scheduling a weekly series of ${await classesOfCourse(names, p)}`,
  addClassStudentMultiple: async (names, p) => `Adding students to ${await whichClass(names, p)}`,
  delClassStudentMultiple: async (names, p) => `Removing students from ${await whichClass(names, p)}`,
  modifyClassSeatNum: async (names, p) => `Changing the seats of ${await whichClass(names, p)}`,
  setClassVideoMultiple: async (names, p) =>
    `Changing recording and live for ${await classesOfCourse(names, p)}`,
  addClassLabels: async (names, p) => `Setting the labels of ${await classesOfCourse(names, p)}`,
  getCloudList: async () => "Reading the school's cloud folder",
  updateClassStudentComment: async (names, p) => `Saving ratings for ${await whichClass(names, p)}`,
};

/** What one entry of a batch is, for "the class service refused 2 students". */
const ENTRY_NOUN: Readonly<Partial<Record<OperationName, readonly [string, string]>>> = {
  addClassStudentMultiple: ["student", "students"],
  delClassStudentMultiple: ["student", "students"],
  updateClassStudentComment: ["rating", "ratings"],
};

/** A name the summary holds, else "". */
function nameIn(summary: Params, key: string): string {
  const value = summary[key];
  return typeof value === "string" ? value : "";
}

/**
 * Admin changes said from what the entry holds, by name: entries written before descriptions named
 * courses and labels by name read "Added course 5001 Algebra" in the store, and the class changes
 * have no description. An operation not listed here is said by its stored description.
 */
const ADMIN_WORDS: Readonly<Record<string, (summary: Params) => string | null>> = {
  "course.add": (s) => (nameIn(s, "name") ? `Added the course ${nameIn(s, "name")}` : null),
  "course.edit": (s) => (nameIn(s, "name") ? `Edited the course ${nameIn(s, "name")}` : null),
  "course.remove": (s) => (nameIn(s, "name") ? `Removed the course ${nameIn(s, "name")}` : null),
  "label.add": (s) => (nameIn(s, "name") ? `Added the label ${nameIn(s, "name")}` : null),
  "label.edit": (s) => (nameIn(s, "name") ? `Renamed a label to ${nameIn(s, "name")}` : null),
  "label.remove": (s) => (nameIn(s, "name") ? `Removed the label ${nameIn(s, "name")}` : null),
  "class.cancel": (s) => {
    const count = Array.isArray(s.classIds) ? s.classIds.length : 1;
    const name = nameIn(s, "className") || "a class";
    return count > 1 ? `Cancelled ${plural(count, "class", "classes")} of ${name}` : `Cancelled ${name}`;
  },
  "class.move": (s) => `Moved ${nameIn(s, "className") || "a class"} to a new time`,
};

/** A stored description that still names a course or label by its number ("course 5001 Algebra"). */
const RAW_ID = /\b(course|label) \d+ /gi;

function adminAction(entry: AuditEntry): string {
  const summary = entry.summary as Params;
  const said = ADMIN_WORDS[entry.operation]?.(summary) ?? null;
  if (said) return said;
  const description = typeof summary.description === "string" ? summary.description : null;
  if (description) return description.replace(RAW_ID, "the $1 ");
  return "Changed the school's settings";
}

async function describe(entry: AuditEntry, names: Names): Promise<AuditLine> {
  const actorSlackUserId = isSlackUserId(entry.actor) ? entry.actor : null;
  if (entry.kind === "admin") {
    return {
      at: entry.at,
      actorSlackUserId,
      action: adminAction(entry),
      ok: true,
      latencyMs: null,
    };
  }
  const doing = DOING[entry.operation as OperationName];
  const params = (entry.summary.params ?? {}) as Params;
  const action = doing ? await doing(names, params) : "Asking the class service";
  const ok = entry.errno === Errno.ok && entry.summary.ok !== false;
  let meaning: string | null = null;
  if (!ok) {
    if (entry.errno !== null && entry.errno !== Errno.ok) meaning = refusalWords(entry.errno);
    else if (typeof entry.summary.failure === "string")
      meaning = FAILURE_WORDS[entry.summary.failure] ?? "it failed";
    else if (typeof entry.summary.failedEntries === "number") {
      const [one, many] = ENTRY_NOUN[entry.operation as OperationName] ?? ["class", "classes"];
      meaning = `the class service refused ${plural(entry.summary.failedEntries, one, many)}`;
    }
  }
  return { at: entry.at, actorSlackUserId, action, ok, meaning, latencyMs: entry.latencyMs };
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
