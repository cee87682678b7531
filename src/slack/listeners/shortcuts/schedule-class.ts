/** Global shortcut "Schedule a class": teachers only; the scheduling form arrives in the next version. */
import type { AllMiddlewareArgs, GlobalShortcut, SlackShortcutMiddlewareArgs } from "@slack/bolt";
import type { SlackDeps } from "../../context.js";
import { noticeModalView } from "../../views/notice.js";
import { mrkdwn } from "../../views/text.js";

export const SCHEDULE_CLASS_SHORTCUT = "schedule_class";

type ShortcutArgs = SlackShortcutMiddlewareArgs<GlobalShortcut> & AllMiddlewareArgs;

export function scheduleClassShortcut(_deps: SlackDeps) {
  return async (args: ShortcutArgs): Promise<void> => {
    const text =
      "Scheduling classes from Slack arrives in the next version of Classroom. Until then, your school's admin can tell you which courses you may teach.";
    await args.client.views.open({
      trigger_id: args.shortcut.trigger_id,
      view: noticeModalView({
        title: "Schedule a class",
        message: { text, blocks: [{ type: "section", block_id: "coming_soon", text: mrkdwn(text) }] },
      }),
    });
  };
}
