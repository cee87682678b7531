/**
 * Teacher and student subcommands that the next releases implement. They are role-checked like the
 * real ones, so the policy a person meets today is the one they will meet then.
 */
import { comingSoonMessage } from "../../../views/loading.js";
import type { Subcommand } from "./types.js";

export function comingSoon(what: string): Subcommand {
  return async (_deps, _caller, { respond }) => {
    const message = comingSoonMessage(
      `${what} from Slack is coming in the next version of Classroom. \`/class help\` lists what you can use today.`,
    );
    await respond({ response_type: "ephemeral", text: message.text, blocks: message.blocks });
  };
}
