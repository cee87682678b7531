/** Modal submissions: one row per callback_id. */

import type { SubmissionArgs } from "../../args.js";
import { CallbackId } from "../../ids.js";
import { classModalViewRows } from "../../surfaces/class-modals/registration.js";
import { idsOf, type ListenerRow } from "../table.js";
import { adminConnectionSubmitted } from "./admin-connection.js";
import { adminCourseFormSubmitted } from "./admin-course-form.js";
import { adminImportSubmitted } from "./admin-import.js";
import { adminLabelFormSubmitted } from "./admin-label-form.js";
import { adminPersonFormSubmitted } from "./admin-person-form.js";
import { adminSettingsSubmitted } from "./admin-settings.js";
import { scheduleSubmitted } from "./schedule-submitted.js";

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
