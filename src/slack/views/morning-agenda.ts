/** The morning agenda DM: today's classes, each with its times, students, links, recording and buttons. */
import type { KnownBlock } from "@slack/types";
import type { AgendaClass, MorningAgenda } from "../../classes/notices/morning-agenda.js";
import { classButtons } from "./class-buttons.js";
import { LIMITS } from "./limits.js";
import type { MessageContent } from "./message.js";
import { mrkdwn, plainText, plural, slackDate, userText } from "./text.js";

/** Classes shown with their buttons: two blocks each, the header and the note fit within 50. */
export const AGENDA_CLASSES_SHOWN = 20;

function linksText(c: AgendaClass): string {
  if (c.students === 0) return "no students yet";
  const students = plural(c.students, "student");
  if (!c.recorded) return `${students} · not recorded: they join through the class app`;
  const links =
    c.linked === c.students
      ? c.students === 1
        ? "they have their Join link"
        : "all have their Join link"
      : `${c.linked} of ${c.students} have their Join link`;
  return `${students} · ${links} · recorded`;
}

function classLine(c: AgendaClass): string {
  const times = `${slackDate(c.cls.beginTime, "{time}")}–${slackDate(c.cls.endTime, "{time}")}`;
  const role = c.assisting ? ` · you assist ${userText(c.cls.teacherName, 80)}` : "";
  return `*${times}* · *${userText(c.cls.name, 150)}* · ${userText(c.cls.courseName, 100)}${role}\n${linksText(c)}`;
}

export function morningAgendaMessage({ classes }: MorningAgenda): MessageContent {
  const first = classes[0];
  const heading = `Your classes today: ${plural(classes.length, "class", "classes")}`;
  const blocks: KnownBlock[] = [
    { type: "header", block_id: "agenda_header", text: plainText(heading, LIMITS.headerText) },
  ];
  const shown = classes.slice(0, AGENDA_CLASSES_SHOWN);
  shown.forEach((c, i) => {
    blocks.push({ type: "section", block_id: `agenda_class_${i}`, text: mrkdwn(classLine(c)) });
    blocks.push(classButtons(c.cls.classId, `agenda_buttons_${i}`, c.inSeries ? "series" : "class"));
  });
  const more = classes.length - shown.length;
  blocks.push({
    type: "context",
    block_id: "agenda_note",
    elements: [
      mrkdwn(
        `${more > 0 ? `…and ${plural(more, "more class", "more classes")}: \`/class list\` lists them all. ` : ""}` +
          "Change the time of this agenda or turn it off on the app's Home tab.",
      ),
    ],
  });
  const text = first
    ? `${heading}, the first ${slackDate(first.cls.beginTime, "{time}")}: ${userText(first.cls.name, 150)}`
    : heading;
  return { text, blocks };
}
