/** The admin modal's navigation buttons: each names the page it leads to. */

import { type ButtonArgs, buttonValue, showInModal } from "../../lib/args.js";
import { callerOf, type SlackDeps } from "../../lib/context.js";
import { tFor } from "../../lib/locale/locale.js";
import { ADMIN_PAGE_TABLE, isAdminPage } from "./metadata.js";
import { type AdminTarget, adminPage } from "./pages.js";

/**
 * The page a navigation button's value names, at its start (a list's first page, an empty import);
 * anything else, a page only reached from another page, or a crafted value: the start page.
 */
export function navigationTarget(value: string, viewer: string): AdminTarget {
  if (!isAdminPage(value) || !ADMIN_PAGE_TABLE[value].nav) return { page: "home", viewer };
  if (value === "courses" || value === "people" || value === "labels") return { page: value, offset: 0 };
  if (value === "import") return { page: value, draft: null };
  if (value === "home") return { page: value, viewer };
  return { page: value } as AdminTarget;
}

export function adminNavigate(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const target = navigationTarget(buttonValue(args), caller.userId);
    const t = await tFor(deps, caller.teamId, caller.userId);
    await showInModal(args, await adminPage(deps, caller.teamId, target, null, t));
  };
}
