/**
 * Who is asking: the workspace row is created on first contact (and given the configured school
 * connection when it has none), then the caller's role comes from the directory, with the bootstrap
 * admins of ADMIN_SLACK_USER_IDS as admins until the directory says otherwise.
 */
import type { AnyMiddlewareArgs, Middleware } from "@slack/bolt";
import { actorOf } from "../../classes/actor.js";
import { seedConnection } from "../../classes/admin/connection.js";
import { type SlackDeps, setCaller } from "../context.js";
import { LEAVING_EVENTS } from "../ids.js";
import { ackAndRespondOf, requestKind, teamIdOf, userIdOf } from "./request.js";

const KNOWN_FOR_MS = 60_000;

export function callerMiddleware(deps: SlackDeps): Middleware<AnyMiddlewareArgs> {
  // Workspaces known to have their row, for a minute: a school that left and came back (erased, then
  // reinstalled) gets its row again however many instances there are.
  const known = new Map<string, number>();

  async function firstContact(teamId: string): Promise<void> {
    if ((known.get(teamId) ?? 0) > Date.now()) return;
    await deps.store.workspaces.upsert({ teamId });
    if (deps.seed && (await seedConnection(deps, teamId, deps.seed))) {
      deps.logger.info({ team: teamId }, "workspace connected from the configured partner");
    }
    if (known.size > 10_000) known.clear();
    known.set(teamId, Date.now() + KNOWN_FOR_MS);
  }

  return async (args) => {
    // The school leaving has no caller, and must not be greeted or connected anew on its way out.
    const eventType = (args.body as { event?: { type?: unknown } }).event?.type;
    if (typeof eventType === "string" && LEAVING_EVENTS.has(eventType)) {
      const leaving = args.context.teamId ?? teamIdOf(args.body);
      if (leaving) known.delete(leaving);
      await args.next();
      return;
    }
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
