/** The admins' DM when a school's class events stopped for a week while classes were held (issue 32). */
import type { KnownBlock } from "@slack/types";
import type { ClassEventsQuietFacts } from "../../../../classes/events/quiet.js";
import type { T } from "../../../../i18n/index.js";
import { LIMITS } from "../../../lib/blocks/limits.js";
import type { MessageContent } from "../../../lib/blocks/message.js";
import { mrkdwn, plainText, slackDate, truncate } from "../../../lib/blocks/text.js";
import { ActionId } from "../../../lib/ids.js";
import type { AdminPage } from "../metadata.js";

export function classEventsQuietMessage(facts: ClassEventsQuietFacts, t: T): MessageContent {
  const body = t("classEvents.quiet.body", { when: slackDate(facts.lastAt), count: facts.classes });
  const blocks: KnownBlock[] = [
    { type: "section", block_id: "events_quiet", text: mrkdwn(truncate(body, LIMITS.sectionText)) },
    {
      type: "actions",
      block_id: "events_quiet_actions",
      elements: [
        {
          type: "button",
          action_id: ActionId.openAdmin,
          text: plainText(t("classEvents.quiet.button"), LIMITS.buttonText),
          value: "class_events" satisfies AdminPage,
        },
      ],
    },
  ];
  return { text: truncate(t("classEvents.quiet.text"), LIMITS.messageText), blocks };
}
