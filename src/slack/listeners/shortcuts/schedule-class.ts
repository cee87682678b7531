/** Global shortcut "Schedule a class": the same modal as `/class schedule`. */
import type { AllMiddlewareArgs, GlobalShortcut, SlackShortcutMiddlewareArgs } from "@slack/bolt";
import { callerOf, type SlackDeps } from "../../context.js";
import { openScheduleModal } from "../../surfaces/schedule/open.js";

export type ShortcutArgs = SlackShortcutMiddlewareArgs<GlobalShortcut> & AllMiddlewareArgs;

export function scheduleClassShortcut(deps: SlackDeps) {
  return async (args: ShortcutArgs): Promise<void> => {
    await openScheduleModal(deps, args.client, args.shortcut.trigger_id, callerOf(args.context), "");
  };
}
