/** The seats & HD modal of one class: the seats field with the school's maximum, and the video quality. */
import type { ModalView, PlainTextOption } from "@slack/types";
import { SEAT_CEILING } from "../../../classes/school-settings.js";
import type { ClassRecord } from "../../../store/index.js";
import { LIMITS } from "../../lib/blocks/limits.js";
import { plainText } from "../../lib/blocks/text.js";
import { type ClassModalFace, classModalFrame, laterOf } from "../../lib/class-modals/frame.js";
import { ClassInputId } from "../../lib/ids.js";
import { HD_KEYS } from "./words.js";

export function seatsModalView(face: ClassModalFace, cls: ClassRecord, schoolMax: number): ModalView {
  const t = face.t;
  const seatOptions: PlainTextOption[] = Array.from({ length: SEAT_CEILING }, (_, i) => ({
    text: plainText(String(i + 1), LIMITS.optionText),
    value: String(i + 1),
  }));
  const hdOptions: PlainTextOption[] = HD_KEYS.map((key, i) => ({
    text: plainText(t(key), LIMITS.optionText),
    value: String(i),
  }));
  return classModalFrame(face, {
    cls,
    later: laterOf(cls),
    blocks: [
      {
        type: "input",
        block_id: ClassInputId.seatNum,
        label: plainText(t("classModals.seats.onStage"), LIMITS.inputLabel),
        hint: plainText(t("classModals.seats.schoolMax", { max: schoolMax }), LIMITS.inputHint),
        element: {
          type: "static_select",
          action_id: ClassInputId.seatNum,
          options: seatOptions,
          initial_option: seatOptions[Math.min(cls.seatNum, SEAT_CEILING) - 1],
        },
      },
      {
        type: "input",
        block_id: ClassInputId.seatHd,
        label: plainText(t("classModals.seats.quality"), LIMITS.inputLabel),
        hint: plainText(t("classModals.seats.qualityHint"), LIMITS.inputHint),
        element: {
          type: "radio_buttons",
          action_id: ClassInputId.seatHd,
          options: hdOptions,
          initial_option: hdOptions[cls.isHd],
        },
      },
    ],
  });
}
