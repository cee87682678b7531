/** `/class labels [class]`, `/class rate [class]`: the class's modal, or how to name the class. */
import { mrkdwn } from "../../../views/text.js";
import { type ClassModal, openClassModal } from "../../class-modals.js";
import { findClassFromText } from "./find-class.js";
import type { Subcommand } from "./types.js";

export function classModalSubcommand(word: string, modal: ClassModal): Subcommand {
  return {
    capability: modal.capability,
    async run(deps, caller, { body, client, respond }, rest) {
      const classId = await findClassFromText(deps, caller, rest);
      if (classId === undefined) {
        const text =
          rest.trim() === ""
            ? `Say which class: \`/class ${word} <class id>\` (the id is in \`/class list\`) or \`/class ${word} <start of its name>\`.`
            : `No upcoming class of yours starts with “${rest.trim().slice(0, 50)}”. Try the class id from \`/class list\`.`;
        await respond({
          response_type: "ephemeral",
          text,
          blocks: [{ type: "section", block_id: "which_class", text: mrkdwn(text) }],
        });
        return;
      }
      await openClassModal(deps, caller, client, body.trigger_id, classId, modal);
    },
  };
}
