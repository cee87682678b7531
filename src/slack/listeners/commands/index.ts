import type { App } from "@slack/bolt";
import type { SlackDeps } from "../../context.js";
import { CLASS_COMMAND, classCommand } from "./class-command.js";

/** Every slash command the app registers (manifest.yml must declare exactly these). */
export const registeredCommands: readonly string[] = [CLASS_COMMAND];

export function register(app: App, deps: SlackDeps): void {
  app.command(CLASS_COMMAND, classCommand(deps));
}
