/** Buttons and other interactive elements: every feature's rows, one per action_id (or pattern). */
import type { ButtonArgs } from "../lib/args.js";
import { idsOf, type ListenerRow } from "../lib/registration/rows.js";
import { classMenuRow } from "./class-menu.js";
import { classModalActionRows } from "./class-modal-rows.js";
import { rowsOf } from "./features.js";

export const actionListeners: readonly ListenerRow<ButtonArgs>[] = [
  ...rowsOf((f) => f.actions),
  // Class buttons, the buttons inside class modals and the class picker: class access is checked
  // for each by the class modals' registration.
  ...classModalActionRows,
  // A class entry's overflow menu: each option runs its button's row, with that row's checks.
  classMenuRow(() => actionListeners),
];

/** action_ids the app handles by name (plus every `admin_nav_<page>` and `files_open_<n>`). */
export const registeredActions: readonly string[] = idsOf(actionListeners);
