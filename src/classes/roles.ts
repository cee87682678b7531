/**
 * Who may do what. The single place that maps the `/class` subcommands (product.md, "Slack
 * surfaces") to the roles allowed to use them. Plain data, no Slack types: listeners, help text and
 * the App Home all ask this module, so a change of policy is one edit here.
 */

export const ROLES = ["admin", "teacher", "student"] as const;
export type Role = (typeof ROLES)[number];

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
  /** ADMIN_SLACK_USER_IDS: lets the first admin in before the directory holds anyone. */
  readonly bootstrapAdmins: readonly string[];
}

/**
 * The caller's role, or null when the user is not in the directory (and not a bootstrap admin).
 * The directory wins over the bootstrap list, so an admin can demote a bootstrap admin in Slack
 * without redeploying.
 */
export function resolveRole(input: ResolveRoleInput): Role | null {
  if (isRole(input.directoryRole)) return input.directoryRole;
  const id = input.slackUserId.trim();
  if (id === "") return null;
  return input.bootstrapAdmins.some((admin) => admin.trim() === id) ? "admin" : null;
}

/** One capability per row of product.md's subcommand table, plus "see every class" for admins. */
export const CAPABILITIES = [
  "schedule",
  "students",
  "video",
  "seats",
  "labels",
  "rate",
  "files",
  "list",
  "listAll",
  "my",
  "admin",
  "help",
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/**
 * "anyone" includes people who are not in the directory: they must still be able to ask for help
 * and be told to contact an admin. The table follows product.md's "who" column literally: admins
 * manage the school but do not teach, because scheduling needs the caller's own partner teacher UID.
 */
export const POLICY: Readonly<Record<Capability, readonly Role[] | "anyone">> = {
  schedule: ["teacher"],
  students: ["teacher"],
  video: ["teacher"],
  seats: ["teacher"],
  labels: ["teacher"],
  rate: ["teacher"],
  files: ["teacher"],
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

/** Every capability the role has, in table order (help text lists them in this order). */
export function capabilitiesOf(role: Role | null): Capability[] {
  return CAPABILITIES.filter((capability) => can(role, capability));
}

const SUBCOMMANDS: Readonly<Record<string, Capability>> = {
  schedule: "schedule",
  students: "students",
  video: "video",
  seats: "seats",
  labels: "labels",
  rate: "rate",
  files: "files",
  list: "list",
  my: "my",
  link: "my",
  admin: "admin",
  help: "help",
};

/** The capability a `/class <word>` needs; null for an unknown word (the caller shows help). */
export function capabilityForSubcommand(word: string): Capability | null {
  const key = word.trim().toLowerCase();
  return Object.hasOwn(SUBCOMMANDS, key) ? (SUBCOMMANDS[key] ?? null) : null;
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
