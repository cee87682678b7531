/**
 * The recording & live modal: live or replay without recording refused on the field before any call;
 * then the modal closes and the change runs as a durable job (slack/features/video/job.ts), reported by DM.
 */
import { videoFieldProblem } from "../../../classes/class-video.js";
import { settingsLockedReason, settingsTarget } from "../../../classes/settings-freeze.js";
import { fieldErrors, stateOf } from "../../lib/args.js";
import { readMany } from "../../lib/blocks/form-values.js";
import { changeRefusedText } from "../../lib/class-modals/change-refusal.js";
import { faceFor, readApplyTo } from "../../lib/class-modals/frame.js";
import { lockedNoticeView, withLockedNote } from "../../lib/class-modals/locked.js";
import type { ClassModalRow } from "../../lib/class-modals/row.js";
import { ActionId, ClassInputId, classModalCallbackId } from "../../lib/ids.js";
import { startJob } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { VIDEO_JOB, type VideoJobRequest } from "./job.js";
import { videoModalView } from "./view.js";

const face = { callbackId: classModalCallbackId("video"), titleKey: "classModals.titles.video" } as const;

export const videoModal: ClassModalRow = {
  ...face,
  capability: "video",
  button: ActionId.classVideo,
  async build(deps, { caller, cls }) {
    const t = await tFor(deps, caller.teamId, caller.userId);
    const mine = faceFor(face, t);
    // A class within the freeze (or in session, or ended) is said so now, not refused after the submit.
    const target = await settingsTarget(deps.store, cls, deps.clock());
    if (target.cls === null) return lockedNoticeView(mine.title, target.locked, t);
    const view = videoModalView(mine, target.cls);
    return target.locked ? withLockedNote(view, target.locked, target.cls, t) : view;
  },
  async submit(deps, args, ctx) {
    const { caller, cls } = ctx;
    const t = await tFor(deps, caller.teamId, caller.userId);
    // The form stayed open into the freeze: said in the modal, nothing started.
    const locked = settingsLockedReason(cls, deps.clock());
    if (locked !== null) {
      const view = lockedNoticeView(faceFor(face, t).title, { cls, reason: locked }, t);
      await args.ack({ response_action: "update", view });
      return;
    }
    const state = stateOf(args);
    const on = new Set(readMany(state, ClassInputId.videoSwitches));
    const settings = { record: on.has("record"), live: on.has("live"), replay: on.has("replay") };
    const problem = videoFieldProblem(settings);
    if (problem) {
      await args.ack({
        response_action: "errors",
        errors: fieldErrors({ [ClassInputId.videoSwitches]: changeRefusedText(problem, t) }),
      });
      return;
    }
    // The partner work is a durable job (docs/jobs.md): committed before the ack, reported by DM.
    const request: VideoJobRequest = { classId: cls.classId, applyTo: readApplyTo(state), ...settings };
    await startJob(deps, {
      kind: VIDEO_JOB,
      actor: caller,
      sameAs: [args.view.id],
      title: t("classModals.titles.video"),
      request,
    });
    await args.ack();
    deps.jobs?.wake();
  },
};
