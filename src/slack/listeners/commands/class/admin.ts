/** `/class admin`: the admin modal, opened at once and filled with the start page. */

import type { Subcommand } from "../../../args.js";
import { tFor } from "../../../locale.js";
import { openThenFill } from "../../../modal-loading.js";
import { adminPage } from "../../../surfaces/admin/pages.js";
import { adminLoadingView } from "../../../views/admin/loading.js";

export const adminSubcommand: Subcommand = async (deps, caller, { body, client }) => {
  const t = await tFor(deps, caller.teamId, caller.userId);
  await openThenFill(client, body.trigger_id, adminLoadingView(t), () =>
    adminPage(deps, caller.teamId, { page: "home", viewer: caller.userId }, null, t),
  );
};
