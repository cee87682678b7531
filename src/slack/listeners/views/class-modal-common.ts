/** Shared by the class modal submissions: which class, "Apply to", refusals, the report DM. */
import type { WebClient } from "@slack/web-api";
import type { ApplyTo } from "../../../classes/apply-to.js";
import type { Caller, SlackDeps } from "../../context.js";
import { ClassInputId } from "../../ids.js";
import { publishHome } from "../../publish-home.js";
import { readOption } from "../../views/form-values.js";
import type { MessageContent } from "../../views/message.js";
import { noticeModalView } from "../../views/notice.js";
import { type SubmissionArgs, stateOf } from "./types.js";

/** The class id the modal was built for; authorisation is the use case's job, on every submit. */
export function submittedClassId(args: SubmissionArgs): number {
  const text = args.view.private_metadata;
  return /^\d{1,12}$/.test(text) ? Number(text) : Number.NaN;
}

export function submittedApplyTo(args: SubmissionArgs): ApplyTo {
  return readOption(stateOf(args), ClassInputId.applyTo) === "series" ? "series" : "class";
}

/** A refused submission (role, course, class gone): the modal says why; nothing changed. */
export async function refuseInModal(args: SubmissionArgs, title: string, reason: string): Promise<void> {
  const message = {
    text: reason,
    blocks: [{ type: "section" as const, text: { type: "plain_text" as const, text: reason } }],
  };
  await args.ack({ response_action: "update", view: noticeModalView({ title, message }) });
}

/** Finishes the work after the ack, DMs the report and refreshes the caller's Home; shutdown waits for it. */
export function finishInBackground(
  deps: SlackDeps,
  client: WebClient,
  caller: Caller,
  work: () => Promise<MessageContent>,
): void {
  const userId = caller.userId;
  const run = (async () => {
    const message = await work();
    await client.chat.postMessage({ channel: userId, text: message.text, blocks: message.blocks });
    await publishHome(deps, client, caller).catch((err: unknown) =>
      deps.logger.warn({ err, user: userId }, "could not refresh the App Home after a class change"),
    );
  })().catch((err: unknown) => deps.logger.error({ err, user: userId }, "class work failed after the ack"));
  void deps.inFlight.track(run);
}
