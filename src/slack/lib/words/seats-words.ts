import type { ModalView, PlainTextOption } from "@slack/types";
import { HD_SEATS, type HdAfter, type HdLevel } from "../../../classes/class-seats.js";
import { SEAT_CEILING } from "../../../classes/school-settings.js";
import type { T } from "../../../i18n/index.js";
import type { ClassRecord } from "../../../store/index.js";
import { LIMITS } from "../blocks/limits.js";
import { plainText } from "../blocks/text.js";
import { type ClassModalFace, classModalFrame, laterOf } from "../class-modals/frame.js";
import { ClassInputId } from "../ids.js";

const HD_KEYS = ["classModals.seats.standard", "classModals.seats.hd", "classModals.seats.fullHd"] as const;

/** The video quality inside a sentence: "4 seats, standard video", "1 seat, Full HD". */
const HD_IN_TEXT = {
  0: "reports.seats.standard",
  1: "reports.seats.hd",
  2: "reports.seats.fullHd",
} as const satisfies Readonly<Record<HdLevel, string>>;

/** What a class has after a seats change, said in every seats reply. */
export function seatsAndHdText(seatNum: number, isHd: HdLevel, t: T): string {
  return t("reports.seats.seatsAndHd", {
    seats: t("reports.seats.seats", { count: seatNum }),
    hd: t(HD_IN_TEXT[isHd]),
  });
}

/** "Full HD turned off: HD needs 1 or 6 seats", or "" when HD was kept. */
export function hdTurnedOffText(after: HdAfter, t: T): string {
  if (after.turnedOff === null || after.turnedOff === 0) return "";
  const rule = t("reports.seats.hdRule", { seats: HD_SEATS.join(t("reports.seats.or")) });
  return t("reports.seats.hdOff", { level: t(HD_KEYS[after.turnedOff]), rule });
}

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
