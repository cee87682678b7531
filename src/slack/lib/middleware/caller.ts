/**
 * Who is asking: the workspace row is created on first contact (and given the configured school
 * connection when it has none), then the caller's role comes from the directory, with the bootstrap
 * admins of ADMIN_SLACK_USER_IDS as admins until the directory says otherwise. The workspace's
 * Enterprise Grid organisation, when the request names one, is kept on its row: work outside a request
 * finds the organisation's org-wide installation through it (team-tokens.ts). An org-wide install names
 * no workspace, so a school of the organisation gets its first admin here, on first contact: the
 * organisation's installer, when the school has none yet (`orgSchoolSeen`), welcomed once.
 */
import type { AnyMiddlewareArgs, Middleware } from "@slack/bolt";
import { actorOf } from "../../../classes/actor.js";
import { seedConnection } from "../../../classes/admin/connection.js";
import { orgSchoolSeen } from "../../../classes/admin/installed.js";
import { type SlackDeps, setCaller } from "../context.js";
import { LEAVING_EVENTS } from "../ids.js";
import { greetFirstAdmin } from "../welcome/send.js";
import { ackAndRespondOf, enterpriseIdOf, requestKind, teamIdOf, userIdOf } from "./request.js";

const KNOWN_FOR_MS = 60_000;

export function callerMiddleware(deps: SlackDeps): Middleware<AnyMiddlewareArgs> {
  // Workspaces known to have their row, for a minute: a school that left and came back (erased, then
  // reinstalled) gets its row again however many instances there are.
  const known = new Map<string, number>();

  async function firstContact(teamId: string, enterpriseId: string | undefined): Promise<void> {
    const key = `${teamId}/${enterpriseId ?? ""}`;
    if ((known.get(key) ?? 0) > Date.now()) return;
    await deps.store.workspaces.upsert({ teamId, ...(enterpriseId && { enterpriseId }) });
    if (deps.seed && (await seedConnection(deps, teamId, deps.seed))) {
      deps.logger.info({ team: teamId }, "workspace connected from the configured partner");
    }
    // Before the caller's role is read, so the installer's own first request already finds them admin.
    if (enterpriseId) await orgFirstAdmin(teamId, enterpriseId);
    if (known.size > 10_000) known.clear();
    known.set(key, Date.now() + KNOWN_FOR_MS);
  }

  async function orgFirstAdmin(teamId: string, enterpriseId: string): Promise<void> {
    const installer = await orgSchoolSeen(deps.store, { teamId, enterpriseId });
    if (installer === null) return;
    deps.logger.info(
      { team: teamId, enterprise: enterpriseId },
      "org installer made the school's first admin",
    );
    // In the background: finding their language may ask Slack, and Slack wants its ack within 3 s.
    // Once per school, whichever request or instance gets there first (workspaces.welcomed_at);
    // opening Home greets them later if this one failed.
    void deps.inFlight.track(
      greetFirstAdmin(deps, teamId, installer).catch((err: unknown) =>
        deps.logger.error({ err, team: teamId }, "could not queue the org installer's welcome"),
      ),
    );
  }

  return async (args) => {
    // The school leaving has no caller, and must not be greeted or connected anew on its way out.
    const eventType = (args.body as { event?: { type?: unknown } }).event?.type;
    if (typeof eventType === "string" && LEAVING_EVENTS.has(eventType)) {
      // Forget every workspace: an organisation leaving takes several (cheap: a minute's reads).
      known.clear();
      await args.next();
      return;
    }
    const enterpriseId = args.context.enterpriseId ?? enterpriseIdOf(args.body);
    // An org-wide install's modal names the organisation as the team it is installed in
    // (view.app_installed_team_id), which Bolt takes as the team: the school is the person's workspace.
    const teamId =
      args.context.teamId !== undefined && args.context.teamId !== enterpriseId
        ? args.context.teamId
        : teamIdOf(args.body);
    const userId = args.context.userId ?? userIdOf(args.body);
    // Payloads without a team or user (app_rate_limited, or a malformed one) carry no one to serve,
    // and every listener needs its caller: answer Slack and stop here instead of failing later.
    if (!teamId || !userId) {
      const kind = requestKind(args.body);
      deps.logger.warn({ kind, team: teamId, user: userId }, "Slack request without a team or user: ignored");
      const { ack } = ackAndRespondOf(args);
      if (ack && (kind === "view_submission" || kind === "block_suggestion")) await ack();
      return;
    }
    await firstContact(teamId, enterpriseId);
    setCaller(args.context, await actorOf(deps.store, deps.bootstrapAdmins, teamId, userId));
    await args.next();
  };
}
