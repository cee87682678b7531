/** Saves the school connection; problems are shown on their fields, the SECRET is never echoed. */

import { connectionState, saveConnection } from "../../../classes/admin/connection.js";
import { fieldErrors, type SubmissionArgs, stateOf } from "../../args.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { InputId } from "../../ids.js";
import { adminPage } from "../../surfaces/admin/pages.js";
import { refreshHomesLater } from "../../surfaces/home/publish.js";
import { readConnectionValues, validateConnection } from "../../views/validation.js";

export function adminConnectionSubmitted(deps: SlackDeps) {
  return async (args: SubmissionArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const stored = await connectionState(deps, caller.teamId);
    const check = validateConnection(readConnectionValues(stateOf(args)), { hasSecret: stored !== null });
    if (!check.value) {
      await args.ack({ response_action: "errors", errors: fieldErrors(check.errors) });
      return;
    }
    const saved = await saveConnection(deps, caller, check.value);
    if (!saved.ok) {
      await args.ack({ response_action: "errors", errors: { [InputId.connectionSecret]: saved.message } });
      return;
    }
    const view = await adminPage(
      deps,
      caller.teamId,
      { page: "connection" },
      "School connection saved. Use Test connection to check it.",
    );
    await args.ack({ response_action: "update", view });
    // The admin's Home says whether the school is connected.
    refreshHomesLater(deps, args.client, caller.teamId, [caller.userId]);
  };
}
