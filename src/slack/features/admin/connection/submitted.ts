/** Saves the school connection; problems are shown on their fields, the SECRET is never echoed. */

import { connectionState, saveConnection } from "../../../../classes/admin/connection.js";
import { fieldErrors, type SubmissionArgs, stateOf } from "../../../lib/args.js";
import { readMany } from "../../../lib/blocks/form-values.js";
import { callerOf, type SlackDeps } from "../../../lib/context.js";
import { InputId } from "../../../lib/ids.js";
import { tFor } from "../../../lib/locale/locale.js";
import { adminPage } from "../pages.js";
import { adminProblemText } from "../problems.js";
import { readConnectionValues, validateConnection } from "../validation.js";

const FIELD_INPUT = {
  secret: InputId.connectionSecret,
  sid: InputId.connectionSid,
  baseUrl: InputId.connectionBaseUrl,
} as const;

export function adminConnectionSubmitted(deps: SlackDeps) {
  return async (args: SubmissionArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const t = await tFor(deps, caller.teamId, caller.userId);
    const stored = await connectionState(deps, caller.teamId);
    const check = validateConnection(readConnectionValues(stateOf(args)), { hasSecret: stored !== null }, t);
    if (!check.value) {
      await args.ack({ response_action: "errors", errors: fieldErrors(check.errors) });
      return;
    }
    const saveAnyway = readMany(stateOf(args), InputId.connectionSaveAnyway).length > 0;
    const saved = await saveConnection(deps, caller, { ...check.value, saveAnyway });
    if (!saved.ok) {
      await args.ack({
        response_action: "errors",
        errors: fieldErrors({ [FIELD_INPUT[saved.field]]: adminProblemText(saved.problem, t) }),
      });
      return;
    }
    const notice = saved.test.ok
      ? t("admin.connection.savedWorks")
      : { ok: false, text: t("admin.connection.savedRefused") };
    const view = await adminPage(
      deps,
      caller.teamId,
      { page: "connection", lastTest: saved.test },
      notice,
      t,
    );
    await args.ack({ response_action: "update", view });
    // The admin's Home says whether the school is connected.
    deps.homes.refreshLater(deps, args.client, caller.teamId, [caller.userId]);
  };
}
