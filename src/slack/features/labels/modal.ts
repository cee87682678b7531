/**
 * The labels modal of one class. The form's rules (a choice, the school's labels as stored now) are
 * checked before the ack, on their fields; then a working page while the partner call runs as a
 * durable job (slack/features/labels/job.ts), and the report per class in its place.
 */
import { listLabels } from "../../../classes/admin/labels.js";
import { classLabelsForm, labelsFieldProblem } from "../../../classes/labels.js";
import { fieldErrors, stateOf } from "../../lib/args.js";
import { readMany } from "../../lib/blocks/form-values.js";
import { classNoticeView, classWorkingView, faceFor, readApplyTo } from "../../lib/class-modals/frame.js";
import type { ClassModalRow } from "../../lib/class-modals/row.js";
import { ActionId, ClassInputId } from "../../lib/ids.js";
import { startJob } from "../../lib/jobs/slack-job.js";
import { tFor } from "../../lib/locale/locale.js";
import { LABELS_FACE, LABELS_JOB, type LabelsJobRequest } from "./job.js";
import { classLabelsView, labelsProblemText, REMOVE_ALL } from "./view.js";

const face = LABELS_FACE;

export const labelsModal: ClassModalRow = {
  ...face,
  capability: "labels",
  button: ActionId.classLabels,
  async build(deps, { caller, cls }) {
    const t = await tFor(deps, caller.teamId, caller.userId);
    const mine = faceFor(face, t);
    const form = await classLabelsForm(deps, cls);
    if (form.labels.length === 0) return classNoticeView(mine.title, t("classLabels.noLabels"), t);
    return classLabelsView(mine, {
      classId: cls.classId,
      heading: cls,
      labels: form.labels,
      selected: cls.labelIds,
      laterInSeries: form.laterInSeries,
    });
  },
  async submit(deps, args, ctx) {
    const { caller, cls } = ctx;
    const t = await tFor(deps, caller.teamId, caller.userId);
    const mine = faceFor(face, t);
    const state = stateOf(args);
    const labelIds = readMany(state, ClassInputId.labelsPick).map(Number);
    const removeAll = readMany(state, ClassInputId.labelsRemoveAll).includes(REMOVE_ALL);
    const known = new Set((await listLabels(deps, caller.teamId)).map((l) => l.labelId));
    const problem = labelsFieldProblem(labelIds, removeAll, known);
    if (problem) {
      const field = problem.field === "removeAll" ? ClassInputId.labelsRemoveAll : ClassInputId.labelsPick;
      await args.ack({
        response_action: "errors",
        errors: fieldErrors({ [field]: labelsProblemText(problem, t) }),
      });
      return;
    }
    // The partner work is a durable job (docs/jobs.md): committed before the ack, whose working view
    // the job's report replaces.
    const request: LabelsJobRequest = { classId: cls.classId, labelIds, applyTo: readApplyTo(state) };
    await startJob(deps, {
      kind: LABELS_JOB,
      actor: caller,
      sameAs: [args.view.id],
      title: mine.title,
      viewId: args.view.id,
      request,
    });
    await args.ack({
      response_action: "update",
      view: classWorkingView(mine.title, t("classLabels.saving"), t),
    });
    deps.jobs?.wake();
  },
};
