/** Global shortcuts: one row per callback_id. */
import { ShortcutId } from "../../ids.js";
import { idsOf, type ListenerRow } from "../table.js";
import { type ShortcutArgs, scheduleClassShortcut } from "./schedule-class.js";

export const shortcutListeners: readonly ListenerRow<ShortcutArgs>[] = [
  [ShortcutId.scheduleClass, scheduleClassShortcut, "schedule"],
];

/** Shortcut callback_ids the app handles (manifest.yml must declare exactly these). */
export const registeredShortcuts: readonly string[] = idsOf(shortcutListeners);
