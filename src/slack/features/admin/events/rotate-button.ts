/** "New address" on the Class events page: the old address stops at once (answered as forged). */
import { classEventsState } from "../../../../classes/events/status.js";
import { type ButtonArgs, showInModal } from "../../../lib/args.js";
import { callerOf, type SlackDeps } from "../../../lib/context.js";
import { tFor } from "../../../lib/locale/locale.js";
import { classEventsPageView } from "./view.js";

export function classEventsRotateClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    // The row is "admin": the role was checked on this click, not taken from the view.
    const caller = callerOf(args.context);
    const state = await classEventsState(deps, caller.teamId, deps.publicUrl?.(), { renew: true });
    deps.logger.info({ team: caller.teamId, by: caller.userId }, "class events address replaced");
    const t = await tFor(deps, caller.teamId, caller.userId);
    await showInModal(args, classEventsPageView({ state, notice: t("classEvents.rotated"), t }));
  };
}
