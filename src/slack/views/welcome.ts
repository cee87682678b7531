/**
 * The first-run welcome (issue 19): the school's first admin gets a DM with what to do next, in the
 * app's Messages tab; everyone else who has nothing on Home yet sees a short welcome section there.
 */
import type { KnownBlock } from "@slack/types";
import type { RenderedMessage } from "../../delivery/index.js";
import { ActionId } from "../ids.js";
import { LIMITS } from "./limits.js";
import { mrkdwn, plainText } from "./text.js";

const WHAT_IT_DOES =
  "Classroom runs your school's live online classes from Slack: teachers schedule classes with `/class schedule`, " +
  "students get a message with their personal link to join and a reminder before class, and everyone sees their coming classes on the app's Home tab.";

/** The DM to the school's first admin: what the app does, the two steps before anyone can use it, and help. */
export function welcomeAdminDm(): RenderedMessage {
  const blocks: KnownBlock[] = [
    {
      type: "header",
      block_id: "welcome_header",
      text: plainText("Welcome to Classroom", LIMITS.headerText),
    },
    { type: "section", block_id: "welcome_what", text: mrkdwn(WHAT_IT_DOES) },
    {
      type: "section",
      block_id: "welcome_next",
      text: mrkdwn(
        "*What to do next*, as the school's admin:\n" +
          "1. *Connect the school*: `/class admin`, then School connection, with the SID and SECRET of your school's class service.\n" +
          "2. *Import people*: `/class admin`, then Import, to add your teachers and students with their Slack accounts. " +
          "Only people in the school's directory get messages from Classroom.\n" +
          "3. Then teachers schedule their first class with `/class schedule`.",
      ),
      accessory: {
        type: "button",
        action_id: ActionId.openAdmin,
        text: plainText("Open school admin", LIMITS.buttonText),
        style: "primary",
      },
    },
    {
      type: "context",
      block_id: "welcome_help",
      elements: [mrkdwn("`/class help` lists everything you can do.")],
    },
  ];
  return {
    text: "Welcome to Classroom. Next: connect the school and import people with /class admin. /class help lists everything you can do.",
    blocks,
  };
}

/** The Home section for someone with nothing there yet: what the app does and where to start. */
export function homeWelcomeBlock(): KnownBlock {
  return {
    type: "section",
    block_id: "home_welcome",
    text: mrkdwn(`*Welcome to Classroom*\n${WHAT_IT_DOES}\nType \`/class help\` to see what you can do.`),
  };
}
