/** `/class schedule [text]`: the schedule modal, pre-filled from the text. */

import type { Subcommand } from "../../lib/args.js";
import { openScheduleModal } from "./open.js";

export const scheduleSubcommand: Subcommand = async (deps, caller, args, rest) => {
  await openScheduleModal(deps, args.client, args.command.trigger_id, caller, rest);
};
