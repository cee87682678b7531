/**
 * "Open school admin" on the App Home tab: the same modal as `/class admin`. The welcome DM's steps
 * use the same button with the page as its value ("settings", "connection", "people", "courses"),
 * opening the modal there, and so does "Open Courses" in an admin's DM about a refused course
 * ("courses"). The row's "admin" access checks the role again on every click (the DM may be old, the
 * role gone), and a value that is not a page opens the start page.
 */

import { type ButtonArgs, buttonValue } from "../../lib/args.js";
import { callerOf, type SlackDeps } from "../../lib/context.js";
import { tFor } from "../../lib/locale/locale.js";
import { openThenFill } from "../../lib/modal-loading.js";
import { adminLoadingView } from "./loading.js";
import { navigationTarget } from "./navigate.js";
import { adminPage } from "./pages.js";

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
