/** `/class list`: the caller's upcoming classes; admins see every class of the school. */
import { upcomingClassesFor } from "../../../classes/classes-list.js";
import type { Subcommand } from "../../lib/args.js";
import { tFor } from "../../lib/locale/locale.js";
import { classListMessage } from "./class-list.js";

export const listSubcommand: Subcommand = async (deps, caller, { respond }) => {
  const { scope, classes, entries } = await upcomingClassesFor(deps.store, {
    teamId: caller.teamId,
    role: caller.role,
    person: caller.person,
    now: deps.clock(),
  });
  const message = classListMessage({
    scope,
    classes,
    entries,
    t: await tFor(deps, caller.teamId, caller.userId),
  });
  await respond({ response_type: "ephemeral", text: message.text, blocks: message.blocks });
};
