/**
 * Class labels as a durable job: one batched call for the class (or the rest of its series); a lost
 * answer is asked again with the same labels on a later attempt (they replace the class's labels, so
 * sending them twice is safe). The report replaces the modal's working view.
 */
import { classAccess } from "../../../classes/actor.js";
import { type ApplyTo, anyUnconfirmed } from "../../../classes/apply-to.js";
import { setClassLabels } from "../../../classes/labels.js";
import { RetryJob } from "../../../delivery/index.js";
import { translator } from "../../../i18n/index.js";
import { classNoticeView, faceFor } from "../../lib/class-modals/frame.js";
import { CallbackId } from "../../lib/ids.js";
import type { SlackJobRow } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { classRefusalText } from "../../lib/words/refusal.js";
import { classLabelsReportView, labelsRefusalText } from "./view.js";

export const LABELS_JOB = "labels";

export const LABELS_FACE = {
  callbackId: CallbackId.classLabels,
  titleKey: "classModals.titles.labels",
} as const;

export interface LabelsJobRequest {
  readonly classId: number;
  readonly labelIds: readonly number[];
  readonly applyTo: ApplyTo;
}

export const labelsJob: SlackJobRow<LabelsJobRequest> = {
  kind: LABELS_JOB,
  async run(deps, actor, request, { lastAttempt }) {
    // The report is for whoever saved the labels, in their words (English when their language is unknown).
    const t = await tFor(deps, actor.teamId, actor.userId).catch(() => translator("en"));
    const face = faceFor(LABELS_FACE, t);
    // The person as known now, never the payload, decides: a teacher taken off the class stops here.
    const access = await classAccess(deps.store, actor, "labels", request.classId);
    if (!access.ok) return { view: classNoticeView(face.title, classRefusalText(access.refusal, t), t) };
    const result = await setClassLabels(deps, actor, request);
    if (!result.ok) return { view: classNoticeView(face.title, labelsRefusalText(result.refused, t), t) };
    if (anyUnconfirmed(result.classes) && !lastAttempt) {
      throw new RetryJob("the class service did not confirm the labels");
    }
    return {
      view: classLabelsReportView(face, {
        heading: access.cls,
        labelNames: result.labels.map((l) => l.name),
        classes: result.classes,
      }),
    };
  },
};
