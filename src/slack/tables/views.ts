/** Modal submissions: one row per callback_id. */

import { adminConnectionSubmitted } from "../features/admin/connection/submitted.js";
import { adminCourseFormSubmitted } from "../features/admin/courses/submitted.js";
import { adminImportSubmitted } from "../features/admin/import/submitted.js";
import { adminLabelFormSubmitted } from "../features/admin/labels/submitted.js";
import { adminPersonFormSubmitted } from "../features/admin/people/submitted.js";
import { adminSettingsSubmitted } from "../features/admin/settings/submitted.js";
import { scheduleSubmitted } from "../features/schedule/submitted.js";
import type { SubmissionArgs } from "../lib/args.js";
import { CallbackId } from "../lib/ids.js";
import { idsOf, type ListenerRow } from "../lib/registration/rows.js";
import { classModalViewRows } from "./class-modal-rows.js";

export const viewListeners: readonly ListenerRow<SubmissionArgs>[] = [
  [CallbackId.adminConnection, adminConnectionSubmitted, "admin"],
  [CallbackId.adminCourseForm, adminCourseFormSubmitted, "admin"],
  [CallbackId.adminPersonForm, adminPersonFormSubmitted, "admin"],
  [CallbackId.adminImport, adminImportSubmitted, "admin"],
  [CallbackId.adminLabelForm, adminLabelFormSubmitted, "admin"],
  [CallbackId.scheduleForm, scheduleSubmitted, "schedule"],
  [CallbackId.adminSettings, adminSettingsSubmitted, "admin"],
  // The class modals: class access is checked for each submission by their registration.
  ...classModalViewRows,
];

/** callback_ids of the modals whose submissions the app handles. */
export const registeredViewSubmissions: readonly string[] = idsOf(viewListeners);
