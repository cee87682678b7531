/** The words around a calendar file, and the button that asks for one. */
import type { ActionsBlock } from "@slack/types";
import type { CalendarScope } from "../../classes/calendar/calendar-file.js";
import { plural } from "../../words.js";
import { ActionId } from "../ids.js";
import { CALENDAR_BUTTON_TEXT, classButton, readClassButtonValue } from "./class-buttons.js";
import { type MessageContent, sectionMessage } from "./message.js";
import { userText } from "./text.js";

/** The value every class button carries: the class id, with `:series` for the whole series. */
export function parseCalendarValue(
  value: string | undefined,
): { classId: number; scope: CalendarScope } | undefined {
  const read = readClassButtonValue(value ?? "");
  if (!/^\d{1,15}$/.test(read.classId)) return undefined;
  return { classId: Number(read.classId), scope: read.series ? "series" : "class" };
}

/** An actions block with the "Add to calendar" button for a class, or the series it belongs to. */
export function calendarActions(blockId: string, classId: number, scope: CalendarScope): ActionsBlock {
  return {
    type: "actions",
    block_id: blockId,
    elements: [classButton(ActionId.calendarAdd, CALENDAR_BUTTON_TEXT, classId, scope)],
  };
}

export function calendarFileText(file: { name: string; classes: number; series: boolean }): string {
  const what = file.series ? `${plural(file.classes, "class", "classes")} of ${file.name}` : file.name;
  return `Your calendar file for ${userText(what, 200)}: open it to add it to your calendar. Importing it again updates the events instead of adding copies.`;
}

export function calendarRefusal(reason: string): MessageContent {
  return sectionMessage(`No calendar file: ${reason}`, { blockId: "calendar_refused" });
}
