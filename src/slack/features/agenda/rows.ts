/** The morning agenda: each person's time for it, set on their Home. */
import { ActionId } from "../../lib/ids.js";
import type { FeatureRows } from "../../lib/registration/feature.js";
import { agendaTimeChosen } from "./time-menu.js";

export const agendaFeature: FeatureRows = {
  // The morning agenda is a teaching day's: only who may teach has one to set.
  actions: [[ActionId.agendaTime, agendaTimeChosen, "schedule"]],
};
