/**
 * A cancel as a durable job (docs/cancel.md): the students removed at the partner, then, in the
 * transaction that completes the job, the class marked cancelled with every student's DM edit and
 * notice and the teacher's report, so each happens once however often the job was interrupted. An
 * answer the partner may have lost is asked again (RetryJob) until the last attempt.
 */
import { CANCEL_JOB, type CancelRequest, runCancel } from "../../../classes/cancel-class.js";
import { cancelNotices } from "../../../classes/notices/change-notices.js";
import { RetryJob } from "../../../delivery/index.js";
import { translator } from "../../../i18n/index.js";
import { faceFor } from "../../lib/class-modals/frame.js";
import { classModalCallbackId } from "../../lib/ids.js";
import { storedWithJob } from "../../lib/jobs/after-change.js";
import type { SlackJobRow } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { cancelReportMessage, cancelReportView } from "./view.js";

const face = { callbackId: classModalCallbackId("cancel"), titleKey: "classModals.titles.cancel" } as const;

export const cancelJob: SlackJobRow<CancelRequest> = {
  kind: CANCEL_JOB,
  async run(deps, actor, request, { client, lastAttempt }) {
    const run = await runCancel(deps, actor, request, cancelNotices(deps));
    const { report } = run;
    if (report.unconfirmed > 0 && !lastAttempt) {
      throw new RetryJob(`${report.unconfirmed} removals not confirmed by the class service`);
    }
    // A second 212 for a class already cancelled tells nobody anything new.
    const quiet = request.cause === "deleted" && report.alreadyCancelled;
    // The report is for whoever cancelled, in their words (English when their language is unknown).
    const t = await tFor(deps, actor.teamId, actor.userId).catch(() => translator("en"));
    return {
      view: cancelReportView(faceFor(face, t), report),
      ...(quiet ? {} : { dm: cancelReportMessage(report, t) }),
      ...storedWithJob(deps, client, actor, run),
    };
  },
};
