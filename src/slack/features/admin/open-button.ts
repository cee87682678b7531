/**
 * "Open school admin" on the App Home tab: the same modal as `/class admin`. The welcome DM's steps
 * use the same button with the page as its value ("settings", "connection", "people", "courses"),
 * opening the modal there; the role is checked for this action like any admin button, and a value
 * that is not a page opens the start page.
 */

import { type ButtonArgs, buttonValue } from "../../lib/args.js";
import { callerOf, type SlackDeps } from "../../lib/context.js";
import { tFor } from "../../lib/locale/locale.js";
import { openThenFill } from "../../lib/modal-loading.js";
import { adminLoadingView } from "./loading.js";
import { navigationTarget } from "./navigate.js";
import { adminPage } from "./pages.js";

/**
 * "Open Courses" in an admin's DM about a refused course: the admin modal on the Courses page. The
 * row's "admin" access checks the role again on the click (the DM may be old, the role gone).
 */
export function openAdminCoursesClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const { teamId, userId } = callerOf(args.context);
    const t = await tFor(deps, teamId, userId);
    await openThenFill(args.client, args.body.trigger_id, adminLoadingView(t), () =>
      adminPage(deps, teamId, { page: "courses" }, null, t),
    );
  };
}

export function openAdminClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const { teamId, userId } = callerOf(args.context);
    const t = await tFor(deps, teamId, userId);
    const value = buttonValue(args);
    await openThenFill(args.client, args.body.trigger_id, adminLoadingView(t), () =>
      adminPage(deps, teamId, navigationTarget(value, userId), null, t),
    );
  };
}
