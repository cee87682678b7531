/** Global shortcut "Schedule a class": the same modal as `/class schedule`. */
import type { AllMiddlewareArgs, GlobalShortcut, SlackShortcutMiddlewareArgs } from "@slack/bolt";
import { callerOf, type SlackDeps } from "../../lib/context.js";
import { openScheduleModal } from "./open.js";

export type ShortcutArgs = SlackShortcutMiddlewareArgs<GlobalShortcut> & AllMiddlewareArgs;

export function scheduleClassShortcut(deps: SlackDeps) {
  return async (args: ShortcutArgs): Promise<void> => {
    await openScheduleModal(deps, args.client, args.shortcut.trigger_id, callerOf(args.context), "");
  };
}
