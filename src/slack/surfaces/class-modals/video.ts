/** The recording & live modal: live or replay without recording refused on the field before any call. */
import { setClassVideo, videoFieldProblem } from "../../../classes/class-video.js";
import { recordingNotices } from "../../../classes/notices/enrolment-notices.js";
import { stateOf } from "../../args.js";
import { ActionId, ClassInputId, classModalCallbackId } from "../../ids.js";
import { readApplyTo } from "../../views/class-modals/frame.js";
import { videoReport } from "../../views/class-modals/results.js";
import { videoModalView } from "../../views/class-modals/video.js";
import { readMany } from "../../views/form-values.js";
import { closeAndReport } from "./finish.js";
import type { ClassModalRow } from "./row.js";

const face = { title: "Recording & live", callbackId: classModalCallbackId("video") };

export const videoModal: ClassModalRow = {
  ...face,
  capability: "video",
  button: ActionId.classVideo,
  async build(_deps, { cls }) {
    return videoModalView(face, cls);
  },
  async submit(deps, args, ctx) {
    const { caller, cls } = ctx;
    const state = stateOf(args);
    const on = new Set(readMany(state, ClassInputId.videoSwitches));
    const settings = { record: on.has("record"), live: on.has("live"), replay: on.has("replay") };
    const problem = videoFieldProblem(settings);
    if (problem) {
      await args.ack({
        response_action: "errors",
        errors: { [ClassInputId.videoSwitches]: problem.message },
      });
      return;
    }
    await closeAndReport(deps, args, ctx, face.title, async () => {
      const result = await setClassVideo(
        deps,
        caller,
        { classId: cls.classId, applyTo: readApplyTo(state), ...settings },
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
  },
};
