/**
 * A school whose class events stopped (issue 32 §1): no message for a week while classes were held
 * means the subscription broke (a rotated address not passed on, the service's side turned off, a
 * message blocking the queue). Checked daily for every connected school; its admins are told once,
 * by DM through the outbox, until an event comes again (which clears the mark).
 */
import { dmDedupeKey, enqueueDm } from "../../delivery/index.js";
import { enqueueJob, type JobHandler } from "../../delivery/job-runner.js";
import type { Logger } from "../../logger.js";
import type { Store, StoreTransaction } from "../../store/index.js";
import { type CourseNoticeDeps, schoolAdmins } from "../admin/course-notices.js";
import { ALL_SCHOOLS } from "../leaving.js";
import { recipientLocales } from "../notices/recipient.js";

export const CLASS_EVENTS_QUIET_JOB = "class-events-quiet";

const DAY = 24 * 3600;
/** How long without any event, while classes were held, before the admins are told. */
export const QUIET_SECONDS = 7 * DAY;
/** When the daily check runs: 08:00 UTC. */
const CHECK_AT_SECONDS = 8 * 3600;

export interface ClassEventsQuietFacts {
  /** When the last event came (or the service's test, when no event came after it). */
  readonly lastAt: number;
  /** Classes held since then. */
  readonly classes: number;
}

/** Queues the next daily check (idempotent by its day): at startup, and by each check for the next. */
export async function scheduleNextQuietCheck(
  tx: Pick<StoreTransaction, "outbox">,
  now: number,
): Promise<boolean> {
  const today = Math.floor(now / DAY);
  const day = now < today * DAY + CHECK_AT_SECONDS ? today : today + 1;
  const { created } = await enqueueJob(tx, {
    teamId: ALL_SCHOOLS,
    kind: CLASS_EVENTS_QUIET_JOB,
    key: String(day),
    payload: { day },
    notBefore: day * DAY + CHECK_AT_SECONDS,
  });
  return created;
}

export interface QuietCheckDeps extends CourseNoticeDeps {
  readonly store: Store;
  readonly now: () => number;
  readonly logger: Pick<Logger, "info">;
}

/** Tells the admins of each school whose events stopped, once; then queues tomorrow's check. */
export function quietCheckHandler(deps: QuietCheckDeps): JobHandler {
  return async () => {
    const now = deps.now();
    for (const workspace of await deps.store.workspaces.list()) {
      const teamId = workspace.teamId;
      const status = await deps.store.classEvents.status(teamId, now);
      // Never set up, or told already: nothing to say.
      if (status.testedAt === null || status.quietToldAt !== null) continue;
      const lastAt = Math.max(status.testedAt, status.lastAt ?? 0);
      if (now - lastAt < QUIET_SECONDS) continue;
      const classes = await deps.store.classEvents.classesHeld(teamId, lastAt, now);
      if (classes === 0) continue;
      const told = await deps.store.transaction(async (tx) => {
        if (!(await tx.classEvents.markQuietTold(teamId, now))) return false;
        const admins = await schoolAdmins(tx, teamId, deps.bootstrapAdmins);
        const localeOf = await recipientLocales(tx, deps, teamId, admins);
        for (const admin of admins) {
          const message = deps.noticeRenderer.classEventsQuiet({ lastAt, classes }, localeOf(admin));
          await enqueueDm(tx, {
            teamId,
            channel: admin,
            text: message.text,
            ...(message.blocks === undefined ? {} : { blocks: message.blocks }),
            dedupeKey: dmDedupeKey("notice", `events-quiet-${lastAt}`, admin),
          });
        }
        return true;
      });
      if (told) deps.logger.info({ team: teamId, lastAt, classes }, "class events stopped: admins told");
    }
    return { commit: async (tx) => void (await scheduleNextQuietCheck(tx, now + 60)) };
  };
}
