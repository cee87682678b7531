/** Options requests of external selects: every feature's rows, one per action_id. */
import type { OptionsArgs } from "../lib/args.js";
import type { ListenerRow } from "../lib/registration/rows.js";
import { classModalOptionRows } from "./class-modal-rows.js";
import { rowsOf } from "./features.js";

export const optionListeners: readonly ListenerRow<OptionsArgs>[] = [
  // The class picker's search and the menus inside class modals ("Remove students" of a class with
  // more than 100); class access is checked on each request by the class modals' registration.
  ...classModalOptionRows,
  ...rowsOf((f) => f.options),
];
