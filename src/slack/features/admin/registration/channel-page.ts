/**
 * "Add a channel's members" (a button on the People page): a channel, a role, and the admin's tick that
 * the people agreed. Everyone in the channel is registered and stored in the directory by a job.
 */
import type { KnownBlock, ModalView, PlainTextOption } from "@slack/types";
import type { T } from "../../../../i18n/index.js";
import { LIMITS } from "../../../lib/blocks/limits.js";
import { mrkdwn, plainText } from "../../../lib/blocks/text.js";
import { CallbackId, InputId } from "../../../lib/ids.js";
import { adminModal, type Notice, noticeBlocks, toolbar } from "../modal.js";
import { consentBlock } from "./consent.js";

export const CHANNEL_ROLES = ["student", "teacher"] as const;
export type ChannelRole = (typeof CHANNEL_ROLES)[number];

function roleOption(role: ChannelRole, t: T): PlainTextOption {
  return { text: plainText(t(`registration.channel.roles.${role}`), LIMITS.optionText), value: role };
}

export function channelMembersView(t: T, notice: Notice | null = null): ModalView {
  const blocks: KnownBlock[] = [
    ...noticeBlocks(notice),
    { type: "section", block_id: "channel_intro", text: mrkdwn(t("registration.channel.intro")) },
    {
      type: "input",
      block_id: InputId.registrationChannel,
      label: plainText(t("registration.channel.pick"), LIMITS.inputLabel),
      hint: plainText(t("registration.channel.pickHint"), LIMITS.inputHint),
      element: {
        type: "conversations_select",
        action_id: InputId.registrationChannel,
        filter: { include: ["public", "private"], exclude_bot_users: true },
      },
    },
    {
      type: "input",
      block_id: InputId.registrationRole,
      label: plainText(t("registration.channel.role"), LIMITS.inputLabel),
      element: {
        type: "radio_buttons",
        action_id: InputId.registrationRole,
        options: CHANNEL_ROLES.map((role) => roleOption(role, t)),
        initial_option: roleOption("student", t),
      },
    },
    consentBlock(t),
    toolbar("channel_members_nav", [], "people", t),
  ];
  return adminModal({
    callbackId: CallbackId.adminChannelMembers,
    title: t("registration.channel.title"),
    metadata: { page: "channel_members" },
    blocks,
    submit: t("registration.channel.submit"),
    t,
  });
}
