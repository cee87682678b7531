/**
 * A school that uninstalled the app, revoked its tokens, or was taken out of its organisation's
 * org-wide install: everything of it erased.
 */
import { EventName } from "../../lib/ids.js";
import type { FeatureRows } from "../../lib/registration/feature.js";
import { schoolLeftEvent, workspacesLeftEvent } from "./events.js";

export const schoolLeftFeature: FeatureRows = {
  events: [
    [EventName.appUninstalled, schoolLeftEvent, "anyone"],
    [EventName.tokensRevoked, schoolLeftEvent, "anyone"],
    [EventName.teamAccessRevoked, workspacesLeftEvent, "anyone"],
  ],
};
