/** Home's morning agenda menu: the person's own time for it, or off; their Home shows the choice. */

import { chooseAgenda } from "../../../classes/notices/morning-agenda.js";
import type { ButtonArgs } from "../../lib/args.js";
import { callerOf, type SlackDeps } from "../../lib/context.js";

export function agendaTimeChosen(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const value = (args.action as { selected_option?: { value?: unknown } }).selected_option?.value;
    const choice =
      value === "off" ? "off" : typeof value === "string" && /^\d{1,4}$/.test(value) ? Number(value) : null;
    const caller = callerOf(args.context);
    // A value Home never offered changes nothing; Home shows the choice as stored.
    if (choice !== null) await chooseAgenda(deps.store, caller, choice);
    await deps.homes.publish(deps, args.client, caller);
  };
}
