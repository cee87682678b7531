/** `/class help` (and any unknown word): only what the caller's role may use. */

import type { Subcommand } from "../../lib/args.js";
import { tFor } from "../../lib/locale/locale.js";
import { helpMessage } from "./view.js";

export const helpSubcommand: Subcommand = async (deps, caller, { respond }) => {
  const message = helpMessage({ role: caller.role, t: await tFor(deps, caller.teamId, caller.userId) });
  await respond({ response_type: "ephemeral", text: message.text, blocks: message.blocks });
};
