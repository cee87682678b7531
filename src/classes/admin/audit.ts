/**
 * The audit log as an admin reads it: one plain line per entry saying what happened ("Scheduling
 * Algebra: the course does not exist at the class service"). The partner's own words — operation
 * names, error codes — stay in the store and the logs; the line names the class, the course and the
 * class service instead.
 */
import { describeErrno, Errno, type OperationName } from "../../partner/index.js";
import { isSlackUserId } from "../../slack-user-id.js";
import type { AuditEntry, Store } from "../../store/index.js";
import type { ClassesDeps } from "../deps.js";
import { type AuditChange, changeOf } from "./audit-change.js";

// The changes' facts live in their own file; the page and the tests read them from here too.
export type { AuditChange } from "./audit-change.js";

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

/** Why a partner call failed, as facts. */
export type AuditMeaning =
  | { readonly kind: "refused-connection" | "course-unknown" | "course-deleted" | "course-expired" }
  | { readonly kind: "refused-unknown" }
  /** Refused with a documented code: the catalogue's sentence for it, worded by the page. */
  | { readonly kind: "refused"; readonly errno: number }
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
  /** What happened, as facts the page words in the admin's language ("Scheduling Algebra"). */
  readonly said: AuditSaid;
  readonly ok: boolean;
  /** Why it failed, as facts ("the course does not exist at the class service"); null: it did not. */
  readonly why: AuditMeaning | null;
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
  return describeErrno(errno).documented ? { kind: "refused", errno } : { kind: "refused-unknown" };
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

/** What one entry of a batch is, for "the class service refused 2 students". */
const ENTRY_NOUN: Readonly<Partial<Record<OperationName, "student" | "rating">>> = {
  addClassStudentMultiple: "student",
  delClassStudentMultiple: "student",
  updateClassStudentComment: "rating",
};

async function describe(entry: AuditEntry, names: Names): Promise<AuditLine> {
  const actorSlackUserId = isSlackUserId(entry.actor) ? entry.actor : null;
  if (entry.kind === "admin") {
    const change = changeOf(entry);
    return {
      at: entry.at,
      actorSlackUserId,
      said: { kind: "change", change },
      ok: true,
      why: null,
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
    said: { kind: "call", doing },
    ok,
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
