/**
 * Seats & HD as a durable job, from the modal or `/class seats <class> <n> [hd]`: the seats are sent
 * per class; a lost answer is asked again with the same absolute seats on a later attempt, so the
 * report says what the service holds. The report is DMed (the modal was closed, or the command was
 * answered at once).
 */
import { type ApplyTo, anyUnconfirmed } from "../../../classes/apply-to.js";
import { changedBy } from "../../../classes/cancelled-by.js";
import { editCardsOfClasses } from "../../../classes/class-cards.js";
import { type HdLevel, setClassSeats } from "../../../classes/class-seats.js";
import { editStaffScheduleDmsOf } from "../../../classes/notices/staff-dm-edits.js";
import { tellStaffOfChangeOf } from "../../../classes/notices/teacher-notices.js";
import { RetryJob } from "../../../delivery/index.js";
import type { StoreTransaction } from "../../../store/index.js";
import type { SlackJobRow } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { timeZoneOf } from "../../lib/locale/zones.js";
import { seatsReport } from "./report.js";

export const SEATS_JOB = "seats";

export interface SeatsJobRequest {
  readonly classId: number;
  readonly applyTo: ApplyTo;
  readonly seatNum: number;
  /** Absent (`/class seats <class> <n>`): each class keeps its HD where the seats allow it. */
  readonly isHd?: HdLevel;
}

export const seatsJob: SlackJobRow<SeatsJobRequest> = {
  kind: SEATS_JOB,
  async run(deps, actor, request, { client, job, lastAttempt }) {
    // setClassSeats checks the class with the "seats" capability for the actor as known now.
    const result = await setClassSeats(deps, actor, request);
    if (result.ok && anyUnconfirmed(result.classes) && !lastAttempt) {
      throw new RetryJob("the class service did not confirm the seats");
    }
    // The report is DMed to whoever asked, in their words.
    const t = await tFor(deps, actor.teamId, actor.userId);
    const zone = await timeZoneOf(deps, client, actor);
    return {
      dm: seatsReport(result, t, zone),
      after: () => deps.homes.publish(deps, client, actor),
      // Cards in channels show the new seats.
      ...(result.ok && {
        commit: async (tx: StoreTransaction) => {
          await editCardsOfClasses(tx, deps.noticeRenderer, {
            teamId: actor.teamId,
            classIds: result.classes.filter((c) => c.ok).map((c) => c.classId),
            cause: `seats:${job.id}`,
            now: deps.clock(),
          });
          // The teacher's and assistant's scheduling message says the seats the classes have now.
          const classIds = result.classes.filter((c) => c.ok).map((c) => c.classId);
          await editStaffScheduleDmsOf(tx, deps, {
            teamId: actor.teamId,
            classIds,
            cause: `seats:${job.id}`,
          });
          // And they are told once when someone else changed them.
          const first = result.hd[0];
          if (first) {
            await tellStaffOfChangeOf(tx, deps, {
              teamId: actor.teamId,
              classIds,
              byUserId: actor.userId,
              by: changedBy(actor),
              changeKey: `seats:${job.id}`,
              notice: { change: "seats", seats: { seatNum: result.seatNum, isHd: first.isHd } },
            });
          }
        },
      }),
    };
  },
};
