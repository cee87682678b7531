/**
 * After class: the teacher's summary (who opened their Join link and who did not, with a "Rate
 * students" button that opens the rate modal, access checked on the click) and a student's "Replay is
 * available" DM. The replay link is only ever the button's URL, never in text (docs/students.md).
 */
import type { Button, KnownBlock } from "@slack/types";
import type { ClassEndedSummary } from "../../classes/notices/class-ended.js";
import type { ClassLink } from "../../classes/student-links.js";
import { ActionId } from "../ids.js";
import { LIMITS, SECTION_TEXT_ROOM } from "./limits.js";
import type { MessageContent } from "./message.js";
import { mention, mrkdwn, packLines, plainText, plural, slackDate, userText } from "./text.js";

export const RATE_BUTTON_TEXT = "Rate students";
export const REPLAY_BUTTON_TEXT = "Watch the replay";

/** Sections each list of names may take; a class of hundreds stays one readable message. */
const LIST_SECTIONS = 8;

function nameSections(blockId: string, heading: string, names: readonly string[]): KnownBlock[] {
  if (names.length === 0) return [];
  const lines = [`*${heading}* (${names.length})`, ...names.map((n) => `• ${userText(n, 100)}`)];
  const chunks = packLines(lines, SECTION_TEXT_ROOM);
  const shown = chunks.slice(0, LIST_SECTIONS);
  if (shown.length < chunks.length) {
    const listed = shown.join("\n").split("\n").length - 1;
    shown.push(`…and ${plural(names.length - listed, "more student")}.`);
  }
  return shown.map((text, i) => ({ type: "section", block_id: `${blockId}_${i}`, text: mrkdwn(text) }));
}

export function classEndedMessage(s: ClassEndedSummary): MessageContent {
  const name = userText(s.cls.name, 100);
  const total = s.joined.length + s.notJoined.length;
  const head =
    `*${name}* · ${userText(s.cls.courseName, 100)} has ended (${slackDate(s.cls.beginTime)}).\n` +
    `${s.joined.length} of ${plural(total, "student")} opened their Join link.`;
  const rate: Button = {
    type: "button",
    action_id: ActionId.classRate,
    text: plainText(RATE_BUTTON_TEXT, LIMITS.buttonText),
    value: String(s.cls.classId),
    style: "primary",
  };
  const blocks: KnownBlock[] = [
    { type: "section", block_id: "after_class_head", text: mrkdwn(head) },
    ...nameSections("after_class_joined", "Joined", s.joined),
    ...nameSections("after_class_missed", "Did not open their link", s.notJoined),
  ];
  const notes = [
    "Joined means the student clicked their Join button in Slack; the class service does not tell us who was in the room.",
    ...(s.replay ? ["Each student was sent their replay link."] : []),
    `You can rate the students for ${plural(s.rateDays, "day")}.`,
  ];
  blocks.push({ type: "context", block_id: "after_class_note", elements: [mrkdwn(notes.join(" "))] });
  blocks.push({ type: "actions", block_id: "after_class_actions", elements: [rate] });
  return {
    text: `${userText(s.cls.name, 200)} has ended: ${s.joined.length} of ${plural(total, "student")} opened their Join link.`,
    blocks,
  };
}

export function replayMessage(c: ClassLink): MessageContent {
  const line =
    `:film_frames: *Replay is available:* *${userText(c.name, 100)}* · ${userText(c.courseName, 100)}\n` +
    `${slackDate(c.beginTime)} · ${c.teacherSlackUserId ? mention(c.teacherSlackUserId) : userText(c.teacherName, 80)}`;
  const button: Button | undefined =
    c.link !== null && c.link.length <= LIMITS.url
      ? {
          type: "button",
          action_id: ActionId.replayOpen,
          text: plainText(REPLAY_BUTTON_TEXT, LIMITS.buttonText),
          url: c.link,
          value: String(c.classId),
        }
      : undefined;
  return {
    text: `The replay of ${userText(c.name, 200)} is available.`,
    blocks: [
      { type: "section", block_id: "replay_class", text: mrkdwn(line), ...(button && { accessory: button }) },
    ],
  };
}
