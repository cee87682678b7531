/**
 * `/class <subcommand> [text]`: routes to one handler per subcommand after checking the capability
 * `classes/roles.ts` gives the word (the one routing table), with the same refusal as every other
 * listener. An empty word shows the caller's help; an unknown one is answered with the word meant.
 */
import { can, isSubcommandWord, SUBCOMMANDS, type SubcommandWord } from "../../classes/roles.js";
import { suggestSubcommand, wordsFor } from "../../classes/subcommand-words.js";
import { unknownWordMessage } from "../features/help/view.js";
import type { CommandArgs, Subcommand } from "../lib/args.js";
import { callerOf, type SlackDeps } from "../lib/context.js";
import { tFor } from "../lib/locale/locale.js";
import { refuse } from "../lib/middleware/require-capability.js";
import { classModalSubcommands } from "./class-modal-rows.js";
import { FEATURES } from "./features.js";

/**
 * One handler per word of `SUBCOMMANDS`: the features' words and the class modals' (a test holds that
 * every word has one).
 */
export const SUBCOMMAND_HANDLERS: Readonly<Partial<Record<SubcommandWord, Subcommand>>> = Object.assign(
  {},
  ...FEATURES.map((feature) => feature.subcommands ?? {}),
  classModalSubcommands,
);

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
    if (word !== "" && !isSubcommandWord(word)) {
      // Not the whole help each time: the word meant, among those the caller may use.
      const message = unknownWordMessage({
        typed: word,
        suggestion: suggestSubcommand(word, caller.role),
        allowed: wordsFor(caller.role),
        t: await tFor(deps, caller.teamId, caller.userId),
      });
      await args.respond({ response_type: "ephemeral", text: message.text, blocks: message.blocks });
      return;
    }
    const known: SubcommandWord = isSubcommandWord(word) ? word : "help";
    const capability = SUBCOMMANDS[known];
    if (!can(caller.role, capability)) {
      await refuse(deps, args, capability, caller);
      return;
    }
    const handler = SUBCOMMAND_HANDLERS[known] ?? SUBCOMMAND_HANDLERS.help;
    await handler?.(deps, caller, args, rest);
  };
}
