/**
 * Whose Slack speaks which language: the language tests set each person's Slack locale (and zone)
 * on the stand-in before they drive the app, so the app reads it from users.info as in a workspace.
 */
import type { SlackStandin } from "../../src/slack-standin/index.js";
import { ADMIN } from "./cast.js";

/**
 * Someone as Slack knows them: a bare user id (Slack's handle is the id, no real name set), or a
 * person, whose handle is `name` if given (else their user id) and real name their display name.
 */
export type Speaker = string | { slackUserId: string; displayName: string; name?: string };

/** The workspace admin (not in the directory), whose Slack is in English unless a test says otherwise. */
export const ADMIN_PROFILE = { slackUserId: ADMIN, name: "admin", displayName: "Admin" } as const;

/** Each `[who, locale, tz?]`: their Slack set to that language (and time zone). */
export function speaks(
  h: { standin: Pick<SlackStandin, "setUserInfo"> },
  people: readonly (readonly [Speaker, string, string?])[],
): void {
  for (const [who, locale, tz] of people) {
    const person = typeof who === "string" ? { slackUserId: who } : who;
    h.standin.setUserInfo(person.slackUserId, {
      name: ("name" in person ? person.name : undefined) ?? person.slackUserId,
      ...("displayName" in person ? { real_name: person.displayName } : {}),
      ...(tz !== undefined ? { tz } : {}),
      locale,
    });
  }
}
