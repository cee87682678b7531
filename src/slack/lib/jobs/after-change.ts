/**
 * A cancel or a move is stored with its job's completion: `commit` runs the use case's storing step
 * in the transaction that marks the job done (the change and its notices commit with the report, once);
 * `after` runs its after-commit work (the students' reminders brought in line; a failure is logged and
 * the reminder sweep repairs it), then refreshes the Homes of the actor and of everyone whose classes
 * changed, so nobody's Home still offers a cancelled class.
 */
import type { WebClient } from "@slack/web-api";
import type { Actor } from "../../../classes/actor.js";
import type { StoredChange } from "../../../classes/notices/notices.js";
import type { StoreTransaction } from "../../../store/index.js";
import type { SlackDeps } from "../context.js";
import type { JobShown } from "./slack-job.js";

export function storedWithJob(
  deps: SlackDeps,
  client: WebClient,
  actor: Actor,
  run: { commit(tx: StoreTransaction): Promise<StoredChange> },
): Required<Pick<JobShown, "commit" | "after">> {
  let stored: StoredChange | undefined;
  return {
    commit: async (tx) => {
      stored = await run.commit(tx);
    },
    after: async () => {
      await stored?.afterCommit();
      await deps.homes.refresh(deps, client, actor.teamId, [actor.userId, ...(stored?.affected ?? [])]);
    },
  };
}
