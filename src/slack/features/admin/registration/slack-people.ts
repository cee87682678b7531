/**
 * Who is in a channel, and what Slack knows of each person (name, e-mail, phone), for registering
 * them: conversations.members (paged, Slack's largest page) and users.info. Bots, deactivated people
 * and people of another organisation (Slack Connect) are set aside with the reason.
 */
import type { WebClient } from "@slack/web-api";
import type { RegistrationPerson } from "../../../../classes/admin/registration.js";
import { mapBounded } from "../../../../classes/partner-failure.js";
import { slackErrorCode } from "../../../lib/after-ack.js";
import { channelMembers } from "../../../lib/channel-members.js";

/** users.info calls at once (Tier 4: 100+ a minute; the client waits out a rate limit). */
const PROFILES_AT_ONCE = 4;

export type SkipReason = "bot" | "deactivated" | "other-organisation" | "unread";

export interface SkippedMember {
  readonly slackUserId: string;
  /** Slack's name for them, when it said. */
  readonly name: string | null;
  readonly why: SkipReason;
}

export type ChannelRead =
  | { readonly ok: true; readonly people: RegistrationPerson[]; readonly skipped: SkippedMember[] }
  | { readonly ok: false; readonly reason: "not-found" | "not-in" | "no-permission" | "other" };

interface SlackUser {
  readonly id?: string;
  readonly team_id?: string;
  readonly name?: string;
  readonly real_name?: string;
  readonly deleted?: boolean;
  readonly is_bot?: boolean;
  readonly is_app_user?: boolean;
  readonly is_stranger?: boolean;
  readonly profile?: {
    readonly real_name?: string;
    readonly display_name?: string;
    readonly email?: string;
    readonly phone?: string;
  };
}

async function userInfo(client: WebClient, user: string): Promise<SlackUser | null> {
  try {
    return ((await client.users.info({ user })).user as SlackUser | undefined) ?? null;
  } catch (err) {
    if (slackErrorCode(err) === "user_not_found") return null;
    throw err;
  }
}

function nameOf(user: SlackUser): string | null {
  const name = [user.profile?.real_name, user.real_name, user.profile?.display_name, user.name]
    .map((n) => n?.trim() ?? "")
    .find((n) => n !== "");
  return name ?? null;
}

function contactOf(user: SlackUser): { email?: string; phone?: string } {
  const email = user.profile?.email?.trim();
  const phone = user.profile?.phone?.trim();
  return { ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
}

/** The channel's people to register as `role`, and who was set aside and why. */
export async function readChannel(
  client: WebClient,
  channel: string,
  teamId: string,
  role: "student" | "teacher",
): Promise<ChannelRead> {
  let ids: string[];
  try {
    ids = await channelMembers(client, channel);
  } catch (err) {
    const code = slackErrorCode(err);
    if (code === "channel_not_found") return { ok: false, reason: "not-found" };
    if (code === "not_in_channel") return { ok: false, reason: "not-in" };
    // The workspace declined channels:read or groups:read (optional scopes).
    if (code === "missing_scope") return { ok: false, reason: "no-permission" };
    return { ok: false, reason: "other" };
  }
  // The app itself is in the channel (a private one needs it): not a person to register, not worth a line.
  const self = await client.auth
    .test()
    .then((me) => me.user_id)
    .catch(() => undefined);
  const people: RegistrationPerson[] = [];
  const skipped: SkippedMember[] = [];
  const users = await mapBounded(
    [...new Set(ids)].filter((id) => id !== self),
    PROFILES_AT_ONCE,
    async (id) => ({
      id,
      user: await userInfo(client, id).catch(() => null),
    }),
  );
  for (const { id, user } of users) {
    const name = user ? nameOf(user) : null;
    const skip = (why: SkipReason) => skipped.push({ slackUserId: id, name, why });
    if (!user) skip("unread");
    else if (user.is_bot || user.is_app_user || id === "USLACKBOT") skip("bot");
    else if (user.deleted) skip("deactivated");
    else if (user.is_stranger || (user.team_id !== undefined && user.team_id !== teamId)) {
      skip("other-organisation");
    } else people.push({ slackUserId: id, name: name ?? id, role, ...contactOf(user) });
  }
  return { ok: true, people, skipped };
}

/** People named without a phone or e-mail get their Slack profile's (users.info, users:read.email). */
export async function withProfileContacts(
  client: WebClient,
  people: readonly RegistrationPerson[],
): Promise<RegistrationPerson[]> {
  return mapBounded(people, PROFILES_AT_ONCE, async (person) => {
    if (person.email || person.phone) return person;
    const user = await userInfo(client, person.slackUserId).catch(() => null);
    return user ? { ...person, ...contactOf(user) } : person;
  });
}
