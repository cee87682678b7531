/** Global shortcut "Schedule a class": the same modal as `/class schedule`. */
import type { ShortcutArgs } from "../../lib/args.js";
import { callerOf, type SlackDeps } from "../../lib/context.js";
import { openScheduleModal } from "./open.js";

export function scheduleClassShortcut(deps: SlackDeps) {
  return async (args: ShortcutArgs): Promise<void> => {
    await openScheduleModal(deps, args.client, args.shortcut.trigger_id, callerOf(args.context), "");
  };
}
