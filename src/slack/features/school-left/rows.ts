/** A school that uninstalled the app or revoked its tokens: everything of it erased. */
import { EventName } from "../../lib/ids.js";
import type { FeatureRows } from "../../lib/registration/feature.js";
import { schoolLeftEvent } from "./events.js";

export const schoolLeftFeature: FeatureRows = {
  events: [
    [EventName.appUninstalled, schoolLeftEvent, "anyone"],
    [EventName.tokensRevoked, schoolLeftEvent, "anyone"],
  ],
};
