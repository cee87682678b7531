/** The admin modal's navigation buttons: each names the page it leads to. */

import { type ButtonArgs, buttonValue, showInModal } from "../../lib/args.js";
import { callerOf, type SlackDeps } from "../../lib/context.js";
import { tFor } from "../../lib/locale/locale.js";
import { isAdminPage } from "./metadata.js";
import { type AdminTarget, adminPage } from "./pages.js";

export function adminNavigate(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const page = buttonValue(args);
    let target: AdminTarget = { page: "home", viewer: caller.userId };
    if (isAdminPage(page)) {
      if (page === "courses" || page === "people" || page === "labels") target = { page, offset: 0 };
      else if (page === "import") target = { page, draft: null };
      else if (page !== "home") target = { page };
    }
    const t = await tFor(deps, caller.teamId, caller.userId);
    await showInModal(args, await adminPage(deps, caller.teamId, target, null, t));
  };
}
