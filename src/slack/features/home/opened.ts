/**
 * Publishes the caller's App Home tab whenever they open it, so it is always current. An admin opening
 * either tab first in a workspace not yet welcomed (single-workspace mode) gets the welcome DM.
 */
import type { AllMiddlewareArgs, SlackEventMiddlewareArgs } from "@slack/bolt";
import { callerOf, type SlackDeps } from "../../lib/context.js";
import { greetFirstAdmin } from "../../lib/welcome/send.js";

export type HomeOpenedArgs = SlackEventMiddlewareArgs<"app_home_opened"> & AllMiddlewareArgs;

export function appHomeOpened(deps: SlackDeps) {
  return async (args: HomeOpenedArgs): Promise<void> => {
    const caller = callerOf(args.context);
    if (caller.role === "admin") await greetFirstAdmin(deps, caller.teamId, caller.userId);
    // The Messages tab fires the same event; only the Home tab shows our view.
    if (args.event.tab !== undefined && args.event.tab !== "home") return;
    await deps.homes.publish(deps, args.client, caller);
  };
}
