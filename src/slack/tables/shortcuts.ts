/** Global shortcuts: every feature's rows, one per callback_id. */
import type { ShortcutArgs } from "../lib/args.js";
import { idsOf, type ListenerRow } from "../lib/registration/rows.js";
import { rowsOf } from "./features.js";

export const shortcutListeners: readonly ListenerRow<ShortcutArgs>[] = rowsOf((f) => f.shortcuts);

/** Shortcut callback_ids the app handles (manifest.yml must declare exactly these). */
export const registeredShortcuts: readonly string[] = idsOf(shortcutListeners);
