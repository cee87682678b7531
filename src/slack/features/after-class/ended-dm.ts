/**
 * A student's live link DM of one class once the class is over, edited by the after-class job: it
 * says the class has ended, with no Join button; when replay is on, the button opens the replay (the
 * link is only ever the button's URL, never in text).
 */
import type { Button } from "@slack/types";
import type { EndedDm } from "../../../classes/notices/renderer.js";
import type { T } from "../../../i18n/index.js";
import { LIMITS } from "../../lib/blocks/limits.js";
import type { MessageContent } from "../../lib/blocks/message.js";
import { mrkdwn, plainText, slackDate, userText } from "../../lib/blocks/text.js";
import { ActionId } from "../../lib/ids.js";
import { courseText, teacherText } from "../../lib/words/class-names.js";

export function endedDmMessage({ cls, replay }: EndedDm, t: T): MessageContent {
  const minutes = Math.round((cls.endTime - cls.beginTime) / 60);
  const line = t("student.ended.line", {
    name: userText(cls.name, 100),
    course: courseText(cls, t),
    when: slackDate(cls.beginTime),
    length: minutes > 0 ? t("student.length", { minutes }) : "",
    teacher: teacherText(cls, t),
  });
  const button: Button | undefined =
    replay && cls.link !== null && cls.link.length <= LIMITS.url
      ? {
          type: "button",
          action_id: ActionId.replayOpen,
          text: plainText(t("student.replay.button"), LIMITS.buttonText),
          url: cls.link,
          value: String(cls.classId),
        }
      : undefined;
  const name = userText(cls.name, 200);
  return {
    text: t(button ? "student.ended.textReplay" : "student.ended.text", { name }),
    blocks: [
      {
        type: "section",
        block_id: "ended_class",
        text: mrkdwn(button ? `${line}\n${t("student.ended.replay")}` : line),
        ...(button && { accessory: button }),
      },
    ],
  };
}
