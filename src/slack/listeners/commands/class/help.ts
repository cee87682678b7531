/** `/class help` (and any unknown word): only what the caller's role may use. */

import type { Subcommand } from "../../../args.js";
import { tFor } from "../../../locale.js";
import { helpMessage } from "../../../views/help.js";

export const helpSubcommand: Subcommand = async (deps, caller, { respond }) => {
  const message = helpMessage({ role: caller.role, t: await tFor(deps, caller.teamId, caller.userId) });
  await respond({ response_type: "ephemeral", text: message.text, blocks: message.blocks });
};
