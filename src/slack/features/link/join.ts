/**
 * The Join button is a URL button: Slack opens the link itself and still sends block_actions. It is
 * acknowledged (by the ack-first middleware) and nothing is shown, so Slack shows no warning.
 */
import { recordJoinClick } from "../../../classes/join-clicks.js";
import { type ButtonArgs, buttonValue, intValue } from "../../lib/args.js";
import { callerOf, type SlackDeps } from "../../lib/context.js";

export function joinLiveClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const classId = intValue(buttonValue(args));
    if (classId === undefined) return;
    await recordJoinClick(deps.store, { teamId: caller.teamId, classId, student: caller.person });
  };
}

/** The replay button is a URL button too: the ack-first middleware answers it, nothing else to do. */
export function replayOpenClicked(_deps: SlackDeps) {
  return async (_args: ButtonArgs): Promise<void> => {};
}
