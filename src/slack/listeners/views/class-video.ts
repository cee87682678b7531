/** The recording & live modal: live or replay without recording refused on the field before any call. */

import { classAccess } from "../../../classes/class-actor.js";
import { setClassVideo, videoFieldProblem } from "../../../classes/class-video.js";
import { recordingNotices } from "../../../classes/notices/enrolment-notices.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { ClassInputId } from "../../ids.js";
import { videoReport } from "../../views/class-modals/results.js";
import { readMany } from "../../views/form-values.js";
import { actorOf } from "../class-modals.js";
import {
  finishInBackground,
  refuseInModal,
  submittedApplyTo,
  submittedClassId,
} from "./class-modal-common.js";
import { type SubmissionArgs, stateOf } from "./types.js";

export function classVideoSubmitted(deps: SlackDeps) {
  return async (args: SubmissionArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const actor = actorOf(caller);
    const classId = submittedClassId(args);
    const access = await classAccess(deps.store, actor, "video", classId);
    if (!access.ok) return refuseInModal(args, "Recording & live", access.reason);
    const on = new Set(readMany(stateOf(args), ClassInputId.videoSwitches));
    const settings = { record: on.has("record"), live: on.has("live"), replay: on.has("replay") };
    const problem = videoFieldProblem(settings);
    if (problem) {
      await args.ack({
        response_action: "errors",
        errors: { [ClassInputId.videoSwitches]: problem.message },
      });
      return;
    }
    await args.ack();
    finishInBackground(deps, args.client, caller, async () => {
      const result = await setClassVideo(
        deps,
        actor,
        { classId, applyTo: submittedApplyTo(args), ...settings },
        {
          onStored: recordingNotices({
            teamId: caller.teamId,
            addedBy: caller.userId,
            requestId: args.view.id,
            renderer: deps.noticeRenderer,
            after: { reminders: deps.reminders, delivery: deps.delivery },
            logger: deps.logger,
          }),
        },
      );
      return videoReport(result);
    });
  };
}
