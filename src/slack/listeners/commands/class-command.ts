/**
 * `/class <subcommand> [text]`: routes to one handler per subcommand after checking the capability
 * `classes/roles.ts` gives the word (the one routing table), with the same refusal as every other
 * listener. An empty or unknown word shows the caller's help.
 */
import { can, isSubcommandWord, SUBCOMMANDS, type SubcommandWord } from "../../../classes/roles.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { refuse } from "../../middleware/require-capability.js";
import { CLASS_MODALS } from "../class-modals.js";
import { adminSubcommand } from "./class/admin.js";
import { classModalSubcommand } from "./class/class-modal.js";
import { filesSubcommand } from "./class/files.js";
import { helpSubcommand } from "./class/help.js";
import { listSubcommand } from "./class/list.js";
import { mySubcommand } from "./class/my.js";
import { scheduleSubcommand } from "./class/schedule.js";
import { seatsSubcommand } from "./class/seats.js";
import type { CommandArgs, Subcommand } from "./class/types.js";

/** One handler per word of `SUBCOMMANDS`; a word without a handler does not compile. */
export const SUBCOMMAND_HANDLERS: Readonly<Record<SubcommandWord, Subcommand>> = {
  admin: adminSubcommand,
  help: helpSubcommand,
  list: listSubcommand,
  schedule: scheduleSubcommand,
  students: classModalSubcommand("students", CLASS_MODALS.students),
  video: classModalSubcommand("video", CLASS_MODALS.video),
  seats: seatsSubcommand,
  labels: classModalSubcommand("labels", CLASS_MODALS.labels),
  rate: classModalSubcommand("rate", CLASS_MODALS.rate),
  files: filesSubcommand,
  my: mySubcommand,
  link: mySubcommand,
};

export function parseClassCommand(text: string): { word: string; rest: string } {
  const trimmed = text.trim();
  const space = trimmed.search(/\s/);
  const word = (space === -1 ? trimmed : trimmed.slice(0, space)).toLowerCase();
  return { word, rest: space === -1 ? "" : trimmed.slice(space + 1).trim() };
}

export function classCommand(deps: SlackDeps) {
  return async (args: CommandArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const { word, rest } = parseClassCommand(args.command.text ?? "");
    const known: SubcommandWord = isSubcommandWord(word) ? word : "help";
    const capability = SUBCOMMANDS[known];
    if (!can(caller.role, capability)) {
      await refuse(deps, args, capability, caller);
      return;
    }
    await SUBCOMMAND_HANDLERS[known](deps, caller, args, rest);
  };
}
