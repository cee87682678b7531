/** Modal submissions: one row per callback_id. */
import { CallbackId, classModalCallbackId } from "../../ids.js";
import { idsOf, type ListenerRow } from "../table.js";
import { adminConnectionSubmitted } from "./admin-connection.js";
import { adminCourseFormSubmitted } from "./admin-course-form.js";
import { adminImportSubmitted } from "./admin-import.js";
import { adminLabelFormSubmitted } from "./admin-label-form.js";
import { adminPersonFormSubmitted } from "./admin-person-form.js";
import { adminSettingsSubmitted } from "./admin-settings.js";
import { classLabelsSubmitted } from "./class-labels.js";
import { classRateSubmitted } from "./class-rate.js";
import { classSeatsSubmitted } from "./class-seats.js";
import { classStudentsSubmitted } from "./class-students.js";
import { classVideoSubmitted } from "./class-video.js";
import { scheduleSubmitted } from "./schedule-submitted.js";
import type { SubmissionArgs } from "./types.js";

export const viewListeners: readonly ListenerRow<SubmissionArgs>[] = [
  [CallbackId.adminConnection, adminConnectionSubmitted, "admin"],
  [CallbackId.adminCourseForm, adminCourseFormSubmitted, "admin"],
  [CallbackId.adminPersonForm, adminPersonFormSubmitted, "admin"],
  [CallbackId.adminImport, adminImportSubmitted, "admin"],
  [CallbackId.adminLabelForm, adminLabelFormSubmitted, "admin"],
  [CallbackId.scheduleForm, scheduleSubmitted, "schedule"],
  // The class modals' use cases also re-check the course of the class on every submit.
  [classModalCallbackId("students"), classStudentsSubmitted, "students"],
  [classModalCallbackId("video"), classVideoSubmitted, "video"],
  [classModalCallbackId("seats"), classSeatsSubmitted, "seats"],
  [CallbackId.classLabels, classLabelsSubmitted, "labels"],
  [CallbackId.classRate, classRateSubmitted, "rate"],
  [CallbackId.adminSettings, adminSettingsSubmitted, "admin"],
];

/** callback_ids of the modals whose submissions the app handles. */
export const registeredViewSubmissions: readonly string[] = idsOf(viewListeners);
