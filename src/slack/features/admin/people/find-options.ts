/** The People page's search: people whose name, account or UID contains what the admin types. */
import type { BlockSuggestion } from "@slack/bolt";
import { findPeople } from "../../../../classes/admin/people.js";
import type { OptionsArgs } from "../../../lib/args.js";
import { LIMITS } from "../../../lib/blocks/limits.js";
import { callerOf, type SlackDeps } from "../../../lib/context.js";
import { tFor } from "../../../lib/locale/locale.js";
import { personOption } from "./view.js";

export function peopleFindOptions(deps: SlackDeps) {
  return async (args: OptionsArgs): Promise<void> => {
    const typed = (args.body as BlockSuggestion).value ?? "";
    const { teamId, userId } = callerOf(args.context);
    const [found, t] = await Promise.all([
      findPeople(deps, teamId, typed, LIMITS.options),
      tFor(deps, teamId, userId),
    ]);
    await args.ack({ options: found.map((person) => personOption(person, t)) });
  };
}
