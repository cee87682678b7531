/** The school admin: `/class admin`, its pages' buttons and forms, the people lists dropped in the DM. */
import { ActionId, AdminNavigatePattern, CallbackId, EventName, InputId } from "../../lib/ids.js";
import type { FeatureRows } from "../../lib/registration/feature.js";
import { adminSubcommand } from "./command.js";
import { adminConnectionSubmitted } from "./connection/submitted.js";
import { connectionTestClicked } from "./connection/test-button.js";
import {
  courseAddClicked,
  courseCreateClicked,
  courseEditClicked,
  courseRemoveClicked,
  coursesPaged,
} from "./courses/buttons.js";
import { courseNewJob } from "./courses/job.js";
import { adminCourseFormSubmitted } from "./courses/submitted.js";
import { classEventsRotateClicked } from "./events/rotate-button.js";
import { fileSharedInDm } from "./import/file-shared.js";
import { importRetryClicked } from "./import/retry-button.js";
import { importSharedFileClicked } from "./import/shared-file-button.js";
import { adminImportSubmitted } from "./import/submitted.js";
import { labelAddClicked, labelEditClicked, labelRemoveClicked, labelsPaged } from "./labels/buttons.js";
import { adminLabelFormSubmitted } from "./labels/submitted.js";
import { adminNavigate } from "./navigate.js";
import { openAdminClicked } from "./open-button.js";
import {
  peoplePaged,
  personAddClicked,
  personEditClicked,
  personFound,
  personRemoveClicked,
} from "./people/buttons.js";
import { peopleFindOptions } from "./people/find-options.js";
import { adminPersonFormSubmitted } from "./people/submitted.js";
import { adminChannelMembersSubmitted } from "./registration/channel-submitted.js";
import { registrationJob } from "./registration/job.js";
import { adminSettingsSubmitted } from "./settings/submitted.js";
import { timeZoneOptions } from "./settings/time-zone-options.js";

export const adminFeature: FeatureRows = {
  subcommands: { admin: adminSubcommand },
  actions: [
    [AdminNavigatePattern, adminNavigate, "admin"],
    [ActionId.connectionTest, connectionTestClicked, "admin"],
    [ActionId.classEventsRotate, classEventsRotateClicked, "admin"],
    [ActionId.importSharedFile, importSharedFileClicked, "admin"],
    [ActionId.importRetry, importRetryClicked, "admin"],
    [ActionId.courseAdd, courseAddClicked, "admin"],
    [ActionId.courseEdit, courseEditClicked, "admin"],
    [ActionId.courseRemove, courseRemoveClicked, "admin"],
    [ActionId.coursesPrev, coursesPaged, "admin"],
    [ActionId.coursesNext, coursesPaged, "admin"],
    [ActionId.personAdd, personAddClicked, "admin"],
    [ActionId.personEdit, personEditClicked, "admin"],
    [ActionId.personRemove, personRemoveClicked, "admin"],
    [ActionId.peoplePrev, peoplePaged, "admin"],
    [ActionId.peopleNext, peoplePaged, "admin"],
    [ActionId.peopleFind, personFound, "admin"],
    [ActionId.labelAdd, labelAddClicked, "admin"],
    [ActionId.labelEdit, labelEditClicked, "admin"],
    [ActionId.labelRemove, labelRemoveClicked, "admin"],
    [ActionId.labelsPrev, labelsPaged, "admin"],
    [ActionId.labelsNext, labelsPaged, "admin"],
    [ActionId.openAdmin, openAdminClicked, "admin"],
    [ActionId.courseCreate, courseCreateClicked, "admin"],
  ],
  views: [
    [CallbackId.adminConnection, adminConnectionSubmitted, "admin"],
    [CallbackId.adminCourseForm, adminCourseFormSubmitted, "admin"],
    [CallbackId.adminPersonForm, adminPersonFormSubmitted, "admin"],
    [CallbackId.adminImport, adminImportSubmitted, "admin"],
    [CallbackId.adminLabelForm, adminLabelFormSubmitted, "admin"],
    [CallbackId.adminSettings, adminSettingsSubmitted, "admin"],
    [CallbackId.adminChannelMembers, adminChannelMembersSubmitted, "admin"],
  ],
  options: [
    // The school settings' time zone menu (admins only, like the form).
    [InputId.settingsTimeZone, timeZoneOptions, "admin"],
    // The People page's search (admins only, like the page).
    [ActionId.peopleFind, peopleFindOptions, "admin"],
  ],
  // Admins only for the import; anyone else is told so in a sentence (the listener decides).
  events: [[EventName.messageIm, fileSharedInDm, "anyone"]],
  // An admin's new course, and people's accounts made at the service (registration/).
  jobs: [courseNewJob, registrationJob],
};
