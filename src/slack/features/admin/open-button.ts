/** "Open school admin" on the App Home tab: the same modal as `/class admin`; and its Courses page from a DM. */

import type { ButtonArgs } from "../../lib/args.js";
import { callerOf, type SlackDeps } from "../../lib/context.js";
import { tFor } from "../../lib/locale/locale.js";
import { openThenFill } from "../../lib/modal-loading.js";
import { adminLoadingView } from "./loading.js";
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
    await openThenFill(args.client, args.body.trigger_id, adminLoadingView(t), () =>
      adminPage(deps, teamId, { page: "home", viewer: userId }, null, t),
    );
  };
}
