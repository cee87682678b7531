/**
 * Teacher and student subcommands that the next releases implement. They are role-checked like the
 * real ones, so the policy a person meets today is the one they will meet then.
 */
import type { Capability } from "../../../../classes/roles.js";
import { mrkdwn } from "../../../views/text.js";
import type { Subcommand } from "./types.js";

export function comingSoon(capability: Capability, what: string): Subcommand {
  return {
    capability,
    async run(_deps, _caller, { respond }) {
      const text = `${what} from Slack is coming in the next version of Classroom. \`/class help\` lists what you can use today.`;
      await respond({
        response_type: "ephemeral",
        text,
        blocks: [{ type: "section", block_id: "coming_soon", text: mrkdwn(text) }],
      });
    },
  };
}
