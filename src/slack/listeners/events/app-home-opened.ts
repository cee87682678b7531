/** Publishes the caller's App Home tab whenever they open it, so it is always current. */
import type { AllMiddlewareArgs, SlackEventMiddlewareArgs } from "@slack/bolt";
import { callerOf, type SlackDeps } from "../../context.js";
import { publishHome } from "../../surfaces/home/publish.js";

export type HomeOpenedArgs = SlackEventMiddlewareArgs<"app_home_opened"> & AllMiddlewareArgs;

export function appHomeOpened(deps: SlackDeps) {
  return async (args: HomeOpenedArgs): Promise<void> => {
    // The Messages tab fires the same event; only the Home tab shows our view.
    if (args.event.tab !== undefined && args.event.tab !== "home") return;
    await publishHome(deps, args.client, callerOf(args.context));
  };
}
