/**
 * Greets the school's first admin once (classes/admin/welcome.ts) with the welcome DM: after an OAuth
 * install, and in single-workspace mode when an admin first opens the app (Home or Messages tab).
 */
import { welcomeFirstAdmin } from "../../../classes/admin/welcome.js";
import type { SlackDeps } from "../context.js";
import { tFor } from "../locale/locale.js";
import { welcomeAdminDm } from "./view.js";

export async function greetFirstAdmin(
  deps: Pick<SlackDeps, "store" | "delivery" | "logger" | "profileLocaleOf">,
  teamId: string,
  slackUserId: string,
): Promise<void> {
  const greeted = await welcomeFirstAdmin(deps, {
    teamId,
    slackUserId,
    // In the admin's own language: their choice on Home, else their Slack locale.
    render: async (progress) => welcomeAdminDm(await tFor(deps, teamId, slackUserId), progress),
  });
  if (greeted) deps.logger.info({ team: teamId, user: slackUserId }, "first admin welcomed");
}
