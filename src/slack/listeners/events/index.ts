/** Bot events: one row per event name. */
import { EventName } from "../../ids.js";
import { idsOf, type ListenerRow } from "../table.js";
import { appHomeOpened, type HomeOpenedArgs } from "./app-home-opened.js";
import { type SchoolLeftArgs, schoolLeftEvent } from "./school-left.js";

export const eventListeners: readonly ListenerRow<HomeOpenedArgs & SchoolLeftArgs>[] = [
  [EventName.appHomeOpened, appHomeOpened, "anyone"],
  [EventName.appUninstalled, schoolLeftEvent, "anyone"],
  [EventName.tokensRevoked, schoolLeftEvent, "anyone"],
];

/** Bot events the app subscribes to (manifest.yml must declare exactly these). */
export const registeredEvents: readonly string[] = idsOf(eventListeners);
