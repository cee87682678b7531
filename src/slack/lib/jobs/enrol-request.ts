/**
 * What starts an enrolment job (features/students/job.ts): the students modal and a class card's "Add everyone
 * in this channel" both ask for one.
 */
import type { ApplyTo } from "../../../classes/apply-to.js";
import type { PersonWithUid } from "../../../store/index.js";

export const ENROL_JOB = "enrol";

export interface EnrolJobRequest {
  readonly classId: number;
  readonly applyTo: ApplyTo;
  /** Checked against the directory at submit time. */
  readonly add: readonly PersonWithUid[];
  readonly remove: readonly { readonly uid: string; readonly name: string }[];
  /** A picked channel: its students are added too, read when the job runs. */
  readonly channel?: string;
  readonly sendLinks: boolean;
  /** Picks the teacher chose to leave out (named at submit time), said in the report. */
  readonly leftOut?: NamedPicks;
}

import type { Role } from "../../../classes/roles.js";

/**
 * Picked people who cannot be added, by name: the names Slack gave for people outside the directory
 * (null where it gave none), the directory's names for people who are not students.
 */
export interface NamedPicks {
  readonly outsiders: readonly (string | null)[];
  readonly notStudents: readonly { readonly name: string; readonly role: Role }[];
}
