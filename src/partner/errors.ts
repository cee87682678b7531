/**
 * The error catalogue (every documented errno with a category and an end-user sentence) and the
 * SDK's error classes. Every error names the operation; none ever carries the SECRET or a safeKey.
 */
import { Errno } from "./errnos.js";
import { type DocumentedCode, documentedCodes } from "./error-table.js";
import type { OperationName } from "./operations.js";

export type ErrorCategory =
  | "success"
  | "authentication"
  | "invalid_input"
  | "state"
  | "not_found"
  | "conflict"
  | "not_allowed"
  | "failed"
  | "transient"
  | "partial_success"
  | "unknown";

export interface CatalogueEntry {
  readonly code: number;
  /** The meaning from the spec's error table (for unknown codes: a sentence naming the code). */
  readonly meaning: string;
  readonly operations: DocumentedCode["operations"];
  readonly category: ErrorCategory;
  /** A short plain-English sentence that can be shown to a teacher or student as is. */
  readonly userMessage: string;
  /** Safe to send the same request again (only when the failure is known to be passing). */
  readonly retryable: boolean;
  readonly documented: boolean;
}

type Classified = readonly [ErrorCategory, string];

/** Category and end-user sentence per documented code; meanings and operations come from error-table.ts. */
const classification: Readonly<Record<number, Classified>> = {
  1: ["success", "Done."],
  100: ["invalid_input", "Some of the details sent were missing or not valid."],
  102: [
    "authentication",
    "The school connection was refused; an admin should check the school ID and secret.",
  ],
  104: ["transient", "The class service failed for an unknown reason; try again in a moment."],
  113: ["not_found", "That phone number is not registered."],
  114: ["transient", "The class service had an internal problem; try again in a moment."],
  119: ["invalid_input", "The end time must be later than the start time."],
  120: ["invalid_input", "The class must start at least one minute from now."],
  125: ["invalid_input", "The student's phone number is not valid."],
  128: ["not_allowed", "A school (institution) account cannot be added as a student."],
  129: ["not_allowed", "A teacher account cannot be added as a student."],
  131: ["failed", "Registering the student failed."],
  133: ["invalid_input", "Two classes in the same request have the same unique identifier."],
  136: ["not_allowed", "That person is not a teacher of the school."],
  140: ["state", "The class is in session, so it cannot be changed now."],
  142: ["not_found", "The course has no such class."],
  143: ["not_found", "The class could not be found."],
  144: ["not_found", "The course or class could not be found for this school."],
  145: ["state", "The class is already over."],
  147: ["not_found", "The course could not be found."],
  149: ["not_found", "The course has been deleted."],
  153: ["state", "The course has expired."],
  155: ["invalid_input", "Nothing was submitted: the list was empty."],
  157: ["not_allowed", "The class is full: there are more students than it can hold."],
  158: ["failed", "Adding the students to the class failed."],
  159: ["invalid_input", "Only students can be added or removed here."],
  160: ["state", "The school has no cloud folder for classes yet."],
  164: ["conflict", "A student with this phone number is already in the course."],
  165: ["invalid_input", "A class must last between 15 minutes and 24 hours."],
  166: ["conflict", "A student with the same phone number already exists."],
  167: ["not_found", "That student is not in this class."],
  171: ["failed", "Removing the students from the class failed."],
  172: ["not_allowed", "A student of the course cannot be the teacher."],
  173: ["not_allowed", "An auditor of the course cannot be the teacher."],
  193: ["not_found", "That folder does not exist."],
  194: ["not_allowed", "That folder does not belong to this school."],
  212: ["not_found", "The class has been deleted."],
  220: ["failed", "Creating the class failed."],
  228: ["not_found", "The student is not known to this school."],
  233: ["not_found", "The class could not be found."],
  251: ["invalid_input", "Live broadcast and replay need recording to be on."],
  252: ["state", "Recording and live settings cannot be changed in the 20 minutes before class."],
  253: ["transient", "The video service had a problem; try again in a moment."],
  259: ["invalid_input", "Too many students on stage for this school."],
  268: ["invalid_input", "A class must start within the next 3 years."],
  280: [
    "partial_success",
    "The class was created, but recording could not be turned on (recording settings).",
  ],
  281: [
    "partial_success",
    "The class was created, but recording could not be turned on (video service problem).",
  ],
  288: ["invalid_input", "The account is not valid."],
  318: ["not_allowed", "The assistant is not a teacher of the school."],
  319: ["not_allowed", "A student of the course cannot be the assistant."],
  320: ["not_allowed", "An auditor of the course cannot be the assistant."],
  322: ["not_allowed", "The class teacher cannot also be the assistant."],
  323: ["failed", "Adding the assistant to the class failed."],
  324: ["failed", "Adding the teacher to the class failed."],
  326: ["failed", "Adding the assistant to the class failed."],
  330: ["invalid_input", "The assistant's account is not in a valid format."],
  332: ["not_allowed", "A teacher or assistant of the course cannot be added as a student."],
  333: ["not_allowed", "The head teacher cannot be added as a student."],
  348: ["state", "Seats cannot be changed in the 20 minutes before class."],
  349: ["failed", "Changing the number of seats failed."],
  357: ["not_allowed", "The class has too many labels."],
  358: ["not_found", "Some labels do not exist or were deleted."],
  359: ["not_allowed", "Some labels do not belong to this school."],
  369: ["state", "Open classes do not support this action."],
  387: ["state", "The teacher's account is suspended."],
  388: ["state", "The assistant's account is suspended."],
  398: ["conflict", "A class with this unique identifier already exists."],
  400: ["invalid_input", "The request data was not valid."],
  800: ["state", "The teacher's account is no longer in use."],
  804: ["state", "The assistant's account is no longer in use."],
  824: ["partial_success", "The class was created, but its introduction could not be saved."],
};

/** Codes whose failure is passing: the same request may be sent again (issue 2, product "Reliability"). */
export const retryableErrnos: ReadonlySet<number> = new Set([
  Errno.unknownFailure,
  Errno.serverException,
  Errno.videoServiceProblem,
]);

/** Codes meaning the class exists although errno is not 1: record it, report the part that failed. */
export const classCreatedErrnos: ReadonlySet<number> = new Set([
  Errno.createdRecordingOff,
  Errno.createdVideoServiceDown,
  Errno.createdIntroNotSaved,
]);

const catalogue = new Map<number, CatalogueEntry>();
for (const [key, doc] of Object.entries(documentedCodes)) {
  const code = Number(key);
  const [category, userMessage] = classification[code] ?? ["unknown", doc.meaning];
  catalogue.set(
    code,
    Object.freeze({
      code,
      meaning: doc.meaning,
      operations: doc.operations,
      category,
      userMessage,
      retryable: retryableErrnos.has(code),
      documented: true,
    }),
  );
}

/** Every documented code, in ascending order. */
export const errorCatalogue: readonly CatalogueEntry[] = [...catalogue.values()].sort(
  (a, b) => a.code - b.code,
);

/** The catalogue entry for a code; an undocumented code is kept (category "unknown"), never dropped. */
export function describeErrno(code: number): CatalogueEntry {
  const known = catalogue.get(code);
  if (known) return known;
  return {
    code,
    meaning: `Undocumented error code ${code}`,
    operations: [],
    category: "unknown",
    userMessage: "The class service refused the request without saying why.",
    retryable: false,
    documented: false,
  };
}

/** Base of every SDK error: always names the operation it happened in. */
export class PartnerSdkError extends Error {
  readonly operation: OperationName;
  constructor(operation: OperationName, message: string, options?: { cause?: unknown }) {
    super(`${operation}: ${message}`, options);
    this.name = new.target.name;
    this.operation = operation;
  }
}

export interface ValidationIssue {
  /** Dotted field path, e.g. `classJson.2.className`. */
  readonly path: string;
  readonly message: string;
}

/** The parameters broke a documented rule; no request was sent. */
export class PartnerValidationError extends PartnerSdkError {
  readonly issues: readonly ValidationIssue[];
  constructor(operation: OperationName, issues: readonly ValidationIssue[]) {
    const list = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join("; ");
    super(operation, `invalid parameters: ${list}`);
    this.issues = issues;
  }
}

/** Characters of the service's error text an error message carries. */
const SERVICE_TEXT = 200;

/** The service answered with errno other than 1. */
export class PartnerError<Entry = unknown, Data = unknown> extends PartnerSdkError {
  readonly errno: number;
  /** The `error_info.error` text sent by the service. */
  readonly serviceError: string;
  readonly entry: CatalogueEntry;
  /** Batch operations: every entry's outcome when the service sent `data` despite the overall error. */
  readonly entries: readonly Entry[];
  /**
   * Single operations: the typed result when the body carried one (addCourseClass with 280/281/824
   * returns the created class ID here), otherwise undefined.
   */
  readonly data: Data | undefined;
  readonly attempts: number;
  constructor(
    operation: OperationName,
    init: { errno: number; serviceError: string; entries?: readonly Entry[]; data?: Data; attempts: number },
  ) {
    const entry = describeErrno(init.errno);
    // The service's text goes into the message cut (it may be megabytes); `serviceError` keeps it whole.
    const service =
      init.serviceError.length > SERVICE_TEXT
        ? `${init.serviceError.slice(0, SERVICE_TEXT)}…`
        : init.serviceError;
    const text = service ? `: ${service}` : "";
    super(operation, `errno ${init.errno} (${entry.meaning})${text}`);
    this.errno = init.errno;
    this.serviceError = init.serviceError;
    this.entry = entry;
    this.entries = init.entries ?? [];
    this.data = init.data;
    this.attempts = init.attempts;
  }
  get category(): ErrorCategory {
    return this.entry.category;
  }
  get retryable(): boolean {
    return this.entry.retryable;
  }
}

/** The service answered with an HTTP status outside 2xx. */
export class PartnerHttpError extends PartnerSdkError {
  readonly status: number;
  /** Start of the response body (secrets removed), for diagnosis. */
  readonly bodySnippet: string;
  readonly attempts: number;
  constructor(operation: OperationName, status: number, bodySnippet: string, attempts: number) {
    super(operation, `HTTP ${status}${bodySnippet ? `: ${bodySnippet}` : ""}`);
    this.status = status;
    this.bodySnippet = bodySnippet;
    this.attempts = attempts;
  }
  get retryable(): boolean {
    return this.status >= 500;
  }
}

export type TransportFailure = "timeout" | "connection" | "aborted";

/** No usable answer arrived: timeout, refused or reset connection, or the caller aborted. */
export class PartnerTransportError extends PartnerSdkError {
  readonly kind: TransportFailure;
  /** undici / system error code such as ECONNREFUSED or UND_ERR_HEADERS_TIMEOUT. */
  readonly code: string | undefined;
  readonly attempts: number;
  constructor(
    operation: OperationName,
    kind: TransportFailure,
    detail: string,
    code: string | undefined,
    attempts: number,
  ) {
    super(
      operation,
      `${kind === "timeout" ? "timed out" : kind === "aborted" ? "aborted" : "connection failed"}: ${detail}`,
    );
    this.kind = kind;
    this.code = code;
    this.attempts = attempts;
  }
  get retryable(): boolean {
    return this.kind !== "aborted";
  }
}

/** A 2xx answer that is not the documented JSON: HTML, non-JSON, missing error_info, wrong shape. */
export class PartnerResponseError extends PartnerSdkError {
  readonly bodySnippet: string;
  readonly attempts: number;
  constructor(operation: OperationName, reason: string, bodySnippet: string, attempts: number) {
    super(operation, `unexpected response: ${reason}${bodySnippet ? ` (body starts: ${bodySnippet})` : ""}`);
    this.bodySnippet = bodySnippet;
    this.attempts = attempts;
  }
}

/** A live link could not be built or parsed (not tied to an API operation). */
export class PartnerLiveLinkError extends Error {
  override name = "PartnerLiveLinkError";
}

/** Connection failures where the request cannot have reached the service: nothing was applied. */
const NEVER_SENT_CODES: ReadonlySet<string> = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "UND_ERR_CONNECT_TIMEOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

/**
 * True when the service may have applied the call although no usable answer came back: a timeout or a
 * reset after the request left, an HTTP 5xx, a garbled 2xx body. Such an outcome is not a failure: the
 * same request is sent again until the answer is known (every change the app makes is safe to repeat:
 * creates carry a unique identity, students answer 164/167 when already so, settings are absolute).
 * An errno answer, a refusal before sending and a connection that never opened are known outcomes.
 */
export function outcomeUnknown(err: unknown): boolean {
  if (err instanceof PartnerResponseError) return true;
  if (err instanceof PartnerHttpError) return err.status >= 500;
  if (err instanceof PartnerTransportError)
    return !(err.code !== undefined && NEVER_SENT_CODES.has(err.code));
  return false;
}
