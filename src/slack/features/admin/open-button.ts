/** "Open school admin" on the App Home tab: the same modal as `/class admin`. */

import type { ButtonArgs } from "../../lib/args.js";
import { callerOf, type SlackDeps } from "../../lib/context.js";
import { tFor } from "../../lib/locale/locale.js";
import { openThenFill } from "../../lib/modal-loading.js";
import { adminLoadingView } from "./loading.js";
import { adminPage } from "./pages.js";

export function openAdminClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const { teamId, userId } = callerOf(args.context);
    const t = await tFor(deps, teamId, userId);
    await openThenFill(args.client, args.body.trigger_id, adminLoadingView(t), () =>
      adminPage(deps, teamId, { page: "home", viewer: userId }, null, t),
    );
  };
}
