/** Imports pasted people; a paste refused as a whole is a field error, bad lines go in the report. */
import { importPeople } from "../../../classes/admin/import.js";
import { fieldErrors, type SubmissionArgs, stateOf } from "../../args.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { InputId } from "../../ids.js";
import { adminPage } from "../../surfaces/admin/pages.js";
import { readImportText, validateImport } from "../../views/validation.js";

export function adminImportSubmitted(deps: SlackDeps) {
  return async (args: SubmissionArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const text = readImportText(stateOf(args));
    const check = validateImport(text);
    if (!check.value) {
      await args.ack({ response_action: "errors", errors: fieldErrors(check.errors) });
      return;
    }
    const result = await importPeople(deps, caller, check.value);
    if (!result.ok) {
      await args.ack({ response_action: "errors", errors: { [InputId.importCsv]: result.message } });
      return;
    }
    await args.ack({
      response_action: "update",
      view: await adminPage(deps, caller.teamId, { page: "import_report", verdicts: result.verdicts }),
    });
  };
}
