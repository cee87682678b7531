/** Options requests of external selects: one row per action_id. */
import type { OptionsArgs } from "../../args.js";
import { ActionId, InputId } from "../../ids.js";
import { classModalOptionRows } from "../../surfaces/class-modals/registration.js";
import { idsOf, type ListenerRow } from "../table.js";
import { courseOptions } from "./course-options.js";
import { peopleFindOptions } from "./people-find-options.js";
import { timeZoneOptions } from "./time-zone-options.js";

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

export const registeredOptions: readonly string[] = idsOf(optionListeners);
