/** Options requests of external selects: one row per action_id. */
import { ClassInputId, ClassPickerIds, InputId } from "../../ids.js";
import { idsOf, type ListenerRow } from "../table.js";
import { classOptions, type OptionsArgs } from "./class-options.js";
import { classStudentsOptions } from "./class-students-options.js";
import { courseOptions } from "./course-options.js";

export const optionListeners: readonly ListenerRow<OptionsArgs>[] = [
  // Lists only the classes the caller may act on, so it needs no capability of its own.
  [ClassPickerIds.select, classOptions, "anyone"],
  // "Remove students" of a class with more than 100; classAccess checks the class on each request.
  [ClassInputId.studentsRemove, classStudentsOptions, "students"],
  // The schedule form's course menu; lists only the courses the caller may schedule in.
  [InputId.scheduleCourse, courseOptions, "schedule"],
];

export const registeredOptions: readonly string[] = idsOf(optionListeners);
