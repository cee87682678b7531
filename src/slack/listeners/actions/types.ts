import type { AllMiddlewareArgs, BlockAction, SlackActionMiddlewareArgs } from "@slack/bolt";
import type { ModalView } from "@slack/types";

export type ButtonArgs = SlackActionMiddlewareArgs<BlockAction> & AllMiddlewareArgs;

/** The clicked element's value ("" when it has none). */
export function buttonValue(args: ButtonArgs): string {
  const value = (args.action as { value?: unknown }).value;
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
