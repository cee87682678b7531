/**
 * Who is asking: the workspace row is created on first contact (and given the configured school
 * connection when it has none), then the caller's role comes from the directory, with the bootstrap
 * admins of ADMIN_SLACK_USER_IDS as admins until the directory says otherwise.
 */
import type { AnyMiddlewareArgs, Middleware } from "@slack/bolt";
import { actorOf } from "../../classes/actor.js";
import { seedConnection } from "../../classes/admin/connection.js";
import { type SlackDeps, setCaller } from "../context.js";
import { ackAndRespondOf, requestKind, teamIdOf, userIdOf } from "./request.js";

export function callerMiddleware(deps: SlackDeps): Middleware<AnyMiddlewareArgs> {
  const known = new Set<string>();

  async function firstContact(teamId: string): Promise<void> {
    if (known.has(teamId)) return;
    await deps.store.workspaces.upsert({ teamId });
    if (deps.seed && (await seedConnection(deps, teamId, deps.seed))) {
      deps.logger.info({ team: teamId }, "workspace connected from the configured partner");
    }
    known.add(teamId);
  }

  return async (args) => {
    const teamId = args.context.teamId ?? teamIdOf(args.body);
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
    await firstContact(teamId);
    setCaller(args.context, await actorOf(deps.store, deps.bootstrapAdmins, teamId, userId));
    await args.next();
  };
}
