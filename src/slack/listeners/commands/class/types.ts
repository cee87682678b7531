import type { AllMiddlewareArgs, SlackCommandMiddlewareArgs } from "@slack/bolt";
import type { Capability } from "../../../../classes/roles.js";
import type { Caller, SlackDeps } from "../../../context.js";

export type CommandArgs = SlackCommandMiddlewareArgs & AllMiddlewareArgs;

/** One `/class <word>` handler and the capability it needs (checked before it runs). */
export interface Subcommand {
  readonly capability: Capability;
  /** `rest` is the text after the subcommand word. */
  run(deps: SlackDeps, caller: Caller, args: CommandArgs, rest: string): Promise<void>;
}
