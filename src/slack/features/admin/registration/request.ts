/** What a registration job is asked for (its payload's request), shared by the forms that start one. */
import type { RegistrationPerson } from "../../../../classes/admin/registration.js";

export const REGISTRATION_JOB = "register";

export interface RegistrationJobRequest {
  /** Ticked by the admin at submit time; without it nobody is registered, people are listed as needing a UID. */
  readonly consent: boolean;
  /** Named people (a form, a list); e-mail and phone may be missing: their Slack profile is read. */
  readonly people: readonly RegistrationPerson[];
  /** A channel whose members are added (read when the job runs), and as what. */
  readonly channel?: { readonly id: string; readonly role: "student" | "teacher" };
  /** Where the report is shown: the Add person form names the person in its title. */
  readonly from: "person" | "channel" | "list";
}
