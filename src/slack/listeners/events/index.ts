/** Bot events: one row per event name. */
import { EventName } from "../../ids.js";
import { idsOf, type ListenerRow } from "../table.js";
import { appHomeOpened, type HomeOpenedArgs } from "./app-home-opened.js";

export const eventListeners: readonly ListenerRow<HomeOpenedArgs>[] = [
  [EventName.appHomeOpened, appHomeOpened, "anyone"],
];

/** Bot events the app subscribes to (manifest.yml must declare exactly these). */
export const registeredEvents: readonly string[] = idsOf(eventListeners);
