/** A class picked in the picker: the modal becomes that class's modal (views.update), access re-checked. */
import { classAccess } from "../../../classes/class-actor.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { noticeModalView } from "../../views/notice.js";
import { actorOf, classModalOf } from "../class-modals.js";
import { type ButtonArgs, intValue, showInModal } from "./types.js";

export function classPicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const modal = classModalOf(args.body.view?.private_metadata ?? "");
    const picked = (args.action as { selected_option?: { value?: string } }).selected_option?.value ?? "";
    if (!modal) return;
    const access = await classAccess(
      deps.store,
      actorOf(caller),
      modal.capability,
      intValue(picked) ?? Number.NaN,
    );
    if (!access.ok) {
      const message = {
        text: access.reason,
        blocks: [{ type: "section" as const, text: { type: "plain_text" as const, text: access.reason } }],
      };
      await showInModal(args, noticeModalView({ title: modal.title, message }));
      return;
    }
    await showInModal(args, await modal.build(deps, caller, access.cls));
  };
}
