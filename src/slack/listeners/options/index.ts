/** Options requests of external selects: one row per action_id. */
import { ClassPickerIds } from "../../ids.js";
import { idsOf, type ListenerRow } from "../table.js";
import { classOptions, type OptionsArgs } from "./class-options.js";

export const optionListeners: readonly ListenerRow<OptionsArgs>[] = [
  // Lists only the classes the caller may act on, so it needs no capability of its own.
  [ClassPickerIds.select, classOptions, "anyone"],
];

export const registeredOptions: readonly string[] = idsOf(optionListeners);
