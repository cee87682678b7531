import { ValidationError } from "./errors.js";

/** Argument checks shared by the repositories: bad input becomes a ValidationError naming op and field. */

export function text(op: string, field: string, value: unknown, max = 200): string {
  if (typeof value !== "string" || value.trim() === "") {
    throw new ValidationError(op, field, "must be a non-empty text");
  }
  if (value.length > max) throw new ValidationError(op, field, `must be at most ${max} characters`);
  return value;
}

export function optionalText(op: string, field: string, value: unknown, max = 200): string | null {
  if (value === undefined || value === null || value === "") return null;
  return text(op, field, value, max);
}

/** Free text that may be empty (a rating comment). */
export function anyText(op: string, field: string, value: unknown, max: number): string {
  if (typeof value !== "string") throw new ValidationError(op, field, "must be a text");
  if (value.length > max) throw new ValidationError(op, field, `must be at most ${max} characters`);
  return value;
}

export function int(
  op: string,
  field: string,
  value: unknown,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value)) {
    throw new ValidationError(op, field, "must be a whole number");
  }
  if (value < min || value > max) throw new ValidationError(op, field, `must be between ${min} and ${max}`);
  return value;
}

/** Partner ids (courseId, classId, label ids): positive whole numbers. */
export function id(op: string, field: string, value: unknown): number {
  return int(op, field, value, 1);
}

export function bool(op: string, field: string, value: unknown): boolean {
  if (typeof value !== "boolean") throw new ValidationError(op, field, "must be true or false");
  return value;
}

export function oneOf<T extends string>(op: string, field: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    throw new ValidationError(op, field, `must be one of ${allowed.join(", ")}`);
  }
  return value as T;
}

export function list<T>(op: string, field: string, value: unknown, each: (v: unknown, i: number) => T): T[] {
  if (!Array.isArray(value)) throw new ValidationError(op, field, "must be a list");
  return value.map((v, i) => each(v, i));
}

export function jsonText(op: string, field: string, value: unknown, max = 100_000): string {
  let out: string | undefined;
  try {
    out = JSON.stringify(value);
  } catch {
    throw new ValidationError(op, field, "must be JSON-serialisable");
  }
  if (out === undefined) throw new ValidationError(op, field, "must be JSON-serialisable");
  if (out.length > max) throw new ValidationError(op, field, `is too large (over ${max} characters as JSON)`);
  return out;
}

export function parseJson<T>(value: string | null, fallback: T): T {
  if (value === null) return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}
