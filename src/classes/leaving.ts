/**
 * A school leaving, and the personal data a school keeps only for a while (docs/privacy.md).
 *
 * Leaving: Slack says the app was uninstalled or its bot token revoked (either order, either alone).
 * One durable erase job per installation (its key names the workspace row's creation), so two events,
 * two instances or a crash in the middle erase once: the reminders still to come are deleted in Slack
 * while the token may still work, then one transaction erases every row of the school (connection and
 * SECRET, directory, courses, labels, classes, enrolments, ratings, links, outbox, reminders, pacing,
 * audit) and writes the tombstone. A reinstall starts clean, with a new workspace row and a new key.
 *
 * Retention: a daily job purges ratings (with comments) and link opens of classes that ended longer
 * ago than the school keeps them (`personalDataDays`, default a year).
 */
import { enqueueJob, type JobHandler } from "../delivery/index.js";
import type { Logger } from "../logger.js";
import type { Store, StoreTransaction } from "../store/index.js";
import { schoolSettings } from "./school-settings.js";

export const ERASE_JOB = "erase";
export const PURGE_JOB = "purge";

/** The Slack events that mean the school left. */
export type LeaveCause = "app_uninstalled" | "tokens_revoked";

interface ErasePayload {
  readonly cause: LeaveCause;
  /** Erased because this Enterprise Grid organisation removed its org-wide install. */
  readonly enterpriseId?: string;
}

/** The outbox team of the daily purge job: it is no one school's (and no school's erase takes it). */
export const ALL_SCHOOLS = "*";

const DAY = 86_400;
/** The purge runs at 03:00 UTC, a quiet hour for most schools. */
const PURGE_AT_SECONDS = 3 * 3600;

/**
 * Queues the school's erase (once per installation). Returns whether a new erase was queued: false
 * when one is already queued or done for this installation, or nothing of the school is stored.
 */
export async function schoolLeft(
  store: Pick<Store, "transaction">,
  teamId: string,
  cause: LeaveCause,
): Promise<boolean> {
  return store.transaction(async (tx) => {
    const workspace = await tx.workspaces.get(teamId);
    // Nothing stored (never used, or erased already): nothing to erase, no second tombstone.
    if (!workspace) return false;
    const payload: ErasePayload = { cause };
    const { created } = await enqueueJob(tx, {
      teamId,
      kind: ERASE_JOB,
      key: `${teamId}:${workspace.createdAt}`,
      payload,
    });
    return created;
  });
}

/**
 * An Enterprise Grid organisation removed its org-wide install. Each workspace seen under it that has
 * no installation of its own was served by that install, so each is a school that left: each gets its
 * own erase (as `schoolLeft`, tombstone included), and the last of them erases the organisation's
 * installation, after its reminders were deleted in Slack. Workspaces with their own installation stay.
 * With no workspace to erase, the organisation's installation goes at once. Answers the erases queued.
 */
export async function organisationLeft(
  store: Pick<Store, "transaction" | "workspaces" | "installations" | "tenants">,
  enterpriseId: string,
  cause: LeaveCause,
): Promise<number> {
  const served: string[] = [];
  for (const workspace of await store.workspaces.listOfEnterprise(enterpriseId)) {
    if (!(await store.installations.findForTeam(workspace.teamId))) served.push(workspace.teamId);
  }
  if (served.length === 0) {
    await store.tenants.eraseOrganisation(enterpriseId);
    return 0;
  }
  return store.transaction(async (tx) => {
    let queued = 0;
    for (const teamId of served) {
      const workspace = await tx.workspaces.get(teamId);
      if (!workspace) continue;
      const payload: ErasePayload = { cause, enterpriseId };
      const { created } = await enqueueJob(tx, {
        teamId,
        kind: ERASE_JOB,
        key: `${teamId}:${workspace.createdAt}`,
        payload,
      });
      if (created) queued++;
    }
    return queued;
  });
}

export interface EraseDeps {
  readonly logger: Pick<Logger, "info" | "warn">;
  /** Deletes the school's reminders still to come in Slack (while its token may still work). */
  readonly cancelReminders?: (teamId: string) => Promise<{ cancelled: number; left: number }>;
}

export function eraseHandler(deps: EraseDeps): JobHandler {
  return async (job) => {
    const { cause, enterpriseId } = job.payload as ErasePayload;
    const teamId = job.teamId;
    const reminders = await deps.cancelReminders?.(teamId).catch((err: unknown) => {
      deps.logger.warn(
        { team: teamId, err: err instanceof Error ? err.name : "unknown" },
        "erase: reminders",
      );
      return undefined;
    });
    return {
      async commit(tx) {
        const erased = await tx.tenants.erase(teamId, {
          cause,
          keepOutboxId: job.id,
          ...(enterpriseId !== undefined && { enterpriseId }),
        });
        deps.logger.info({ team: teamId, cause, erased, reminders }, "school left: its data is erased");
      },
    };
  };
}

/** When the purge of day `day` (days since 1970, UTC) runs. */
function purgeTime(day: number): number {
  return day * DAY + PURGE_AT_SECONDS;
}

/** Queues the next daily purge (idempotent by its day): at startup, and by each purge for the next. */
export async function scheduleNextPurge(tx: Pick<StoreTransaction, "outbox">, now: number): Promise<boolean> {
  const today = Math.floor(now / DAY);
  const day = now < purgeTime(today) ? today : today + 1;
  const { created } = await enqueueJob(tx, {
    teamId: ALL_SCHOOLS,
    kind: PURGE_JOB,
    key: String(day),
    payload: { day },
    notBefore: purgeTime(day),
  });
  return created;
}

export interface PurgeDeps {
  readonly store: Store;
  readonly now: () => number;
  readonly logger: Pick<Logger, "info">;
}

/** Purges every school's old personal data by its own setting, then queues tomorrow's purge. */
export function purgeHandler(deps: PurgeDeps): JobHandler {
  return async () => {
    const now = deps.now();
    for (const workspace of await deps.store.workspaces.list()) {
      const days = schoolSettings(workspace).personalDataDays;
      const purged = await deps.store.tenants.purgePersonalData(workspace.teamId, now - days * DAY);
      if (purged.ratings + purged.links === 0) continue;
      await deps.store.audit.recordAdminChange(workspace.teamId, {
        actor: "system",
        operation: "privacy.purge",
        summary: { olderThanDays: days, ratings: purged.ratings, links: purged.links },
      });
      deps.logger.info({ team: workspace.teamId, ...purged }, "old personal data purged");
    }
    return { commit: async (tx) => void (await scheduleNextPurge(tx, now + 60)) };
  };
}
