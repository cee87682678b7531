/**
 * Every inline error is a sentence because every `response_action: "errors"` goes through
 * `fieldErrors` (src/slack/args.ts), which makes it one; this scan keeps a new form from skipping it.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { SRC, sourceFiles } from "../classes/source-files.js";

/** `response_action: "errors"` and the expression its `errors` field is built with. */
const ERRORS_ACK = /response_action:\s*"errors",\s*errors\b(?:\s*:\s*([^,}\n]*))?/g;
/** The schedule form's `scheduleErrorsByBlock` maps its fields to blocks and calls `fieldErrors` itself. */
const THROUGH_FIELD_ERRORS = /^(fieldErrors|scheduleErrorsByBlock)\(/;

/** The code of a file: comment lines (which may show an ack as an example) left out. */
function code(source: string): string {
  return source
    .split("\n")
    .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
    .join("\n");
}

function unsentenced(source: string): string[] {
  return [...code(source).matchAll(ERRORS_ACK)]
    .map((m) => (m[1] ?? "errors").trim())
    .filter((expr) => !THROUGH_FIELD_ERRORS.test(expr));
}

describe("inline errors in src/slack", () => {
  it("finds an ack that skips fieldErrors", () => {
    expect(unsentenced('ack({ response_action: "errors", errors: { a: "x" } })')).toEqual(['{ a: "x"']);
    expect(unsentenced('ack({ response_action: "errors", errors })')).toEqual(["errors"]);
    expect(unsentenced('ack({ response_action: "errors", errors: fieldErrors({ a: "x" }) })')).toEqual([]);
  });

  it("every errors ack passes fieldErrors", () => {
    const found = sourceFiles(join(SRC, "slack")).flatMap((file) =>
      unsentenced(readFileSync(file, "utf8")).map((expr) => `${relative(SRC, file)}: ${expr}`),
    );
    expect(found).toEqual([]);
  });
});
