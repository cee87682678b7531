/**
 * The Join button is a URL button: Slack opens the link itself and still sends block_actions. It is
 * acknowledged (by the ack-first middleware) and nothing is shown, so Slack shows no warning. The click
 * counts as "opened" only for a student enrolled in the class; the button value alone proves nothing.
 */
import { callerOf, type SlackDeps } from "../../context.js";
import { type ButtonArgs, buttonValue, intValue } from "./types.js";

export function joinLiveClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const classId = intValue(buttonValue(args));
    const uid = caller.person?.uid;
    if (caller.role !== "student" || !uid || classId === undefined) return;
    const mine = await deps.store.enrolments.listForStudent(caller.teamId, uid);
    if (!mine.some((e) => e.classId === classId)) return;
    await deps.store.studentLinks.recordOpen(caller.teamId, classId, uid);
  };
}
