/**
 * `app_uninstalled` and `tokens_revoked`: the school left. Its erase is queued as a durable job
 * (src/classes/leaving.ts) and runs once whichever event comes first, or alone. A revoked user token
 * is not the school leaving: only a revoked bot token is. From an org-wide install (Enterprise Grid),
 * the organisation left: every workspace it served is erased (`organisationLeft`).
 * `team_access_revoked`: an organisation took workspaces out of its org-wide install; each of them it
 * served is a school that left (`workspacesLeftOrganisation`), the organisation's other schools stay.
 */
import type { AllMiddlewareArgs, SlackEventMiddlewareArgs } from "@slack/bolt";
import {
  beforeThisInstallation,
  type LeaveCause,
  organisationLeft,
  schoolLeft,
  workspacesLeftOrganisation,
} from "../../../classes/leaving.js";
import type { SlackDeps } from "../../lib/context.js";
import { teamIdOf } from "../../lib/middleware/request.js";

export type SchoolLeftArgs = SlackEventMiddlewareArgs<"app_uninstalled" | "tokens_revoked"> &
  AllMiddlewareArgs;

export function schoolLeftEvent(deps: SlackDeps) {
  return async (args: SchoolLeftArgs): Promise<void> => {
    const { event, context } = args;
    if (event.type === "tokens_revoked" && (event.tokens.bot ?? []).length === 0) return;
    const cause: LeaveCause = event.type;
    const orgWide = context.isEnterpriseInstall === true && context.enterpriseId !== undefined;
    const teamId = context.teamId ?? teamIdOf(args.body);
    const eventTime = (args.body as { event_time?: unknown }).event_time;
    const installation = { teamId, enterpriseId: context.enterpriseId, isEnterpriseInstall: orgWide };
    if (
      (orgWide || teamId) &&
      (await beforeThisInstallation(
        deps.store,
        installation,
        typeof eventTime === "number" ? eventTime : undefined,
      ))
    ) {
      deps.logger.info(
        { team: teamId, enterprise: context.enterpriseId, cause },
        "a leaving event older than the installation now stored: about an earlier one, ignored",
      );
      return;
    }
    if (orgWide && context.enterpriseId) {
      const queued = await organisationLeft(deps.store, context.enterpriseId, cause);
      deps.logger.info(
        { enterprise: context.enterpriseId, cause, schools: queued },
        "the organisation left: the data of the schools it served will be erased",
      );
      if (queued > 0) deps.jobs?.wake();
      return;
    }
    if (!teamId) return;
    if (await schoolLeft(deps.store, teamId, cause)) {
      deps.logger.info({ team: teamId, cause }, "the school left: its data will be erased");
      deps.jobs?.wake();
    }
  };
}

export type WorkspacesLeftArgs = SlackEventMiddlewareArgs<"team_access_revoked"> & AllMiddlewareArgs;

export function workspacesLeftEvent(deps: SlackDeps) {
  return async ({ event, context, body }: WorkspacesLeftArgs): Promise<void> => {
    const teamIds = Array.isArray(event.team_ids) ? event.team_ids.filter((t) => typeof t === "string") : [];
    // Slack's wrapper names the organisation and no workspace (team_id null); the authorization may not.
    const wrapper = (body as { enterprise_id?: unknown }).enterprise_id;
    const enterpriseId = context.enterpriseId ?? (typeof wrapper === "string" ? wrapper : undefined);
    const queued = await workspacesLeftOrganisation(deps.store, teamIds, enterpriseId);
    deps.logger.info(
      { enterprise: enterpriseId, teams: teamIds, schools: queued },
      "workspaces left the organisation's install: their schools will be erased",
    );
    if (queued > 0) deps.jobs?.wake();
  };
}
