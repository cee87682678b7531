/** Options requests of external selects: one row per action_id. */

import { peopleFindOptions } from "../features/admin/people/find-options.js";
import { timeZoneOptions } from "../features/admin/settings/time-zone-options.js";
import { courseOptions } from "../features/schedule/course-options.js";
import type { OptionsArgs } from "../lib/args.js";
import { ActionId, InputId } from "../lib/ids.js";
import type { ListenerRow } from "../lib/registration/rows.js";
import { classModalOptionRows } from "./class-modal-rows.js";

export const optionListeners: readonly ListenerRow<OptionsArgs>[] = [
  // The class picker's search and the menus inside class modals ("Remove students" of a class with
  // more than 100); class access is checked on each request by the class modals' registration.
  ...classModalOptionRows,
  // The schedule form's course menu; lists only the courses the caller may schedule in.
  [InputId.scheduleCourse, courseOptions, "schedule"],
  // The school settings' time zone menu (admins only, like the form).
  [InputId.settingsTimeZone, timeZoneOptions, "admin"],
  // The People page's search (admins only, like the page).
  [ActionId.peopleFind, peopleFindOptions, "admin"],
];
