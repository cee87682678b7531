/**
 * A move as a durable job (docs/cancel.md "Move"): the new class made with an identity derived from
 * the request, the students added to it and removed from the old one at the partner, then, in the
 * transaction that completes the job, the old class cancelled with each student's "moved" DM edit
 * (carrying the new link) and pointer DM and the teacher's report, so each happens once however often the job was run.
 */
import { MOVE_JOB, type MoveRequest, runMove } from "../../../classes/move-class.js";
import { moveNotices } from "../../../classes/notices/change-notices.js";
import { RetryJob } from "../../../delivery/index.js";
import { translator } from "../../../i18n/index.js";
import { faceFor } from "../../lib/class-modals/frame.js";
import { classModalCallbackId } from "../../lib/ids.js";
import { storedWithJob } from "../../lib/jobs/after-change.js";
import { requestKey, type SlackJobRow } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { moveReportMessage, moveReportView } from "./view.js";

const face = { callbackId: classModalCallbackId("move"), titleKey: "classModals.titles.move" } as const;

/** The job's key and the new class's identity: the same person asking the same move is one move. */
export function moveJobKey(teamId: string, userId: string, request: MoveRequest): string {
  return requestKey(
    teamId,
    userId,
    MOVE_JOB,
    request.classId,
    request.beginTime,
    request.endTime,
    request.name,
  );
}

export const moveJob: SlackJobRow<MoveRequest> = {
  kind: MOVE_JOB,
  async run(deps, actor, request, { client, lastAttempt }) {
    const key = moveJobKey(actor.teamId, actor.userId, request);
    const run = await runMove(deps, actor, request, key, moveNotices(deps));
    const { report } = run;
    if (report.why?.reason === "unconfirmed" && !lastAttempt) {
      throw new RetryJob(`${report.unconfirmed} changes not confirmed by the class service`);
    }
    // The report is for whoever moved the class, in their words (English when their language is unknown).
    const t = await tFor(deps, actor.teamId, actor.userId).catch(() => translator("en"));
    return {
      view: moveReportView(faceFor(face, t), report),
      dm: moveReportMessage(report, t),
      ...storedWithJob(deps, client, actor, run),
    };
  },
};
