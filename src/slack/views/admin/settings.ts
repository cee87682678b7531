/** School settings form: time zone, seat maximum, reminder time; pre-filled, defaults named in hints. */
import type { InputBlock, KnownBlock, ModalView, PlainTextOption } from "@slack/types";
import { REMINDER_MINUTES_MAX, SCHOOL_NAME_MAX_LENGTH } from "../../../classes/admin/settings.js";
import {
  DEFAULT_SCHOOL_SETTINGS,
  PERSONAL_DATA_DAYS_MAX,
  PERSONAL_DATA_DAYS_MIN,
  RECENT_CLASS_DAYS_MAX,
  type SchoolSettings,
  SEAT_CEILING,
} from "../../../classes/school-settings.js";
import { CallbackId, InputId } from "../../ids.js";
import { LIMITS } from "../limits.js";
import { plainText } from "../text.js";
import { adminModal, type Notice, noticeBlocks, toolbar } from "./modal.js";

export interface SettingsFormInput {
  readonly settings: SchoolSettings;
  /** The school's display name; null: none given yet. */
  readonly name?: string | null;
  /** The stored zone as the list shows it, e.g. "(UTC+01:00) Berlin — Europe/Berlin". */
  readonly timeZoneLabel: string;
  readonly notice?: Notice | null;
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
  const blocks: KnownBlock[] = [
    ...noticeBlocks(input.notice),
    {
      type: "input",
      block_id: InputId.settingsName,
      label: plainText("School name", LIMITS.inputLabel),
      optional: true,
      element: {
        type: "plain_text_input",
        action_id: InputId.settingsName,
        max_length: SCHOOL_NAME_MAX_LENGTH,
        ...(input.name ? { initial_value: input.name.slice(0, SCHOOL_NAME_MAX_LENGTH) } : {}),
        placeholder: plainText("Lincoln High School", LIMITS.placeholder),
      },
      hint: plainText(
        "What admin pages and everyone's Home call the school, instead of its ID at the class service.",
        LIMITS.inputHint,
      ),
    },
    {
      type: "input",
      block_id: InputId.settingsTimeZone,
      label: plainText("School time zone", LIMITS.inputLabel),
      // A searchable list, never free text: a typed "EST" would be a fixed offset without summer time.
      element: {
        type: "external_select",
        action_id: InputId.settingsTimeZone,
        min_query_length: 0,
        initial_option: zoneOption(input.settings.timeZone, input.timeZoneLabel),
        placeholder: plainText("Type a city, e.g. New York", LIMITS.placeholder),
      },
      hint: plainText(
        `Type a city or a zone name to find it. Used for people whose Slack profile has no time zone. Default ${d.timeZone}.`,
        LIMITS.inputHint,
      ),
    },
    numberInput(
      InputId.settingsSeatMax,
      "Most seats on stage",
      input.settings.seatMax,
      SEAT_CEILING,
      `The most students a class may have on stage, 1 to ${SEAT_CEILING}. Default ${d.seatMax}.`,
    ),
    numberInput(
      InputId.settingsReminderMinutes,
      "Reminder before class (minutes)",
      input.settings.reminderMinutes,
      REMINDER_MINUTES_MAX,
      `How long before class students get their reminder, 1 to ${REMINDER_MINUTES_MAX} minutes. Default ${d.reminderMinutes}.`,
    ),
    numberInput(
      InputId.settingsRecentClassDays,
      "Classes stay rateable (days)",
      input.settings.recentClassDays,
      RECENT_CLASS_DAYS_MAX,
      `How many days after a class ended it shows under Recent classes and can still be rated, 1 to ${RECENT_CLASS_DAYS_MAX}. Default ${d.recentClassDays}.`,
    ),
    numberInput(
      InputId.settingsPersonalDataDays,
      "Keep ratings and link opens (days)",
      input.settings.personalDataDays,
      PERSONAL_DATA_DAYS_MAX,
      `How many days after a class its ratings, comments and link opens are kept; a daily job deletes them after that, ${PERSONAL_DATA_DAYS_MIN} to ${PERSONAL_DATA_DAYS_MAX}. Default ${d.personalDataDays}.`,
      PERSONAL_DATA_DAYS_MIN,
    ),
    toolbar("settings_nav", []),
  ];
  return adminModal({
    callbackId: CallbackId.adminSettings,
    title: "School settings",
    metadata: { page: "settings" },
    blocks,
    submit: "Save",
  });
}
