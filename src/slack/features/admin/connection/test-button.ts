/** "Test connection": asks the partner through the stored connection and shows the answer in words. */
import { testConnection } from "../../../../classes/admin/connection.js";
import { type ButtonArgs, showInModal } from "../../../lib/args.js";
import { callerOf, type SlackDeps } from "../../../lib/context.js";
import { tFor } from "../../../lib/locale/locale.js";
import { adminPage } from "../pages.js";

export function connectionTestClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const outcome = await testConnection(deps, caller);
    deps.logger.info({ team: caller.teamId, ok: outcome.ok }, "connection tested");
    const t = await tFor(deps, caller.teamId, caller.userId);
    await showInModal(
      args,
      await adminPage(deps, caller.teamId, { page: "connection", lastTest: outcome }, null, t),
    );
  };
}
