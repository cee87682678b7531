/**
 * Field checks for the admin forms, run on view_submission before anything is saved. Errors are
 * keyed by block_id, ready for `ack({ response_action: "errors", errors })`, and worded for the
 * admin looking at that field. Messages never repeat the SECRET field's content.
 */

import { SECRET_MAX_LENGTH, SID_MAX_LENGTH } from "../../../classes/admin/connection.js";
import { COURSE_NAME_MAX_LENGTH, FOLDER_ID_MAX_LENGTH } from "../../../classes/admin/courses.js";
import {
  type ImportParseResult,
  parsePeopleCsv,
  personFieldProblems,
} from "../../../classes/people-import.js";
import { parseRole, type Role } from "../../../classes/roles.js";
import { hasControlCharacter } from "../../../classes/typed-text.js";
import type { T } from "../../../i18n/index.js";
import {
  readMany,
  readOption,
  readRawText,
  readText,
  readUser,
  type SubmittedState,
} from "../../lib/blocks/form-values.js";
import { isSlackUserId } from "../../lib/blocks/text.js";
import { InputId } from "../../lib/ids.js";
import { NO_FOLDER } from "./courses/form.js";
import { importRefusalText, personFieldText } from "./problems.js";

/** `value` is the cleaned input when there are no errors, null otherwise. */
export interface FormCheck<T> {
  readonly errors: Record<string, string>;
  readonly value: T | null;
}

function result<T>(errors: Record<string, string>, value: T): FormCheck<T> {
  return Object.keys(errors).length > 0 ? { errors, value: null } : { errors, value };
}

/** null when fine; otherwise why the address cannot be used. */
export function checkHttpUrl(text: string, t: T): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return t("adminErrors.url.full");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return t("adminErrors.url.scheme");
  if (url.username !== "" || url.password !== "") return t("adminErrors.url.credentials");
  if (url.search !== "" || url.hash !== "") return t("adminErrors.url.query");
  return null;
}

// ---- school connection ----

export interface ConnectionValues {
  readonly baseUrl: string;
  readonly liveBaseUrl: string;
  readonly sid: string;
  /** "" means "keep the stored secret". */
  readonly secret: string;
}

export interface ConnectionSettings {
  readonly baseUrl: string;
  /** null: use the base URL. */
  readonly liveBaseUrl: string | null;
  readonly sid: string;
  /** null: keep the stored secret. */
  readonly secret: string | null;
}

export function readConnectionValues(state: SubmittedState | null | undefined): ConnectionValues {
  return {
    baseUrl: readText(state, InputId.connectionBaseUrl),
    liveBaseUrl: readText(state, InputId.connectionLiveBaseUrl),
    sid: readText(state, InputId.connectionSid),
    secret: readText(state, InputId.connectionSecret),
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

export function validateConnection(
  values: ConnectionValues,
  context: { readonly hasSecret: boolean },
  t: T,
): FormCheck<ConnectionSettings> {
  const errors: Record<string, string> = {};
  const base = values.baseUrl.trim();
  const live = values.liveBaseUrl.trim();
  const sid = values.sid.trim();
  const secret = values.secret.trim();
  const baseProblem = base === "" ? t("adminErrors.url.enterBase") : checkHttpUrl(base, t);
  if (baseProblem) errors[InputId.connectionBaseUrl] = baseProblem;
  const liveProblem = live === "" ? null : checkHttpUrl(live, t);
  if (liveProblem) errors[InputId.connectionLiveBaseUrl] = liveProblem;
  if (sid === "") errors[InputId.connectionSid] = t("adminErrors.sid.enter");
  else if (!/^\d+$/.test(sid)) errors[InputId.connectionSid] = t("adminErrors.sid.digits");
  else if (sid.length > SID_MAX_LENGTH)
    errors[InputId.connectionSid] = t("adminErrors.sid.tooLong", { max: SID_MAX_LENGTH });
  if (secret === "" && !context.hasSecret) errors[InputId.connectionSecret] = t("adminErrors.secret.enter");
  else if (/\s/.test(secret)) errors[InputId.connectionSecret] = t("adminErrors.secret.spaces");
  else if (secret.length > SECRET_MAX_LENGTH) {
    errors[InputId.connectionSecret] = t("adminErrors.secret.tooLong", { max: SECRET_MAX_LENGTH });
  }
  return result(errors, {
    baseUrl: trimSlash(base),
    liveBaseUrl: live === "" ? null : trimSlash(live),
    sid,
    secret: secret === "" ? null : secret,
  });
}

// ---- course ----

export interface CourseValues {
  /** As typed; absent when editing (the course id is fixed then). */
  readonly courseId: string | null;
  readonly name: string;
  readonly defaultFolderId: string;
  readonly teacherSlackUserIds: readonly string[];
}

export interface CourseSettings {
  readonly courseId: number | null;
  readonly name: string;
  readonly defaultFolderId: string | null;
  readonly teacherSlackUserIds: readonly string[];
}

export function readCourseValues(state: SubmittedState | null | undefined): CourseValues {
  const present = state?.[InputId.courseId] !== undefined;
  return {
    courseId: present ? readText(state, InputId.courseId) : null,
    name: readText(state, InputId.courseName),
    // Picked by name from the school's folders ("none": no default), or typed when they are not known.
    defaultFolderId: ((picked) =>
      picked === NO_FOLDER ? "" : (picked ?? readText(state, InputId.courseDefaultFolder)))(
      readOption(state, InputId.courseDefaultFolder),
    ),
    teacherSlackUserIds: readMany(state, InputId.courseTeachers),
  };
}

/** Rules about rows (course id unique, teachers in the directory) are `saveCourse`'s, not the form's. */
export interface CourseContext {
  /** The course being edited, or null when adding. */
  readonly editingCourseId: number | null;
  /** A new course made at the service: no id to type (the service gives it). */
  readonly creating?: boolean;
}

export function validateCourse(
  values: CourseValues,
  context: CourseContext,
  t: T,
): FormCheck<CourseSettings> {
  const errors: Record<string, string> = {};
  let courseId: number | null = context.editingCourseId;
  if (context.editingCourseId === null && !context.creating) {
    const text = (values.courseId ?? "").trim();
    const n = Number(text);
    if (text === "") errors[InputId.courseId] = t("adminErrors.course.enterId");
    else if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n <= 0) {
      errors[InputId.courseId] = t("adminErrors.course.id");
    } else courseId = n;
  }
  const name = values.name.trim();
  if (name === "") errors[InputId.courseName] = t("adminErrors.course.enterName");
  else if ([...name].length > COURSE_NAME_MAX_LENGTH) {
    errors[InputId.courseName] = t("adminErrors.course.nameTooLong", { max: COURSE_NAME_MAX_LENGTH });
  } else if (hasControlCharacter(name)) errors[InputId.courseName] = t("adminErrors.course.nameControl");
  const folder = values.defaultFolderId.trim();
  if (folder !== "" && !new RegExp(`^\\d{1,${FOLDER_ID_MAX_LENGTH}}$`).test(folder)) {
    errors[InputId.courseDefaultFolder] = t("adminErrors.course.folder");
  }
  return result(errors, {
    courseId,
    name,
    defaultFolderId: folder === "" ? null : folder,
    teacherSlackUserIds: [...values.teacherSlackUserIds],
  });
}

// ---- person ----

export interface PersonValues {
  readonly slackUserId: string | null;
  readonly uid: string;
  readonly name: string;
  readonly account: string;
  readonly role: string | null;
}

export interface PersonSettings {
  readonly slackUserId: string;
  readonly uid: string;
  readonly name: string;
  readonly account: string;
  readonly role: Role;
}

export function readPersonValues(state: SubmittedState | null | undefined): PersonValues {
  return {
    slackUserId: readUser(state, InputId.personSlackUser),
    uid: readText(state, InputId.personUid),
    name: readText(state, InputId.personName),
    account: readText(state, InputId.personAccount),
    role: readOption(state, InputId.personRole),
  };
}

/**
 * Reading and format checks only; who owns a UID or a Slack user is `savePerson`'s rule. The UID may
 * be empty for an admin (an admin who does not teach has none).
 */
export function validatePerson(
  values: PersonValues,
  t: T,
  /**
   * The UID is left empty for the service to make the account (the admin ticked the people's
   * agreement): no UID needed, and the account may be empty too (their Slack e-mail is used).
   */
  options: { readonly registering?: boolean } = {},
): FormCheck<PersonSettings> {
  const errors: Record<string, string> = {};
  const slackUserId = values.slackUserId ?? "";
  if (!isSlackUserId(slackUserId)) errors[InputId.personSlackUser] = t("adminErrors.person.slackUser");
  const uid = values.uid.trim();
  const name = values.name.trim();
  const account = values.account.trim();
  const role = parseRole(values.role);
  const registering = options.registering === true && uid === "" && role !== "admin";
  const uidProblem = registering ? null : personFieldProblems.uid(uid, role);
  if (uidProblem) {
    // An empty UID is said with where to find one, and how to have the account made instead.
    errors[InputId.personUid] =
      uidProblem.kind === "uid-empty" ? t("registration.form.needsUid") : personFieldText(uidProblem, t);
  }
  const nameProblem = personFieldProblems.name(name);
  if (nameProblem) errors[InputId.personName] = personFieldText(nameProblem, t);
  // Registering, the account is a phone or e-mail as people write them ("+1 415 555 0100"): the
  // submission checks it as one (register-account.ts) and the service's form is what is stored.
  const accountProblem = registering ? null : personFieldProblems.account(account, role);
  if (accountProblem) errors[InputId.personAccount] = personFieldText(accountProblem, t);
  if (role === null) errors[InputId.personRole] = t("adminErrors.person.role");
  return result(errors, { slackUserId, uid, name, account, role: role ?? "student" });
}

// ---- import ----

/** The id of the file uploaded in the import form's file input; null when none. */
export function uploadedFileId(state: SubmittedState | null | undefined): string | null {
  const value = state?.[InputId.importFile]?.[InputId.importFile] as
    | { files?: { id?: unknown }[] }
    | undefined;
  const id = value?.files?.[0]?.id;
  return typeof id === "string" && id !== "" ? id : null;
}

export function readImportText(state: SubmittedState | null | undefined): string {
  return readRawText(state, InputId.importCsv);
}

/**
 * Parses the paste. A paste refused as a whole (empty, too long, bad header) is a field error; a
 * paste with some bad lines is not: the report view explains each line.
 */
export function validateImport(
  text: string,
  field: string = InputId.importCsv,
  t: T,
): FormCheck<ImportParseResult> {
  const parsed = parsePeopleCsv(text);
  if (parsed.refused !== null) {
    const problem = importRefusalText(parsed.refused, t);
    const error =
      parsed.refused.kind === "header"
        ? t("adminErrors.importLine", { line: parsed.refused.line, problem })
        : problem;
    return { errors: { [field]: error }, value: null };
  }
  return { errors: {}, value: parsed };
}
