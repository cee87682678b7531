/**
 * A school leaving, and the personal data a school keeps only for a while (docs/privacy.md).
 *
 * Leaving: Slack says the app was uninstalled or its bot token revoked (either order, either alone), or
 * an Enterprise Grid organisation took a workspace out of its org-wide install (`team_access_revoked`).
 * One durable erase job per school: its key and payload name the school by its workspace row's
 * creation, so two events, two instances or a crash in the middle erase once: the job waits while work
 * of the school is in flight (so nothing writes its rows again after the tombstone), the reminders still
 * to come are deleted in Slack while the token may still work, then one transaction erases every row of
 * that school (connection and SECRET, directory, courses, labels, classes, enrolments, ratings, links,
 * every outbox row (jobs, DMs, the erase's own), reminders, pacing, installations, audit) and writes
 * the tombstone, the one row that stays.
 *
 * Coming back (docs/privacy.md, "Leaving and coming back"): the install path finishes a pending erase
 * of the workspace first (`finishErasesBeforeInstall`), then stores the new installation, so the new
 * school starts clean and no later erase can touch it: an erase erases only the school it names, and a
 * school made again on first contact has a workspace row of its own.
 *
 * Retention: a daily job purges ratings (with comments) and link opens of classes that ended longer
 * ago than the school keeps them (`personalDataDays`, default a year).
 */
import { enqueueJob, type JobHandler, RetryJob } from "../delivery/index.js";
import type { Logger } from "../logger.js";
import type { Store, StoreTransaction } from "../store/index.js";
import { schoolSettings } from "./school-settings.js";

export const ERASE_JOB = "erase";
export const PURGE_JOB = "purge";

/**
 * The Slack events that mean the school left. (`app_uninstalled_team` is not one: it is for admin
 * apps watching other apps, needs the `admin.apps:read` scope, and our own uninstall arrives as
 * `app_uninstalled` anyway.)
 */
export type LeaveCause = "app_uninstalled" | "tokens_revoked" | "team_access_revoked";

interface ErasePayload {
  readonly cause: LeaveCause;
  /**
   * The school that left: its workspace row's creation (absent from erases queued before it was
   * recorded: read from the key then).
   */
  readonly school?: number;
  /** Erased because this Enterprise Grid organisation removed its org-wide install. */
  readonly enterpriseId?: string;
}

/** How long an erase waits, each time, for work of the school still in flight. */
const IN_FLIGHT_WAIT_SECONDS = 5;

/** The school an erase job names: its payload's, or the last part of its key (`<team>:<created>`). */
function schoolOf(job: { payload: unknown; dedupeKey: string }): number {
  const { school } = job.payload as ErasePayload;
  return school ?? Number(job.dedupeKey.slice(job.dedupeKey.lastIndexOf(":") + 1));
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
    const payload: ErasePayload = { cause, school: workspace.createdAt };
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
      const payload: ErasePayload = { cause, school: workspace.createdAt, enterpriseId };
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

/**
 * An Enterprise Grid organisation took workspaces out of its org-wide install (`team_access_revoked`):
 * each of them that the organisation's install served (no installation of its own) is a school that
 * left, erased as `schoolLeft` does; the organisation's installation stays for its other workspaces.
 * With `enterpriseId` (the organisation the event came from), a school seen in another organisation
 * is left alone. Answers the erases queued.
 */
export async function workspacesLeftOrganisation(
  store: Pick<Store, "transaction" | "installations" | "workspaces">,
  teamIds: readonly string[],
  enterpriseId?: string,
): Promise<number> {
  let queued = 0;
  for (const teamId of new Set(teamIds)) {
    // A workspace with its own installation still has the app: only the organisation's access went.
    if (await store.installations.findForTeam(teamId)) continue;
    // A school known to belong to another organisation is not this one's to erase.
    const known = enterpriseId === undefined ? undefined : await store.workspaces.get(teamId);
    if (known?.enterpriseId && known.enterpriseId !== enterpriseId) continue;
    if (await schoolLeft(store, teamId, "team_access_revoked")) queued++;
  }
  return queued;
}

/**
 * Whether a leaving event happened before the installation now stored was granted: it is about an
 * earlier one (Slack retrying an `app_uninstalled` it thinks was lost, after the school reinstalled),
 * and erasing now would erase the school that came back. Unknown times (no installation stored, the
 * single-workspace mode): false.
 */
export async function beforeThisInstallation(
  store: Pick<Store, "installations">,
  installation: Installing,
  eventTime: number | undefined,
): Promise<boolean> {
  if (eventTime === undefined) return false;
  const installedAt = await store.installations.installedAt({
    teamId: installation.teamId,
    enterpriseId: installation.enterpriseId,
    isEnterpriseInstall: installation.isEnterpriseInstall,
  });
  return installedAt !== undefined && eventTime < installedAt;
}

/** An installation: a workspace's (`teamId`) or an organisation's (org-wide, `enterpriseId`). */
export interface Installing {
  readonly teamId?: string | undefined;
  readonly enterpriseId?: string | undefined;
  readonly isEnterpriseInstall: boolean;
}

/**
 * Before an installation is stored (the OAuth install path): an erase still pending for the workspace
 * (or, for an org-wide install, for any workspace of the organisation) is finished now, in one
 * transaction as the erase job would, so the new installation is stored after it and the school that
 * comes back starts clean; the job, should a runner hold it, then finds its row gone and commits
 * nothing. Reminders are not deleted here: Slack dropped them with the old installation. Answers the
 * schools erased.
 */
export async function finishErasesBeforeInstall(
  store: Pick<Store, "transaction" | "outbox" | "workspaces">,
  installing: Installing,
  logger?: Pick<Logger, "info">,
): Promise<number> {
  const teams =
    installing.isEnterpriseInstall && installing.enterpriseId
      ? (await store.workspaces.listOfEnterprise(installing.enterpriseId)).map((w) => w.teamId)
      : installing.teamId
        ? [installing.teamId]
        : [];
  let erased = 0;
  for (const teamId of teams) {
    const pending = (
      await store.outbox.listByDedupePrefix(teamId, `job:${ERASE_JOB}`, `job:${ERASE_JOB}:`)
    ).filter((job) => job.state === "pending" || job.state === "claimed");
    for (const job of pending) {
      const { cause, enterpriseId } = job.payload as ErasePayload;
      const counts = await store.transaction((tx) =>
        tx.tenants.erase(teamId, {
          cause,
          school: schoolOf(job),
          ...(enterpriseId !== undefined && { enterpriseId }),
        }),
      );
      if (counts) {
        erased++;
        logger?.info(
          { team: teamId, cause, erased: counts },
          "reinstalled: the school that left is erased first",
        );
      }
    }
  }
  return erased;
}

export interface EraseDeps {
  readonly store: Pick<Store, "outbox" | "workspaces">;
  readonly logger: Pick<Logger, "info" | "warn">;
  /** Deletes the school's reminders still to come in Slack (while its token may still work). */
  readonly cancelReminders?: (teamId: string) => Promise<{ cancelled: number; left: number }>;
}

export function eraseHandler(deps: EraseDeps): JobHandler {
  return async (job, ctx) => {
    const { cause, enterpriseId } = job.payload as ErasePayload;
    const teamId = job.teamId;
    // Work of the school still running (a job, a DM) would write its rows again after the tombstone:
    // wait for it, but not for ever (on the last attempt the erase goes ahead; the holder then finds
    // its claim gone and commits nothing).
    const school = schoolOf(job);
    // Erased already (the install path finished it): the school there now, if any, is another one,
    // whose reminders are not this erase's to delete.
    if ((await deps.store.workspaces.get(teamId))?.createdAt !== school) return {};
    const held = await deps.store.outbox.heldForTeam(teamId, job.id);
    if (held > 0 && !ctx.lastAttempt) {
      throw new RetryJob(`${held} of the school's jobs or messages in flight`, IN_FLIGHT_WAIT_SECONDS);
    }
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
          school,
          ...(enterpriseId !== undefined && { enterpriseId }),
        });
        deps.logger.info(
          { team: teamId, cause, erased: erased ?? "erased already", reminders },
          "school left: its data is erased",
        );
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
      const kept = await deps.store.tenants.purgePersonalData(workspace.teamId, now - days * DAY);
      // Pushed class events hold names, phones and e-mails: kept as long as the rest (issue 32).
      const events = await deps.store.classEvents.purge(workspace.teamId, now - days * DAY);
      const purged = { ...kept, events };
      if (purged.ratings + purged.links + purged.events === 0) continue;
      await deps.store.audit.recordAdminChange(workspace.teamId, {
        actor: "system",
        operation: "privacy.purge",
        summary: { olderThanDays: days, ratings: purged.ratings, links: purged.links, events },
      });
      deps.logger.info({ team: workspace.teamId, ...purged }, "old personal data purged");
    }
    return { commit: async (tx) => void (await scheduleNextPurge(tx, now + 60)) };
  };
}
