import type { App } from "@slack/bolt";
import type { SlackDeps } from "../../context.js";
import { CallbackId, classModalCallbackId } from "../../ids.js";
import { requireCapability } from "../../middleware/require-capability.js";
import { adminConnectionSubmitted } from "./admin-connection.js";
import { adminCourseFormSubmitted } from "./admin-course-form.js";
import { adminImportSubmitted } from "./admin-import.js";
import { adminPersonFormSubmitted } from "./admin-person-form.js";
import { classSeatsSubmitted } from "./class-seats.js";
import { classStudentsSubmitted } from "./class-students.js";
import { classVideoSubmitted } from "./class-video.js";
import { scheduleSubmitted } from "./schedule-submitted.js";

/** callback_ids of the modals whose submissions the app handles. */
export const registeredViewSubmissions: readonly string[] = [
  CallbackId.adminConnection,
  CallbackId.adminCourseForm,
  CallbackId.adminPersonForm,
  CallbackId.adminImport,
  classModalCallbackId("students"),
  classModalCallbackId("video"),
  classModalCallbackId("seats"),
  CallbackId.scheduleForm,
];

export function register(app: App, deps: SlackDeps): void {
  const admin = requireCapability(deps, "admin");
  app.view(CallbackId.adminConnection, admin, adminConnectionSubmitted(deps));
  app.view(CallbackId.adminCourseForm, admin, adminCourseFormSubmitted(deps));
  app.view(CallbackId.adminPersonForm, admin, adminPersonFormSubmitted(deps));
  app.view(CallbackId.adminImport, admin, adminImportSubmitted(deps));
  // Class modals: the use case checks role and course on every submit.
  app.view(classModalCallbackId("students"), classStudentsSubmitted(deps));
  app.view(classModalCallbackId("video"), classVideoSubmitted(deps));
  app.view(classModalCallbackId("seats"), classSeatsSubmitted(deps));
  app.view(CallbackId.scheduleForm, requireCapability(deps, "schedule"), scheduleSubmitted(deps));
}
