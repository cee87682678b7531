/**
 * What Bolt hands a listener of each kind, and the small readers of it. Listeners, surfaces and the
 * class modal rows all take these, so none of them imports a listener module for a type.
 */
import type {
  AllMiddlewareArgs,
  BlockAction,
  GlobalShortcut,
  SlackActionMiddlewareArgs,
  SlackCommandMiddlewareArgs,
  SlackOptionsMiddlewareArgs,
  SlackShortcutMiddlewareArgs,
  SlackViewMiddlewareArgs,
  ViewSubmitAction,
} from "@slack/bolt";
import type { ModalView } from "@slack/types";
import { asSentence } from "../../words.js";
import type { SubmittedState } from "./blocks/form-values.js";
import { FIELD_ERROR_CHARS } from "./blocks/limits.js";
import type { Caller, SlackDeps } from "./context.js";

export type SubmissionArgs = SlackViewMiddlewareArgs<ViewSubmitAction> & AllMiddlewareArgs;
export type ButtonArgs = SlackActionMiddlewareArgs<BlockAction> & AllMiddlewareArgs;
export type CommandArgs = SlackCommandMiddlewareArgs & AllMiddlewareArgs;
export type OptionsArgs = SlackOptionsMiddlewareArgs<"block_suggestion"> & AllMiddlewareArgs;
export type ShortcutArgs = SlackShortcutMiddlewareArgs<GlobalShortcut> & AllMiddlewareArgs;

/**
 * One `/class <word>` handler; `rest` is the text after the word. The capability it needs comes
 * from `SUBCOMMANDS` in classes/roles.ts and is checked before it runs.
 */
export type Subcommand = (deps: SlackDeps, caller: Caller, args: CommandArgs, rest: string) => Promise<void>;

export function stateOf(args: SubmissionArgs): SubmittedState {
  return args.view.state.values as SubmittedState;
}

/**
 * Field errors as Slack shows them: each a sentence (every form answers through here), short of
 * Slack's limit, empty ones dropped.
 */
export function fieldErrors(errors: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([, message]) => message.trim() !== "")
      .map(([field, message]) => [field, asSentence(message).slice(0, FIELD_ERROR_CHARS)]),
  );
}

/** The clicked element's value ("" when it has none). */
export function buttonValue(args: ButtonArgs): string {
  const action = args.action as { value?: unknown; selected_option?: { value?: unknown } | null };
  // A menu that acts at once (the People page's search) says its pick in selected_option.
  const value = action.value ?? action.selected_option?.value;
  return typeof value === "string" ? value : "";
}

/** Replaces the modal the button is on; Slack keeps typed input where block ids stay the same. */
export async function showInModal(args: ButtonArgs, view: ModalView): Promise<void> {
  const viewId = args.body.view?.id;
  if (!viewId) throw new Error(`${args.body.type}: the button is not on a modal`);
  await args.client.views.update({ view_id: viewId, view });
}

/** A whole number from a button value, or undefined. */
export function intValue(value: string): number | undefined {
  if (!/^\d{1,9}$/.test(value)) return undefined;
  return Number(value);
}
