/**
 * `/class <subcommand> [text]`: routes to one handler per subcommand after checking the role the
 * subcommand needs. An empty or unknown word shows the caller's help.
 */
import { can } from "../../../classes/roles.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { replyPrivately } from "../../middleware/reply.js";
import { refusalMessage } from "../../views/refusal.js";
import { CLASS_MODALS } from "../class-modals.js";
import { adminSubcommand } from "./class/admin.js";
import { classModalSubcommand } from "./class/class-modal.js";
import { comingSoon } from "./class/coming-soon.js";
import { helpSubcommand } from "./class/help.js";
import { listSubcommand } from "./class/list.js";
import { mySubcommand } from "./class/my.js";
import { scheduleSubcommand } from "./class/schedule.js";
import { seatsSubcommand } from "./class/seats.js";
import type { CommandArgs, Subcommand } from "./class/types.js";

export const CLASS_COMMAND = "/class";

export const SUBCOMMANDS: Readonly<Record<string, Subcommand>> = {
  admin: adminSubcommand,
  help: helpSubcommand,
  list: listSubcommand,
  schedule: scheduleSubcommand,
  students: classModalSubcommand("students", CLASS_MODALS.students),
  video: classModalSubcommand("video", CLASS_MODALS.video),
  seats: seatsSubcommand,
  labels: comingSoon("labels", "Setting class labels"),
  rate: comingSoon("rate", "Rating students"),
  files: comingSoon("files", "Browsing the school's files"),
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
    const sub = Object.hasOwn(SUBCOMMANDS, word) ? SUBCOMMANDS[word] : undefined;
    const handler = sub ?? helpSubcommand;
    if (!can(caller.role, handler.capability)) {
      deps.logger.info(
        { team: caller.teamId, user: caller.userId, role: caller.role, capability: handler.capability },
        "refused",
      );
      await replyPrivately(args, refusalMessage({ capability: handler.capability, role: caller.role }));
      return;
    }
    await handler.run(deps, caller, args, rest);
  };
}
