/**
 * Saves the school settings; each problem is shown on its field. The "admin" row of the table checks
 * the caller's role before this runs, on every submit (never the modal's private_metadata).
 * When the reminder time changed, the school's upcoming reminders are moved after the ack (tracked in
 * `inFlight`, so shutdown waits for it); whatever fails or does not fit Slack's limits is left to the
 * periodic sweep, which compares each reminder's time with the setting too.
 */

import type { SettingsProblem } from "../../../../classes/admin/problems.js";
import {
  rescheduleReminders,
  type SchoolSettingsField,
  saveSchoolSettings,
} from "../../../../classes/admin/settings.js";
import { fieldErrors, type SubmissionArgs, stateOf } from "../../../lib/args.js";
import { readOption, readText } from "../../../lib/blocks/form-values.js";
import { callerOf, type SlackDeps } from "../../../lib/context.js";
import { InputId } from "../../../lib/ids.js";
import { tFor } from "../../../lib/locale/locale.js";
import { adminPage } from "../pages.js";
import { settingsProblemText } from "../problems.js";

const FIELD_INPUT: Record<SchoolSettingsField, string> = {
  name: InputId.settingsName,
  timeZone: InputId.settingsTimeZone,
  seatMax: InputId.settingsSeatMax,
  reminderMinutes: InputId.settingsReminderMinutes,
  recentClassDays: InputId.settingsRecentClassDays,
  personalDataDays: InputId.settingsPersonalDataDays,
};

export function adminSettingsSubmitted(deps: SlackDeps) {
  return async (args: SubmissionArgs): Promise<void> => {
    const caller = callerOf(args.context);
    const state = stateOf(args);
    const saved = await saveSchoolSettings(deps, caller, {
      timeZone: readOption(state, InputId.settingsTimeZone) ?? "",
      seatMax: readText(state, InputId.settingsSeatMax),
      reminderMinutes: readText(state, InputId.settingsReminderMinutes),
      recentClassDays: readText(state, InputId.settingsRecentClassDays),
      personalDataDays: readText(state, InputId.settingsPersonalDataDays),
      // A form without the field (opened before it existed) keeps the name.
      ...(state?.[InputId.settingsName] === undefined ? {} : { name: readText(state, InputId.settingsName) }),
    });
    const t = await tFor(deps, caller.teamId, caller.userId);
    if (!saved.ok) {
      const errors = Object.fromEntries(
        (Object.entries(saved.problems) as [SchoolSettingsField, SettingsProblem][]).map(
          ([field, problem]) => [FIELD_INPUT[field], settingsProblemText(problem, t)],
        ),
      );
      await args.ack({ response_action: "errors", errors: fieldErrors(errors) });
      return;
    }
    const changed = saved.changedFields.map((field) => t(`admin.settings.changed.${field}`));
    const notice =
      changed.length === 0
        ? t("admin.settings.savedNothing")
        : t("admin.settings.saved", { changed: changed.join(t("admin.settings.separator")) });
    const view = await adminPage(deps, caller.teamId, { page: "home", viewer: caller.userId }, notice, t);
    await args.ack({ response_action: "update", view });
    const { reminders } = deps;
    if (saved.reminderMinutesChanged && reminders) {
      void deps.inFlight.track(
        rescheduleReminders(deps, reminders, caller.teamId).catch((err: unknown) =>
          // The error's name only: reminder requests carry the students' links.
          deps.logger.warn(
            { err: err instanceof Error ? err.name : "unknown", team: caller.teamId },
            "moving reminders to the new reminder time failed; the sweep retries them",
          ),
        ),
      );
    }
  };
}
