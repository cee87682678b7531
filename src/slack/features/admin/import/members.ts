/**
 * The workspace's members as Slack knows them, for the people import: an e-mail address to a member
 * (users.lookupByEmail, scope users:read.email) and whether an ID is an active member (users.info).
 * "Not found" answers are answers; anything else (rate limits past the client's retries, a network
 * failure) throws, so the line says Slack could not be asked rather than that the member is unknown.
 */
import type { WebClient } from "@slack/web-api";
import type { SlackMembers } from "../../../../classes/admin/import.js";
import { slackErrorCode } from "../../../lib/after-ack.js";

export function slackMembers(client: WebClient): SlackMembers {
  return {
    async byEmail(email) {
      try {
        const found = await client.users.lookupByEmail({ email });
        const user = found.user;
        return user?.id && user.deleted !== true ? user.id : null;
      } catch (err) {
        if (slackErrorCode(err) === "users_not_found") return null;
        throw err;
      }
    },
    async isMember(userId) {
      try {
        const info = await client.users.info({ user: userId });
        return info.user?.id === userId && info.user.deleted !== true;
      } catch (err) {
        if (slackErrorCode(err) === "user_not_found") return false;
        throw err;
      }
    },
  };
}
