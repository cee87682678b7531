/**
 * A student's one message about a moved class (issue 30 §4): the DM they already had, edited to
 * "Moved: <old time> → <new time>" with the new class's Join button (the old time's button gone), or
 * "your link will follow" when the new class is not recorded; a series DM keeps its other classes
 * ahead. Beside it, one short new DM so they are notified (an edit makes no sound), pointing to it.
 */

import type { KnownBlock } from "@slack/types";
import type { ChangedBy, MovedDm, MovedNotice } from "../../../classes/notices/renderer.js";
import type { T } from "../../../i18n/index.js";
import { calendarActions, calendarOutOfDate } from "../../lib/blocks/calendar.js";
import { joinButton, liveLinkMessage } from "../../lib/blocks/live-link.js";
import type { MessageContent } from "../../lib/blocks/message.js";
import { mrkdwn, slackDate, userText } from "../../lib/blocks/text.js";
import { courseText, teacherText } from "../../lib/words/class-names.js";

/** The blocks a series' other classes may take (Slack allows 50 per message). */
const MAX_SERIES_BLOCKS = 45;

function byText(by: ChangedBy, t: T): string {
  if (by === "school") return t("student.changed.bySchool");
  if (by === "admin") return t("student.changed.byAdmin");
  return userText(by.name, 80);
}

/** A date a student reads after a move: with the weekday, in their own zone (Slack's date token). */
function movedDate(unixSeconds: number): string {
  return slackDate(unixSeconds, "when");
}

export function movedDmMessage(input: MovedDm, t: T): MessageContent {
  const { from, to } = input;
  const vars = { was: movedDate(from.beginTime), when: movedDate(to.beginTime) };
  const head = t("student.changed.moved", {
    ...vars,
    name: userText(to.name, 100),
    course: courseText(to, t),
    teacher: teacherText(to, t),
    by: byText(input.by, t),
  });
  const button = joinButton(to, t);
  const blocks: KnownBlock[] = [
    {
      type: "section",
      block_id: "moved_dm",
      text: mrkdwn(button ? head : `${head}\n${t("student.noPageYet")}`),
      ...(button && { accessory: button }),
    },
  ];
  // The calendar file they downloaded shows the old time: say so, and offer the new one.
  if (input.calendarFile) blocks.push(...calendarOutOfDate(t, to.classId));
  const plain = t("student.changed.movedText", { ...vars, name: to.name });
  if (input.remaining.length > 0) {
    const still = liveLinkMessage(input.remaining, { t });
    blocks.push(...still.blocks.slice(0, MAX_SERIES_BLOCKS));
    return { text: t("student.changed.textWithRest", { head: plain, rest: still.text }), blocks };
  }
  if (!input.calendarFile) blocks.push(calendarActions("moved_dm_calendar", to.classId, "class", t));
  return { text: plain, blocks };
}

export function movedNoticeMessage(input: MovedNotice, t: T): MessageContent {
  const vars = {
    name: userText(input.to.name, 100),
    was: movedDate(input.from.beginTime),
    when: movedDate(input.to.beginTime),
    by: byText(input.by, t),
  };
  return {
    text: t("student.changed.movedSeeAboveText", { ...vars, name: input.to.name }),
    blocks: [
      {
        type: "section",
        block_id: "moved_notice",
        text: mrkdwn(
          t(input.withLink ? "student.changed.movedSeeAbove" : "student.changed.movedSeeAboveLater", vars),
        ),
      },
    ],
  };
}
