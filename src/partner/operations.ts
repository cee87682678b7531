/**
 * The eleven partner operations as data: endpoint, parameter schema (every documented rule) and
 * response schema (what the real service sends). Types are inferred from these schemas and the
 * client has one generic call path over this table.
 *
 * Validation vs normalisation: the parameter schemas reject every value the service would refuse
 * AND every value it would silently cut or clamp (className/customColumn over 50, classIntroduce
 * over 1000, comment of 1000 or more, starNum outside 0-5, switches other than 0/1, nickname over 24,
 * courseName over 90, courseIntroduce over 400). Silent changes
 * would store something the user never saw, and a cut customColumn would no longer match its echo.
 * `normalize.*` (fields.ts) computes the stored value so a caller can show it and send that instead.
 */
import { z } from "zod";
import { Errno } from "./errnos.js";
import type { ErrorCategory } from "./errors.js";
import {
  classIntroduce,
  className,
  classStartIssues,
  classTimeIssues,
  comment,
  courseExpiryIssues,
  courseIntroduce,
  courseName,
  courseUniqueIdentity,
  customColumn,
  echo,
  errno,
  errorInfo,
  hd,
  id,
  type LiveDetails,
  liveDetails,
  moreData,
  nickname,
  PHONE_ACCOUNT,
  PHONE_ACCOUNT_HINT,
  readErrorInfo,
  seatNum,
  starNum,
  switch01,
  text0,
  toId,
  uid,
  unixSeconds,
  type WireText,
  wireText,
} from "./fields.js";

export type EndpointFile = "course.api.php" | "cloud.api.php";

export interface Issue {
  readonly path: string;
  readonly message: string;
}

interface OperationCommon<P extends z.ZodType> {
  readonly file: EndpointFile;
  readonly summary: string;
  readonly params: P;
  /** Rules that depend on the current time, checked with the client's clock before sending. */
  readonly checkAt?: (params: z.output<P>, now: number) => Issue[];
  /** False when sending the same request twice could do the work twice (class creation without identity). */
  readonly retrySafe?: (params: z.output<P>) => boolean;
  /**
   * Codes other than 1 that answer the operation's result instead of an error (register: 135/461,
   * the account already exists and `data` is its UID). The result's `errno` says which one came.
   */
  readonly successErrnos?: readonly number[];
}

export interface SingleOperation<P extends z.ZodType, R extends z.ZodType> extends OperationCommon<P> {
  readonly batch?: undefined;
  /** The whole response body; its output is the call's result. */
  readonly response: R;
}

export interface BatchOperation<P extends z.ZodType, E extends z.ZodType, Item> extends OperationCommon<P> {
  readonly batch: true;
  /** One `data[]` entry of the response. */
  readonly entry: E;
  /** The whole response body (error_info and data[] of `entry`). */
  readonly response: z.ZodType;
  /** The submitted items the `data[]` entries answer, in request order. */
  readonly items: (params: z.output<P>) => readonly Item[];
}

// Every schema of the table is AOT-compiled once (z.compile: same results and errors, several
// times faster); the client parses parameters and responses on every call.
function single<P extends z.ZodType, R extends z.ZodType>(
  op: Omit<SingleOperation<P, R>, "batch">,
): SingleOperation<P, R> {
  return { ...op, params: z.compile(op.params), response: z.compile(op.response) };
}

function batch<P extends z.ZodType, E extends z.ZodType, Item>(
  op: Omit<BatchOperation<P, E, Item>, "batch" | "response">,
): BatchOperation<P, E, Item> {
  return {
    ...op,
    batch: true,
    params: z.compile(op.params),
    entry: z.compile(op.entry),
    response: z.compile(z.object({ error_info: errorInfo, data: z.array(op.entry) })),
  };
}

type Ctx = z.RefinementCtx;

function report(ctx: Ctx, issues: readonly Issue[], prefix: readonly (string | number)[] = []) {
  for (const i of issues)
    ctx.addIssue({ code: "custom", path: [...prefix, ...i.path.split(".")], message: i.message });
}

const emptyList = "must not be empty (service code 155)";
const identity = z
  .literal(1, { error: "must be 1: only students are supported (service code 159)" })
  .default(1);

const classFields = {
  className,
  beginTime: unixSeconds,
  endTime: unixSeconds,
  teacherUid: uid,
  /** Carried by the spec's sample requests; its role is not documented. */
  teacherName: z.string().optional(),
  folderId: id.optional(),
  seatNum: seatNum.optional(),
  record: switch01.optional(),
  live: switch01.optional(),
  replay: switch01.optional(),
  assistantUid: uid.optional(),
  isAutoOnstage: switch01.optional(),
  isHd: hd.optional(),
  courseUniqueIdentity: courseUniqueIdentity.optional(),
  classIntroduce: classIntroduce.optional(),
};

interface ClassShape {
  beginTime: number;
  endTime: number;
  record?: 0 | 1 | undefined;
  live?: 0 | 1 | undefined;
  replay?: 0 | 1 | undefined;
  seatNum?: number | undefined;
  isHd?: 0 | 1 | 2 | undefined;
  teacherUid: string;
  assistantUid?: string | undefined;
}

function classIssues(c: ClassShape): Issue[] {
  const issues = classTimeIssues(c.beginTime, c.endTime);
  if (c.record !== 1) {
    if (c.live === 1) issues.push({ path: "live", message: "live broadcast needs record = 1" });
    if (c.replay === 1) issues.push({ path: "replay", message: "replay needs record = 1" });
  }
  issues.push(...hdIssues(c.isHd, c.seatNum ?? 6));
  if (c.assistantUid !== undefined && c.assistantUid === c.teacherUid) {
    issues.push({
      path: "assistantUid",
      message: "the class teacher cannot be the assistant (service code 322)",
    });
  }
  return issues;
}

function hdIssues(isHd: number | undefined, seats: number | undefined): Issue[] {
  if ((isHd === 1 || isHd === 2) && seats !== undefined && seats !== 1 && seats !== 6) {
    return [{ path: "isHd", message: "HD and full HD are only available with seatNum 1 or 6" }];
  }
  return [];
}

const classItem = z.strictObject({ ...classFields, customColumn: customColumn.optional() });

const student = z.strictObject({
  uid,
  name: z.string().min(1, { error: "must not be empty" }),
  password: z.string().min(1, { error: "must not be empty when given" }).optional(),
  customColumn: customColumn.optional(),
});

const commentItem = z
  .strictObject({
    studentUid: uid.optional(),
    studentAccount: z.string().optional(),
    starNum,
    comment,
    customColumn: customColumn.optional(),
  })
  .superRefine((c, ctx) => {
    if (c.studentUid === undefined && c.studentAccount === undefined) {
      report(ctx, [{ path: "studentUid", message: "send studentUid (or the deprecated studentAccount)" }]);
    } else if (c.studentUid === undefined && c.studentAccount !== undefined) {
      if (!PHONE_ACCOUNT.test(c.studentAccount)) {
        report(ctx, [{ path: "studentAccount", message: PHONE_ACCOUNT_HINT }]);
      }
    }
  });

const videoItem = z
  .strictObject({
    classId: id,
    // The spec asks for all three whenever one of them changes, so each entry carries all three.
    record: switch01,
    live: switch01,
    replay: switch01,
    customColumn: customColumn.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.record !== 1 && (v.live === 1 || v.replay === 1)) {
      report(ctx, [
        {
          path: v.live === 1 ? "live" : "replay",
          message: "live and replay need record = 1 (service code 251)",
        },
      ]);
    }
  });

const labelItem = z.strictObject({
  classId: id,
  /** Empty array removes every label of the class. */
  classLabelId: z.array(id).optional(),
  customColumn: customColumn.optional(),
});

// At most 16 digits: a longer ID cannot be held exactly and would name another class (or person).
const classIdWire = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .refine((s) => Number.isSafeInteger(Number(s))),
]);

/** The wire fields every batch entry carries. */
const entryBase = { errno, error: wireText, customColumn: wireText };

interface EntryFields {
  errno: number;
  error: string;
  /** The echoed customColumn; absent when none was sent. */
  customColumn?: string;
}

type WireEntry = { errno: string | number; error?: WireText; customColumn?: WireText };

// Results are built as plain literals: object spread in these per-call transforms measured slow.
function entryFields(e: WireEntry): EntryFields {
  return withEcho({ errno: Number(e.errno), error: text0(e.error) }, e);
}

/**
 * The one mapping of a batch entry: errno and error from the wire, the operation's own fields, and
 * the echoed customColumn. `fields` is a fresh literal of the caller's; it is completed in place.
 */
function batchEntry<X extends object>(e: WireEntry, fields: X): X & EntryFields {
  const out = fields as X & EntryFields;
  out.errno = Number(e.errno);
  out.error = text0(e.error);
  return withEcho(out, e);
}

/** Adds the echoed customColumn when the service sent one. */
function withEcho<T extends EntryFields>(out: T, e: WireEntry): T {
  const customColumn = echo(e.customColumn);
  if (customColumn !== undefined) out.customColumn = customColumn;
  return out;
}

const modifyClassSeatNum = single({
  file: "course.api.php",
  summary: "change the number of students on stage and/or HD of a class",
  params: z
    .strictObject({ courseId: id, classId: id, seatNum: seatNum.optional(), isHd: hd.optional() })
    .superRefine((p, ctx) => {
      if (p.seatNum === undefined && p.isHd === undefined) {
        report(ctx, [{ path: "seatNum", message: "send seatNum or isHd (at least one)" }]);
      }
      report(ctx, hdIssues(p.isHd, p.seatNum));
    }),
  response: z.object({ error_info: errorInfo }).transform((r) => readErrorInfo(r.error_info)),
});

const addCourseClass = single({
  file: "course.api.php",
  summary: "create one class",
  params: z
    .strictObject({ courseId: id, ...classFields })
    .superRefine((p, ctx) => report(ctx, classIssues(p))),
  checkAt: (p, now) => classStartIssues(p.beginTime, now),
  retrySafe: (p) => p.courseUniqueIdentity !== undefined,
  response: z
    .object({ error_info: errorInfo, data: classIdWire, more_data: moreData })
    .transform((r): { errno: number; error: string; classId: number } & LiveDetails => {
      const { errno, error } = readErrorInfo(r.error_info);
      const { liveUrl, liveInfo } = liveDetails(r.more_data);
      return { errno, error, classId: Number(r.data), liveUrl, liveInfo };
    }),
});

const addCourseClassMultiple = batch({
  file: "course.api.php",
  summary: "create several classes of a course",
  params: z
    .strictObject({ courseId: id, classJson: z.array(classItem).min(1, { error: emptyList }) })
    .superRefine((p, ctx) => {
      const seen = new Map<string, number>();
      p.classJson.forEach((c, i) => {
        report(ctx, classIssues(c), ["classJson", i]);
        if (c.courseUniqueIdentity === undefined) return;
        const first = seen.get(c.courseUniqueIdentity);
        if (first !== undefined) {
          report(
            ctx,
            [{ path: "courseUniqueIdentity", message: `same as classJson.${first} (service code 133)` }],
            ["classJson", i],
          );
        } else seen.set(c.courseUniqueIdentity, i);
      });
    }),
  checkAt: (p, now) =>
    p.classJson.flatMap((c, i) =>
      classStartIssues(c.beginTime, now).map((x) => ({ ...x, path: `classJson.${i}.${x.path}` })),
    ),
  retrySafe: (p) => p.classJson.every((c) => c.courseUniqueIdentity !== undefined),
  items: (p) => p.classJson,
  entry: z
    .object({ ...entryBase, data: z.unknown().optional(), className: wireText, more_data: moreData })
    .transform((e) => {
      const { liveUrl, liveInfo } = liveDetails(e.more_data);
      return batchEntry(e, {
        /** Set when the class exists (errno 1, or 280/281/824). */
        classId: toId(e.data),
        className: text0(e.className),
        liveUrl,
        liveInfo,
      });
    }),
});

const addClassStudentMultiple = batch({
  file: "course.api.php",
  summary: "add students to a class",
  params: z.strictObject({
    courseId: id,
    classId: id,
    identity,
    isRegister: switch01.optional(),
    studentJson: z.array(student).min(1, { error: emptyList }),
  }),
  items: (p) => p.studentJson,
  entry: z.object(entryBase).transform(entryFields),
});

const delClassStudentMultiple = batch({
  file: "course.api.php",
  summary: "remove students from a class",
  params: z
    .strictObject({
      courseId: id,
      classId: id,
      identity,
      studentUidJson: z.array(uid).min(1, { error: "must hold at least one UID" }).optional(),
      // Its shape is not documented; kept open, each entry naming the student by uid.
      studentJson: z.array(z.looseObject({ uid })).min(1, { error: emptyList }).optional(),
    })
    .superRefine((p, ctx) => {
      if (p.studentUidJson === undefined && p.studentJson === undefined) {
        report(ctx, [{ path: "studentUidJson", message: "send studentUidJson (or studentJson)" }]);
      }
    }),
  // When both are sent the service uses studentUidJson.
  items: (p): readonly (string | { uid: string })[] => p.studentUidJson ?? p.studentJson ?? [],
  entry: z.object(entryBase).transform(entryFields),
});

const folderWire = z.object({ folder_id: wireText, folder_name: wireText, is_system_folder: wireText });
const fileWire = z.object({ id: wireText, file_name: wireText, file_size: wireText });

export interface CloudFolder {
  readonly folderId: string;
  readonly folderName: string;
  readonly isSystemFolder: boolean;
}

export interface CloudFile {
  readonly id: string;
  readonly fileName: string;
  /** Size text with a unit suffix, as the service sends it (e.g. "1.2MB"). */
  readonly fileSize: string;
}

function toFolder(f: z.output<typeof folderWire>): CloudFolder {
  const system = f.is_system_folder;
  return {
    folderId: text0(f.folder_id),
    folderName: text0(f.folder_name),
    isSystemFolder: system === 1 || system === "1",
  };
}

function toFile(f: z.output<typeof fileWire>): CloudFile {
  return { id: text0(f.id), fileName: text0(f.file_name), fileSize: text0(f.file_size) };
}

const getCloudList = single({
  file: "cloud.api.php",
  summary: "list the folders and files of a cloud folder (top level when folderId is not sent)",
  params: z.strictObject({ folderId: id.optional() }),
  response: z
    .object({
      error_info: errorInfo,
      folder_list: z.array(folderWire).nullish(),
      file_list: z.array(fileWire).nullish(),
    })
    .transform((r) => {
      const { errno, error } = readErrorInfo(r.error_info);
      const folders = (r.folder_list ?? []).map(toFolder);
      const files = (r.file_list ?? []).map(toFile);
      return { errno, error, folders, files };
    }),
});

const addClassLabels = batch({
  file: "course.api.php",
  summary: "replace the labels of classes (an empty classLabelId removes all)",
  params: z.strictObject({ courseId: id, classList: z.array(labelItem).min(1, { error: emptyList }) }),
  items: (p) => p.classList,
  entry: z
    .object({ ...entryBase, classId: z.unknown().optional() })
    .transform((e) => batchEntry(e, { classId: toId(e.classId) })),
});

const setClassVideoMultiple = batch({
  file: "course.api.php",
  summary: "set recording, live broadcast and replay of classes",
  params: z.strictObject({ courseId: id, classJson: z.array(videoItem).min(1, { error: emptyList }) }),
  items: (p) => p.classJson,
  entry: z.object({ ...entryBase, classId: z.unknown().optional(), more_data: moreData }).transform((e) => {
    const { liveUrl, liveInfo } = liveDetails(e.more_data);
    return batchEntry(e, { classId: toId(e.classId), liveUrl, liveInfo });
  }),
});

const updateClassStudentComment = batch({
  file: "course.api.php",
  summary: "write star ratings and comments for students of a class",
  params: z.strictObject({
    classId: id,
    commentJson: z.array(commentItem).min(1, { error: "must hold at least one comment" }),
  }),
  items: (p) => p.commentJson,
  entry: z
    .object({ ...entryBase, studentUid: wireText })
    .transform((e) => batchEntry(e, { studentUid: text0(e.studentUid) })),
});

/** errnos of register that answer the UID of an account that already existed. */
export const ACCOUNT_EXISTED_ERRNOS: readonly number[] = [Errno.phoneRegistered, Errno.emailRegistered];

/**
 * Retry-safe: an account is keyed by its phone or e-mail, so a repeat cannot make a second one; it
 * answers 135/461 with the same UID, or 101003002 when it comes within 5 seconds of the first (the
 * client's own retries do; 101003002 is not retried, the caller sends again after 5 seconds).
 */
const register = single({
  file: "course.api.php",
  summary: "register a person's ClassIn account (phone or e-mail) and answer the UID (135/461: it existed)",
  params: z
    .strictObject({
      telephone: z.string().regex(PHONE_ACCOUNT, { error: PHONE_ACCOUNT_HINT }).optional(),
      email: z
        .string()
        .max(100, { error: "must be at most 100 characters" })
        .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: "must be an e-mail address" })
        .optional(),
      password: z
        .string()
        .refine((s) => s.length >= 6 && s.length <= 20, {
          error: "must be 6-20 characters (service code 137)",
        })
        .optional(),
      md5pass: z
        .string()
        .regex(/^[0-9a-f]{32}$/i, { error: "must be the 32-character hex md5 of the password" })
        .optional(),
      nickname: nickname.optional(),
      addToSchoolMember: z
        .literal([0, 1, 2], { error: "must be 0 (no), 1 (the school's student) or 2 (the school's teacher)" })
        .optional(),
    })
    .superRefine((p, ctx) => {
      if ((p.telephone === undefined) === (p.email === undefined)) {
        report(ctx, [{ path: "telephone", message: "send telephone or email (exactly one)" }]);
      }
      if ((p.password === undefined) === (p.md5pass === undefined)) {
        report(ctx, [{ path: "password", message: "send password or md5pass (exactly one)" }]);
      }
    }),
  successErrnos: ACCOUNT_EXISTED_ERRNOS,
  response: z
    .object({ error_info: errorInfo, data: classIdWire })
    .transform((r): { errno: number; error: string; uid: string; existed: boolean } => {
      const { errno, error } = readErrorInfo(r.error_info);
      return { errno, error, uid: String(r.data), existed: ACCOUNT_EXISTED_ERRNOS.includes(errno) };
    }),
});

const addCourse = single({
  file: "course.api.php",
  summary: "create a course (with courseUniqueIdentity an existing course's id is answered instead)",
  params: z.strictObject({
    courseName,
    folderId: id.optional(),
    /** Unix seconds; 0 or absent: the course never expires. */
    expiryTime: unixSeconds.optional(),
    mainTeacherUid: uid.optional(),
    courseIntroduce: courseIntroduce.optional(),
    courseUniqueIdentity: courseUniqueIdentity.optional(),
  }),
  checkAt: (p, now) => courseExpiryIssues(p.expiryTime, now),
  retrySafe: (p) => p.courseUniqueIdentity !== undefined,
  response: z
    .object({ error_info: errorInfo, data: classIdWire })
    .transform((r): { errno: number; error: string; courseId: number } => {
      const { errno, error } = readErrorInfo(r.error_info);
      return { errno, error, courseId: Number(r.data) };
    }),
});

/** The operation table, keyed by action name: the one place the names are declared. */
const table = {
  modifyClassSeatNum,
  addCourseClassMultiple,
  addClassStudentMultiple,
  getCloudList,
  addClassLabels,
  setClassVideoMultiple,
  addCourseClass,
  delClassStudentMultiple,
  updateClassStudentComment,
  register,
  addCourse,
};

export type OperationName = keyof typeof table;

export type Operations = { readonly [N in OperationName]: (typeof table)[N] & { readonly name: N } };

/** Each operation with its `name` (its key), as the client and the CLI read it. */
export const operations: Operations = Object.freeze(
  Object.fromEntries(Object.entries(table).map(([name, op]) => [name, Object.freeze({ ...op, name })])),
) as Operations;

export const operationNames = Object.keys(table) as readonly OperationName[];
export type AnyOperation = Operations[OperationName];
export type BatchOperationName = {
  [N in OperationName]: Operations[N] extends { batch: true } ? N : never;
}[OperationName];

/** What a caller passes (before defaults and coercions). */
export type ParamsOf<N extends OperationName> = z.input<Operations[N]["params"]>;
/** What is validated and sent. */
export type SentParamsOf<N extends OperationName> = z.output<Operations[N]["params"]>;

/** One batch entry's outcome, in request order. */
export type BatchEntry<E, Item> = E & {
  /** Position of the submitted item this entry answers. */
  readonly index: number;
  /** errno is 1. For class creation, a `classId` with ok false (280/281/824) means the class exists. */
  readonly ok: boolean;
  readonly errno: number;
  readonly error: string;
  /** The spec's meaning of the errno, for logs and developers (a person reads the app's catalogue). */
  readonly meaning: string;
  readonly category: ErrorCategory;
  /** False when the service sent no result for this item: errno is then 0 and category "unknown". */
  readonly answered: boolean;
  /** The validated item that was sent (undefined for a surplus entry the service added). */
  readonly item: Item | undefined;
};

export interface BatchResult<Entry> {
  readonly errno: number;
  readonly error: string;
  /** Every entry succeeded. Overall errno 1 does NOT imply this. */
  readonly ok: boolean;
  readonly entries: readonly Entry[];
  readonly failed: readonly Entry[];
  /**
   * Requests sent for this answer: more than 1 when an earlier attempt got no usable answer and may
   * have been applied, so "already so" entries (164/166/167) can be this call's own work.
   */
  readonly attempts: number;
}

export type EntryOf<N extends OperationName> = Operations[N] extends {
  readonly entry: infer E extends z.ZodType;
  readonly items: (params: never) => readonly (infer Item)[];
}
  ? BatchEntry<z.output<E>, Item>
  : never;

export type ResultOf<N extends OperationName> = Operations[N] extends { batch: true }
  ? BatchResult<EntryOf<N>>
  : z.output<Operations[N]["response"]>;
