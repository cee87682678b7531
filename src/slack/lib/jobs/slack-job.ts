/**
 * Partner work asked for in Slack runs as a durable job (docs/jobs.md): the submission commits the
 * job (who asked, the modal to answer in, the request) and is answered at once; the job runner runs
 * the row's work for the person as the directory knows them then, shows the result in the modal and,
 * when the row says so, DMs it through the outbox in the transaction that marks the job done, so the
 * person is told exactly once however often the job was interrupted.
 */
import { createHash } from "node:crypto";
import type { ModalView } from "@slack/types";
import type { WebClient } from "@slack/web-api";
import { type Actor, actorOf } from "../../../classes/actor.js";
import {
  dmDedupeKey,
  enqueueDm,
  enqueueJob,
  type JobContext,
  type JobHandler,
} from "../../../delivery/index.js";
import type { OutboxMessage, StoreTransaction } from "../../../store/index.js";
import { updateModal } from "../after-ack.js";
import { errorMessage, newReferenceId } from "../blocks/error.js";
import type { MessageContent } from "../blocks/message.js";
import { noticeModalView } from "../blocks/notice.js";
import type { SlackDeps } from "../context.js";
import { tForOrEnglish } from "../locale/locale.js";

/** What a job row's payload holds: who asked, where to answer, and the row's own request. */
export interface SlackJobPayload<R> {
  readonly userId: string;
  /** The modal showing the working view; absent when the submission closed it. */
  readonly viewId?: string;
  /**
   * The modal's title as its reader saw it, for the notice when the job is given up (with `viewId`);
   * absent for a job no modal shows (a cancel queued for a class deleted at the partner).
   */
  readonly title?: string;
  readonly request: R;
}

/** What the person is shown when the work is done. */
export interface JobShown {
  /** Replaces the working view of the modal, when it is still open. */
  readonly view?: ModalView;
  /** DMed through the outbox with the job's completion. */
  readonly dm?: MessageContent;
  /** Runs after the completion committed (a Home refresh); its failure is only logged. */
  readonly after?: () => Promise<void>;
  /** More written with the completion, in its transaction (DMs to other people, edits). */
  readonly commit?: (tx: StoreTransaction) => Promise<void>;
}

export interface JobRunContext extends JobContext {
  readonly job: OutboxMessage<unknown>;
  /** The Slack client of the job runner, with the bot token of the job's workspace. */
  readonly client: WebClient;
}

/**
 * The job runner's Slack client for a workspace, with its bot token (src/slack/team-tokens.ts); throws
 * GiveUpJob when the workspace has no installation any more.
 */
export type ClientFor = (teamId: string) => Promise<WebClient>;

export interface SlackJobRow<R> {
  /** The job kind, without the `job:` prefix. */
  readonly kind: string;
  run(deps: SlackDeps, actor: Actor, request: R, ctx: JobRunContext): Promise<JobShown>;
}

/** A stable key for "the same request": the team, the person and what they asked, hashed. */
export function requestKey(teamId: string, userId: string, ...parts: readonly unknown[]): string {
  return createHash("sha256")
    .update(JSON.stringify([teamId, userId, ...parts]))
    .digest("hex")
    .slice(0, 32);
}

export interface StartJob<R> {
  readonly kind: string;
  /** Who asked: the job runs for them, and its key names them. */
  readonly actor: Pick<Actor, "teamId" | "userId">;
  /**
   * What else makes two submissions the same job besides the request (the modal's id, its hash): the key
   * is `requestKey(team, user, ...sameAs, request)`. A flow with its own notion of "the same" gives `key`.
   */
  readonly sameAs?: readonly unknown[];
  readonly key?: string;
  readonly title: string;
  readonly viewId?: string | undefined;
  readonly request: R;
}

/**
 * Commits the job; `created: false` when the same request is already a job. The caller answers Slack,
 * then wakes the runner (`deps.jobs?.wake()`), so the job's result cannot reach the modal before the
 * submission's own answer does.
 */
export async function startJob<R>(
  deps: SlackDeps,
  input: StartJob<R>,
): Promise<{ job: OutboxMessage<SlackJobPayload<R>>; created: boolean }> {
  const { teamId, userId } = input.actor;
  const payload: SlackJobPayload<R> = {
    userId,
    title: input.title,
    request: input.request,
    ...(input.viewId ? { viewId: input.viewId } : {}),
  };
  return enqueueJob(deps.store, {
    teamId,
    kind: input.kind,
    key: input.key ?? requestKey(teamId, userId, ...(input.sameAs ?? []), input.request),
    payload,
  });
}

/** The runner's handlers, by kind, for the rows given. */
export function slackJobHandlers(
  deps: SlackDeps,
  clientFor: ClientFor,
  rows: readonly SlackJobRow<never>[],
): Record<string, JobHandler> {
  return Object.fromEntries(
    rows.map((row): [string, JobHandler] => [
      row.kind,
      async (job, ctx) => {
        const client = await clientFor(job.teamId);
        const payload = job.payload as SlackJobPayload<never>;
        const actor = await actorOf(deps.store, deps.bootstrapAdmins, job.teamId, payload.userId);
        const shown = await row.run(deps, actor, payload.request, { ...ctx, job, client });
        if (shown.view && payload.viewId) await showInModal(deps, client, payload.viewId, shown.view);
        const { dm } = shown;
        return {
          ...(dm || shown.commit
            ? {
                commit: async (tx) => {
                  if (dm) {
                    await enqueueDm(tx, {
                      teamId: job.teamId,
                      channel: payload.userId,
                      text: dm.text,
                      blocks: dm.blocks,
                      dedupeKey: dmDedupeKey("result", `job${job.id}`, payload.userId),
                    });
                  }
                  await shown.commit?.(tx);
                },
              }
            : {}),
          ...(shown.after ? { after: shown.after } : {}),
        };
      },
    ]),
  );
}

/** The person learns that a job was given up: in the modal if it is open, and by DM, with a reference. */
export function jobGivenUp(deps: SlackDeps, clientFor: ClientFor) {
  return async (job: OutboxMessage<unknown>): Promise<void> => {
    const payload = job.payload as Partial<SlackJobPayload<unknown>> | null;
    if (!payload?.userId) return;
    const referenceId = newReferenceId();
    deps.logger.error({ referenceId, jobId: job.id, kind: job.kind }, "a job was given up");
    const t = await tForOrEnglish(deps, job.teamId, payload.userId);
    const message = errorMessage({ referenceId, t });
    // No installation (uninstalled): no modal to answer in; the DM is given up by the worker.
    const client = await clientFor(job.teamId).catch(() => undefined);
    if (payload.viewId && client) {
      await showInModal(
        deps,
        client,
        payload.viewId,
        noticeModalView({ title: payload.title ?? "Classroom", message }),
      );
    }
    await enqueueDm(deps.store, {
      teamId: job.teamId,
      channel: payload.userId,
      text: message.text,
      blocks: message.blocks,
      dedupeKey: dmDedupeKey("result", `job${job.id}`, payload.userId),
    });
    deps.delivery?.wake();
  };
}

/** A modal the person closed, or Slack not answering, does not fail the job: the work is done. */
async function showInModal(deps: SlackDeps, client: WebClient, viewId: string, view: ModalView) {
  try {
    await updateModal(deps, client, viewId, view);
  } catch (err) {
    deps.logger.warn(
      { err: err instanceof Error ? err.name : "unknown", viewId },
      "jobs: could not update the modal",
    );
  }
}
