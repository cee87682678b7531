/**
 * Each school's class-events address (issue 32 §1): POST <PUBLIC_URL>/class-events/<token>. The token
 * is 256 random bits, stored as its SHA-256 (and sealed, so admins can be shown the address again); a
 * new address stops the old one at once: its messages are then answered as forged. The address alone
 * is not trusted: the body's SID must be the school's and its SafeKey signed with the school's SECRET.
 */

import { isFeedTokenShaped, newFeedToken } from "../calendar/feed.js";
import type { ClassesDeps } from "../deps.js";

/** Where events are received: `${CLASS_EVENTS_PATH}/<token>`. */
export const CLASS_EVENTS_PATH = "/class-events";

/** The message types admins ask the service's support for, by their `Cmd` names (partner-events.md). */
export const SUBSCRIBED_CMDS = [
  "Test",
  "End",
  "Record",
  "67371107",
  "67371111",
  "67375105",
  "HelpInfo",
  "ClassLen",
  "eeoClassInfoChange",
] as const;

/** The token of `/class-events/<token>`; undefined for any other path. */
export function eventsTokenOfPath(url: string | undefined): string | undefined {
  const path = new URL(url ?? "/", "http://localhost").pathname;
  const token = /^\/class-events\/([A-Za-z0-9_-]{1,200})\/?$/.exec(path)?.[1];
  return token !== undefined && isFeedTokenShaped(token) ? token : undefined;
}

/** The address the service is given, under PUBLIC_URL. */
export function eventsAddress(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${CLASS_EVENTS_PATH}/${token}`;
}

/** The school's token, made when an admin first opens the page; `renew` replaces it ("New address"). */
export async function eventsToken(
  deps: Pick<ClassesDeps, "store">,
  teamId: string,
  options: { readonly renew?: boolean } = {},
): Promise<string> {
  if (!options.renew) {
    const known = await deps.store.classEvents.tokenOf(teamId);
    if (known) return known;
  }
  const token = newFeedToken();
  await deps.store.classEvents.setToken(teamId, token);
  return token;
}
