/** The words around a calendar file, and the button that asks for one. */
import type { ActionsBlock, Button, KnownBlock } from "@slack/types";
import type {
  CalendarProblem,
  CalendarScope,
  CalendarWords,
} from "../../../classes/calendar/calendar-file.js";
import type { T } from "../../../i18n/index.js";
import { ActionId } from "../ids.js";
import { classRefusalText } from "../words/refusal.js";
import { classButton, readClassButtonValue } from "./class-buttons.js";
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
export function calendarActions(blockId: string, classId: number, scope: CalendarScope, t: T): ActionsBlock {
  return {
    type: "actions",
    block_id: blockId,
    elements: [classButton(ActionId.calendarAdd, t("student.calendar.button"), classId, scope)],
  };
}

export function calendarFileText(file: { name: string; classes: number; series: boolean }, t: T): string {
  const name = userText(file.name, 200);
  return file.series
    ? t("student.calendar.fileSeries", { count: file.classes, name })
    : t("student.calendar.file", { name });
}

/** Home's "Subscribe to my calendar": the clicker's own feed address (made on first use). */
export function calendarSubscribeButton(t: T): Button {
  return {
    type: "button",
    action_id: ActionId.calendarSubscribe,
    text: { type: "plain_text", text: t("student.calendar.subscribeButton") },
    value: "subscribe",
  };
}

/** A feed's two addresses: https for copying, webcal:// for calendar apps that open it directly. */
export function feedAddresses(https: string): { https: string; webcal: string } {
  return { https, webcal: https.replace(/^https?:\/\//, "webcal://") };
}

/**
 * "Subscribe" beside the file: the person's feed addresses and a "New address" button, or (no
 * PUBLIC_URL) what an admin must set / that the school has not set it up.
 */
export function subscribeMessage(
  feed: { readonly https: string } | { readonly admin: boolean },
  t: T,
): MessageContent {
  if (!("https" in feed)) {
    return sectionMessage(
      t(feed.admin ? "student.calendar.subscribeNotSetUpAdmin" : "student.calendar.subscribeNotSetUp"),
      { blockId: "calendar_subscribe" },
    );
  }
  const text = t("student.calendar.subscribe", feedAddresses(feed.https));
  return {
    text,
    blocks: [
      { type: "section", block_id: "calendar_subscribe", text: { type: "mrkdwn", text } },
      {
        type: "actions",
        block_id: "calendar_subscribe_actions",
        elements: [
          {
            type: "button",
            action_id: ActionId.calendarNewAddress,
            text: { type: "plain_text", text: t("student.calendar.newAddress") },
            value: "new",
          },
        ],
      },
    ],
  };
}

/**
 * The lines a move or cancel DM adds for a student who downloaded a calendar file of the class: it is
 * out of date; after a move, the button gives the file of the class at its new time (and Subscribe).
 */
export function calendarOutOfDate(t: T, movedTo: number | null): KnownBlock[] {
  const line: KnownBlock = {
    type: "context",
    block_id: "calendar_out_of_date",
    elements: [
      {
        type: "mrkdwn",
        text: t(movedTo === null ? "student.calendar.outOfDateCancelled" : "student.calendar.outOfDate"),
      },
    ],
  };
  return movedTo === null
    ? [line]
    : [line, calendarActions("calendar_out_of_date_actions", movedTo, "class", t)];
}

/** Why there is no file, in the reader's words. */
export function calendarRefusal(problem: CalendarProblem, t: T): MessageContent {
  const reason =
    problem.kind === "notYours"
      ? t("student.calendar.notYours")
      : problem.kind === "gone"
        ? t("student.calendar.gone")
        : classRefusalText(problem.refusal, t);
  return sectionMessage(t("student.calendar.refused", { reason }), { blockId: "calendar_refused" });
}

/** The words of a calendar file's events in the reader's language (plain text: no escaping). */
export function calendarWords(t: T): CalendarWords {
  return {
    withTeacher: (course, teacher) => t("student.calendar.withTeacher", { course, teacher }),
    course: (courseId) => t("common.courseById", { courseId }),
    teacher: (uid) => t("common.teacherByUid", { uid }),
    language: t("student.calendar.fileLanguage"),
    join: (link) => t("student.calendar.joinLine", { link }),
    noLink: t("student.calendar.noLink"),
    cancelled: (reason) =>
      reason ? t("student.calendar.cancelledReason", { reason }) : t("student.calendar.cancelled"),
  };
}
