/**
 * The one cast of people every suite uses: each person has one Slack user id and one partner UID,
 * matching the demo school (src/sandbox/demo-fixture.ts). Ada teaches Algebra I, Marie Physics;
 * Alan is a teacher of neither, for "another teacher" checks.
 */
import type { CourseInput, PersonInput } from "../../src/store/index.js";

/** A workspace admin: not in the school's directory. */
export const ADMIN = "UADMIN";

export const ADA = {
  slackUserId: "UADA",
  uid: "T-ADA",
  displayName: "Ada Lovelace",
  account: "13800000001",
  role: "teacher",
} as const satisfies PersonInput;
export const ALAN = {
  slackUserId: "UALAN",
  uid: "T-ALAN",
  displayName: "Alan Turing",
  role: "teacher",
} as const satisfies PersonInput;
export const MARIE = {
  slackUserId: "UMARIE",
  uid: "T-MARIE",
  displayName: "Marie Curie",
  role: "teacher",
} as const satisfies PersonInput;
export const BEN = {
  slackUserId: "UBEN",
  uid: "S-1001",
  displayName: "Ben Carter",
  account: "13700001001",
  role: "student",
} as const satisfies PersonInput;
export const CHLOE = {
  slackUserId: "UCHLOE",
  uid: "S-1002",
  displayName: "Chloé Dubois",
  role: "student",
} as const satisfies PersonInput;
export const JOSE = {
  slackUserId: "UJOSE",
  uid: "S-1005",
  displayName: "José Álvarez",
  role: "student",
} as const satisfies PersonInput;

/** A second admin, in the directory of the language tests (not in CAST), whose Slack is in Chinese. */
export const WANG = {
  slackUserId: "UWANG",
  uid: "",
  displayName: "王芳",
  role: "admin",
} as const satisfies PersonInput;

/** Everyone in the school's directory. */
export const CAST: readonly PersonInput[] = [ADA, ALAN, MARIE, BEN, CHLOE, JOSE];

export const ALGEBRA: CourseInput = { courseId: 5001, name: "Algebra I", teacherUids: [ADA.uid] };
export const PHYSICS: CourseInput = { courseId: 5002, name: "Physics", teacherUids: [MARIE.uid] };

/** The courses the school registers in the app. */
export const COURSES: readonly CourseInput[] = [ALGEBRA, PHYSICS];
