/**
 * Class labels as a durable job: one batched call for the class (or the rest of its series); a lost
 * answer is asked again with the same labels on a later attempt (they replace the class's labels, so
 * sending them twice is safe). The report replaces the modal's working view.
 */
import { classAccess } from "../../../classes/actor.js";
import { type ApplyTo, anyUnconfirmed } from "../../../classes/apply-to.js";
import { changedBy } from "../../../classes/cancelled-by.js";
import { setClassLabels } from "../../../classes/labels.js";
import { editStaffScheduleDmsOf } from "../../../classes/notices/staff-dm-edits.js";
import { tellStaffOfChangeOf } from "../../../classes/notices/teacher-notices.js";
import { RetryJob } from "../../../delivery/index.js";
import { translator } from "../../../i18n/index.js";
import type { StoreTransaction } from "../../../store/index.js";
import { classNoticeView, faceFor } from "../../lib/class-modals/frame.js";
import { CallbackId } from "../../lib/ids.js";
import type { SlackJobRow } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { timeZoneOf } from "../../lib/locale/zones.js";
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
  async run(deps, actor, request, { client, job, lastAttempt }) {
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
    const { change } = result;
    const zone = await timeZoneOf(deps, client, actor);
    const classIds = result.classes.filter((c) => c.ok).map((c) => c.classId);
    return {
      view: classLabelsReportView(face, {
        heading: access.cls,
        labelNames: result.labels.map((l) => l.name),
        classes: result.classes,
        scope: { scope: result.scope, zone },
        ...(change ? { change } : {}),
      }),
      // The teacher's and assistant's scheduling message shows the labels the classes have now, and
      // they are told once, by whom and which labels, when someone else changed them.
      commit: async (tx: StoreTransaction) => {
        if (classIds.length === 0 || !change) return;
        const cause = `labels:job${job.id}`;
        await editStaffScheduleDmsOf(tx, deps, { teamId: actor.teamId, classIds, cause });
        await tellStaffOfChangeOf(tx, deps, {
          teamId: actor.teamId,
          classIds,
          byUserId: actor.userId,
          by: changedBy(actor),
          changeKey: cause,
          notice: { change: "labels", added: change.added, removed: change.removed },
        });
      },
    };
  },
};
