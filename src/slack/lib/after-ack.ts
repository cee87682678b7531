/**
 * Showing a result after Slack got its ack: the job runner replaces a modal's working view with the
 * result (slack/jobs/slack-job.ts). A modal the person closed meanwhile (`views.update` answers
 * `not_found`) is quiet: the work still ran, there is nothing left to show it in.
 */
import type { ModalView } from "@slack/types";
import type { WebClient } from "@slack/web-api";
import type { SlackDeps } from "./context.js";

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
