/**
 * The admin's confirmation that the people agreed to have a {{service}} account made for them: one
 * block shared by the forms that register people (Add person, Add a channel's members, the import), so
 * the vendor's warning reads the same everywhere. Read again on every submission: nothing registers
 * without it.
 */
import type { InputBlock } from "@slack/types";
import type { T } from "../../../../i18n/index.js";
import { readMany, type SubmittedState } from "../../../lib/blocks/form-values.js";
import { LIMITS } from "../../../lib/blocks/limits.js";
import { plainText } from "../../../lib/blocks/text.js";
import { InputId } from "../../../lib/ids.js";

const AGREED = "agreed";

export function consentBlock(t: T): InputBlock {
  return {
    type: "input",
    block_id: InputId.registrationConsent,
    optional: true,
    label: plainText(t("registration.consent.label"), LIMITS.inputLabel),
    hint: plainText(t("registration.consent.hint"), LIMITS.inputHint),
    element: {
      type: "checkboxes",
      action_id: InputId.registrationConsent,
      options: [{ text: plainText(t("registration.consent.option"), LIMITS.optionText), value: AGREED }],
    },
  };
}

/** Whether the submitted form has the agreement ticked (a form without the block: not ticked). */
export function consentTicked(state: SubmittedState | null | undefined): boolean {
  return readMany(state, InputId.registrationConsent).includes(AGREED);
}
