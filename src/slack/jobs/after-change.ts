/**
 * What a cancel or a move does once its change committed: the students' reminders brought in line with
 * it (a failure is logged; the reminder sweep repairs it), then the actor's Home refreshed.
 */
import type { WebClient } from "@slack/web-api";
import type { Actor } from "../../classes/actor.js";
import type { AfterCommitDeps } from "../../classes/notices/student-notices.js";
import type { SlackDeps } from "../context.js";
import { publishHome } from "../surfaces/home/publish.js";

export function remindersThenHome(
  deps: SlackDeps,
  client: WebClient,
  actor: Actor,
  what: "cancel" | "move",
  afterCommit: (after: AfterCommitDeps) => Promise<void>,
): () => Promise<void> {
  return async () => {
    await afterCommit({ reminders: deps.reminders, delivery: deps.delivery }).catch((err: unknown) =>
      deps.logger.warn(
        { err: err instanceof Error ? err.name : "unknown", team: actor.teamId },
        `${what}: reminders after the change failed; the sweep brings them in line`,
      ),
    );
    await publishHome(deps, client, actor);
  };
}
