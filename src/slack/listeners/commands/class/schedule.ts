/** `/class schedule [text]`: the schedule modal, pre-filled from the text. */
import { openScheduleModal } from "../../../schedule-modal.js";
import type { Subcommand } from "./types.js";

export const scheduleSubcommand: Subcommand = async (deps, caller, args, rest) => {
  await openScheduleModal(deps, args.client, args.command.trigger_id, caller, rest);
};
