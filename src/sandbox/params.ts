/**
 * Reading partner parameters: scalar form fields (always text) and the members of JSON array fields
 * (numbers or text, as clients send either). Every helper refuses with errno 100 and names the field.
 */
import type { Fields } from "./body.js";
import { Refusal } from "./refusal.js";

/** A form field, with "" treated as not sent (PHP's empty()). */
export function field(fields: Fields, name: string): string | undefined {
  const v = fields.get(name);
  return v === undefined || v === "" ? undefined : v;
}

/** An integer written as a JSON number or as decimal text; anything else is undefined. */
export function intOf(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value === "string" && /^\s*-?\d{1,15}\s*$/.test(value)) return Number(value);
  return undefined;
}

/** A required positive id (courseId, classId). */
export function requiredId(value: unknown, name: string): number {
  const n = intOf(value);
  if (n === undefined || n <= 0) throw new Refusal(100, `${name} must be a positive integer`);
  return n;
}

export function requiredIdField(fields: Fields, name: string): number {
  return requiredId(field(fields, name), name);
}

/** Switches coded 0/1: any value other than 1 counts as 0 (record, live, replay, isAutoOnstage). */
export function flagOf(value: unknown): number {
  return intOf(value) === 1 ? 1 : 0;
}

/** isHd: 0, 1 or 2; any other value counts as 0. */
export function hdOf(value: unknown): number {
  const n = intOf(value);
  return n === 1 || n === 2 ? n : 0;
}

/** Text of a scalar member; numbers are accepted as their decimal text. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

export function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || value === "";
}

/** Cuts to `max` characters; a character is a Unicode code point, so Chinese counts like Latin. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join("");
}

export function charLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** customColumn: echoed as a string cut to 50, or undefined (omitted) when not sent or empty. */
export function customColumnOf(value: unknown): string | undefined {
  if (isAbsent(value)) return undefined;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return cut(text, 50);
}

/** A JSON array field; missing or invalid JSON or not an array is 100, an empty array is `emptyCode`. */
export function jsonArrayField(fields: Fields, name: string, emptyCode: number): unknown[] {
  const text = field(fields, name);
  if (text === undefined) throw new Refusal(100, `${name} is required`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Refusal(100, `${name} is not valid JSON`);
  }
  if (!Array.isArray(parsed)) throw new Refusal(100, `${name} must be a JSON array`);
  if (parsed.length === 0) throw new Refusal(emptyCode, `${name} is empty`);
  return parsed;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
