/**
 * Listener middleware declaring what a listener needs. Someone without it gets the polite refusal,
 * only they see it, and the listener does not run.
 */
import type { AnyMiddlewareArgs, Middleware } from "@slack/bolt";
import { type Capability, can } from "../../classes/roles.js";
import { findCaller, type SlackDeps } from "../context.js";
import { refusalMessage } from "../views/refusal.js";
import { replyPrivately } from "./reply.js";
import { ackAndRespondOf, requestKind } from "./request.js";

export function requireCapability(deps: SlackDeps, capability: Capability): Middleware<AnyMiddlewareArgs> {
  return async (args) => {
    const caller = findCaller(args.context);
    const role = caller?.role ?? null;
    if (caller && can(role, capability)) {
      await args.next();
      return;
    }
    deps.logger.info({ team: caller?.teamId, user: caller?.userId, role, capability }, "refused");
    const { ack, respond } = ackAndRespondOf(args);
    // A refused submission must still be answered; the modal closes and the refusal follows.
    if (requestKind(args.body) === "view_submission" && ack) await ack();
    await replyPrivately(
      { body: args.body, client: args.client, respond },
      refusalMessage({ capability, role }),
    );
  };
}
