/**
 * Parameter validation against the operation table, usable without a client (e.g. a Slack modal
 * checks a form before anything is sent and shows each issue on its field).
 */

import type { ValidationIssue } from "./errors.js";
import type { OperationName } from "./operations.js";
import { type AnyOperation, operations, type ParamsOf, type SentParamsOf } from "./operations.js";

export type CheckResult<N extends OperationName> =
  | { readonly ok: true; readonly value: SentParamsOf<N>; readonly issues: readonly [] }
  | { readonly ok: false; readonly value: undefined; readonly issues: readonly ValidationIssue[] };

/**
 * Checks `params` against every documented rule of `operation`. With `now` (Unix seconds) the
 * clock-dependent rules are checked too: a class must start at least a minute ahead and within 3 years.
 */
export function checkParams<N extends OperationName>(
  operation: N,
  params: ParamsOf<N> | unknown,
  now?: number,
): CheckResult<N> {
  const op = Object.hasOwn(operations, operation) ? (operations[operation] as AnyOperation) : undefined;
  if (!op)
    return {
      ok: false,
      value: undefined,
      issues: [{ path: "", message: `unknown operation "${operation}"` }],
    };
  const parsed = op.params.safeParse(params);
  if (!parsed.success) {
    const issues = parsed.error.issues.flatMap((i): ValidationIssue[] => {
      const path = i.path.map(String);
      if (i.code === "unrecognized_keys") {
        return i.keys.map((k) => ({ path: [...path, k].join("."), message: "unknown field" }));
      }
      return [{ path: path.join("."), message: describeIssue(i, valueAt(params, i.path)) }];
    });
    return { ok: false, value: undefined, issues };
  }
  const broken = brokenTexts(parsed.data);
  if (broken.length > 0) return { ok: false, value: undefined, issues: broken };
  if (now !== undefined && op.checkAt) {
    // The table's checkAt is typed per operation; the union here is safe because op and value belong together.
    const timed = (op.checkAt as (p: unknown, now: number) => ValidationIssue[])(parsed.data, now);
    if (timed.length > 0) return { ok: false, value: undefined, issues: timed };
  }
  return { ok: true, value: parsed.data as SentParamsOf<N>, issues: [] };
}

interface ZodIssueLike {
  readonly code: string;
  readonly message: string;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v = root;
  for (const key of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

function describeIssue(issue: ZodIssueLike, value: unknown): string {
  if (value === undefined && issue.code !== "custom") return "is required";
  return issue.message;
}

/** A lone UTF-16 surrogate: no UTF-8 form exists, so the text could not even be encoded for sending. */
const LONE_SURROGATE = /\p{Cs}/u;

function brokenTexts(value: unknown): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  findBroken(value, [], issues);
  return issues;
}

// Runs on every call: walks in place, allocating only when something is found.
function findBroken(value: unknown, path: string[], issues: ValidationIssue[]): void {
  if (typeof value === "string") {
    if (LONE_SURROGATE.test(value)) {
      issues.push({ path: path.join("."), message: "contains a broken character (a lone UTF-16 surrogate)" });
    }
    return;
  }
  if (value === null || typeof value !== "object") return;
  for (const key of Object.keys(value)) {
    path.push(key);
    findBroken((value as Record<string, unknown>)[key], path, issues);
    path.pop();
  }
}
