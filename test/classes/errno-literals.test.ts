/**
 * Outside `partner/` (which holds the error table) and `sandbox/` (which plays the service), an errno
 * is named (`Errno.classOver`), never written as a bare number: a bare 145 cannot be searched for,
 * and its wording drifts from the partner table's.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { documentedCodes } from "../../src/partner/index.js";
import { SRC, scan, sourceFiles } from "./source-files.js";

const ALLOWED = ["partner", "sandbox"].map((dir) => join(SRC, dir));

const all = Object.keys(documentedCodes);
const every = all.join("|");
/** 1 and 100 are everyday numbers too: only a comparison with something named errno counts for them. */
const codes = all.filter((c) => Number(c) > 100).join("|");
/** Where a number is an errno: compared, a `case`, a table key. */
const ERRNO_USES = [
  new RegExp(`[!=]==\\s*(${codes})\\b(?!\\.)`),
  new RegExp(`\\b(${codes})\\s*[!=]==`),
  new RegExp(`\\bcase\\s+(${codes})\\s*:`),
  new RegExp(`^\\s*(${codes})\\s*:`),
  new RegExp(`errno\\s*[!=]==\\s*(${every})\\b(?!\\.)`, "i"),
  new RegExp(`errno\\s*:\\s*(${every})\\b(?!\\.)`, "i"),
  new RegExp(`Set\\(\\[\\s*(${codes})\\b`),
];

function withoutComments(line: string): string {
  return line.replace(/\/\/.*$/, "").replace(/^\s*(\/\*\*?|\*).*$/, "");
}

function isBareErrno(line: string): boolean {
  const code = withoutComments(line);
  return ERRNO_USES.some((re) => re.test(code));
}

describe("errno literals", () => {
  it("finds the shapes it forbids", () => {
    for (const line of [
      "if (errno === 145) x;",
      "case 251:",
      "  167: 'x',",
      "err.errno !== 1",
      "{ errno: 1 }",
      "new Set([104])",
    ])
      expect(isBareErrno(line)).toBe(true);
    for (const line of [
      "if (res.status === 429) x;",
      "// errno 145",
      " * 280/281/824",
      "errno === Errno.classOver",
      "n === 1",
      "`errno is 1`",
    ])
      expect(isBareErrno(line)).toBe(false);
  });

  it("appear nowhere in src/ outside partner/ and sandbox/", () => {
    const files = sourceFiles(SRC).filter((file) => !ALLOWED.some((dir) => file.startsWith(dir)));
    expect(scan(files, isBareErrno)).toEqual([]);
  });
});
