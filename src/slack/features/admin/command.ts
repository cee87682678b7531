/** `/class admin`: the admin modal, opened at once and filled with the start page. */

import type { Subcommand } from "../../lib/args.js";
import { tFor } from "../../lib/locale/locale.js";
import { openThenFill } from "../../lib/modal-loading.js";
import { adminLoadingView } from "./loading.js";
import { adminPage } from "./pages.js";

export const adminSubcommand: Subcommand = async (deps, caller, { body, client }) => {
  const t = await tFor(deps, caller.teamId, caller.userId);
  await openThenFill(client, body.trigger_id, adminLoadingView(t), () =>
    adminPage(deps, caller.teamId, { page: "home", viewer: caller.userId }, null, t),
  );
};
