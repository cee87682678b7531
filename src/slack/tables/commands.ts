/** Slash commands: one row per command. `/class` checks each subcommand's capability itself. */

import type { CommandArgs } from "../lib/args.js";
import { CommandName } from "../lib/ids.js";
import { idsOf, type ListenerRow } from "../lib/registration/rows.js";
import { classCommand } from "./class-command.js";

export const commandListeners: readonly ListenerRow<CommandArgs>[] = [
  [CommandName.class, classCommand, "anyone"],
];

/** Every slash command the app registers (manifest.yml must declare exactly these). */
export const registeredCommands: readonly string[] = idsOf(commandListeners);
