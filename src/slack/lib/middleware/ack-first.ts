/**
 * Slack wants an answer within 3 seconds. Requests whose ack carries nothing (slash commands,
 * buttons, shortcuts, modal closes) are acknowledged here before any database or partner work;
 * their listeners must not call `ack()` again. View submissions (the ack carries
 * `response_action`) and option requests are acknowledged by their listeners.
 */
import type { AnyMiddlewareArgs, Middleware } from "@slack/bolt";
import { yieldToIo } from "../yield-to-io.js";
import { ackAndRespondOf, requestKind } from "./request.js";

const ACK_AT_ONCE = new Set(["command", "block_actions", "shortcut", "message_action", "view_closed"]);

export const ackFirst: Middleware<AnyMiddlewareArgs> = async (args) => {
  const { ack } = ackAndRespondOf(args);
  if (ack && ACK_AT_ONCE.has(requestKind(args.body))) {
    await ack();
    await yieldToIo();
  }
  await args.next();
};
