/**
 * The labels modal of one class. The form's rules (a choice, the school's labels as stored now) are
 * checked before the ack, on their fields; then a working page while the partner call runs, and the
 * report per class in its place.
 */
import { listLabels } from "../../../classes/admin/labels.js";
import { classLabelsForm, labelsFieldProblem, setClassLabels } from "../../../classes/labels.js";
import { stateOf } from "../../args.js";
import { ActionId, CallbackId, ClassInputId } from "../../ids.js";
import { classNoticeView, readApplyTo } from "../../views/class-modals/frame.js";
import { classLabelsReportView, classLabelsView, REMOVE_ALL } from "../../views/class-modals/labels.js";
import { readMany } from "../../views/form-values.js";
import { saveInModal } from "./finish.js";
import type { ClassModalRow } from "./row.js";

const face = { title: "Class labels", callbackId: CallbackId.classLabels };

export const labelsModal: ClassModalRow = {
  ...face,
  capability: "labels",
  button: ActionId.classLabels,
  async build(deps, { cls }) {
    const form = await classLabelsForm(deps, cls);
    if (form.labels.length === 0) {
      return classNoticeView(
        face.title,
        "Your school has no labels yet. An admin adds them in `/class admin` → Labels, with their label ids from the class service.",
      );
    }
    return classLabelsView(face, {
      classId: cls.classId,
      heading: cls,
      labels: form.labels,
      selected: cls.labelIds,
      laterInSeries: form.laterInSeries,
    });
  },
  async submit(deps, args, ctx) {
    const { caller, cls } = ctx;
    const state = stateOf(args);
    const labelIds = readMany(state, ClassInputId.labelsPick).map(Number);
    const removeAll = readMany(state, ClassInputId.labelsRemoveAll).includes(REMOVE_ALL);
    const known = new Set((await listLabels(deps, caller.teamId)).map((l) => l.labelId));
    const problem = labelsFieldProblem(labelIds, removeAll, known);
    if (problem) {
      const field = problem.field === "removeAll" ? ClassInputId.labelsRemoveAll : ClassInputId.labelsPick;
      await args.ack({ response_action: "errors", errors: { [field]: problem.message } });
      return;
    }
    await saveInModal(
      deps,
      args.client,
      ctx,
      {
        title: face.title,
        text: "Saving the labels…",
        viewId: args.body.view.id,
        show: (view) => args.ack({ response_action: "update", view }),
      },
      async () => {
        const result = await setClassLabels(deps, caller, {
          classId: cls.classId,
          labelIds,
          applyTo: readApplyTo(state),
        });
        return result.ok
          ? classLabelsReportView(face, {
              heading: cls,
              labelNames: result.labels.map((l) => l.name),
              classes: result.classes,
            })
          : classNoticeView(face.title, result.message);
      },
    );
  },
};
