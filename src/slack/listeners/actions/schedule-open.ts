/** "Schedule a class" on the App Home tab: the same modal as `/class schedule`. */

import type { ButtonArgs } from "../../args.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { openScheduleModal } from "../../surfaces/schedule/open.js";

export function scheduleOpenClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await openScheduleModal(deps, args.client, args.body.trigger_id, callerOf(args.context), "");
  };
}
