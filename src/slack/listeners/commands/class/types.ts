import type { AllMiddlewareArgs, SlackCommandMiddlewareArgs } from "@slack/bolt";
import type { Caller, SlackDeps } from "../../../context.js";

export type CommandArgs = SlackCommandMiddlewareArgs & AllMiddlewareArgs;

/**
 * One `/class <word>` handler; `rest` is the text after the word. The capability it needs comes
 * from `SUBCOMMANDS` in classes/roles.ts and is checked before it runs.
 */
export type Subcommand = (deps: SlackDeps, caller: Caller, args: CommandArgs, rest: string) => Promise<void>;
