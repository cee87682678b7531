/** Global shortcuts: one row per callback_id. */

import { type ShortcutArgs, scheduleClassShortcut } from "../features/schedule/shortcut.js";
import { ShortcutId } from "../lib/ids.js";
import { idsOf, type ListenerRow } from "../lib/registration/rows.js";

export const shortcutListeners: readonly ListenerRow<ShortcutArgs>[] = [
  [ShortcutId.scheduleClass, scheduleClassShortcut, "schedule"],
];

/** Shortcut callback_ids the app handles (manifest.yml must declare exactly these). */
export const registeredShortcuts: readonly string[] = idsOf(shortcutListeners);
