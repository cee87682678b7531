/** What the students modal's fields hold: the channel picked, the send-links box, the picks named. */
import type { WebClient } from "@slack/web-api";
import type { UnenrollablePicks } from "../../../classes/enrol-students.js";
import type { stateOf } from "../../lib/args.js";
import { readMany } from "../../lib/blocks/form-values.js";
import { ClassInputId } from "../../lib/ids.js";
import type { NamedPicks } from "../../lib/jobs/enrol-request.js";
import { slackNames } from "../../lib/user-names.js";
import { SEND_LINKS } from "./view.js";

/** A channel, private channel or DM ID as Slack sends it from a conversations_select. */
const CONVERSATION_ID = /^[CGD][A-Z0-9]{2,20}$/;

/** Slack only sends a conversation ID here; anything else would be echoed into the report. */
export function isConversationId(text: string): boolean {
  return CONVERSATION_ID.test(text);
}

/** The channel picked, if any. */
export function pickedChannel(state: ReturnType<typeof stateOf>): string | undefined {
  const picked = (
    state[ClassInputId.studentsChannel]?.[ClassInputId.studentsChannel] as
      | { selected_conversation?: string | null }
      | undefined
  )?.selected_conversation;
  return picked === null || picked === "" ? undefined : picked;
}

/** The picks that cannot be added, named: Slack's names for people outside the directory. */
export async function namedPicks(
  client: WebClient | undefined,
  picks: UnenrollablePicks,
): Promise<NamedPicks> {
  const byId = await slackNames(client, picks.outsiders);
  return { outsiders: picks.outsiders.map((id) => byId.get(id) ?? null), notStudents: picks.notStudents };
}

/** A view opened before the checkbox existed has no such block: the default (send) applies. */
export function sendLinksTicked(state: ReturnType<typeof stateOf>): boolean {
  if (!state[ClassInputId.studentsSendLinks]) return true;
  return readMany(state, ClassInputId.studentsSendLinks).includes(SEND_LINKS);
}
