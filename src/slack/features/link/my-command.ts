/**
 * `/class my` and `/class link [class]`: the caller's own next classes with their Join buttons, only to
 * them. The list starts from the caller's directory entry, so no class id they type reaches another
 * student's class or link.
 */
import { splitDayWords } from "../../../classes/day-words.js";
import { matchMyClasses, myClassLinks, withUid } from "../../../classes/student-links.js";
import type { Subcommand } from "../../lib/args.js";
import { myClassesBlocks } from "../../lib/blocks/live-link.js";
import { tFor } from "../../lib/locale/locale.js";
import { timeZoneOf } from "../../lib/locale/zones.js";

export const mySubcommand: Subcommand = async (deps, caller, args, rest) => {
  const { respond } = args;
  const student = withUid(caller.person);
  const mine = student
    ? await myClassLinks(deps.store, { teamId: caller.teamId, student, now: deps.clock() })
    : [];
  const now = deps.clock();
  // "Algebra tomorrow": the day is read in the student's zone, asked only when a day is typed.
  const day =
    splitDayWords(rest, now, "UTC") === null
      ? undefined
      : { now, timeZone: await timeZoneOf(deps, args.client, caller) };
  // The caller's own language.
  const t = await tFor(deps, caller.teamId, caller.userId);
  const message =
    rest === ""
      ? myClassesBlocks(mine, undefined, { t })
      : myClassesBlocks(matchMyClasses(mine, rest, day), rest, { t });
  await respond({ response_type: "ephemeral", text: message.text, blocks: message.blocks });
};
