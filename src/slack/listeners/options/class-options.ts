/** Search as you type in the class picker when the caller has more classes than a menu holds. */
import type { AllMiddlewareArgs, BlockSuggestion, SlackOptionsMiddlewareArgs } from "@slack/bolt";
import { classesActorMayActOn, searchClasses } from "../../../classes/find-class.js";
import { callerOf, type SlackDeps } from "../../context.js";
import { classLabel, classOption } from "../../views/class-modals/common.js";
import { LIMITS } from "../../views/limits.js";
import { actorOf, timeZoneOf } from "../class-modals.js";

export type OptionsArgs = SlackOptionsMiddlewareArgs<"block_suggestion"> & AllMiddlewareArgs;

export function classOptions(deps: SlackDeps) {
  return async (args: OptionsArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const [classes, timeZone] = await Promise.all([
      classesActorMayActOn(deps.store, actorOf(caller), deps.clock()),
      timeZoneOf(deps, args.client, caller),
    ]);
    const query = (args.body as BlockSuggestion).value ?? "";
    const found = searchClasses(classes, query, (c) => classLabel(c, timeZone), LIMITS.options);
    await args.ack({ options: found.map((c) => classOption(c, timeZone)) });
  };
}
