/** School settings form: time zone, seat maximum, reminder time; pre-filled, defaults named in hints. */
import type { InputBlock, KnownBlock, ModalView, PlainTextOption } from "@slack/types";
import { REMINDER_MINUTES_MAX, SCHOOL_NAME_MAX_LENGTH } from "../../../../classes/admin/settings.js";
import {
  DEFAULT_SCHOOL_SETTINGS,
  PERSONAL_DATA_DAYS_MAX,
  PERSONAL_DATA_DAYS_MIN,
  RECENT_CLASS_DAYS_MAX,
  type SchoolSettings,
  SEAT_CEILING,
} from "../../../../classes/school-settings.js";
import type { T } from "../../../../i18n/index.js";
import { LIMITS } from "../../../lib/blocks/limits.js";
import { plainText } from "../../../lib/blocks/text.js";
import { CallbackId, InputId } from "../../../lib/ids.js";
import { adminModal, type Notice, noticeBlocks, toolbar } from "../modal.js";

export interface SettingsFormInput {
  readonly settings: SchoolSettings;
  /** The school's display name; null: none given yet. */
  readonly name?: string | null;
  /** The stored zone as the list shows it, e.g. "(UTC+01:00) Berlin — Europe/Berlin". */
  readonly timeZoneLabel: string;
  readonly notice?: Notice | null;
  /** The admin's language. */
  readonly t: T;
}

function numberInput(
  id: string,
  label: string,
  initial: number,
  max: number,
  hint: string,
  min = 1,
): InputBlock {
  return {
    type: "input",
    block_id: id,
    label: plainText(label, LIMITS.inputLabel),
    element: {
      type: "number_input",
      action_id: id,
      is_decimal_allowed: false,
      min_value: String(min),
      max_value: String(max),
      initial_value: String(initial),
    },
    hint: plainText(hint, LIMITS.inputHint),
  };
}

/** One zone of the time zone list; the value is the IANA name that is stored. */
export function zoneOption(zone: string, label: string): PlainTextOption {
  return { text: plainText(label, LIMITS.optionText), value: zone };
}

export function settingsFormView(input: SettingsFormInput): ModalView {
  const d = DEFAULT_SCHOOL_SETTINGS;
  const t = input.t;
  const blocks: KnownBlock[] = [
    ...noticeBlocks(input.notice),
    {
      type: "input",
      block_id: InputId.settingsName,
      label: plainText(t("admin.settings.name.label"), LIMITS.inputLabel),
      optional: true,
      element: {
        type: "plain_text_input",
        action_id: InputId.settingsName,
        max_length: SCHOOL_NAME_MAX_LENGTH,
        ...(input.name ? { initial_value: input.name.slice(0, SCHOOL_NAME_MAX_LENGTH) } : {}),
        placeholder: plainText(t("admin.settings.name.placeholder"), LIMITS.placeholder),
      },
      hint: plainText(t("admin.settings.name.hint"), LIMITS.inputHint),
    },
    {
      type: "input",
      block_id: InputId.settingsTimeZone,
      label: plainText(t("admin.settings.timeZone.label"), LIMITS.inputLabel),
      // A searchable list, never free text: a typed "EST" would be a fixed offset without summer time.
      element: {
        type: "external_select",
        action_id: InputId.settingsTimeZone,
        min_query_length: 0,
        initial_option: zoneOption(input.settings.timeZone, input.timeZoneLabel),
        placeholder: plainText(t("admin.settings.timeZone.placeholder"), LIMITS.placeholder),
      },
      hint: plainText(t("admin.settings.timeZone.hint", { zone: d.timeZone }), LIMITS.inputHint),
    },
    numberInput(
      InputId.settingsSeatMax,
      t("admin.settings.seatMax.label"),
      input.settings.seatMax,
      SEAT_CEILING,
      t("admin.settings.seatMax.hint", { max: SEAT_CEILING, default: d.seatMax }),
    ),
    numberInput(
      InputId.settingsReminderMinutes,
      t("admin.settings.reminder.label"),
      input.settings.reminderMinutes,
      REMINDER_MINUTES_MAX,
      t("admin.settings.reminder.hint", { max: REMINDER_MINUTES_MAX, default: d.reminderMinutes }),
    ),
    numberInput(
      InputId.settingsRecentClassDays,
      t("admin.settings.rateable.label"),
      input.settings.recentClassDays,
      RECENT_CLASS_DAYS_MAX,
      t("admin.settings.rateable.hint", { max: RECENT_CLASS_DAYS_MAX, default: d.recentClassDays }),
    ),
    numberInput(
      InputId.settingsPersonalDataDays,
      t("admin.settings.keep.label"),
      input.settings.personalDataDays,
      PERSONAL_DATA_DAYS_MAX,
      t("admin.settings.keep.hint", {
        min: PERSONAL_DATA_DAYS_MIN,
        max: PERSONAL_DATA_DAYS_MAX,
        default: d.personalDataDays,
      }),
      PERSONAL_DATA_DAYS_MIN,
    ),
    toolbar("settings_nav", [], "home", t),
  ];
  return adminModal({
    callbackId: CallbackId.adminSettings,
    title: t("admin.settings.title"),
    metadata: { page: "settings" },
    blocks,
    submit: t("admin.save"),
    t,
  });
}
