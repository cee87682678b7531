/**
 * The one access check of the Slack layer. `requireCapability` is put in front of every listener by
 * its registration row (lib/registration/rows.ts); the `/class` router calls `refuse` for a subcommand the
 * caller may not use. Someone without the capability gets the polite refusal, only they see it, and
 * the listener does not run.
 */
import type { AnyMiddlewareArgs, Middleware } from "@slack/bolt";
import { type Capability, can } from "../../../classes/roles.js";
import { type Caller, findCaller, type SlackDeps } from "../context.js";
import { tForOrEnglish } from "../locale/locale.js";
import { refusalMessage } from "../words/refusal.js";
import { replyPrivately } from "./reply.js";
import { ackAndRespondOf, requestKind } from "./request.js";

/** Logs the refusal and tells the caller privately; answers a view submission so Slack stops waiting. */
export async function refuse(
  deps: SlackDeps,
  args: AnyMiddlewareArgs & { client: Parameters<typeof replyPrivately>[0]["client"] },
  capability: Capability,
  caller: Caller | undefined,
): Promise<void> {
  const role = caller?.role ?? null;
  deps.logger.info({ team: caller?.teamId, user: caller?.userId, role, capability }, "refused");
  const { ack, respond } = ackAndRespondOf(args);
  const kind = requestKind(args.body);
  // A refused menu search is answered with nothing to pick; there is no one to tell.
  if (kind === "block_suggestion") {
    if (ack) await ack({ options: [] });
    return;
  }
  // A refused submission must still be answered; the modal closes and the refusal follows.
  if (kind === "view_submission" && ack) await ack();
  // The refused person's language; someone the app does not know yet reads English.
  const t = await tForOrEnglish(deps, caller?.teamId, caller?.userId);
  await replyPrivately(
    { body: args.body, client: args.client, respond },
    refusalMessage({ capability, role, t }),
  );
}

export function requireCapability(deps: SlackDeps, capability: Capability): Middleware<AnyMiddlewareArgs> {
  return async (args) => {
    const caller = findCaller(args.context);
    if (caller && can(caller.role, capability)) {
      await args.next();
      return;
    }
    await refuse(deps, args, capability, caller);
  };
}
