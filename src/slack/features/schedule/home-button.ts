/** "Schedule a class" on the App Home tab: the same modal as `/class schedule`. */

import type { ButtonArgs } from "../../lib/args.js";
import { callerOf, type SlackDeps } from "../../lib/context.js";
import { openScheduleModal } from "./open.js";

export function scheduleOpenClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    await openScheduleModal(deps, args.client, args.body.trigger_id, callerOf(args.context), "");
  };
}
