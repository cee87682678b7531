/** What people are told about an unrecorded class: the teacher's warning, the students' "no link". */
import type { KnownBlock } from "@slack/types";
import type { T } from "../../../i18n/index.js";
import type { ClassRecord } from "../../../store/index.js";
import { LIMITS } from "../../lib/blocks/limits.js";
import { startsAtIn } from "../../lib/blocks/live-link.js";
import type { MessageContent } from "../../lib/blocks/message.js";
import { mrkdwn, plainText, slackDate, userText } from "../../lib/blocks/text.js";
import { ActionId } from "../../lib/ids.js";

/** 25 minutes before an unrecorded class with students waiting: turn recording on while it still can be. */
export function recordingWarning(cls: ClassRecord, waiting: number, until: number, t: T): MessageContent {
  const vars = {
    count: waiting,
    name: userText(cls.name, 150),
    when: startsAtIn(cls.beginTime),
    until: slackDate(until, "time"),
  };
  const blocks: KnownBlock[] = [
    {
      type: "section",
      block_id: "recording_warning",
      text: mrkdwn(t("afterClass.recordingWarning.line", vars)),
    },
    {
      type: "actions",
      block_id: "recording_warning_actions",
      elements: [
        {
          type: "button",
          action_id: ActionId.classVideo,
          text: plainText(t("afterClass.recordingWarning.button"), LIMITS.buttonText),
          style: "primary",
          value: String(cls.classId),
        },
      ],
    },
  ];
  return { text: t("afterClass.recordingWarning.text", vars), blocks };
}

/** Too late to record: the student learns there will be no Join link, and how to join instead. */
export function noLinkNotice(cls: ClassRecord, t: T): MessageContent {
  const name = userText(cls.name, 150);
  return {
    text: t("student.noLink.text", { name }),
    blocks: [
      {
        type: "section",
        block_id: "no_link",
        text: mrkdwn(t("student.noLink.line", { name, when: slackDate(cls.beginTime) })),
      },
    ],
  };
}
