/**
 * Listener middleware declaring what a listener needs. Someone without it gets the polite refusal,
 * only they see it, and the listener does not run.
 */
import type { AnyMiddlewareArgs, Middleware } from "@slack/bolt";
import { type Capability, can } from "../../classes/roles.js";
import { findCaller, type SlackDeps } from "../context.js";
import { refusalMessage } from "../views/refusal.js";
import { replyPrivately } from "./reply.js";

export function requireCapability(deps: SlackDeps, capability: Capability): Middleware<AnyMiddlewareArgs> {
  return async (args) => {
    const caller = findCaller(args.context);
    const role = caller?.role ?? null;
    if (caller && can(role, capability)) {
      await args.next();
      return;
    }
    deps.logger.info({ team: caller?.teamId, user: caller?.userId, role, capability }, "refused");
    const ack = (args as { ack?: (response?: unknown) => Promise<void> }).ack;
    // A refused submission must still be answered; the modal closes and the refusal follows.
    if ((args.body as { type?: string }).type === "view_submission" && ack) await ack();
    await replyPrivately(
      { body: args.body, client: args.client, respond: (args as { respond?: never }).respond },
      refusalMessage({ capability, role }),
    );
  };
}
