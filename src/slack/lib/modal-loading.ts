/**
 * The one way to show a modal whose content is slow (store reads, users.info, partner calls): open
 * a loading view at once with the trigger (it expires in 3 s), then replace it with the real view.
 * `/class admin`, the App Home's admin button and every future modal with slow content use it.
 */
import type { ModalView } from "@slack/types";
import type { WebClient } from "@slack/web-api";

export async function openThenFill(
  client: WebClient,
  triggerId: string,
  loading: ModalView,
  fill: () => Promise<ModalView>,
): Promise<{ readonly viewId: string; readonly hash: string | undefined }> {
  // Start the slow work while Slack opens the modal; both are needed before the update.
  const content = fill();
  content.catch(() => undefined);
  const opened = await client.views.open({ trigger_id: triggerId, view: loading });
  const viewId = opened.view?.id;
  if (!viewId) throw new Error("views.open answered without a view id");
  const shown = await client.views.update({ view_id: viewId, view: await content });
  // The hash lets a later update be refused once the person has moved on (submitted, changed page).
  return { viewId, hash: shown.view?.hash };
}
