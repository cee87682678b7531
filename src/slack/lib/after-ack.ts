/**
 * Showing a result after Slack got its ack: the job runner replaces a modal's working view with the
 * result (slack/lib/jobs/slack-job.ts). A modal the person closed meanwhile (`views.update` answers
 * `not_found`) is quiet: the work still ran, there is nothing left to show it in.
 */
import type { ModalView } from "@slack/types";
import type { WebClient } from "@slack/web-api";
import { fieldErrors, type SubmissionArgs } from "./args.js";
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

/**
 * What a submission answers: problems on its fields (and, should they come after the ack, when they
 * can no longer go on fields, the form again saying them), or a view in place of the form.
 */
export type SubmissionAnswer =
  | { readonly errors: Readonly<Record<string, string>>; readonly again: ModalView }
  | { readonly view: ModalView };

export interface LateAnswer {
  /** Shown at once when the answer is not ready within the budget. */
  readonly working: () => ModalView;
  /** Names the work in the log when it fails after the ack (no personal data). */
  readonly what: string;
}

/**
 * Answers a submission with `answer` when it is ready within `budgetMs` (Slack waits 3 s for the ack,
 * and a slow download or member check must not make it wait); otherwise acks with the working view at
 * once and shows the answer in the modal when it is ready, tracked so shutdown waits for it.
 */
export async function answerWithin(
  deps: SlackDeps,
  args: SubmissionArgs,
  budgetMs: number,
  answer: Promise<SubmissionAnswer>,
  fallback: LateAnswer,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), budgetMs);
  });
  const quick = await Promise.race([answer, late]).finally(() => clearTimeout(timer));
  if (quick) {
    await args.ack(
      "errors" in quick
        ? { response_action: "errors", errors: fieldErrors(quick.errors) }
        : { response_action: "update", view: quick.view },
    );
    return;
  }
  await args.ack({ response_action: "update", view: fallback.working() });
  const viewId = args.view.id;
  void deps.inFlight.track(
    answer
      .then((ready) => updateModal(deps, args.client, viewId, "errors" in ready ? ready.again : ready.view))
      .catch((err: unknown) =>
        deps.logger.warn(
          { err: err instanceof Error ? err.name : "unknown", team: args.context.teamId },
          `${fallback.what} failed after the ack`,
        ),
      ),
  );
}
