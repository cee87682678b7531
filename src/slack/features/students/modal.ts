/**
 * The students modal: people picked directly are checked against the directory before the ack (an
 * inline error, nothing sent); a picked channel's members are read after it (those who are not
 * students are left out quietly anyway), then the partner calls run and the per-student report
 * arrives as a DM. Each stored chunk commits with its students' live link DMs (when the box is
 * ticked), via `enrolmentNotices`. "Remove students" of a class with more than a menu holds is searched here.
 */
import { prepareEnrolment, studentsOfClass } from "../../../classes/enrol-students.js";
import { fieldErrors, stateOf } from "../../lib/args.js";
import { readMany } from "../../lib/blocks/form-values.js";
import { faceFor, readApplyTo } from "../../lib/class-modals/frame.js";
import type { ClassModalRow } from "../../lib/class-modals/row.js";
import { ActionId, ClassInputId, classModalCallbackId } from "../../lib/ids.js";
import { ENROL_JOB, type EnrolJobRequest } from "../../lib/jobs/enrol-request.js";
import { startJob } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { channelsDeclined } from "../../lib/scopes/granted.js";
import { isConversationId, namedPicks, pickedChannel, sendLinksTicked } from "./form-values.js";
import { refusedAnswer } from "./refused.js";
import { removeSearched } from "./remove-search.js";
import { ADD_ANYWAY, studentsModalView } from "./view.js";

const face = {
  callbackId: classModalCallbackId("students"),
  titleKey: "classModals.titles.students",
} as const;

export const studentsModal: ClassModalRow = {
  ...face,
  capability: "students",
  button: ActionId.classStudents,
  async build(deps, { caller, cls }) {
    const mine = faceFor(face, await tFor(deps, caller.teamId, caller.userId));
    const [enrolled, declined] = await Promise.all([
      studentsOfClass(deps.store, caller.teamId, cls.classId),
      channelsDeclined(deps, caller.teamId),
    ]);
    return studentsModalView(mine, cls, enrolled, undefined, declined);
  },
  async submit(deps, args, ctx) {
    const { caller, cls } = ctx;
    const t = await tFor(deps, caller.teamId, caller.userId);
    const state = stateOf(args);
    const channel = pickedChannel(state);
    // Slack only sends a conversation ID here; anything else would be echoed into the report.
    if (channel !== undefined && !isConversationId(channel)) {
      await args.ack({
        response_action: "errors",
        errors: fieldErrors({ [ClassInputId.studentsChannel]: t("classStudents.pickChannel") }),
      });
      return;
    }
    const prepared = await prepareEnrolment(deps, caller, {
      classId: cls.classId,
      applyTo: readApplyTo(state),
      addSlackUserIds: readMany(state, ClassInputId.studentsAdd),
      channelPending: channel !== undefined,
      removeUids: readMany(state, ClassInputId.studentsRemove),
      addOthersAnyway: readMany(state, ClassInputId.studentsAddAnyway).includes(ADD_ANYWAY),
    });
    if (!prepared.ok) {
      const answer = await refusedAnswer(
        deps,
        args.client,
        ctx,
        prepared,
        state,
        faceFor(face, t),
        args.view,
      );
      await args.ack(answer);
      return;
    }
    const leftOut = prepared.plan.leftOut ? await namedPicks(args.client, prepared.plan.leftOut) : undefined;
    // The partner work is a durable job: committed before the ack, done even across a restart.
    const request: EnrolJobRequest = {
      classId: cls.classId,
      applyTo: prepared.plan.applyTo,
      add: prepared.plan.add,
      remove: prepared.plan.remove,
      ...(channel ? { channel } : {}),
      sendLinks: sendLinksTicked(state),
      ...(leftOut ? { leftOut } : {}),
    };
    await startJob(deps, {
      kind: ENROL_JOB,
      actor: caller,
      sameAs: [args.view.id],
      title: t("classModals.titles.students"),
      request,
    });
    await args.ack();
    deps.jobs?.wake();
  },
  options: { [ClassInputId.studentsRemove]: removeSearched },
};
