/**
 * How long before class students are reminded: the school setting `reminderMinutes` in the workspace
 * settings JSON, 15 by default. A stand-in until the school settings helper (src/classes/school-settings.ts)
 * is on main; it reads the same key with the same bounds, so swapping it changes nothing.
 */
import type { Workspace } from "../store/index.js";

export const DEFAULT_REMINDER_MINUTES = 15;
const MAX_REMINDER_MINUTES = 24 * 60;

export function reminderMinutesOf(workspace: Pick<Workspace, "settings"> | undefined): number {
  const value = workspace?.settings?.reminderMinutes;
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX_REMINDER_MINUTES
    ? value
    : DEFAULT_REMINDER_MINUTES;
}
