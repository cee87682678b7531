/** Modal submissions: one row per callback_id. */
import { CallbackId } from "../../ids.js";
import { idsOf, type ListenerRow } from "../table.js";
import { adminConnectionSubmitted } from "./admin-connection.js";
import { adminCourseFormSubmitted } from "./admin-course-form.js";
import { adminImportSubmitted } from "./admin-import.js";
import { adminPersonFormSubmitted } from "./admin-person-form.js";
import { scheduleSubmitted } from "./schedule-submitted.js";
import type { SubmissionArgs } from "./types.js";

export const viewListeners: readonly ListenerRow<SubmissionArgs>[] = [
  [CallbackId.adminConnection, adminConnectionSubmitted, "admin"],
  [CallbackId.adminCourseForm, adminCourseFormSubmitted, "admin"],
  [CallbackId.adminPersonForm, adminPersonFormSubmitted, "admin"],
  [CallbackId.adminImport, adminImportSubmitted, "admin"],
  [CallbackId.scheduleForm, scheduleSubmitted, "schedule"],
];

/** callback_ids of the modals whose submissions the app handles. */
export const registeredViewSubmissions: readonly string[] = idsOf(viewListeners);
