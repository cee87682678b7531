/**
 * Parses the people list an admin pastes or uploads into the import modal: the school's own sheet,
 * whose header row names its columns (in any order, in English or Chinese: `Name,Email,Role`,
 * `姓名,邮箱,身份`…), or, without a header, the five columns `slack_user,uid,name,account,role`.
 * Every line gets a verdict in plain words, so the admin can fix exactly the lines that failed.
 */

import { parseSlackUser } from "../slack-user-id.js";
import type { Role } from "./roles.js";
import { hasControlCharacter } from "./typed-text.js";

export interface ImportRow {
  /** The member ID as pasted (or a mention's); "" when the line named the member by `email`. */
  readonly slackUserId: string;
  /** The member's e-mail address, to look up in Slack; absent when an ID was given. */
  readonly email?: string;
  /** "" for an admin who does not teach, or a teacher or student who needs a UID (not imported). */
  readonly uid: string;
  readonly name: string;
  /** The {{service}} login: the account column, else (for a student) the line's e-mail or phone. */
  readonly account: string;
  readonly role: Role;
  /** The line's e-mail address (email column, or a slack column holding one), when it has one. */
  readonly contactEmail?: string;
  /** The line's phone number (phone column), digits and a leading +, when it has one. */
  readonly phone?: string;
  /** True when `account` is the line's e-mail or phone, the list giving none: a stored one wins. */
  readonly accountFromContact?: true;
}

/** Why a pasted line is refused, as facts (a view words them in the admin's language). */
export type LineProblem =
  | { readonly kind: "quote-open" | "quote-text" | "slack-empty" | "role-empty" | "email-empty" }
  /** The line has `count` values where its list has `width` columns (`columns`: the header's, or the five). */
  | {
      readonly kind: "width";
      readonly count: number;
      readonly width: number;
      readonly columns: readonly string[];
    }
  | {
      readonly kind: "slack-invalid" | "role-invalid" | "email-invalid" | "phone-invalid";
      readonly text: string;
    }
  | { readonly kind: "field"; readonly problem: PersonFieldProblem }
  | {
      readonly kind: "duplicate";
      readonly what: "uid" | "member";
      readonly key: string;
      readonly lines: readonly number[];
    };

/**
 * A column the import needs: "slack" is the Slack identity (a slack/member column, or without one an
 * email column whose addresses Slack knows).
 */
export type RequiredColumn = "slack" | "name" | "role";

/** Why the paste is refused as a whole, as facts: nothing is imported, the admin fixes the list. */
export type ImportRefusal =
  | { readonly kind: "empty" }
  | { readonly kind: "too-many"; readonly count: number; readonly max: number }
  /**
   * The header line (`line`, 1-based) lacks a column the import needs; `found` is what it names, as
   * typed (cut short), so the admin sees which of their columns were read.
   */
  | {
      readonly kind: "header";
      readonly line: number;
      readonly missing: readonly RequiredColumn[];
      readonly found: readonly string[];
    };

export interface ImportLineReport {
  /** 1-based line number in the pasted text. */
  readonly line: number;
  readonly ok: boolean;
  /** The line as pasted, to put it back in the box when it fails. */
  readonly text: string;
  /** The name the line gives (possibly empty), to say a refused line by its person. */
  readonly name: string;
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
  /** The header line as pasted, when the list has one (failed lines go back under it). */
  readonly header?: string | null;
}

export type Separator = "," | ";";

/** A plain e-mail address (what Slack profiles hold); a member is looked up by it. */
const EMAIL = /^[^@\s<>,;"]+@[^@\s<>,;"]+\.[^@\s<>,;"]+$/;

export function isEmailAddress(text: string): boolean {
  return EMAIL.test(text);
}

/** A whole school in one file (a paste holds about 50 people; an uploaded file up to this many). */
export const MAX_IMPORT_LINES = 2000;
/** The columns of a list without a header, in this order. */
export const COLUMNS = ["slack_user", "uid", "name", "account", "role"] as const;
export type Column = (typeof COLUMNS)[number];

export const MAX_UID_LENGTH = 64;
export const MAX_NAME_LENGTH = 80;
export const MAX_ACCOUNT_LENGTH = 64;

/** What a column of the school's sheet holds. */
export type ColumnKey = "slack" | "uid" | "name" | "account" | "role" | "email" | "phone";

/**
 * Header words per column, compared without case, spaces, `_`, `-` or `.` (so "Slack ID", "slack_user"
 * and "E-mail" match): the words a school's sheet uses, in English and Chinese.
 */
const HEADER_WORDS: Readonly<Record<ColumnKey, readonly string[]>> = {
  slack: [
    "slack",
    "slackuser",
    "slackid",
    "slackuserid",
    "slackmember",
    "slackmemberid",
    "member",
    "memberid",
    "slack用户",
    "slack成员",
    "slack账号",
  ],
  uid: ["uid", "classinuid", "userid", "用户uid"],
  name: ["name", "fullname", "displayname", "姓名", "名字"],
  account: ["account", "login", "classinaccount", "账号", "帐号", "登录账号"],
  role: ["role", "身份", "角色"],
  email: ["email", "mail", "emailaddress", "邮箱", "电子邮件", "电子邮箱", "邮件地址", "邮箱地址"],
  phone: [
    "phone",
    "mobile",
    "telephone",
    "tel",
    "phonenumber",
    "mobilephone",
    "cellphone",
    "手机",
    "电话",
    "手机号",
    "手机号码",
    "电话号码",
  ],
};

const HEADER_NOISE = /[\s_\-.:：*＊()（）]/gu;

/** The column a header word names, or null for a column the import does not read. */
export function columnOf(headerWord: string): ColumnKey | null {
  const word = headerWord.replace(HEADER_NOISE, "").toLowerCase();
  for (const [key, words] of Object.entries(HEADER_WORDS) as [ColumnKey, readonly string[]][])
    if (words.includes(word)) return key;
  return null;
}

/** Role words of both languages, as a school's sheet writes them. */
const ROLE_WORDS: Readonly<Record<string, Role>> = {
  admin: "admin",
  administrator: "admin",
  管理员: "admin",
  teacher: "teacher",
  教师: "teacher",
  老师: "teacher",
  student: "student",
  学生: "student",
};

/** "Teacher", "老师", " student " -> the role; null for anything else. */
export function parseImportRole(text: string): Role | null {
  return ROLE_WORDS[text.trim().toLowerCase()] ?? null;
}

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

/** Where each column is in a line; a column the list does not have is absent. */
type ColumnIndex = Readonly<Partial<Record<ColumnKey, number>>>;

interface Layout {
  readonly index: ColumnIndex;
  /** The values a line may have: the header's width, or the five columns. */
  readonly width: number;
  /** The column names said when a line has too many values. */
  readonly columns: readonly string[];
  /** A line without a header must have every value; under a header, trailing ones may be missing. */
  readonly exact: boolean;
}

const DEFAULT_LAYOUT: Layout = {
  index: { slack: 0, uid: 1, name: 2, account: 3, role: 4 },
  width: COLUMNS.length,
  columns: COLUMNS,
  exact: true,
};

/**
 * A header names at least one column the import reads and holds no member ID, mention or e-mail
 * address (which a person's line would).
 */
function isHeader(fields: readonly string[]): boolean {
  return (
    fields.some((f) => columnOf(f) !== null) &&
    // "uid" reads as a member ID (U + two letters): a column word is never one.
    !fields.some((f) => columnOf(f) === null && (parseSlackUser(f) !== null || isEmailAddress(f)))
  );
}

/** The header's layout, or the required columns it lacks. */
function headerLayout(fields: readonly string[]): Layout | RequiredColumn[] {
  const index: Partial<Record<ColumnKey, number>> = {};
  fields.forEach((f, i) => {
    const key = columnOf(f);
    // The first column of a kind is read; a second one of the same kind is left alone.
    if (key !== null && index[key] === undefined) index[key] = i;
  });
  const missing: RequiredColumn[] = [];
  if (index.slack === undefined && index.email === undefined) missing.push("slack");
  if (index.name === undefined) missing.push("name");
  if (index.role === undefined) missing.push("role");
  if (missing.length > 0) return missing;
  return { index, width: fields.length, columns: fields, exact: false };
}

/** A phone number as a login: digits with an optional leading +, once spaces and dashes are gone. */
const PHONE = /^\+?\d{5,20}$/;

interface Candidate {
  line: number;
  text: string;
  name: string;
  row?: ImportRow;
  problems: LineProblem[];
}

function parseDataLine(lineNo: number, text: string, layout: Layout, separator: Separator): Candidate {
  const split = splitCsvLine(text, separator);
  if (!split.ok) return { line: lineNo, text, name: "", problems: [split.problem] };
  const fields = split.fields;
  const get = (c: ColumnKey) => {
    const at = layout.index[c];
    return at === undefined ? "" : (fields[at] ?? "");
  };
  const name = get("name");
  const extra = fields.slice(layout.width).filter((f) => f !== "");
  if ((layout.exact && fields.length < layout.width) || extra.length > 0) {
    return {
      line: lineNo,
      text,
      name,
      problems: [{ kind: "width", count: fields.length, width: layout.width, columns: layout.columns }],
    };
  }
  const problems: LineProblem[] = [];
  // The Slack identity: the slack column's member ID, mention or address; else the email column's.
  const slackText = get("slack");
  const emailText = get("email");
  let slackUserId: string | null = null;
  let email: string | undefined;
  if (slackText !== "") {
    if (isEmailAddress(slackText)) {
      email = slackText;
      slackUserId = "";
    } else {
      slackUserId = parseSlackUser(slackText);
      if (slackUserId === null) problems.push({ kind: "slack-invalid", text: slackText.slice(0, 40) });
    }
  } else if (layout.index.slack === undefined && emailText !== "" && isEmailAddress(emailText)) {
    email = emailText;
    slackUserId = "";
  } else if (layout.index.slack === undefined) {
    problems.push(
      emailText === "" ? { kind: "email-empty" } : { kind: "email-invalid", text: emailText.slice(0, 60) },
    );
  } else {
    problems.push({ kind: "slack-empty" });
  }
  // The line's own e-mail and phone: facts for an account, and a student's login when none is given.
  let contactEmail: string | undefined;
  if (emailText !== "") {
    if (isEmailAddress(emailText)) contactEmail = emailText;
    else if (layout.index.slack !== undefined)
      problems.push({ kind: "email-invalid", text: emailText.slice(0, 60) });
  } else if (email !== undefined) contactEmail = email;
  const phoneText = get("phone");
  const phoneDigits = phoneText.replace(/[\s\-().]/gu, "");
  let phone: string | undefined;
  if (phoneText !== "") {
    if (PHONE.test(phoneDigits)) phone = phoneDigits;
    else problems.push({ kind: "phone-invalid", text: phoneText.slice(0, 30) });
  }
  const uid = get("uid");
  const roleText = get("role");
  const role = parseImportRole(roleText);
  const givenAccount = get("account");
  const account = givenAccount !== "" || role !== "student" ? givenAccount : (contactEmail ?? phone ?? "");
  // A teacher or student without a UID is judged by the importer ("needs a UID"), not refused here;
  // nor is their account asked for: an account made for them at {{service}} gives one.
  const fieldProblems = [
    uid === "" ? null : uidProblem(uid, role),
    nameProblem(name),
    uid === "" && account === "" ? null : accountProblem(account, role),
  ];
  for (const problem of fieldProblems) if (problem) problems.push({ kind: "field", problem });
  if (role === null) {
    problems.push(
      roleText === "" ? { kind: "role-empty" } : { kind: "role-invalid", text: roleText.slice(0, 20) },
    );
  }
  if (problems.length > 0 || slackUserId === null || role === null)
    return { line: lineNo, text, name, problems };
  const row: ImportRow = {
    slackUserId,
    ...(email === undefined ? {} : { email }),
    uid,
    name,
    account,
    role,
    ...(contactEmail === undefined ? {} : { contactEmail }),
    ...(phone === undefined ? {} : { phone }),
    ...(givenAccount === "" && account !== "" ? { accountFromContact: true as const } : {}),
  };
  return { line: lineNo, text, name, row, problems };
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

/** A header's words as the refusal shows them: at most 12, each cut short. */
function foundColumns(fields: readonly string[]): string[] {
  return fields
    .filter((f) => f !== "")
    .slice(0, 12)
    .map((f) => f.slice(0, 40));
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

  let layout = DEFAULT_LAYOUT;
  let data = nonBlank;
  let header: string | null = null;
  const first = nonBlank[0];
  const separator = first ? separatorOf(first.content) : ",";
  const firstSplit = first ? splitCsvLine(first.content, separator) : null;
  if (first && firstSplit?.ok && isHeader(firstSplit.fields)) {
    const fromHeader = headerLayout(firstSplit.fields);
    if (Array.isArray(fromHeader))
      return refuse({
        kind: "header",
        line: first.line,
        missing: fromHeader,
        found: foundColumns(firstSplit.fields),
      });
    layout = fromHeader;
    data = nonBlank.slice(1);
    header = first.content;
  }
  if (data.length > MAX_IMPORT_LINES) {
    return refuse({ kind: "too-many", count: data.length, max: MAX_IMPORT_LINES });
  }

  const candidates = data.map((l) => parseDataLine(l.line, l.content, layout, separator));
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
      return { line: c.line, ok: true, text: c.text, name: c.name, row: c.row };
    }
    return { line: c.line, ok: false, text: c.text, name: c.name, problems: c.problems };
  });
  return { rows, report, refused: null, separator, header };
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

/** A list as text again: its header line (when it had one) above its lines. */
export function listText(header: string | null, lines: readonly string[]): string {
  return [...(header === null ? [] : [header]), ...lines].join("\n");
}

/** A list's header line (when its first line is one) and its other non-blank lines, as pasted. */
export function splitListText(text: string): { header: string | null; lines: string[] } {
  const lines = text
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\r|\n/)
    .filter((l) => l.trim() !== "");
  const [first, ...others] = lines;
  if (first === undefined) return { header: null, lines: [] };
  const split = splitCsvLine(first, separatorOf(first));
  return split.ok && isHeader(split.fields) ? { header: first, lines: others } : { header: null, lines };
}

export interface BoxFill {
  /** The header and as many lines as fit. */
  readonly box: string;
  /** How many lines the box holds. */
  readonly shown: number;
  /** The lines that did not fit, in order. */
  readonly rest: readonly string[];
}

/** Fills a box of `max` characters with the header and the first lines that fit, whole. */
export function fillBox(header: string | null, lines: readonly string[], max: number): BoxFill {
  let box = header ?? "";
  let shown = 0;
  for (const line of lines) {
    const next = box === "" ? line : `${box}\n${line}`;
    if (next.length > max) break;
    box = next;
    shown++;
  }
  return { box, shown, rest: lines.slice(shown) };
}
