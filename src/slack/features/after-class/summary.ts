/**
 * After class: the teacher's summary (who opened their Join link and who did not, with a "Rate
 * students" button that opens the rate modal, access checked on the click) and a student's "Replay is
 * available" DM. The replay link is only ever the button's URL, never in text (docs/students.md).
 */
import type { Button, KnownBlock } from "@slack/types";
import type { ClassEndedSummary } from "../../../classes/notices/class-ended.js";
import type { ClassLink } from "../../../classes/student-links.js";
import type { T } from "../../../i18n/index.js";
import { LIMITS, SECTION_TEXT_ROOM } from "../../lib/blocks/limits.js";
import type { MessageContent } from "../../lib/blocks/message.js";
import { mrkdwn, packLines, plainText, slackDate, userText } from "../../lib/blocks/text.js";
import { ActionId } from "../../lib/ids.js";
import { courseText, teacherText } from "../../lib/words/class-names.js";

/** Sections each list of names may take; a class of hundreds stays one readable message. */
const LIST_SECTIONS = 8;

function nameSections(blockId: string, heading: string, names: readonly string[], t: T): KnownBlock[] {
  if (names.length === 0) return [];
  const lines = [
    t("afterClass.listHeading", { heading, count: names.length }),
    ...names.map((n) => `• ${userText(n, 100)}`),
  ];
  const chunks = packLines(lines, SECTION_TEXT_ROOM);
  const shown = chunks.slice(0, LIST_SECTIONS);
  if (shown.length < chunks.length) {
    const listed = shown.join("\n").split("\n").length - 1;
    shown.push(t("afterClass.moreStudents", { count: names.length - listed }));
  }
  return shown.map((text, i) => ({ type: "section", block_id: `${blockId}_${i}`, text: mrkdwn(text) }));
}

/** The teacher's summary once their class ended, in the teacher's language. */
export function classEndedMessage(s: ClassEndedSummary, t: T): MessageContent {
  const name = userText(s.cls.name, 100);
  const total = s.joined.length + s.notJoined.length;
  const head = t("afterClass.head", {
    count: total,
    joined: s.joined.length,
    name,
    course: courseText(s.cls, t),
    when: slackDate(s.cls.beginTime),
  });
  const rate: Button = {
    type: "button",
    action_id: ActionId.classRate,
    text: plainText(t("afterClass.rate"), LIMITS.buttonText),
    value: String(s.cls.classId),
    style: "primary",
  };
  const blocks: KnownBlock[] = [
    { type: "section", block_id: "after_class_head", text: mrkdwn(head) },
    ...nameSections("after_class_joined", t("afterClass.joined"), s.joined, t),
    ...nameSections("after_class_missed", t("afterClass.missed"), s.notJoined, t),
  ];
  const notes = {
    joinedNote: t("afterClass.noteJoined"),
    replayNote: t("afterClass.noteReplay"),
    rateNote: t("afterClass.noteRate", { count: s.rateDays }),
  };
  blocks.push({
    type: "context",
    block_id: "after_class_note",
    elements: [mrkdwn(t(s.replay ? "afterClass.notesReplay" : "afterClass.notes", notes))],
  });
  blocks.push({ type: "actions", block_id: "after_class_actions", elements: [rate] });
  return {
    text: t("afterClass.text", { count: total, joined: s.joined.length, name: userText(s.cls.name, 200) }),
    blocks,
  };
}

/** A student's "Replay is available" DM, in the student's language. */
export function replayMessage(c: ClassLink, t: T): MessageContent {
  const line = t("student.replay.line", {
    name: userText(c.name, 100),
    course: courseText(c, t),
    when: slackDate(c.beginTime),
    teacher: teacherText(c, t),
  });
  const button: Button | undefined =
    c.link !== null && c.link.length <= LIMITS.url
      ? {
          type: "button",
          action_id: ActionId.replayOpen,
          text: plainText(t("student.replay.button"), LIMITS.buttonText),
          url: c.link,
          value: String(c.classId),
        }
      : undefined;
  return {
    text: t("student.replay.text", { name: userText(c.name, 200) }),
    blocks: [
      { type: "section", block_id: "replay_class", text: mrkdwn(line), ...(button && { accessory: button }) },
    ],
  };
}
