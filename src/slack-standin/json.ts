/** Small readers for decoded Slack JSON, shared by the validator, the filler and the renderer. */
import type { JsonObject } from "./types.js";

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A select's options, including those inside option_groups. */
export function optionsOf(element: JsonObject): JsonObject[] {
  const direct = Array.isArray(element.options) ? element.options : [];
  const groups = Array.isArray(element.option_groups) ? element.option_groups : [];
  const grouped = groups.flatMap((g: unknown) => (isObject(g) && Array.isArray(g.options) ? g.options : []));
  return [...direct, ...grouped].filter(isObject);
}
