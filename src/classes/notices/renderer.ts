/**
 * How a notice reads, left to the surface that shows it: the notices here decide who is told what and
 * when (the facts), the Slack views turn the facts into a message (`src/slack/views/notice-renderer.ts`),
 * and main.ts passes that renderer in. Delivery stores and posts the rendered message as is.
 */
import type { RenderedMessage } from "../../delivery/index.js";
import type { ScheduleOutcome } from "../schedule/create.js";
import type { ClassLink } from "../student-links.js";
import type { ClassEndedSummary } from "./class-ended.js";

export interface NoticeRenderer {
  /** A student's DM on joining one class, or several classes of a series (date order, at least one). */
  liveLinkDm(classes: readonly ClassLink[]): RenderedMessage;
  /** The reminder Slack posts `minutesBefore` the class begins. */
  reminder(cls: ClassLink, minutesBefore: number): RenderedMessage;
  /** The teacher's DM once a class or a series is scheduled: what was made, what was not and why. */
  scheduleResult(outcome: ScheduleOutcome): RenderedMessage;
  /** The teacher's DM once a class ended: who joined, who did not, and the way to rate them. */
  classEndedSummary(summary: ClassEndedSummary): RenderedMessage;
  /** A student's DM once a class with replay on ended, with their personal link. */
  replayAvailable(cls: ClassLink): RenderedMessage;
}
