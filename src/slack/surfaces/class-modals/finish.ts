/**
 * How a class modal finishes a submission after the ack, in one of two ways. Students, video and
 * seats close the modal (`ack()`), DM the per-class report and refresh the caller's Home, where the
 * class shows the change. Labels and rate show a working view (`response_action: "update"`) and
 * replace it with the result. Either way a failure reaches the person with a reference id
 * (after-ack.ts), never a modal stuck on "Saving…".
 */
import type { ModalView } from "@slack/types";
import type { WebClient } from "@slack/web-api";
import { finishAfterAck } from "../../after-ack.js";
import type { SubmissionArgs } from "../../args.js";
import type { SlackDeps } from "../../context.js";
import { classWorkingView } from "../../views/class-modals/frame.js";
import type { MessageContent } from "../../views/message.js";
import { publishHome } from "../home/publish.js";
import type { ClassContext } from "./row.js";

function failure(title: string): string {
  return `${title}: the class change failed after the ack`;
}

export async function closeAndReport(
  deps: SlackDeps,
  args: SubmissionArgs,
  { caller }: ClassContext,
  title: string,
  work: () => Promise<MessageContent>,
): Promise<void> {
  await args.ack();
  const at = {
    client: args.client,
    teamId: caller.teamId,
    userId: caller.userId,
    title,
    failure: failure(title),
  };
  await finishAfterAck(
    deps,
    at,
    async () => ({ dm: await work() }),
    () => publishHome(deps, args.client, caller),
  );
}

/** The working view (shown by `working.show`), then the result or the error in its place. */
export async function saveInModal(
  deps: SlackDeps,
  client: WebClient,
  { caller }: ClassContext,
  working: {
    readonly title: string;
    readonly text: string;
    /** The modal's id: the submission's `body.view.id`, or the view the button is on. */
    readonly viewId: string | undefined;
    /** `ack({ response_action: "update" })` of a submission, `views.update` for a button. */
    readonly show: (view: ModalView) => Promise<unknown>;
  },
  work: () => Promise<ModalView>,
): Promise<void> {
  const { title, viewId } = working;
  await working.show(classWorkingView(title, working.text));
  const at = { client, teamId: caller.teamId, userId: caller.userId, viewId, title, failure: failure(title) };
  await finishAfterAck(deps, at, async () => ({ view: await work() }));
}
