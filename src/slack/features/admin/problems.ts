/**
 * Why an admin's change was refused (classes/admin/problems.ts), in the admin's language: a field's
 * error or a list's notice. Names are given as typed: the form's errors are plain text, and a list's
 * notice is escaped where it is shown. An errno is worded by `errnoSentence`, as everywhere.
 */

import type { ImportSaid } from "../../../classes/admin/import.js";
import type {
  AdminProblem,
  ConnectionFailure,
  ConnectionField,
  SettingsProblem,
} from "../../../classes/admin/problems.js";
import type { ImportRefusal, LineProblem, PersonFieldProblem } from "../../../classes/people-import.js";
import type { T } from "../../../i18n/index.js";
import { errnoSentence } from "../../lib/words/failure-text.js";
import type { UploadProblem } from "./import/uploaded-file.js";

function fieldList(fields: readonly ConnectionField[], t: T): string {
  const words = fields.map((f) => t(`adminProblems.fields.${f}`));
  const last = words.at(-1) ?? "";
  if (words.length <= 1) return last;
  const first = words.slice(0, -1).join(t("adminProblems.fields.separator"));
  return t("adminProblems.fields.two", { first, last });
}

export function connectionFailureText(failure: ConnectionFailure, t: T): string {
  switch (failure.kind) {
    case "keys-refused":
      return t("adminProblems.failure.keysRefused");
    case "refused":
      return t("adminProblems.failure.refused", { message: errnoSentence(t, failure.errno) });
    case "timeout":
      return t("adminProblems.failure.timeout", { url: failure.baseUrl });
    case "unreachable":
      return failure.code
        ? t("adminProblems.failure.unreachableCode", { url: failure.baseUrl, code: failure.code })
        : t("adminProblems.failure.unreachable", { url: failure.baseUrl });
    case "http":
      return t("adminProblems.failure.http", { url: failure.baseUrl, status: failure.status });
    case "not-partner":
      return t("adminProblems.failure.notPartner", { url: failure.baseUrl });
    case "unusable":
      return t("adminProblems.failure.unusable");
    case "not-run":
      return t("adminProblems.failure.notRun");
    case "secret-unreadable":
      return t("adminProblems.failure.secretUnreadable");
    case "not-saved":
      return t("adminProblems.failure.notSaved");
  }
}

/**
 * "Ben Carter and Chloé Dubois are not teachers in the directory…": people picked as a course's
 * allowed teachers, by name (the directory's, or Slack's filled in by the form's listener).
 */
export function notTeachersText(
  people: readonly { readonly slackUserId: string; readonly name: string | null }[],
  t: T,
): string {
  // Named as the directory or Slack names them; the rest counted ("2 people you picked").
  const unnamed = people.filter((p) => p.name === null).length;
  const names = [
    ...people.flatMap((p) => (p.name === null ? [] : [p.name])),
    ...(unnamed > 0 ? [t("adminDirectory.courseForm.teachers.someone", { count: unnamed })] : []),
  ];
  const last = names.at(-1) ?? "";
  const joined =
    names.length <= 1
      ? last
      : t("adminDirectory.courseForm.teachers.two", {
          first: names.slice(0, -1).join(t("adminDirectory.courseForm.teachers.separator")),
          last,
        });
  const text = t("adminDirectory.courseForm.teachers.notTeachers", { names: joined, count: people.length });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function adminProblemText(problem: AdminProblem, t: T): string {
  switch (problem.kind) {
    case "secret-missing":
      return t("adminProblems.secretMissing");
    case "secret-again":
      return t("adminProblems.secretAgain", { fields: fieldList(problem.changed, t) });
    case "secret-unreadable":
      return t("adminProblems.secretUnreadable");
    case "connection-refused":
      return t("adminProblems.connectionRefused", { reason: connectionFailureText(problem.failure, t) });
    case "uid-needed":
      return t(`adminProblems.uidNeeded.${problem.role}`);
    case "slack-user-listed":
      return t("adminProblems.slackUserListed");
    case "uid-taken":
      return t("adminProblems.uidTaken", { owner: problem.owner });
    case "uid-taken-other":
      return t("adminProblems.uidTakenOther");
    case "last-admin":
      return t("adminProblems.lastAdmin", { name: problem.name });
    case "person-gone":
      return t("adminProblems.personGone");
    case "not-teachers":
      return notTeachersText(problem.people, t);
    case "course-listed":
      return t("adminProblems.courseListed", { courseId: problem.courseId });
    case "course-gone":
      return t("adminProblems.courseGone", { courseId: problem.courseId });
    case "course-in-use":
      return t("adminProblems.courseInUse", { name: problem.name });
    case "label-name-control":
      return t("adminProblems.labelNameControl");
    case "label-listed":
      return t("adminProblems.labelListed", { labelId: problem.labelId });
    case "label-gone":
      return t("adminProblems.labelGone", { labelId: problem.labelId });
  }
}

export function settingsProblemText(problem: SettingsProblem, t: T): string {
  switch (problem.kind) {
    case "name-control":
      return t("adminProblems.settings.nameControl");
    case "name-too-long":
      return t("adminProblems.settings.nameTooLong", { max: problem.max });
    case "enter":
      return t(`adminProblems.settings.enter.${problem.what}`);
    case "whole":
      return t(`adminProblems.settings.whole.${problem.what}`, { min: problem.min, max: problem.max });
    case "zone-missing":
      return t("adminProblems.settings.zoneMissing");
    case "zone-not-listed":
      return t("adminProblems.settings.zoneNotListed");
  }
}

/** A person's field, on the person form. */
export function personFieldText(problem: PersonFieldProblem, t: T): string {
  switch (problem.kind) {
    case "uid-empty":
      return t("adminProblems.person.uidEmpty");
    case "uid-too-long":
      return t("adminProblems.person.uidTooLong", { max: problem.max });
    case "uid-spaces":
      return t("adminProblems.person.uidSpaces");
    case "name-empty":
      return t("adminProblems.person.nameEmpty");
    case "name-too-long":
      return t("adminProblems.person.nameTooLong", { max: problem.max });
    case "name-control":
      return t("adminProblems.person.nameControl");
    case "account-empty":
      return t("adminProblems.person.accountEmpty");
    case "account-too-long":
      return t("adminProblems.person.accountTooLong", { max: problem.max });
    case "account-spaces":
      return t("adminProblems.person.accountSpaces");
  }
}

/** An import line the importer judged, in the admin's words. */
export function importSaidText(said: ImportSaid, t: T): string {
  switch (said.kind) {
    case "no-email":
      return t("adminProblems.importLine.noEmail", { name: said.name, email: said.email });
    case "not-member":
      return t("adminProblems.importLine.notMember", { name: said.name, id: said.slackUserId });
    case "other-org":
      return t("adminImport.verdict.otherOrg", { name: said.name });
    case "needs-uid":
      return t(`adminImport.verdict.needsUid.${said.row.role}`, { name: said.row.name });
    case "slack-unreachable":
      return t("adminProblems.importLine.slackUnreachable", { name: said.name });
    case "email-not-permitted":
      return t("adminImport.scopes.emailLine", { name: said.name });
    case "same-member":
      return t("adminProblems.importLine.sameMember", { name: said.name, lines: said.lines });
    case "email-needs-slack":
      return t("adminProblems.importLine.emailNeedsSlack", { name: said.name });
    case "last-admin":
      return t("adminProblems.importLine.lastAdmin", { name: said.name });
    case "uid-taken":
      return t("adminProblems.importLine.uidTaken", { name: said.name, uid: said.uid });
    case "not-saved":
      return t("adminProblems.importLine.notSaved", { name: said.name });
    case "stored":
      return t(`adminProblems.importLine.${said.outcome}.${said.role}`, { name: said.name });
    case "parsed": {
      const problems = lineProblemsText(said.problems, t);
      return said.name === ""
        ? problems
        : t("adminImport.report.named", { name: said.name, message: problems });
    }
  }
}

/** "a", "a and b", "a, b and c" in the reader's language ("a、b和c"). */
function wordList(words: readonly string[], t: T): string {
  const last = words.at(-1) ?? "";
  if (words.length <= 1) return last;
  return t("adminProblems.fields.two", {
    first: words.slice(0, -1).join(t("adminProblems.fields.separator")),
    last,
  });
}

/** A pasted line's problem, in the admin's words. */
export function lineProblemText(problem: LineProblem, t: T): string {
  switch (problem.kind) {
    case "quote-open":
      return t("adminProblems.parse.quoteOpen");
    case "quote-text":
      return t("adminProblems.parse.quoteText");
    case "width":
      return t("adminProblems.parse.width", {
        count: problem.count,
        width: problem.width,
        columns: problem.columns.join(", "),
      });
    case "slack-empty":
      return t("adminProblems.parse.slackEmpty");
    case "slack-invalid":
      return t("adminProblems.parse.slackInvalid", {
        text: problem.text,
        examples: t("adminProblems.parse.examples"),
      });
    case "field":
      return personFieldText(problem.problem, t);
    case "role-empty":
      return t("adminProblems.parse.roleEmpty");
    case "email-empty":
      return t("adminImport.line.emailEmpty");
    case "email-invalid":
      return t("adminImport.line.emailInvalid", { text: problem.text });
    case "phone-invalid":
      return t("adminImport.line.phoneInvalid", { text: problem.text });
    case "role-invalid":
      return t("adminProblems.parse.roleInvalid", { text: problem.text });
    case "duplicate":
      return t(
        problem.what === "uid" ? "adminProblems.parse.duplicateUid" : "adminProblems.parse.duplicateMember",
        {
          count: problem.lines.length,
          key: problem.key,
          lines: wordList(problem.lines.map(String), t),
        },
      );
  }
}

/** A pasted line's problems, one after another. */
export function lineProblemsText(problems: readonly LineProblem[], t: T): string {
  if (problems.length === 0) return "";
  return problems
    .map((p) => lineProblemText(p, t))
    .reduce((first, next) => t("adminProblems.parse.followedBy", { first, next }));
}

/** A list's notice: the problem as a sentence, with its full stop. */
export function adminProblemNotice(problem: AdminProblem, t: T): string {
  const text = adminProblemText(problem, t);
  return /[.。]$/.test(text) ? text : `${text}.`;
}

/** Why a pasted list (or a dropped file) was refused as a whole, in the admin's words. */
export function importRefusalText(refusal: ImportRefusal, t: T): string {
  switch (refusal.kind) {
    case "empty":
      return t("adminImport.refusal.empty");
    case "too-many":
      return t("adminImport.refusal.tooMany", { count: refusal.count, max: refusal.max });
    case "header":
      return t("adminImport.refusal.header", {
        count: refusal.missing.length,
        columns: wordList(
          refusal.missing.map((c) => t(`adminImport.refusal.column.${c}`)),
          t,
        ),
        found:
          refusal.found.length === 0
            ? t("adminImport.refusal.noColumns")
            : refusal.found.join(t("adminProblems.fields.separator")),
      });
  }
}

/** Why an uploaded file could not be read, in the reader's words. */
export function uploadProblemText(problem: UploadProblem, t: T): string {
  switch (problem.kind) {
    case "no-address":
      return t("adminImport.upload.noAddress");
    case "too-large":
      return t("adminImport.upload.tooLarge", { megabytes: Math.round(problem.maxBytes / (1024 * 1024)) });
    case "download":
      return t("adminImport.upload.download", { status: problem.status });
    case "not-utf8":
      return t("adminImport.upload.notUtf8");
    case "no-permission":
      return t("adminImport.upload.noPermission");
  }
}
