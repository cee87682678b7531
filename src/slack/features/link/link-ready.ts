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
  return pointer(input, "linkReady", t);
}

/**
 * The one notification of recording switched off: the DM with the Join button was edited to say the
 * class is not recorded any more (an edit makes no sound), and the student must learn their link stopped.
 */
export function recordingOffMessage(input: LinkReady, t: T): MessageContent {
  return pointer(input, "recordingOff", t);
}

function pointer(input: LinkReady, kind: "linkReady" | "recordingOff", t: T): MessageContent {
  const first = input.classes[0];
  const name = first ? userText(first.name, 100) : t("student.changed.yourClass");
  const when = first ? slackDate(first.beginTime) : "";
  const line =
    input.classes.length > 1
      ? t(`student.${kind}.many`, { count: input.classes.length, name, when })
      : t(`student.${kind}.one`, { name, when });
  return {
    text: t(`student.${kind}.text`, { name: first ? userText(first.name, 200) : name }),
    blocks: [
      {
        type: "section",
        block_id: kind === "linkReady" ? "link_ready" : "recording_off",
        text: mrkdwn(line),
      },
    ],
  };
}
