/** The buttons that act on one class (Home and the scheduling message); each value is the class id. */
import type { ActionsBlock, Button } from "@slack/types";
import { ActionId } from "../ids.js";
import { LIMITS } from "./limits.js";
import { plainText } from "./text.js";

const CLASS_BUTTONS: ReadonlyArray<[string, string]> = [
  [ActionId.classStudents, "Add students"],
  [ActionId.classVideo, "Recording & live"],
  [ActionId.classSeats, "Seats"],
  [ActionId.classLabels, "Labels"],
  [ActionId.classRate, "Rate students"],
];

export function classButtons(classId: number, blockId: string): ActionsBlock {
  return {
    type: "actions",
    block_id: blockId,
    elements: CLASS_BUTTONS.map(
      ([actionId, text]): Button => ({
        type: "button",
        action_id: actionId,
        text: plainText(text, LIMITS.buttonText),
        value: String(classId),
      }),
    ),
  };
}
