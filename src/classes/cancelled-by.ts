import type { ClassRecord } from "../store/index.js";

/**
 * `cancelled_by` of the class a move left behind: "moved:<Slack user id>", so a series DM never words a
 * moved class as cancelled.
 */
export function movedBy(slackUserId: string): string {
  return `moved:${slackUserId}`;
}

export function wasMoved(cls: ClassRecord): boolean {
  return cls.cancelledBy?.startsWith("moved:") ?? false;
}
