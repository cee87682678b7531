/**
 * The error catalogue (every documented errno with its documented meaning, a category and whether it
 * may be retried) and the SDK's error classes.
 * Every error names the operation; none ever carries the SECRET or a safeKey. The words a person reads
 * are the app's (the catalogues' `partnerErrors`), not the SDK's.
 */
import { Errno } from "./errnos.js";
import { type DocumentedCode, documentedCodes, type ErrorCategory } from "./error-table.js";
import type { OperationName } from "./operations.js";

export type { ErrorCategory } from "./error-table.js";

export interface CatalogueEntry {
  readonly code: number;
  /** The meaning from the spec's error table (for unknown codes: a sentence naming the code). */
  readonly meaning: string;
  readonly operations: DocumentedCode["operations"];
  readonly category: ErrorCategory;
  /** Safe to send the same request again (only when the failure is known to be passing). */
  readonly retryable: boolean;
  readonly documented: boolean;
}

/** Codes whose failure is passing: the same request may be sent again (issue 2, product "Reliability"). */
export const retryableErrnos: ReadonlySet<number> = new Set([
  Errno.unknownFailure,
  Errno.serverException,
  Errno.videoServiceProblem,
  Errno.courseBeingCreated,
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
  catalogue.set(
    code,
    Object.freeze({
      code,
      meaning: doc.meaning,
      operations: doc.operations,
      category: doc.category,
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
