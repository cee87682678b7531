/** Global shortcut "Schedule a class": teachers and admins; the scheduling form arrives in the next version. */
import type { AllMiddlewareArgs, GlobalShortcut, SlackShortcutMiddlewareArgs } from "@slack/bolt";
import type { SlackDeps } from "../../context.js";
import { comingSoonMessage } from "../../views/loading.js";
import { noticeModalView } from "../../views/notice.js";

export type ShortcutArgs = SlackShortcutMiddlewareArgs<GlobalShortcut> & AllMiddlewareArgs;

export function scheduleClassShortcut(_deps: SlackDeps) {
  return async (args: ShortcutArgs): Promise<void> => {
    const message = comingSoonMessage(
      "Scheduling classes from Slack arrives in the next version of Classroom. Until then, your school's admin can tell you which courses you may teach.",
    );
    await args.client.views.open({
      trigger_id: args.shortcut.trigger_id,
      view: noticeModalView({
        title: "Schedule a class",
        message,
      }),
    });
  };
}
