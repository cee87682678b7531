import type { ClassRecord } from "../store/index.js";
import type { Actor } from "./actor.js";
import type { ChangedBy } from "./notices/renderer.js";

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

/** Who a student is told made the change: the person by name, or an admin whose name is not known. */
export function changedBy(actor: Pick<Actor, "person">): ChangedBy {
  return actor.person ? { name: actor.person.displayName } : "admin";
}
