/** The teacher's and the assistant's reminder before class: when, how many students, how many have a link. */
import type { KnownBlock } from "@slack/types";
import type { StaffReminderFacts } from "../../../classes/notices/staff-reminders.js";
import type { T } from "../../../i18n/index.js";
import type { MessageContent } from "../../lib/blocks/message.js";
import { mrkdwn, slackDate, userText } from "../../lib/blocks/text.js";

/** `t`: the recipient's words (the teacher's and the assistant's may differ). */
export function staffReminder({ cls, students, linked }: StaffReminderFacts, t: T): MessageContent {
  const name = userText(cls.name, 150);
  const when = slackDate(cls.beginTime);
  const who =
    students === 0
      ? t("teacher.staffReminder.noStudents")
      : cls.record
        ? t("teacher.staffReminder.linked", { count: students, links: haveLinks(students, linked, t) })
        : t("teacher.staffReminder.notRecorded", { count: students });
  // The class's live page (not a student's personal link), as the scheduling message shows it.
  const page = cls.liveUrl ? `\n<${cls.liveUrl}|${t("teacher.staffReminder.livePage")}>` : "";
  const line = t("teacher.staffReminder.line", { name, when, who, page });
  const blocks: KnownBlock[] = [{ type: "section", block_id: "staff_reminder", text: mrkdwn(line) }];
  return { text: t("teacher.staffReminder.text", { name, when, who }), blocks };
}

/** "all have their Join link", "they have their Join link", "2 have their Join link". */
function haveLinks(students: number, linked: number, t: T): string {
  if (students === 1)
    return linked === 1 ? t("teacher.staffReminder.oneHasLink") : t("teacher.staffReminder.oneHasNoLink");
  if (linked === students) return t("teacher.staffReminder.allHaveLinks");
  return t("teacher.staffReminder.someHaveLinks", { count: linked });
}
