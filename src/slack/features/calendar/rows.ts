/** "Add to calendar" on a class or a series. */
import { ActionId } from "../../lib/ids.js";
import type { FeatureRows } from "../../lib/registration/feature.js";
import { calendarAddClicked, calendarNewAddressClicked, calendarSubscribeClicked } from "./add.js";

export const calendarFeature: FeatureRows = {
  // Anyone's own classes: the use case checks the class is theirs (enrolled, or of their courses).
  actions: [
    [ActionId.calendarAdd, calendarAddClicked, "anyone"],
    // Anyone's own feed address: the token is the clicker's, never read from the button.
    [ActionId.calendarNewAddress, calendarNewAddressClicked, "anyone"],
    [ActionId.calendarSubscribe, calendarSubscribeClicked, "anyone"],
  ],
};
