import type { AllMiddlewareArgs, SlackViewMiddlewareArgs, ViewSubmitAction } from "@slack/bolt";
import type { SubmittedState } from "../../views/form-values.js";
import { FIELD_ERROR_CHARS } from "../../views/limits.js";

export type SubmissionArgs = SlackViewMiddlewareArgs<ViewSubmitAction> & AllMiddlewareArgs;

export function stateOf(args: SubmissionArgs): SubmittedState {
  return args.view.state.values as SubmittedState;
}

/** Keeps Slack's field errors short of its limit and drops empty ones. */
export function fieldErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([, message]) => message.trim() !== "")
      .map(([field, message]) => [field, message.slice(0, FIELD_ERROR_CHARS)]),
  );
}
