/**
 * Who may do what. The single place that maps the `/class` subcommands (docs/admin-experience.md,
 * "Roles") to the roles allowed to use them. Plain data, no Slack types: listeners, help text and
 * the App Home all ask this module, so a change of policy is one edit here.
 */

import { ROLES, type Role } from "../store/index.js";

// The directory's role column is the one declaration of the roles; this module says what each may do.
export { ROLES, type Role };

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** Reads a role typed by a person ("Teacher", " ADMIN "); null when it is none of the three. */
export function parseRole(text: unknown): Role | null {
  if (typeof text !== "string") return null;
  const lowered = text.trim().toLowerCase();
  return isRole(lowered) ? lowered : null;
}

export interface ResolveRoleInput {
  readonly slackUserId: string;
  /** The role stored in the people directory, when the user is in it. */
  readonly directoryRole?: Role | null;
  /** ADMIN_SLACK_USER_IDS: admins always, also before the directory holds anyone. */
  readonly bootstrapAdmins: readonly string[];
}

/**
 * The caller's role, or null when the user is not in the directory (and not a bootstrap admin).
 * ADMIN_SLACK_USER_IDS are always admins, whatever the directory says: it is the break-glass path
 * when a school's directory has lost its admins (the directory refuses to drop its last admin, but
 * an operator can still add one by redeploying).
 */
export function resolveRole(input: ResolveRoleInput): Role | null {
  const id = input.slackUserId.trim();
  if (id !== "" && input.bootstrapAdmins.some((admin) => admin.trim() === id)) return "admin";
  return isRole(input.directoryRole) ? input.directoryRole : null;
}

/** One capability per row of the subcommand table in docs/admin-experience.md, plus "see every class" for admins. */
export const CAPABILITIES = [
  "schedule",
  "students",
  "video",
  "seats",
  "labels",
  "rate",
  "cancel",
  "move",
  "share",
  "files",
  "list",
  "listAll",
  "my",
  "admin",
  "help",
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const TEACHING: readonly Role[] = ["teacher", "admin"];

/**
 * "anyone" includes people who are not in the directory: they must still be able to ask for help
 * and be told to contact an admin. Admins may do everything a teacher may, in every course (schools
 * where the head teacher is the admin schedule too; `canTeachCourse` lets admins into every course
 * and the scheduling form lets them pick any teacher of the directory as the class's teacher).
 * `my` stays with students: it is a student's own live link.
 */
export const POLICY: Readonly<Record<Capability, readonly Role[] | "anyone">> = {
  schedule: TEACHING,
  students: TEACHING,
  video: TEACHING,
  seats: TEACHING,
  labels: TEACHING,
  rate: TEACHING,
  cancel: TEACHING,
  move: TEACHING,
  share: TEACHING,
  files: TEACHING,
  list: ["admin", "teacher", "student"],
  listAll: ["admin"],
  my: ["student"],
  admin: ["admin"],
  help: "anyone",
};

export function can(role: Role | null, capability: Capability): boolean {
  const allowed = POLICY[capability];
  if (allowed === "anyone") return true;
  return role !== null && allowed.includes(role);
}

/** The roles allowed a capability, for refusal texts ("only teachers can ..."). */
export function rolesAllowed(capability: Capability): readonly Role[] {
  const allowed = POLICY[capability];
  return allowed === "anyone" ? ROLES : allowed;
}

/**
 * Every `/class <word>` and the capability it needs: the one routing table of the command. The
 * listener keeps one handler per word (typed by `SubcommandWord`, so a word without a handler does
 * not compile) and checks this capability before running it.
 */
export const SUBCOMMANDS = {
  schedule: "schedule",
  students: "students",
  video: "video",
  seats: "seats",
  labels: "labels",
  rate: "rate",
  cancel: "cancel",
  move: "move",
  share: "share",
  files: "files",
  list: "list",
  my: "my",
  link: "my",
  admin: "admin",
  help: "help",
} as const satisfies Readonly<Record<string, Capability>>;
export type SubcommandWord = keyof typeof SUBCOMMANDS;

export function isSubcommandWord(word: string): word is SubcommandWord {
  return Object.hasOwn(SUBCOMMANDS, word);
}

export interface TeachCourseInput {
  readonly role: Role | null;
  /** The caller's partner UID from the directory; null when they have none. */
  readonly uid: string | null;
  /** The course's allowed teachers (partner UIDs); empty = open to every teacher of the school. */
  readonly allowedTeacherUids: readonly string[];
}

/**
 * Admins act on every course. Teachers act on courses whose allowed teachers include them; a course
 * with no allowed teachers is open to every teacher.
 */
export function canTeachCourse(input: TeachCourseInput): boolean {
  if (input.role === "admin") return true;
  if (input.role !== "teacher") return false;
  if (input.allowedTeacherUids.length === 0) return true;
  const uid = input.uid?.trim() ?? "";
  return uid !== "" && input.allowedTeacherUids.includes(uid);
}
