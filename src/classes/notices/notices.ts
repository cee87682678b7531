/**
 * How the notices of a change join the transaction that stores it, one way for every use case that
 * changes classes for students (enrolment, recording, cancel, move): the use case is given a `Notices`
 * function and calls it inside its storing transaction with the facts it stored, so every DM, edit and
 * card commits with the change or not at all. What must wait for the commit (reminders in Slack, the
 * worker's wake) comes back as `afterCommit`, which the use case's caller runs once it has committed.
 * The functions are built in change-notices.ts; docs/class-work.md says who calls what.
 */
import type { Reminders } from "../../delivery/index.js";
import type { StoreTransaction } from "../../store/index.js";
import type { ClassesDeps } from "../deps.js";

/**
 * Work that talks to Slack or wakes the outbox worker: run only once the transaction that queued its
 * rows has committed (it must not act on rows that may roll back). It never throws: a failure is logged
 * (the reminder sweep brings reminders in line, and the worker polls the outbox anyway).
 */
export type AfterCommit = () => Promise<void>;

/** What the after-commit work uses; both are absent in tests that need neither. */
export interface AfterCommitDeps {
  readonly reminders?: Reminders | undefined;
  /** The outbox worker: woken so the DMs go out now rather than at its next poll. */
  readonly delivery?: ClassesDeps["delivery"];
}

/** What the notices of a change did in its transaction. */
export interface Noticed {
  /** DMs newly queued (people told), for the change's audit entry. */
  readonly told: number;
  /** DMs edited (chat.update queued), for the change's audit entry. */
  readonly edited: number;
  readonly afterCommit: AfterCommit;
}

/** The notices of a change: called inside the transaction that stores it, with the facts it stored. */
export type Notices<F> = (tx: StoreTransaction, stored: F) => Promise<Noticed>;

/**
 * A change stored in a transaction the caller owns (a cancel's or a move's: the job's completing
 * transaction): what to run after that commit, and the Slack users whose classes changed.
 */
export interface StoredChange {
  readonly afterCommit: AfterCommit;
  readonly affected: readonly string[];
}

export const NOTHING_STORED: StoredChange = { afterCommit: async () => {}, affected: [] };

/** `work` as an AfterCommit whose failure is logged by name (reminder requests carry students' links). */
export function loggedAfterCommit(
  deps: Pick<ClassesDeps, "logger">,
  teamId: string,
  work: () => Promise<void>,
): AfterCommit {
  return () =>
    work().catch((err: unknown) =>
      deps.logger?.warn(
        { err: err instanceof Error ? err.name : "unknown", team: teamId },
        "reminders after a class change failed; the sweep brings them in line",
      ),
    );
}
