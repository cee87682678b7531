/** Bot events: one row per event name. */

import { type FileSharedArgs, fileSharedInDm } from "../features/admin/import/file-shared.js";
import { appHomeOpened, type HomeOpenedArgs } from "../features/home/opened.js";
import { type SchoolLeftArgs, schoolLeftEvent } from "../features/school-left/events.js";
import { EventName } from "../lib/ids.js";
import { idsOf, type ListenerRow } from "../lib/registration/rows.js";

export const eventListeners: readonly ListenerRow<HomeOpenedArgs & SchoolLeftArgs & FileSharedArgs>[] = [
  [EventName.appHomeOpened, appHomeOpened, "anyone"],
  [EventName.appUninstalled, schoolLeftEvent, "anyone"],
  [EventName.tokensRevoked, schoolLeftEvent, "anyone"],
  // Admins only for the import; anyone else is told so in a sentence (the listener decides).
  [EventName.messageIm, fileSharedInDm, "anyone"],
];

/** Bot events the app subscribes to (manifest.yml must declare exactly these). */
export const registeredEvents: readonly string[] = idsOf(eventListeners);
