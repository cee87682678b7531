/** Publishes the caller's App Home tab whenever they open it, so it is always current. */
import type { AllMiddlewareArgs, SlackEventMiddlewareArgs } from "@slack/bolt";
import { connectionState } from "../../../classes/admin/connection.js";
import { upcomingClassesFor } from "../../../classes/classes-list.js";
import { myClassLinks } from "../../../classes/student-links.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { homeView } from "../../views/home.js";

export type HomeOpenedArgs = SlackEventMiddlewareArgs<"app_home_opened"> & AllMiddlewareArgs;

export function appHomeOpened(deps: SlackDeps) {
  return async (args: HomeOpenedArgs): Promise<void> => {
    // The Messages tab fires the same event; only the Home tab shows our view.
    if (args.event.tab !== undefined && args.event.tab !== "home") return;
    const caller = callerOf(args.context);
    const student = caller.role === "student" ? caller.person : null;
    const [{ scope, classes }, connection, myClasses] = await Promise.all([
      // A student's list is their own classes with links, read below.
      student
        ? Promise.resolve({ scope: "attending" as const, classes: [] })
        : upcomingClassesFor(deps.store, {
            teamId: caller.teamId,
            role: caller.role,
            person: caller.person,
            now: deps.clock(),
          }),
      caller.role === "admin" ? connectionState(deps, caller.teamId) : Promise.resolve(null),
      student
        ? myClassLinks(deps.store, { teamId: caller.teamId, student, now: deps.clock() })
        : Promise.resolve(undefined),
    ]);
    await args.client.views.publish({
      user_id: caller.userId,
      view: homeView({
        role: caller.role,
        scope,
        classes,
        connected: connection !== null,
        ...(myClasses && { myClasses }),
      }),
    });
  };
}
