/** Modal submissions: every feature's rows, one per callback_id. */
import type { SubmissionArgs } from "../lib/args.js";
import { idsOf, type ListenerRow } from "../lib/registration/rows.js";
import { classModalViewRows } from "./class-modal-rows.js";
import { rowsOf } from "./features.js";

export const viewListeners: readonly ListenerRow<SubmissionArgs>[] = [
  ...rowsOf((f) => f.views),
  // The class modals: class access is checked for each submission by their registration.
  ...classModalViewRows,
];

/** callback_ids of the modals whose submissions the app handles. */
export const registeredViewSubmissions: readonly string[] = idsOf(viewListeners);
