/** Bot events: every feature's rows, one per event name. */
import { idsOf, type ListenerRow } from "../lib/registration/rows.js";
import { rowsOf } from "./features.js";

export const eventListeners: readonly ListenerRow<never>[] = rowsOf((f) => f.events);

/** Bot events the app subscribes to (manifest.yml must declare exactly these). */
export const registeredEvents: readonly string[] = idsOf(eventListeners);
