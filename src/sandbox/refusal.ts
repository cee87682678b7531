/**
 * Error codes as the sandbox answers them: `error` is the documented meaning of the code (the partner API reference,
 * "Errors"), so a client can show it; `detail` says which field or rule fired and travels only in the
 * X-Sandbox-Detail response header, never in the partner answer body.
 */
import { documentedCodes } from "../partner/error-table.js";

export interface ErrorInfo {
  errno: number;
  error: string;
}

export function errorText(code: number): string {
  return documentedCodes[code]?.meaning ?? `Injected fault (errno ${code})`;
}

export function errorInfo(code: number): ErrorInfo {
  return { errno: code, error: errorText(code) };
}

/**
 * Thrown by an operation to answer with `code`, for the whole request or (inside a batch) one entry.
 * It is an answer, not a bug, so it carries no stack trace: capturing one per refused batch entry
 * (30 per addClassStudentMultiple repeat) was a visible share of the sandbox's CPU.
 */
export class Refusal extends Error {
  override readonly name = "Refusal";
  readonly code: number;
  readonly detail: string;
  constructor(code: number, detail = "") {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(`partner errno ${code}${detail ? `: ${detail}` : ""}`);
    Error.stackTraceLimit = limit;
    this.code = code;
    this.detail = detail;
  }
}
