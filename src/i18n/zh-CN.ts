/** Every string of the app in Simplified Chinese: a `Catalog` of `en.ts`, area by area. */
import type { Catalog } from "./catalog.js";
import type { en } from "./en.js";
import { about } from "./zh-CN/about.js";
import { admin } from "./zh-CN/admin.js";
import { adminDirectory } from "./zh-CN/adminDirectory.js";
import { adminErrors } from "./zh-CN/adminErrors.js";
import { adminImport } from "./zh-CN/adminImport.js";
import { adminProblems } from "./zh-CN/adminProblems.js";
import { afterClass } from "./zh-CN/afterClass.js";
import { auditLog } from "./zh-CN/auditLog.js";
import { cards } from "./zh-CN/cards.js";
import { classChanges } from "./zh-CN/classChanges.js";
import { classEvents } from "./zh-CN/classEvents.js";
import { classLabels } from "./zh-CN/classLabels.js";
import { classModals } from "./zh-CN/classModals.js";
import { classMove } from "./zh-CN/classMove.js";
import { classRate } from "./zh-CN/classRate.js";
import { classStudents } from "./zh-CN/classStudents.js";
import { common } from "./zh-CN/common.js";
import { firstAdmin } from "./zh-CN/first-admin.js";
import { help } from "./zh-CN/help.js";
import { home } from "./zh-CN/home.js";
import { install } from "./zh-CN/install.js";
import { outdated } from "./zh-CN/outdated.js";
import { partnerErrors } from "./zh-CN/partnerErrors.js";
import { refusals } from "./zh-CN/refusals.js";
import { registration } from "./zh-CN/registration.js";
import { reports } from "./zh-CN/reports.js";
import { schedule } from "./zh-CN/schedule.js";
import { student } from "./zh-CN/student.js";
import { teacher } from "./zh-CN/teacher.js";
import { welcome } from "./zh-CN/welcome.js";

export const zhCN: Catalog<typeof en> = {
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
};
