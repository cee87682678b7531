/**
 * The first-run welcome (issue 19): the school's first admin gets a DM with what to do next, in the
 * app's Messages tab; everyone else who has nothing on Home yet sees a short welcome section there.
 * Both in the reader's language (`t`).
 */
import type { KnownBlock } from "@slack/types";
import type { WelcomeProgress } from "../../../classes/admin/welcome.js";
import type { RenderedMessage } from "../../../delivery/index.js";
import type { T } from "../../../i18n/index.js";
import { LIMITS } from "../blocks/limits.js";
import { mrkdwn, plainText } from "../blocks/text.js";
import { ActionId } from "../ids.js";

/** A step of the school's first run, the admin page its button opens, and whether it is done. */
interface Step {
  readonly key: "timeZone" | "connection" | "people" | "courses";
  /** The admin modal's page the button opens (the admin feature reads it from the button's value). */
  readonly page: "settings" | "connection" | "people" | "courses";
  readonly done: boolean;
}

/**
 * The DM to the school's first admin: what the app does, then the first steps in the order they
 * depend on each other (the zone, the {{service}} connection, people, courses with their allowed
 * teachers, then `/class schedule`), each with a button to the admin page where it is done. A step
 * the school has already done (`WelcomeProgress`) reads as done; the first one left is the primary
 * button.
 */
export function welcomeAdminDm(t: T, progress: WelcomeProgress): RenderedMessage {
  const steps: Step[] = [
    { key: "timeZone", page: "settings", done: progress.timeZoneChosen },
    { key: "connection", page: "connection", done: progress.connected },
    { key: "people", page: "people", done: progress.people },
    { key: "courses", page: "courses", done: progress.coursesWithTeachers },
  ];
  const next = steps.find((s) => !s.done);
  const blocks: KnownBlock[] = [
    { type: "header", block_id: "welcome_header", text: plainText(t("welcome.title"), LIMITS.headerText) },
    { type: "section", block_id: "welcome_what", text: mrkdwn(t("welcome.whatItDoes")) },
    { type: "section", block_id: "welcome_next", text: mrkdwn(t("welcome.nextSteps")) },
    ...steps.map((step, i): KnownBlock => {
      const text = `${t(`welcome.steps.${step.key}.text`, { n: i + 1 })}${step.done ? `\n${t("welcome.stepDone")}` : ""}`;
      return {
        type: "section",
        block_id: `welcome_step_${step.key}`,
        text: mrkdwn(text),
        accessory: {
          type: "button",
          action_id: ActionId.openAdmin,
          text: plainText(t(`welcome.steps.${step.key}.button`), LIMITS.buttonText),
          value: step.page,
          ...(step === next ? { style: "primary" as const } : {}),
        },
      };
    }),
    {
      type: "section",
      block_id: "welcome_step_schedule",
      text: mrkdwn(t("welcome.steps.schedule", { n: steps.length + 1 })),
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
