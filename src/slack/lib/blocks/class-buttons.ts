/**
 * The buttons that act on one class (Home and the scheduling message); each value is the class id,
 * with `:series` when they stand for a whole series: the modal then applies to this and all later
 * classes unless the person picks the one class.
 */
import type { ActionsBlock, Button, Overflow } from "@slack/types";
import type { MessageKey, T } from "../../../i18n/index.js";
import { ActionId } from "../ids.js";
import { LIMITS } from "./limits.js";
import { plainText } from "./text.js";

type ClassAction = readonly [actionId: string, label: MessageKey];

/**
 * The three a teacher uses most on a class still to come, shown as buttons: adding students (every
 * class, often again before it starts), recording & live (it decides whether students get a Join
 * link) and moving it (the most common change of plan). The rest sit in the entry's overflow menu
 * (Slack: 2-5 options). Rate is not here: it is offered only on classes that have ended, inside the
 * rating window (Home's "Recent classes", `/class rate`).
 */
export const CLASS_BUTTONS = [
  [ActionId.classStudents, "teacher.buttons.students"],
  [ActionId.classVideo, "teacher.buttons.video"],
  [ActionId.classMove, "teacher.buttons.move"],
] as const satisfies readonly ClassAction[];

export const CLASS_MENU = [
  [ActionId.classSeats, "teacher.buttons.seats"],
  [ActionId.classLabels, "teacher.buttons.labels"],
  [ActionId.classCancel, "teacher.buttons.cancel"],
  [ActionId.calendarAdd, "teacher.buttons.calendar"],
] as const satisfies readonly ClassAction[];

/** The action_ids the overflow menu may name: its clicks go to these buttons' own handlers. */
export const CLASS_MENU_ACTIONS: readonly string[] = CLASS_MENU.map(([id]) => id);

/** An overflow option's value: the button it stands for and that button's value. */
export function classMenuValue(actionId: string, buttonValue: string): string {
  return `${actionId} ${buttonValue}`;
}

/** The button an overflow option stands for, or null for a value that names none of the menu's. */
export function readClassMenuValue(
  value: string,
): { readonly actionId: string; readonly value: string } | null {
  const at = value.indexOf(" ");
  if (at < 0) return null;
  const actionId = value.slice(0, at);
  return CLASS_MENU_ACTIONS.includes(actionId) ? { actionId, value: value.slice(at + 1) } : null;
}

const SERIES_SUFFIX = ":series";

/** The class a button's value names, and whether it was shown for the series. */
export function readClassButtonValue(value: string): { readonly classId: string; readonly series: boolean } {
  return value.endsWith(SERIES_SUFFIX)
    ? { classId: value.slice(0, -SERIES_SUFFIX.length), series: true }
    : { classId: value, series: false };
}

function classButtonValue(classId: number, scope: "class" | "series"): string {
  return scope === "series" ? `${classId}${SERIES_SUFFIX}` : String(classId);
}

/** One button acting on a class, or on the series it belongs to (value `<id>` or `<id>:series`). */
export function classButton(
  actionId: string,
  text: string,
  classId: number,
  scope: "class" | "series",
): Button {
  return {
    type: "button",
    action_id: actionId,
    text: plainText(text, LIMITS.buttonText),
    value: classButtonValue(classId, scope),
  };
}

/** At most three buttons and one overflow menu for the rest (Home, the scheduling message, the agenda). */
export function classButtons(
  classId: number,
  blockId: string,
  scope: "class" | "series" = "class",
  t: T,
): ActionsBlock {
  const value = classButtonValue(classId, scope);
  const menu: Overflow = {
    type: "overflow",
    action_id: ActionId.classMenu,
    options: CLASS_MENU.map(([actionId, key]) => ({
      text: plainText(t(key), LIMITS.optionText),
      value: classMenuValue(actionId, value),
    })),
  };
  return {
    type: "actions",
    block_id: blockId,
    elements: [
      ...CLASS_BUTTONS.map(([actionId, key]) => classButton(actionId, t(key), classId, scope)),
      menu,
    ],
  };
}
