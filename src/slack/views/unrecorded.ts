/** What people are told about an unrecorded class: the teacher's warning, the students' "no link". */
import type { KnownBlock } from "@slack/types";
import type { ClassRecord } from "../../store/index.js";
import { ActionId } from "../ids.js";
import { LIMITS } from "./limits.js";
import type { MessageContent } from "./message.js";
import { mrkdwn, plainText, plural, slackDate, startsAt, userText } from "./text.js";

/** 25 minutes before an unrecorded class with students waiting: turn recording on while it still can be. */
export function recordingWarning(cls: ClassRecord, waiting: number, until: number): MessageContent {
  const name = userText(cls.name, 150);
  const text = `${name} starts ${startsAt(cls.beginTime)} without recording, so ${plural(waiting, "student has", "students have")} no Join link. Turn recording on before ${slackDate(until, "{time}")} to send them their links.`;
  const blocks: KnownBlock[] = [
    {
      type: "section",
      block_id: "recording_warning",
      text: mrkdwn(
        `:warning: *${name}* starts ${startsAt(cls.beginTime)} without recording, so ${plural(waiting, "student has", "students have")} no Join link.\nTurn recording on before ${slackDate(until, "{time}")} and each gets theirs; after that the class service no longer allows it.`,
      ),
    },
    {
      type: "actions",
      block_id: "recording_warning_actions",
      elements: [
        {
          type: "button",
          action_id: ActionId.classVideo,
          text: plainText("Turn recording on", LIMITS.buttonText),
          style: "primary",
          value: String(cls.classId),
        },
      ],
    },
  ];
  return { text, blocks };
}

/** Too late to record: the student learns there will be no Join link, and how to join instead. */
export function noLinkNotice(cls: ClassRecord): MessageContent {
  const name = userText(cls.name, 150);
  const line = `There will be no Join link for *${name}* (${slackDate(cls.beginTime)}): the class is not recorded. Join it through the class app as usual, or ask your teacher.`;
  return {
    text: `There will be no Join link for ${name}: the class is not recorded.`,
    blocks: [{ type: "section", block_id: "no_link", text: mrkdwn(line) }],
  };
}
