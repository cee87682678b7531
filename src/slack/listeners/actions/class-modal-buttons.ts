/**
 * The class buttons of Home and result messages (value = class id): open that class's modal after
 * checking the role and the course, never trusting the button value for either.
 */
import { classAccess } from "../../../classes/class-actor.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { replyPrivately } from "../../middleware/reply.js";
import { actorOf, type ClassModal } from "../class-modals.js";
import { type ButtonArgs, buttonValue, intValue } from "./types.js";

export function classModalButtonClicked(deps: SlackDeps, modal: ClassModal) {
  return async (args: ButtonArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const access = await classAccess(
      deps.store,
      actorOf(caller),
      modal.capability,
      intValue(buttonValue(args)) ?? Number.NaN,
    );
    if (!access.ok) {
      await replyPrivately(args, {
        text: access.reason,
        blocks: [{ type: "section", text: { type: "plain_text", text: access.reason } }],
      });
      return;
    }
    await args.client.views.open({
      trigger_id: args.body.trigger_id,
      view: await modal.build(deps, caller, access.cls),
    });
  };
}
