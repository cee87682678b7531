/**
 * The one way to finish a submission's work after Slack got its ack. The work is tracked (shutdown
 * waits for it) and its result shown: in the modal (replacing the working view) or, when the
 * submission closed the modal, as a DM. A failure is logged with a reference id and shown the same
 * way, so a modal never stays on "Saving…". A modal the person closed meanwhile (`views.update`
 * answers `not_found`) is quiet: the work still ran, there is nothing left to show it in.
 */
import type { ModalView } from "@slack/types";
import type { WebClient } from "@slack/web-api";
import type { SlackDeps } from "./context.js";
import { rateLimitedFor } from "./rate-limit.js";
import { errorMessage, newReferenceId } from "./views/error.js";
import type { MessageContent } from "./views/message.js";
import { noticeModalView } from "./views/notice.js";

/** What the work shows when done: a view for the open modal, or a DM when the modal was closed. */
export type Shown = { readonly view: ModalView } | { readonly dm: MessageContent } | null;

export interface AfterAck {
  readonly client: WebClient;
  readonly teamId: string;
  readonly userId: string;
  /** The modal that shows the working view; undefined when the submission closed it. */
  readonly viewId?: string | undefined;
  /** Title of the modal's error notice. */
  readonly title: string;
  /** The log line of a failure: "labels: saving failed after the ack". */
  readonly failure: string;
}

/** Slack's error code of a Web API call that failed (`not_found`, `hash_conflict`, …). */
export function slackErrorCode(err: unknown): string | undefined {
  const data = (err as { data?: { error?: unknown } } | null)?.data;
  return typeof data?.error === "string" ? data.error : undefined;
}

/** Replaces the modal's view; false (and quiet) when the person has closed it. */
export async function updateModal(
  deps: SlackDeps,
  client: WebClient,
  viewId: string,
  view: ModalView,
): Promise<boolean> {
  try {
    await client.views.update({ view_id: viewId, view });
    return true;
  } catch (err) {
    if (slackErrorCode(err) !== "not_found") throw err;
    deps.logger.debug({ viewId }, "the modal was closed before its result arrived");
    return false;
  }
}

async function show(deps: SlackDeps, at: AfterAck, shown: Shown): Promise<void> {
  if (shown === null) return;
  if ("view" in shown) {
    if (at.viewId) await updateModal(deps, at.client, at.viewId, shown.view);
    return;
  }
  await at.client.chat.postMessage({ channel: at.userId, text: shown.dm.text, blocks: shown.dm.blocks });
}

/**
 * Runs `work` after the ack; resolves when it and its showing are done, and never rejects. `then`
 * runs once the result is shown (a Home refresh); its failure is only logged.
 */
export function finishAfterAck(
  deps: SlackDeps,
  at: AfterAck,
  work: () => Promise<Shown>,
  then?: () => Promise<void>,
): Promise<void> {
  const run = (async () => {
    try {
      await show(deps, at, await work());
      await then?.().catch((err: unknown) =>
        deps.logger.warn({ err, team: at.teamId, user: at.userId }, `${at.failure}: the follow-up failed`),
      );
    } catch (err) {
      const referenceId = newReferenceId();
      const retryAfterSeconds = rateLimitedFor(err);
      deps.logger.error({ err, referenceId, team: at.teamId, user: at.userId }, at.failure);
      const message = errorMessage({ referenceId, retryAfterSeconds });
      const shown: Shown = at.viewId
        ? { view: noticeModalView({ title: at.title, message }) }
        : { dm: message };
      await show(deps, at, shown).catch((tellErr: unknown) =>
        deps.logger.error({ err: tellErr, referenceId }, "could not tell the user about a failure"),
      );
    }
  })();
  return deps.inFlight.track(run);
}
