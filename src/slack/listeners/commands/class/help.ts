/** `/class help` (and any unknown word): only what the caller's role may use. */
import { helpMessage } from "../../../views/help.js";
import type { Subcommand } from "./types.js";

export const helpSubcommand: Subcommand = async (_deps, caller, { respond }) => {
  const message = helpMessage({ role: caller.role });
  await respond({ response_type: "ephemeral", text: message.text, blocks: message.blocks });
};
