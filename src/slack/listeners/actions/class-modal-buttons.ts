/** Home and result-message buttons that open a class modal; the value names the class, nothing more. */
import { callerOf, type SlackDeps } from "../../context.js";
import { type ClassModal, openClassModal } from "../class-modals.js";
import { type ButtonArgs, buttonValue } from "./types.js";

export function classModalButton(deps: SlackDeps, modal: ClassModal) {
  return async (args: ButtonArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const value = buttonValue(args);
    const classId = /^\d{1,15}$/.test(value) ? Number(value) : undefined;
    await openClassModal(deps, caller, args.client, args.body.trigger_id, classId, modal);
  };
}
