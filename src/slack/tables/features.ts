/**
 * Every feature of the Slack app, one line each. The kind tables beside this file (actions, views,
 * options, events, shortcuts, the `/class` words, the class modals and the jobs) are the features'
 * rows (`features/<feature>/rows.ts`) concatenated in this order.
 */
import { adminFeature } from "../features/admin/rows.js";
import { agendaFeature } from "../features/agenda/rows.js";
import { calendarFeature } from "../features/calendar/rows.js";
import { cancelFeature } from "../features/cancel/rows.js";
import { cardsFeature } from "../features/cards/rows.js";
import { filesFeature } from "../features/files/rows.js";
import { helpFeature } from "../features/help/rows.js";
import { homeFeature } from "../features/home/rows.js";
import { labelsFeature } from "../features/labels/rows.js";
import { linkFeature } from "../features/link/rows.js";
import { moveFeature } from "../features/move/rows.js";
import { rateFeature } from "../features/rate/rows.js";
import { remindersFeature } from "../features/reminders/rows.js";
import { scheduleFeature } from "../features/schedule/rows.js";
import { schoolLeftFeature } from "../features/school-left/rows.js";
import { seatsFeature } from "../features/seats/rows.js";
import { studentsFeature } from "../features/students/rows.js";
import { unrecordedFeature } from "../features/unrecorded/rows.js";
import { videoFeature } from "../features/video/rows.js";
import type { FeatureRows } from "../lib/registration/feature.js";

export const FEATURES: readonly FeatureRows[] = [
  adminFeature,
  homeFeature,
  linkFeature,
  calendarFeature,
  cardsFeature,
  scheduleFeature,
  agendaFeature,
  filesFeature,
  helpFeature,
  schoolLeftFeature,
  studentsFeature,
  videoFeature,
  seatsFeature,
  labelsFeature,
  rateFeature,
  cancelFeature,
  moveFeature,
  unrecordedFeature,
  remindersFeature,
];

/** One kind of row of every feature, in the features' order. */
export function rowsOf<Row>(kind: (feature: FeatureRows) => readonly Row[] | undefined): Row[] {
  return FEATURES.flatMap((feature) => kind(feature) ?? []);
}
