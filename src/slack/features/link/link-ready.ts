/**
 * The one notification of recording switched on for classes a student was told "your link will
 * follow" about: their DM was edited to carry the Join button (an edit makes no sound), so this short
 * DM points to it. It never carries the link itself: one message per class holds the button.
 */
import type { LinkReady } from "../../../classes/notices/renderer.js";
import type { T } from "../../../i18n/index.js";
import type { MessageContent } from "../../lib/blocks/message.js";
import { mrkdwn, slackDate, userText } from "../../lib/blocks/text.js";

export function linkReadyMessage(input: LinkReady, t: T): MessageContent {
  const first = input.classes[0];
  const name = first ? userText(first.name, 100) : t("student.changed.yourClass");
  const when = first ? slackDate(first.beginTime) : "";
  const line =
    input.classes.length > 1
      ? t("student.linkReady.many", { count: input.classes.length, name, when })
      : t("student.linkReady.one", { name, when });
  return {
    text: t("student.linkReady.text", { name: first ? userText(first.name, 200) : name }),
    blocks: [{ type: "section", block_id: "link_ready", text: mrkdwn(line) }],
  };
}
