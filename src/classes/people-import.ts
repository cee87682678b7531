/**
 * Parses the people list an admin pastes into the import modal:
 * `slack_user,uid,name,account,role`, one person a line. Every line gets a verdict in plain words,
 * so the admin can fix exactly the lines that failed and paste them again.
 */

import { parseSlackUser } from "../slack-user-id.js";
import { parseRole, type Role } from "./roles.js";
import { hasControlCharacter } from "./typed-text.js";

export interface ImportRow {
  /** The member ID as pasted (or a mention's); "" when the line named the member by `email`. */
  readonly slackUserId: string;
  /** The member's e-mail address as pasted, to look up in Slack; absent when an ID was given. */
  readonly email?: string;
  /** "" only for an admin who does not teach. */
  readonly uid: string;
  readonly name: string;
  readonly account: string;
  readonly role: Role;
}

/** Why a pasted line is refused, as facts (a view words them in the admin's language). */
export type LineProblem =
  | { readonly kind: "quote-open" | "quote-text" | "slack-empty" | "role-empty" }
  | { readonly kind: "width"; readonly count: number; readonly width: number }
  | { readonly kind: "slack-invalid" | "role-invalid"; readonly text: string }
  | { readonly kind: "field"; readonly problem: PersonFieldProblem }
  | {
      readonly kind: "duplicate";
      readonly what: "uid" | "member";
      readonly key: string;
      readonly lines: readonly number[];
    };

/** Why the paste is refused as a whole, as facts: nothing is imported, the admin fixes the list. */
export type ImportRefusal =
  | { readonly kind: "empty" }
  | { readonly kind: "too-many"; readonly count: number; readonly max: number }
  /** The header line (`line`, 1-based) names columns but not all of them. */
  | { readonly kind: "header"; readonly line: number; readonly missing: readonly Column[] };

export interface ImportLineReport {
  /** 1-based line number in the pasted text. */
  readonly line: number;
  readonly ok: boolean;
  /** A refused line's problems as facts (a view words them in the admin's language). */
  readonly problems?: readonly LineProblem[];
  /** A good line's person. */
  readonly row?: ImportRow;
}

export interface ImportParseResult {
  /** The lines that passed every check, in paste order. */
  readonly rows: ImportRow[];
  /** One entry per non-blank data line (the header is not reported), in paste order; none when refused. */
  readonly report: ImportLineReport[];
  /** Why the paste was refused as a whole (nothing pasted, too many lines, bad header); else null. */
  readonly refused: ImportRefusal | null;
  /** The separator the lines were read with: "," or ";" (a spreadsheet saved in a ";" locale). */
  readonly separator?: Separator;
}

export type Separator = "," | ";";

/** A plain e-mail address (what Slack profiles hold); a member is looked up by it. */
const EMAIL = /^[^@\s<>,;"]+@[^@\s<>,;"]+\.[^@\s<>,;"]+$/;

export function isEmailAddress(text: string): boolean {
  return EMAIL.test(text);
}

/** A whole school in one file (a paste holds about 50 people; an uploaded file up to this many). */
export const MAX_IMPORT_LINES = 2000;
export const COLUMNS = ["slack_user", "uid", "name", "account", "role"] as const;
export type Column = (typeof COLUMNS)[number];

export const MAX_UID_LENGTH = 64;
export const MAX_NAME_LENGTH = 80;
export const MAX_ACCOUNT_LENGTH = 64;

export type SplitResult = { ok: true; fields: string[] } | { ok: false; problem: LineProblem };

function splitRefused(problem: LineProblem): SplitResult {
  return { ok: false, problem };
}

/** Splits one CSV line; quoted fields may hold the separator and doubled quotes (`""`). */
export function splitCsvLine(line: string, separator: Separator = ","): SplitResult {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    while (line[i] === " " || line[i] === "\t") i++;
    if (line[i] === '"') {
      let value = "";
      i++;
      for (;;) {
        if (i >= line.length) return splitRefused({ kind: "quote-open" });
        const ch = line[i] as string;
        if (ch === '"') {
          if (line[i + 1] === '"') {
            value += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += ch;
        i++;
      }
      while (line[i] === " " || line[i] === "\t") i++;
      if (i < line.length && line[i] !== separator) {
        return splitRefused({ kind: "quote-text" });
      }
      fields.push(value.trim());
    } else {
      const comma = line.indexOf(separator, i);
      const end = comma === -1 ? line.length : comma;
      fields.push(line.slice(i, end).trim());
      i = end;
    }
    if (i >= line.length) return { ok: true, fields };
    i++; // the separator
  }
}

const HAS_SPACE = /\s/u;

/** Why a person's field is refused: facts the person form words in the admin's language. */
export type PersonFieldProblem =
  | { readonly kind: "uid-empty" | "uid-spaces" | "name-empty" | "name-control" }
  | { readonly kind: "account-empty" | "account-spaces" }
  | { readonly kind: "uid-too-long" | "name-too-long" | "account-too-long"; readonly max: number };

/** Teachers and students need a UID; an admin who does not teach may leave it empty. */
function uidProblem(uid: string, role: Role | null): PersonFieldProblem | null {
  if (uid === "") return role === "admin" ? null : { kind: "uid-empty" };
  if (uid.length > MAX_UID_LENGTH) return { kind: "uid-too-long", max: MAX_UID_LENGTH };
  if (HAS_SPACE.test(uid) || hasControlCharacter(uid)) return { kind: "uid-spaces" };
  return null;
}

function nameProblem(name: string): PersonFieldProblem | null {
  if (name === "") return { kind: "name-empty" };
  if (name.length > MAX_NAME_LENGTH) return { kind: "name-too-long", max: MAX_NAME_LENGTH };
  if (hasControlCharacter(name)) return { kind: "name-control" };
  return null;
}

/** Only students need an account: it is their login in the live link. Teachers and admins may leave it empty. */
function accountProblem(account: string, role: Role | null): PersonFieldProblem | null {
  if (account === "") return role === "student" ? { kind: "account-empty" } : null;
  if (account.length > MAX_ACCOUNT_LENGTH) return { kind: "account-too-long", max: MAX_ACCOUNT_LENGTH };
  if (HAS_SPACE.test(account) || hasControlCharacter(account)) return { kind: "account-spaces" };
  return null;
}

/** Field checks shared with the single-person form, so both refuse the same input. */
export const personFieldProblems = { uid: uidProblem, name: nameProblem, account: accountProblem } as const;

function isHeader(fields: readonly string[]): boolean {
  const lowered = fields.map((f) => f.toLowerCase());
  return lowered.includes("slack_user") && lowered.includes("uid");
}

type ColumnIndex = Readonly<Record<Column, number>>;
const DEFAULT_ORDER: ColumnIndex = { slack_user: 0, uid: 1, name: 2, account: 3, role: 4 };

/** The columns' order, or the columns the header lacks. */
function headerOrder(fields: readonly string[]): ColumnIndex | Column[] {
  const lowered = fields.map((f) => f.toLowerCase());
  const missing = COLUMNS.filter((c) => !lowered.includes(c));
  if (missing.length > 0) return missing;
  const order = {} as Record<Column, number>;
  for (const c of COLUMNS) order[c] = lowered.indexOf(c);
  return order;
}

interface Candidate {
  line: number;
  row?: ImportRow;
  problems: LineProblem[];
}

function parseDataLine(lineNo: number, text: string, order: ColumnIndex, separator: Separator): Candidate {
  const split = splitCsvLine(text, separator);
  if (!split.ok) return { line: lineNo, problems: [split.problem] };
  const fields = split.fields;
  const width = Math.max(...Object.values(order)) + 1;
  const extra = fields.slice(width).filter((f) => f !== "");
  if (fields.length < width || extra.length > 0) {
    return {
      line: lineNo,
      problems: [{ kind: "width", count: fields.length, width }],
    };
  }
  const get = (c: Column) => fields[order[c]] ?? "";
  const problems: LineProblem[] = [];
  const slackText = get("slack_user");
  const email = isEmailAddress(slackText) ? slackText : undefined;
  const slackUserId = email === undefined ? parseSlackUser(slackText) : "";
  if (slackUserId === null) {
    problems.push(
      slackText === "" ? { kind: "slack-empty" } : { kind: "slack-invalid", text: slackText.slice(0, 40) },
    );
  }
  const uid = get("uid");
  const name = get("name");
  const account = get("account");
  const roleText = get("role");
  const role = parseRole(roleText);
  for (const problem of [uidProblem(uid, role), nameProblem(name), accountProblem(account, role)]) {
    if (problem) problems.push({ kind: "field", problem });
  }
  if (role === null) {
    problems.push(
      roleText === "" ? { kind: "role-empty" } : { kind: "role-invalid", text: roleText.slice(0, 20) },
    );
  }
  if (problems.length > 0 || slackUserId === null || role === null) return { line: lineNo, problems };
  return {
    line: lineNo,
    row: { slackUserId, ...(email === undefined ? {} : { email }), uid, name, account, role },
    problems,
  };
}

/** Flags every line whose key also appears on another line: the admin decides which one is meant. */
function flagDuplicates(
  candidates: Candidate[],
  what: "uid" | "member",
  key: (row: ImportRow) => string,
  counts: (row: ImportRow) => boolean = () => true,
): void {
  const linesByKey = new Map<string, number[]>();
  for (const c of candidates) {
    if (!c.row || !counts(c.row)) continue;
    const k = key(c.row);
    linesByKey.set(k, [...(linesByKey.get(k) ?? []), c.line]);
  }
  for (const c of candidates) {
    if (!c.row || !counts(c.row)) continue;
    const lines = linesByKey.get(key(c.row)) ?? [];
    if (lines.length < 2) continue;
    const others = lines.filter((l) => l !== c.line);
    c.problems.push({ kind: "duplicate", what, key: key(c.row), lines: others });
  }
}

function refuse(refusal: ImportRefusal): ImportParseResult {
  return { rows: [], report: [], refused: refusal };
}

export function parsePeopleCsv(text: unknown): ImportParseResult {
  if (typeof text !== "string") {
    return refuse({ kind: "empty" });
  }
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const nonBlank = lines
    .map((content, index) => ({ content, line: index + 1 }))
    .filter((l) => l.content.trim() !== "");
  if (nonBlank.length === 0) return refuse({ kind: "empty" });

  let order = DEFAULT_ORDER;
  let data = nonBlank;
  const first = nonBlank[0];
  const separator = first ? separatorOf(first.content) : ",";
  const firstSplit = first ? splitCsvLine(first.content, separator) : null;
  if (first && firstSplit?.ok && isHeader(firstSplit.fields)) {
    const fromHeader = headerOrder(firstSplit.fields);
    if (Array.isArray(fromHeader)) return refuse({ kind: "header", line: first.line, missing: fromHeader });
    order = fromHeader;
    data = nonBlank.slice(1);
  }
  if (data.length > MAX_IMPORT_LINES) {
    return refuse({ kind: "too-many", count: data.length, max: MAX_IMPORT_LINES });
  }

  const candidates = data.map((l) => parseDataLine(l.line, l.content, order, separator));
  flagDuplicates(
    candidates,
    "uid",
    (row) => row.uid,
    (row) => row.uid !== "",
  );
  flagDuplicates(candidates, "member", (row) => row.email?.toLowerCase() ?? row.slackUserId);

  const rows: ImportRow[] = [];
  const report: ImportLineReport[] = candidates.map((c) => {
    if (c.row && c.problems.length === 0) {
      rows.push(c.row);
      return { line: c.line, ok: true, row: c.row };
    }
    return { line: c.line, ok: false, problems: c.problems };
  });
  return { rows, report, refused: null, separator };
}

/**
 * "," unless the first line reads as more values split at ";" than at "," (a spreadsheet saved in a
 * locale whose list separator is ";"). One separator for the whole paste, so a name with a comma in
 * a ";" list stays one value.
 */
function separatorOf(firstLine: string): Separator {
  const commas = splitCsvLine(firstLine, ",");
  const semicolons = splitCsvLine(firstLine, ";");
  if (!semicolons.ok) return ",";
  return semicolons.fields.length >= 3 && semicolons.fields.length > (commas.ok ? commas.fields.length : 0)
    ? ";"
    : ",";
}

/** Where a line of joined parts came from: its part (1-based) and its line within that part. */
export interface PartLine {
  readonly part: number;
  readonly line: number;
}

export interface JoinedParts {
  /** One list, read as one paste: the first part's header (if any) names the columns of all. */
  readonly text: string;
  /** The part and line of each line of `text`, by its 1-based line number. */
  readonly placeOf: (line: number) => PartLine | null;
}

/**
 * Joins the parts of a list pasted over several submissions into one paste. A header line repeated at
 * the top of a later part is left out (kept blank, so the numbering holds), since the admin may copy
 * each part from the same spreadsheet with its header.
 */
export function joinImportParts(parts: readonly string[]): JoinedParts {
  const places: PartLine[] = [];
  const texts = parts.map((raw, index) => {
    const lines = raw.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
    if (index > 0) {
      const first = lines.findIndex((l) => l.trim() !== "");
      const content = first === -1 ? undefined : lines[first];
      if (content !== undefined) {
        const split = splitCsvLine(content, separatorOf(content));
        if (split.ok && isHeader(split.fields)) lines[first] = "";
      }
    }
    lines.forEach((_, i) => {
      places.push({ part: index + 1, line: i + 1 });
    });
    return lines.join("\n");
  });
  return { text: texts.join("\n"), placeOf: (line) => places[line - 1] ?? null };
}
