/** A person's time zone as the app reads it: Slack's profile first, else the school's. */
import type { WebClient } from "@slack/web-api";
import { isTimeZone, schoolTimeZone } from "../../../classes/school-settings.js";
import type { Caller, SlackDeps } from "../context.js";

/** The person's Slack time zone; null when Slack does not say. */
export async function profileZone(client: WebClient, userId: string): Promise<string | null> {
  try {
    const info = await client.users.info({ user: userId });
    const tz = info.user?.tz;
    return isTimeZone(tz) ? tz : null;
  } catch {
    return null;
  }
}

/** The person's Slack time zone (users.info), else the school's. */
export async function timeZoneOf(deps: SlackDeps, client: WebClient, caller: Caller): Promise<string> {
  return (await profileZone(client, caller.userId)) ?? (await schoolTimeZone(deps.store, caller.teamId));
}
