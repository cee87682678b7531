/**
 * The workspace's members as Slack knows them, for the people import: an e-mail address to a member
 * (users.lookupByEmail, scope users:read.email) and who an ID is (users.info). Someone of another
 * organisation is told apart, so a Slack Connect member is never imported as a student: Slack names
 * their own team (`team_id`), may mark them `is_stranger`, and on Enterprise Grid gives the
 * organisation they belong to (`enterprise_user.enterprise_id`). "Not found" answers are answers;
 * anything else (rate limits past the client's retries, a network failure) throws, so the line says
 * Slack could not be asked rather than that the member is unknown.
 */
import type { WebClient } from "@slack/web-api";
import type { SlackMemberAnswer, SlackMembers } from "../../../../classes/admin/import.js";
import { slackErrorCode } from "../../../lib/after-ack.js";
import { type GrantedScopes, missingScopeOf } from "../../../lib/scopes/granted.js";

/** The school's workspace, and its Enterprise Grid organisation when it has one. */
export interface SchoolOrg {
  readonly teamId: string;
  readonly enterpriseId?: string | undefined;
}

/** The parts of Slack's user object that say who someone is and where they belong. */
interface SlackUser {
  readonly id?: string;
  readonly deleted?: boolean;
  readonly team_id?: string;
  readonly is_stranger?: boolean;
  readonly enterprise_user?: { readonly enterprise_id?: string };
}

/** Whether Slack's user is an active member of the school's workspace or organisation. */
export function memberAnswer(user: SlackUser | undefined, org: SchoolOrg): SlackMemberAnswer {
  if (!user?.id || user.deleted === true) return { kind: "none" };
  if (user.is_stranger === true) return { kind: "other-org", userId: user.id };
  if (user.team_id === undefined || user.team_id === org.teamId) return { kind: "member", userId: user.id };
  // Another workspace of the same Enterprise Grid organisation is the school's own organisation.
  const enterprise = user.enterprise_user?.enterprise_id;
  if (org.enterpriseId !== undefined && enterprise === org.enterpriseId)
    return { kind: "member", userId: user.id };
  return { kind: "other-org", userId: user.id };
}

export function slackMembers(client: WebClient, org: SchoolOrg, scopes?: GrantedScopes): SlackMembers {
  return {
    async byEmail(email) {
      try {
        const found = await client.users.lookupByEmail({ email });
        return memberAnswer(found.user as SlackUser | undefined, org);
      } catch (err) {
        if (slackErrorCode(err) === "users_not_found") return { kind: "none" };
        // The workspace declined users:read.email (or took it back): said on the line, and remembered.
        const missing = missingScopeOf(err);
        if (missing) {
          scopes?.learn(org.teamId, missing.provided);
          return { kind: "not-permitted" };
        }
        throw err;
      }
    },
    async byId(userId) {
      try {
        const info = await client.users.info({ user: userId });
        const user = info.user as SlackUser | undefined;
        return user?.id === userId ? memberAnswer(user, org) : { kind: "none" };
      } catch (err) {
        if (slackErrorCode(err) === "user_not_found") return { kind: "none" };
        throw err;
      }
    },
  };
}
