/**
 * Why an admin's change was refused, as facts: the admin views word them in the admin's language
 * (slack/features/admin/problems.ts).
 */
import type { Role } from "../roles.js";

/** A connection field whose change asks for the SECRET again, in the order they are named. */
export type ConnectionField = "baseUrl" | "liveBaseUrl" | "sid";

/** Why the class service refused a connection, or could not be asked. */
export type ConnectionFailure =
  | { readonly kind: "keys-refused" }
  /** Refused with another code: the partner's own sentence for it (`describeErrno`) stays as it is. */
  | { readonly kind: "refused"; readonly errno: number }
  | { readonly kind: "timeout"; readonly baseUrl: string }
  | { readonly kind: "unreachable"; readonly baseUrl: string; readonly code: string | null }
  | { readonly kind: "http"; readonly baseUrl: string; readonly status: number }
  | { readonly kind: "not-partner"; readonly baseUrl: string }
  | { readonly kind: "unusable" }
  | { readonly kind: "not-run" }
  | { readonly kind: "secret-unreadable" }
  | { readonly kind: "not-saved" };

export type AdminProblem =
  | { readonly kind: "secret-missing" }
  | { readonly kind: "secret-again"; readonly changed: readonly ConnectionField[] }
  | { readonly kind: "secret-unreadable" }
  | { readonly kind: "connection-refused"; readonly failure: ConnectionFailure }
  | { readonly kind: "uid-needed"; readonly role: Role }
  | { readonly kind: "slack-user-listed" }
  | { readonly kind: "uid-taken"; readonly owner: string }
  | { readonly kind: "uid-taken-other" }
  | { readonly kind: "last-admin"; readonly name: string }
  | { readonly kind: "person-gone" }
  /** People picked as a course's allowed teachers who are not teachers of the directory. */
  | {
      readonly kind: "not-teachers";
      readonly people: readonly { readonly slackUserId: string; readonly name: string | null }[];
    }
  | { readonly kind: "course-listed"; readonly courseId: number }
  | { readonly kind: "course-gone"; readonly courseId: number }
  | { readonly kind: "course-in-use"; readonly name: string }
  | { readonly kind: "label-name-control" }
  | { readonly kind: "label-listed"; readonly labelId: number }
  | { readonly kind: "label-gone"; readonly labelId: number };

/** A school setting's number, as its problem names it. */
export type SettingsNumber = "seatMax" | "reminderMinutes" | "recentClassDays" | "personalDataDays";

export type SettingsProblem =
  | { readonly kind: "name-control" }
  | { readonly kind: "name-too-long"; readonly max: number }
  | { readonly kind: "enter"; readonly what: SettingsNumber }
  | { readonly kind: "whole"; readonly what: SettingsNumber; readonly min: number; readonly max: number }
  | { readonly kind: "zone-missing" }
  | { readonly kind: "zone-not-listed" };

/** A refusal with its field: the fact, for the view to word. */
export function fieldProblem<F extends string>(field: F, problem: AdminProblem) {
  return { ok: false as const, field, problem };
}
