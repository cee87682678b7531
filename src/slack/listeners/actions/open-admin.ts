/** "Open school admin" on the App Home tab: the same modal as `/class admin`. */
import { callerOf, type SlackDeps } from "../../context.js";
import { adminLoadingView, adminPage } from "../admin-pages.js";
import type { ButtonArgs } from "./types.js";

export function openAdminClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const { teamId } = callerOf(args.context);
    const opened = await args.client.views.open({
      trigger_id: args.body.trigger_id,
      view: adminLoadingView(),
    });
    const viewId = opened.view?.id;
    if (!viewId) throw new Error("views.open answered without a view id");
    await args.client.views.update({
      view_id: viewId,
      view: await adminPage(deps, teamId, { page: "home" }),
    });
  };
}
