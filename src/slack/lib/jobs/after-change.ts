/**
 * What a cancel or a move does once its change committed: the students' reminders brought in line with
 * it (a failure is logged; the reminder sweep repairs it), then the Homes of the actor and of everyone
 * whose classes changed refreshed, so nobody's Home still offers a cancelled class.
 */
import type { WebClient } from "@slack/web-api";
import type { Actor } from "../../../classes/actor.js";
import type { AfterCommitDeps } from "../../../classes/notices/student-notices.js";
import type { SlackDeps } from "../context.js";

export function remindersThenHome(
  deps: SlackDeps,
  client: WebClient,
  actor: Actor,
  what: "cancel" | "move",
  run: {
    afterCommit(after: AfterCommitDeps): Promise<void>;
    affected(): readonly string[];
  },
): () => Promise<void> {
  return async () => {
    await run
      .afterCommit({ reminders: deps.reminders, delivery: deps.delivery })
      .catch((err: unknown) =>
        deps.logger.warn(
          { err: err instanceof Error ? err.name : "unknown", team: actor.teamId },
          `${what}: reminders after the change failed; the sweep brings them in line`,
        ),
      );
    await deps.homes.refresh(deps, client, actor.teamId, [actor.userId, ...run.affected()]);
  };
}
