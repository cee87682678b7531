/** Add or edit one person of the directory. */

import type { KnownBlock, ModalView, PlainTextOption } from "@slack/types";
import type { PersonEntry } from "../../../classes/admin/people.js";
import { MAX_ACCOUNT_LENGTH, MAX_NAME_LENGTH, MAX_UID_LENGTH } from "../../../classes/people-import.js";
import { isRole, ROLES, type Role } from "../../../classes/roles.js";
import { CallbackId, InputId } from "../../ids.js";
import { LIMITS } from "../limits.js";
import { isSlackUserId, plainText } from "../text.js";
import { adminModal, type Notice, noticeBlocks, toolbar } from "./modal.js";
import { ROLE_LABELS } from "./people.js";

export interface PersonFormInput {
  /** The person being edited; absent to add someone. */
  readonly person?: PersonEntry | null;
  readonly notice?: Notice | null;
}

const ROLE_DESCRIPTIONS: Readonly<Record<Role, string>> = {
  admin: "Manages the school connection, courses and people",
  teacher: "Schedules and runs classes of the courses they are allowed to teach",
  student: "Gets class invitations and personal live links",
};

function roleOption(role: Role): PlainTextOption {
  return {
    text: plainText(ROLE_LABELS[role], LIMITS.optionText),
    value: role,
    description: plainText(ROLE_DESCRIPTIONS[role], LIMITS.optionDescription),
  };
}

function textInput(
  id: string,
  label: string,
  hint: string,
  maxLength: number,
  initial?: string,
  optional = false,
): KnownBlock {
  return {
    type: "input",
    block_id: id,
    optional,
    label: plainText(label, LIMITS.inputLabel),
    hint: plainText(hint, LIMITS.inputHint),
    element: {
      type: "plain_text_input",
      action_id: id,
      max_length: maxLength,
      ...(initial ? { initial_value: initial.slice(0, maxLength) } : {}),
    },
  };
}

export function personFormView(input: PersonFormInput): ModalView {
  const person = input.person ?? null;
  const knownUser = person && isSlackUserId(person.slackUserId) ? person.slackUserId : null;
  const blocks: KnownBlock[] = [
    ...noticeBlocks(input.notice),
    {
      type: "input",
      block_id: InputId.personSlackUser,
      label: plainText("Slack user", LIMITS.inputLabel),
      element: {
        type: "users_select",
        action_id: InputId.personSlackUser,
        ...(knownUser ? { initial_user: knownUser } : {}),
      },
    },
    textInput(
      InputId.personUid,
      "Partner UID",
      "The UID the partner returned when this person was registered. An admin who does not teach may leave it empty.",
      MAX_UID_LENGTH,
      person?.uid,
      true,
    ),
    textInput(
      InputId.personName,
      "Name",
      "Shown to teachers and in live classes.",
      MAX_NAME_LENGTH,
      person?.name,
    ),
    textInput(
      InputId.personAccount,
      "Account",
      "The partner login, usually a phone number. No spaces. Students need one (it is their login in the live link); teachers and admins may leave it empty.",
      MAX_ACCOUNT_LENGTH,
      person?.account,
      true,
    ),
    {
      type: "input",
      block_id: InputId.personRole,
      label: plainText("Role", LIMITS.inputLabel),
      element: {
        type: "radio_buttons",
        action_id: InputId.personRole,
        options: ROLES.map(roleOption),
        ...(person && isRole(person.role) ? { initial_option: roleOption(person.role) } : {}),
      },
    },
    toolbar("person_form_nav", [], "people"),
  ];
  return adminModal({
    callbackId: CallbackId.adminPersonForm,
    title: person ? "Edit person" : "Add person",
    metadata: { page: "person_form", slackUserId: knownUser },
    blocks,
    submit: "Save",
  });
}
