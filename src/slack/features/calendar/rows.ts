/** "Add to calendar" on a class or a series. */
import { ActionId } from "../../lib/ids.js";
import type { FeatureRows } from "../../lib/registration/feature.js";
import { calendarAddClicked } from "./add.js";

export const calendarFeature: FeatureRows = {
  // Anyone's own classes: the use case checks the class is theirs (enrolled, or of their courses).
  actions: [[ActionId.calendarAdd, calendarAddClicked, "anyone"]],
};
