import type { App, GlobalShortcut } from "@slack/bolt";
import type { SlackDeps } from "../../context.js";
import { requireCapability } from "../../middleware/require-capability.js";
import { SCHEDULE_CLASS_SHORTCUT, scheduleClassShortcut } from "./schedule-class.js";

/** Shortcut callback_ids the app handles (manifest.yml must declare exactly these). */
export const registeredShortcuts: readonly string[] = [SCHEDULE_CLASS_SHORTCUT];

export function register(app: App, deps: SlackDeps): void {
  app.shortcut<GlobalShortcut>(
    SCHEDULE_CLASS_SHORTCUT,
    requireCapability(deps, "schedule"),
    scheduleClassShortcut(deps),
  );
}
