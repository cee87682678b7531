/** Adds or renames a label; the label being renamed comes from the page's private_metadata. */
import { knownLabels, LABEL_NAME_MAX_LENGTH, saveLabel } from "../../../../classes/admin/labels.js";
import { fieldErrors, type SubmissionArgs, stateOf } from "../../../lib/args.js";
import { readOption, readText } from "../../../lib/blocks/form-values.js";
import { callerOf, type SlackDeps } from "../../../lib/context.js";
import { InputId } from "../../../lib/ids.js";
import { tFor } from "../../../lib/locale/locale.js";
import { decodeAdminMetadata } from "../metadata.js";
import { adminPage } from "../pages.js";
import { adminProblemText } from "../problems.js";

export function adminLabelFormSubmitted(deps: SlackDeps) {
  return async (args: SubmissionArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const t = await tFor(deps, caller.teamId, caller.userId);
    const metadata = decodeAdminMetadata(args.view.private_metadata);
    const editing = metadata?.page === "label_form" ? metadata.labelId : null;
    const state = stateOf(args);
    const errors: Record<string, string> = {};
    let labelId = editing;
    let name = readText(state, InputId.labelName);
    if (editing === null) {
      const text = readText(state, InputId.labelId);
      const pickedId = readOption(state, InputId.labelKnown);
      // The choice is checked against the labels offered now, so a crafted value adds nothing unknown.
      const picked =
        pickedId === null
          ? undefined
          : (await knownLabels(deps, caller.teamId)).find((l) => String(l.labelId) === pickedId);
      if (pickedId !== null && text !== "")
        errors[InputId.labelId] = t("adminDirectory.labelForm.errors.both");
      else if (pickedId !== null && !picked)
        errors[InputId.labelKnown] = t("adminDirectory.labelForm.errors.pickAgain");
      else if (picked) {
        labelId = picked.labelId;
        if (name === "" && picked.name !== null) name = picked.name;
      } else if (!/^[1-9]\d{0,15}$/.test(text) || !Number.isSafeInteger(Number(text)))
        errors[InputId.labelId] = t(
          text === "" && state?.[InputId.labelKnown] !== undefined
            ? "adminDirectory.labelForm.errors.pickOrId"
            : "adminDirectory.labelForm.errors.id",
        );
      else labelId = Number(text);
    }
    if (name === "") errors[InputId.labelName] = t("adminDirectory.labelForm.errors.name");
    // Slack enforces the input's max_length in its client only; the store refuses a longer name.
    else if (name.length > LABEL_NAME_MAX_LENGTH)
      errors[InputId.labelName] = t("adminDirectory.labelForm.errors.nameLength", {
        max: LABEL_NAME_MAX_LENGTH,
      });
    if (Object.keys(errors).length > 0 || labelId === null) {
      await args.ack({ response_action: "errors", errors: fieldErrors(errors) });
      return;
    }
    const saved = await saveLabel(deps, caller, { labelId, name, editing: editing !== null });
    if (!saved.ok) {
      const field = saved.field === "labelId" ? InputId.labelId : InputId.labelName;
      await args.ack({
        response_action: "errors",
        errors: fieldErrors({ [field]: adminProblemText(saved.problem, t) }),
      });
      return;
    }
    const notice = t(saved.created ? "adminDirectory.labelForm.added" : "adminDirectory.labelForm.renamed", {
      name: saved.label.name,
    });
    await args.ack({
      response_action: "update",
      view: await adminPage(deps, caller.teamId, { page: "labels" }, notice, t),
    });
  };
}
