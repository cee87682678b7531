/** The morning agenda DM: today's classes, each with its times, students, links, recording and buttons. */
import type { KnownBlock } from "@slack/types";
import type { AgendaClass, MorningAgenda } from "../../../classes/notices/morning-agenda.js";
import type { T } from "../../../i18n/index.js";
import { classButtons } from "../../lib/blocks/class-buttons.js";
import { LIMITS } from "../../lib/blocks/limits.js";
import type { MessageContent } from "../../lib/blocks/message.js";
import { mrkdwn, plainText, slackDate, userText } from "../../lib/blocks/text.js";
import { courseText, teacherNameText } from "../../lib/words/class-names.js";

/** Classes shown with their buttons: two blocks each, the header and the note fit within 50. */
export const AGENDA_CLASSES_SHOWN = 20;

function linksText(c: AgendaClass, t: T): string {
  if (c.students === 0) return t("teacher.agenda.noStudents");
  const students = t("teacher.agenda.students", { count: c.students });
  if (!c.recorded) return t("teacher.agenda.notRecorded", { students });
  if (c.linked !== c.students)
    return t("teacher.agenda.recordedSomeLinked", { students, linked: c.linked, total: c.students });
  return c.students === 1
    ? t("teacher.agenda.recordedOneLinked", { students })
    : t("teacher.agenda.recordedAllLinked", { students });
}

function classLine(c: AgendaClass, t: T): string {
  const vars = {
    times: `${slackDate(c.cls.beginTime, "time")}–${slackDate(c.cls.endTime, "time")}`,
    name: userText(c.cls.name, 150),
    course: courseText(c.cls, t),
    links: linksText(c, t),
  };
  return c.assisting
    ? t("teacher.agenda.classLineAssisting", { ...vars, teacher: teacherNameText(c.cls, t) })
    : t("teacher.agenda.classLine", vars);
}

/** `t`: the recipient's words (each teacher's agenda in their own language). */
export function morningAgendaMessage({ classes }: MorningAgenda, t: T): MessageContent {
  const first = classes[0];
  const heading = t("teacher.agenda.heading", { count: classes.length });
  const blocks: KnownBlock[] = [
    { type: "header", block_id: "agenda_header", text: plainText(heading, LIMITS.headerText) },
  ];
  const shown = classes.slice(0, AGENDA_CLASSES_SHOWN);
  shown.forEach((c, i) => {
    blocks.push({ type: "section", block_id: `agenda_class_${i}`, text: mrkdwn(classLine(c, t)) });
    // An entry is the day's class: its buttons and menu act on that class, even of a series.
    blocks.push(classButtons(c.cls.classId, `agenda_buttons_${i}`, "class", t));
  });
  const more = classes.length - shown.length;
  blocks.push({
    type: "context",
    block_id: "agenda_note",
    elements: [
      mrkdwn(`${more > 0 ? t("teacher.agenda.more", { count: more }) : ""}${t("teacher.agenda.note")}`),
    ],
  });
  const text = first
    ? t("teacher.agenda.text", {
        heading,
        time: slackDate(first.cls.beginTime, "time"),
        name: userText(first.cls.name, 150),
      })
    : heading;
  return { text, blocks };
}
