/** The People page's search: people whose name, account or UID contains what the admin types. */
import type { BlockSuggestion } from "@slack/bolt";
import { findPeople } from "../../../classes/admin/people.js";
import type { OptionsArgs } from "../../args.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { personOption } from "../../views/admin/people.js";
import { LIMITS } from "../../views/limits.js";

export function peopleFindOptions(deps: SlackDeps) {
  return async (args: OptionsArgs): Promise<void> => {
    const typed = (args.body as BlockSuggestion).value ?? "";
    const found = await findPeople(deps, callerOf(args.context).teamId, typed, LIMITS.options);
    await args.ack({ options: found.map(personOption) });
  };
}
