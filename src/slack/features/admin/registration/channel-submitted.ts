/**
 * "Add a channel's members" submitted: the channel and role checked on their fields, the agreement read
 * (server-side, every time), the job committed, the modal shows it working, then the runner is woken.
 */
import { fieldErrors, type SubmissionArgs, stateOf } from "../../../lib/args.js";
import { readOption } from "../../../lib/blocks/form-values.js";
import { callerOf, type SlackDeps } from "../../../lib/context.js";
import { InputId } from "../../../lib/ids.js";
import { tFor } from "../../../lib/locale/locale.js";
import { CHANNEL_ROLES, type ChannelRole } from "./channel-page.js";
import { consentTicked } from "./consent.js";
import { registrationWorkingView } from "./report.js";
import { startRegistration } from "./start.js";

/** A public or private channel ID as a conversations_select sends it (DMs cannot be registered). */
const CHANNEL_ID = /^[CG][A-Z0-9]{2,20}$/;

function pickedChannel(state: ReturnType<typeof stateOf>): string | null {
  const picked = (
    state[InputId.registrationChannel]?.[InputId.registrationChannel] as
      | { selected_conversation?: unknown }
      | undefined
  )?.selected_conversation;
  return typeof picked === "string" && CHANNEL_ID.test(picked) ? picked : null;
}

export function adminChannelMembersSubmitted(deps: SlackDeps) {
  return async (args: SubmissionArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const t = await tFor(deps, caller.teamId, caller.userId);
    const state = stateOf(args);
    const channel = pickedChannel(state);
    const role = readOption(state, InputId.registrationRole);
    const errors: Record<string, string> = {};
    if (channel === null) errors[InputId.registrationChannel] = t("registration.channel.pickAgain");
    if (!CHANNEL_ROLES.includes(role as ChannelRole)) {
      errors[InputId.registrationRole] = t("registration.channel.roleMissing");
    }
    if (channel === null || Object.keys(errors).length > 0) {
      await args.ack({ response_action: "errors", errors: fieldErrors(errors) });
      return;
    }
    const consent = consentTicked(state);
    await startRegistration(deps, caller, [], {
      consent,
      viewId: args.view.id,
      channel: { id: channel, role: role as ChannelRole },
      from: "channel",
      title: t("registration.report.title"),
    });
    await args.ack({
      response_action: "update",
      view: registrationWorkingView(
        t(consent ? "registration.channel.working" : "registration.channel.reading"),
        t,
      ),
    });
    deps.jobs?.wake();
  };
}
