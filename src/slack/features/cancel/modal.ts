/**
 * The cancel modal: a confirmation ("this class" / "this and all later classes of the series"), then
 * a durable job (src/slack/features/cancel/job.ts). A class in session or over is refused before anything is
 * sent, when the modal opens and again on submit. The working view is replaced by the report.
 */
import {
  CANCEL_JOB,
  type CancelRequest,
  cancelReasonOf,
  checkCancel,
} from "../../../classes/cancel-class.js";
import { stateOf } from "../../lib/args.js";
import { readRawText } from "../../lib/blocks/form-values.js";
import { userText } from "../../lib/blocks/text.js";
import { classNoticeView, classWorkingView, faceFor, readApplyTo } from "../../lib/class-modals/frame.js";
import type { ClassModalRow } from "../../lib/class-modals/row.js";
import { ActionId, ClassInputId, classModalCallbackId } from "../../lib/ids.js";
import { startJob } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { classRefusalText } from "../../lib/words/refusal.js";
import { cancelConfirmView, cancelRefusedView } from "./view.js";

const face = { callbackId: classModalCallbackId("cancel"), titleKey: "classModals.titles.cancel" } as const;

export const cancelModal: ClassModalRow = {
  ...face,
  capability: "cancel",
  button: ActionId.classCancel,
  async build(deps, { caller, cls }) {
    const t = await tFor(deps, caller.teamId, caller.userId);
    const mine = faceFor(face, t);
    const check = await checkCancel(deps, caller, cls.classId);
    if (check.ok) return cancelConfirmView(mine, check);
    if (check.why === "access")
      return classNoticeView(mine.title, classRefusalText(check.refusal, t), mine.t);
    return cancelRefusedView(mine, cls, check.why);
  },
  async submit(deps, args, { caller, cls }) {
    const t = await tFor(deps, caller.teamId, caller.userId);
    const mine = faceFor(face, t);
    const check = await checkCancel(deps, caller, cls.classId);
    if (!check.ok) {
      const view =
        check.why === "access"
          ? classNoticeView(mine.title, classRefusalText(check.refusal, t), t)
          : cancelRefusedView(mine, cls, check.why);
      await args.ack({ response_action: "update", view });
      return;
    }
    const request: CancelRequest = {
      classId: cls.classId,
      applyTo: readApplyTo(stateOf(args)),
      cause: "teacher",
      ...withReason(cancelReasonOf(readRawText(stateOf(args), ClassInputId.cancelReason))),
    };
    // Committed before the ack: a double click, a Slack retry or a restart makes it one cancel.
    await startJob(deps, {
      kind: CANCEL_JOB,
      actor: caller,
      sameAs: [CANCEL_JOB],
      title: mine.title,
      viewId: args.view.id,
      request,
    });
    await args.ack({
      response_action: "update",
      view: classWorkingView(
        mine.title,
        t("classModals.cancelClass.working", { name: userText(cls.name, 200) }),
        t,
      ),
    });
    deps.jobs?.wake();
  },
};

/** The reason, when one was typed (kept out of the request otherwise). */
function withReason(reason: string | undefined): { reason?: string } {
  return reason === undefined ? {} : { reason };
}
