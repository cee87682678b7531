/** Add or edit one person of the directory. */

import type { KnownBlock, ModalView, PlainTextOption } from "@slack/types";
import type { PersonEntry } from "../../../../classes/admin/people.js";
import { MAX_ACCOUNT_LENGTH, MAX_NAME_LENGTH, MAX_UID_LENGTH } from "../../../../classes/people-import.js";
import { isRole, ROLES, type Role } from "../../../../classes/roles.js";
import type { T } from "../../../../i18n/index.js";
import { LIMITS } from "../../../lib/blocks/limits.js";
import { isSlackUserId, plainText } from "../../../lib/blocks/text.js";
import { CallbackId, InputId } from "../../../lib/ids.js";
import { adminModal, type Notice, noticeBlocks, toolbar } from "../modal.js";
import { consentBlock } from "../registration/consent.js";
import { roleLabel } from "./view.js";

export interface PersonFormInput {
  /** The person being edited; absent to add someone. */
  readonly person?: PersonEntry | null;
  readonly notice?: Notice | null;
  /** The admin's language. */
  readonly t: T;
}

function roleOption(role: Role, t: T): PlainTextOption {
  return {
    text: plainText(roleLabel(role, t), LIMITS.optionText),
    value: role,
    description: plainText(t(`adminDirectory.personForm.roleDescriptions.${role}`), LIMITS.optionDescription),
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
  const t = input.t;
  const person = input.person ?? null;
  const knownUser = person && isSlackUserId(person.slackUserId) ? person.slackUserId : null;
  const blocks: KnownBlock[] = [
    ...noticeBlocks(input.notice),
    {
      type: "input",
      block_id: InputId.personSlackUser,
      label: plainText(t("adminDirectory.personForm.slackUser"), LIMITS.inputLabel),
      element: {
        type: "users_select",
        action_id: InputId.personSlackUser,
        ...(knownUser ? { initial_user: knownUser } : {}),
      },
    },
    textInput(
      InputId.personUid,
      t("adminDirectory.personForm.uid.label"),
      t("adminDirectory.personForm.uid.hint"),
      MAX_UID_LENGTH,
      person?.uid,
      true,
    ),
    // Without a UID, the person may be registered at the service: only with their agreement.
    ...(person === null || person.uid === "" ? [consentBlock(t)] : []),
    textInput(
      InputId.personName,
      t("adminDirectory.personForm.name.label"),
      t("adminDirectory.personForm.name.hint"),
      MAX_NAME_LENGTH,
      person?.name,
    ),
    textInput(
      InputId.personAccount,
      t("adminDirectory.personForm.account.label"),
      t("adminDirectory.personForm.account.hint"),
      MAX_ACCOUNT_LENGTH,
      person?.account,
      true,
    ),
    {
      type: "input",
      block_id: InputId.personRole,
      label: plainText(t("adminDirectory.personForm.role"), LIMITS.inputLabel),
      element: {
        type: "radio_buttons",
        action_id: InputId.personRole,
        options: ROLES.map((role) => roleOption(role, t)),
        ...(person && isRole(person.role) ? { initial_option: roleOption(person.role, t) } : {}),
      },
    },
    toolbar("person_form_nav", [], "people", t),
  ];
  return adminModal({
    callbackId: CallbackId.adminPersonForm,
    title: t(person ? "adminDirectory.personForm.edit" : "adminDirectory.personForm.add"),
    metadata: { page: "person_form", slackUserId: knownUser },
    blocks,
    submit: t("admin.save"),
    t,
  });
}
