/** "Show more" under the Home's classes: the same Home, with more entries (the value says how many). */
import { type ButtonArgs, buttonValue, intValue } from "../../lib/args.js";
import { callerOf, type SlackDeps } from "../../lib/context.js";

export function homeMoreClicked(deps: SlackDeps) {
  return async (args: ButtonArgs): Promise<void> => {
    const shown = intValue(buttonValue(args));
    await deps.homes.publish(deps, args.client, callerOf(args.context), shown === undefined ? {} : { shown });
  };
}
