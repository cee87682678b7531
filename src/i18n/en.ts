/**
 * Every string of the app in English: the source the other languages translate (see docs/i18n.md).
 * One file per area under `en/`; an area's keys are `<area>.<key>`.
 */
import { about } from "./en/about.js";
import { admin } from "./en/admin.js";
import { adminDirectory } from "./en/adminDirectory.js";
import { adminErrors } from "./en/adminErrors.js";
import { adminImport } from "./en/adminImport.js";
import { adminProblems } from "./en/adminProblems.js";
import { afterClass } from "./en/afterClass.js";
import { auditLog } from "./en/auditLog.js";
import { cards } from "./en/cards.js";
import { classChanges } from "./en/classChanges.js";
import { classEvents } from "./en/classEvents.js";
import { classLabels } from "./en/classLabels.js";
import { classModals } from "./en/classModals.js";
import { classMove } from "./en/classMove.js";
import { classRate } from "./en/classRate.js";
import { classStudents } from "./en/classStudents.js";
import { common } from "./en/common.js";
import { firstAdmin } from "./en/first-admin.js";
import { help } from "./en/help.js";
import { home } from "./en/home.js";
import { install } from "./en/install.js";
import { outdated } from "./en/outdated.js";
import { partnerErrors } from "./en/partnerErrors.js";
import { refusals } from "./en/refusals.js";
import { registration } from "./en/registration.js";
import { reports } from "./en/reports.js";
import { schedule } from "./en/schedule.js";
import { student } from "./en/student.js";
import { teacher } from "./en/teacher.js";
import { welcome } from "./en/welcome.js";

export const en = {
  about,
  admin,
  afterClass,
  adminDirectory,
  adminErrors,
  adminImport,
  adminProblems,
  auditLog,
  cards,
  classChanges,
  classEvents,
  classLabels,
  classModals,
  classMove,
  classRate,
  classStudents,
  common,
  firstAdmin,
  help,
  home,
  install,
  refusals,
  registration,
  outdated,
  partnerErrors,
  reports,
  schedule,
  student,
  teacher,
  welcome,
} as const;
