/**
 * A cancel as a durable job (docs/cancel.md): the students removed at the partner, then, in the
 * transaction that completes the job, the class marked cancelled with every student's DM edit and
 * notice and the teacher's report, so each happens once however often the job was interrupted. An
 * answer the partner may have lost is asked again (RetryJob) until the last attempt.
 */
import { CANCEL_JOB, type CancelRequest, runCancel } from "../../classes/cancel-class.js";
import { RetryJob } from "../../delivery/index.js";
import { classModalCallbackId } from "../ids.js";
import { cancelReportMessage, cancelReportView } from "../views/class-modals/cancel.js";
import { remindersThenHome } from "./after-change.js";
import type { SlackJobRow } from "./slack-job.js";

const face = { title: "Cancel a class", callbackId: classModalCallbackId("cancel") };

export const cancelJob: SlackJobRow<CancelRequest> = {
  kind: CANCEL_JOB,
  async run(deps, actor, request, { client, lastAttempt }) {
    const run = await runCancel(deps, actor, request);
    const { report } = run;
    if (report.unconfirmed > 0 && !lastAttempt) {
      throw new RetryJob(`${report.unconfirmed} removals not confirmed by the class service`);
    }
    // A second 212 for a class already cancelled tells nobody anything new.
    const quiet = request.cause === "deleted" && report.alreadyCancelled;
    return {
      view: cancelReportView(face, report),
      ...(quiet ? {} : { dm: cancelReportMessage(report) }),
      commit: run.commit,
      after: remindersThenHome(deps, client, actor, "cancel", run),
    };
  },
};
