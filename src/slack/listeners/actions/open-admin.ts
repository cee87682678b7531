/** "Open school admin" on the App Home tab: the same modal as `/class admin`. */

import type { ButtonArgs } from "../../args.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { tFor } from "../../locale.js";
import { openThenFill } from "../../modal-loading.js";
import { adminPage } from "../../surfaces/admin/pages.js";
import { adminLoadingView } from "../../views/admin/loading.js";

export function openAdminClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const { teamId, userId } = callerOf(args.context);
    const t = await tFor(deps, teamId, userId);
    await openThenFill(args.client, args.body.trigger_id, adminLoadingView(t), () =>
      adminPage(deps, teamId, { page: "home", viewer: userId }, null, t),
    );
  };
}
