/**
 * The first-run welcome (issue 19): the school's first admin gets a DM with what to do next, in the
 * app's Messages tab; everyone else who has nothing on Home yet sees a short welcome section there.
 * Both in the reader's language (`t`).
 */
import type { KnownBlock } from "@slack/types";
import type { RenderedMessage } from "../../../delivery/index.js";
import type { T } from "../../../i18n/index.js";
import { LIMITS } from "../blocks/limits.js";
import { mrkdwn, plainText } from "../blocks/text.js";
import { ActionId } from "../ids.js";

/** The DM to the school's first admin: what the app does, the two steps before anyone can use it, and help. */
export function welcomeAdminDm(t: T): RenderedMessage {
  const blocks: KnownBlock[] = [
    { type: "header", block_id: "welcome_header", text: plainText(t("welcome.title"), LIMITS.headerText) },
    { type: "section", block_id: "welcome_what", text: mrkdwn(t("welcome.whatItDoes")) },
    {
      type: "section",
      block_id: "welcome_next",
      text: mrkdwn(t("welcome.nextSteps")),
      accessory: {
        type: "button",
        action_id: ActionId.openAdmin,
        text: plainText(t("welcome.openAdmin"), LIMITS.buttonText),
        style: "primary",
      },
    },
    { type: "context", block_id: "welcome_help", elements: [mrkdwn(t("welcome.help"))] },
  ];
  return { text: t("welcome.dmFallback"), blocks };
}

/** The Home section for someone with nothing there yet: what the app does and where to start. */
export function homeWelcomeBlock(t: T): KnownBlock {
  return {
    type: "section",
    block_id: "home_welcome",
    text: mrkdwn(`*${t("welcome.title")}*\n${t("welcome.whatItDoes")}\n${t("welcome.homeHelp")}`),
  };
}

/** Tells the admin who installed the app that the install made them the school's admin. */
export function installerBlock(t: T): KnownBlock {
  return { type: "context", block_id: "installer", elements: [mrkdwn(t("firstAdmin.installer"))] };
}
