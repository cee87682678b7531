/** The teacher's and the assistant's reminder before class: when, how many students, how many have a link. */
import type { KnownBlock } from "@slack/types";
import type { StaffReminderFacts } from "../../classes/notices/staff-reminders.js";
import type { MessageContent } from "./message.js";
import { mrkdwn, plural, startsAt, userText } from "./text.js";

export function staffReminder({ cls, students, linked }: StaffReminderFacts): MessageContent {
  const name = userText(cls.name, 150);
  const who =
    students === 0
      ? "No students yet."
      : cls.record
        ? `${plural(students, "student")}; ${haveLinks(students, linked)}.`
        : `${plural(students, "student")}; not recorded, so they join through the class app.`;
  // The class's live page (not a student's personal link), as the scheduling message shows it.
  const page = cls.liveUrl ? `\n<${cls.liveUrl}|Open the live page>` : "";
  const line = `:alarm_clock: *${name}* starts ${startsAt(cls.beginTime)}.\n${who}${page}`;
  const blocks: KnownBlock[] = [{ type: "section", block_id: "staff_reminder", text: mrkdwn(line) }];
  return { text: `${name} starts ${startsAt(cls.beginTime)}. ${who}`, blocks };
}

/** "all have their Join link", "it has its Join link", "2 have their Join link". */
function haveLinks(students: number, linked: number): string {
  if (students === 1) return linked === 1 ? "they have their Join link" : "they have no Join link yet";
  if (linked === students) return "all have their Join link";
  return `${linked} ${linked === 1 ? "has" : "have"} their Join link`;
}
