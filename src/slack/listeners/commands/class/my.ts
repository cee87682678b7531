/**
 * `/class my` and `/class link [class]`: the caller's own next classes with their Join buttons, only to
 * them. The list starts from the caller's directory entry, so no class id they type reaches another
 * student's class or link.
 */
import { matchMyClasses, myClassLinks, withUid } from "../../../../classes/student-links.js";
import type { Subcommand } from "../../../args.js";
import { myClassesBlocks } from "../../../views/live-link.js";

export const mySubcommand: Subcommand = async (deps, caller, { respond }, rest) => {
  const student = withUid(caller.person);
  const mine = student
    ? await myClassLinks(deps.store, { teamId: caller.teamId, student, now: deps.clock() })
    : [];
  const message = rest === "" ? myClassesBlocks(mine) : myClassesBlocks(matchMyClasses(mine, rest), rest);
  await respond({ response_type: "ephemeral", text: message.text, blocks: message.blocks });
};
