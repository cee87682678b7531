import type { ModalView, PlainTextOption } from "@slack/types";
import { HD_RULE, type HdAfter, type HdLevel } from "../../../classes/class-seats.js";
import { SEAT_CEILING } from "../../../classes/school-settings.js";
import { translator } from "../../../i18n/index.js";
import type { ClassRecord } from "../../../store/index.js";
import { ClassInputId } from "../../ids.js";
import { LIMITS } from "../limits.js";
import { plainText, plural } from "../text.js";
import { type ClassModalFace, classModalFrame, laterOf } from "./frame.js";

export const HD_LABELS = ["Standard", "HD", "Full HD"] as const;

/** The video quality inside a sentence: "4 seats, standard video", "1 seat, Full HD". */
const HD_IN_TEXT: Readonly<Record<HdLevel, string>> = { 0: "standard video", 1: "HD", 2: "Full HD" };

/** What a class has after a seats change, said in every seats reply. */
export function seatsAndHdText(seatNum: number, isHd: HdLevel): string {
  return `${plural(seatNum, "seat")}, ${HD_IN_TEXT[isHd]}`;
}

/** "Full HD turned off: HD needs 1 or 6 seats", or "" when HD was kept. */
export function hdTurnedOffText(after: HdAfter): string {
  return after.turnedOff === null || after.turnedOff === 0
    ? ""
    : `${HD_LABELS[after.turnedOff]} turned off: ${HD_RULE}`;
}

const HD_KEYS = ["classModals.seats.standard", "classModals.seats.hd", "classModals.seats.fullHd"] as const;

export function seatsModalView(face: ClassModalFace, cls: ClassRecord, schoolMax: number): ModalView {
  const t = face.t ?? translator("en");
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
