/** Bot events: one row per event name. */
import { EventName } from "../../ids.js";
import { idsOf, type ListenerRow } from "../table.js";
import { appHomeOpened, type HomeOpenedArgs } from "./app-home-opened.js";
import { type FileSharedArgs, fileSharedInDm } from "./file-shared.js";
import { type SchoolLeftArgs, schoolLeftEvent } from "./school-left.js";

export const eventListeners: readonly ListenerRow<HomeOpenedArgs & SchoolLeftArgs & FileSharedArgs>[] = [
  [EventName.appHomeOpened, appHomeOpened, "anyone"],
  [EventName.appUninstalled, schoolLeftEvent, "anyone"],
  [EventName.tokensRevoked, schoolLeftEvent, "anyone"],
  // Admins only for the import; anyone else is told so in a sentence (the listener decides).
  [EventName.messageIm, fileSharedInDm, "anyone"],
];

/** Bot events the app subscribes to (manifest.yml must declare exactly these). */
export const registeredEvents: readonly string[] = idsOf(eventListeners);
