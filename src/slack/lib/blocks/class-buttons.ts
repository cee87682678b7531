/**
 * The buttons that act on one class (Home and the scheduling message); each value is the class id,
 * with `:series` when they stand for a whole series: the modal then applies to this and all later
 * classes unless the person picks the one class.
 */
import type { ActionsBlock, Button } from "@slack/types";
import type { MessageKey, T } from "../../../i18n/index.js";
import { ActionId } from "../ids.js";
import { LIMITS } from "./limits.js";
import { plainText } from "./text.js";

const CLASS_BUTTONS = [
  [ActionId.classStudents, "teacher.buttons.students"],
  [ActionId.classVideo, "teacher.buttons.video"],
  [ActionId.classSeats, "teacher.buttons.seats"],
  [ActionId.classLabels, "teacher.buttons.labels"],
  [ActionId.classRate, "teacher.buttons.rate"],
  [ActionId.classMove, "teacher.buttons.move"],
  [ActionId.classCancel, "teacher.buttons.cancel"],
  [ActionId.calendarAdd, "teacher.buttons.calendar"],
] as const satisfies ReadonlyArray<readonly [string, MessageKey]>;

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

export function classButtons(
  classId: number,
  blockId: string,
  scope: "class" | "series" = "class",
  t: T,
): ActionsBlock {
  return {
    type: "actions",
    block_id: blockId,
    elements: CLASS_BUTTONS.map(([actionId, key]) => classButton(actionId, t(key), classId, scope)),
  };
}
