/**
 * Saves a class's labels. Checks what can be checked at once (a choice, the school's labels, the
 * class access, read fresh from the store), answers with a working page, and finishes the partner
 * call in the background with a report per class.
 */
import { listLabels } from "../../../classes/admin/labels.js";
import { classAccess } from "../../../classes/class-actor.js";
import {
  type ApplyTo,
  MAX_LABELS_PER_CLASS,
  setClassLabels,
  TOO_MANY_LABELS_TEXT,
} from "../../../classes/labels.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { InputId } from "../../ids.js";
import { APPLY_TO_SERIES, classLabelsReportView, REMOVE_ALL } from "../../views/class-labels.js";
import { classNoticeView, classWorkingView, decodeClassModalMetadata } from "../../views/class-modal.js";
import { readMany, readOption } from "../../views/form-values.js";
import { actorOf } from "../class-modals.js";
import { type SubmissionArgs, stateOf } from "./types.js";

const TITLE = "Class labels";

export function classLabelsSubmitted(deps: SlackDeps) {
  return async (args: SubmissionArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const actor = actorOf(caller);
    const classId = decodeClassModalMetadata(args.view.private_metadata)?.classId;
    const access = await classAccess(deps.store, actor, "labels", classId ?? Number.NaN);
    if (!access.ok) {
      deps.logger.info({ team: caller.teamId, user: caller.userId, reason: access.reason }, "refused");
      await args.ack({ response_action: "update", view: classNoticeView(TITLE, access.reason) });
      return;
    }
    const state = stateOf(args);
    const picked = readMany(state, InputId.classLabelsPick);
    const removeAll = readMany(state, InputId.classLabelsRemoveAll).includes(REMOVE_ALL);
    const applyTo: ApplyTo = readOption(state, InputId.classApplyTo) === APPLY_TO_SERIES ? "series" : "class";
    const known = new Map((await listLabels(deps, caller.teamId)).map((l) => [String(l.labelId), l]));
    const errors: Record<string, string> = {};
    if (picked.length === 0 && !removeAll) {
      errors[InputId.classLabelsPick] =
        "Pick at least one label. To take every label off, tick “Remove all labels” below and save again.";
    } else if (picked.length > 0 && removeAll) {
      errors[InputId.classLabelsRemoveAll] =
        "Untick this to keep the labels you picked, or clear the labels.";
    } else if (picked.some((id) => !known.has(id))) {
      errors[InputId.classLabelsPick] = "Some of these labels were just removed by an admin; pick again.";
    } else if (picked.length > MAX_LABELS_PER_CLASS) {
      errors[InputId.classLabelsPick] = TOO_MANY_LABELS_TEXT;
    }
    if (Object.keys(errors).length > 0) {
      await args.ack({ response_action: "errors", errors });
      return;
    }
    await args.ack({ response_action: "update", view: classWorkingView(TITLE, "Saving the labels…") });
    const viewId = args.body.view.id;
    const labelIds = picked.map(Number);
    const work = (async () => {
      const result = await setClassLabels(deps, actor, {
        classId: access.cls.classId,
        labelIds,
        applyTo,
      });
      const view = result.ok
        ? classLabelsReportView({
            heading: access.cls,
            labelNames: result.labels.map((l) => l.name),
            classes: result.classes,
          })
        : classNoticeView(TITLE, result.message);
      await args.client.views.update({ view_id: viewId, view });
    })();
    await deps.inFlight.track(work);
  };
}
