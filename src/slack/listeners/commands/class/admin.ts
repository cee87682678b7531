/** `/class admin`: the modal opens at once (the trigger lasts 3 s), then shows the real start page. */
import { adminLoadingView, adminPage } from "../../admin-pages.js";
import type { Subcommand } from "./types.js";

export const adminSubcommand: Subcommand = {
  capability: "admin",
  async run(deps, caller, { body, client }) {
    const opened = await client.views.open({ trigger_id: body.trigger_id, view: adminLoadingView() });
    const viewId = opened.view?.id;
    if (!viewId) throw new Error("views.open answered without a view id");
    const view = await adminPage(deps, caller.teamId, { page: "home" });
    await client.views.update({ view_id: viewId, view });
  },
};
