import type { App } from "@slack/bolt";
import type { SlackDeps } from "../../context.js";
import { CallbackId } from "../../ids.js";
import { requireCapability } from "../../middleware/require-capability.js";
import { adminConnectionSubmitted } from "./admin-connection.js";
import { adminCourseFormSubmitted } from "./admin-course-form.js";
import { adminImportSubmitted } from "./admin-import.js";
import { adminLabelFormSubmitted } from "./admin-label-form.js";
import { adminPersonFormSubmitted } from "./admin-person-form.js";
import { classLabelsSubmitted } from "./class-labels.js";
import { classRateSubmitted } from "./class-rate.js";
import { scheduleSubmitted } from "./schedule-submitted.js";

/** callback_ids of the modals whose submissions the app handles. */
export const registeredViewSubmissions: readonly string[] = [
  CallbackId.adminConnection,
  CallbackId.adminCourseForm,
  CallbackId.adminPersonForm,
  CallbackId.adminImport,
  CallbackId.adminLabelForm,
  CallbackId.classLabels,
  CallbackId.classRate,
  CallbackId.scheduleForm,
];

export function register(app: App, deps: SlackDeps): void {
  const admin = requireCapability(deps, "admin");
  app.view(CallbackId.adminConnection, admin, adminConnectionSubmitted(deps));
  app.view(CallbackId.adminCourseForm, admin, adminCourseFormSubmitted(deps));
  app.view(CallbackId.adminPersonForm, admin, adminPersonFormSubmitted(deps));
  app.view(CallbackId.adminImport, admin, adminImportSubmitted(deps));
  app.view(CallbackId.adminLabelForm, admin, adminLabelFormSubmitted(deps));
  app.view(CallbackId.classLabels, requireCapability(deps, "labels"), classLabelsSubmitted(deps));
  app.view(CallbackId.classRate, requireCapability(deps, "rate"), classRateSubmitted(deps));
  app.view(CallbackId.scheduleForm, requireCapability(deps, "schedule"), scheduleSubmitted(deps));
}
