/**
 * Search as you type in the school settings' time zone menu: IANA zones with their offset and a city,
 * found by the names people use ("Eastern", "CET", "北京", "UTC+8"; classes/time-zones.ts), the right
 * one first, at most Slack's 100 options.
 */
import type { BlockSuggestion } from "@slack/bolt";
import { searchZones } from "../../../../classes/time-zones.js";
import type { OptionsArgs } from "../../../lib/args.js";
import { LIMITS } from "../../../lib/blocks/limits.js";
import type { SlackDeps } from "../../../lib/context.js";
import { zoneOption } from "./view.js";

export function timeZoneOptions(deps: SlackDeps) {
  return async (args: OptionsArgs): Promise<void> => {
    const typed = (args.body as BlockSuggestion).value ?? "";
    // Offsets as they are now: "(UTC−04:00) New York" in summer, −05:00 in winter.
    const found = searchZones(typed, deps.clock() * 1000, LIMITS.options);
    await args.ack({ options: found.map((z) => zoneOption(z.zone, z.label)) });
  };
}
