import type { ModalView, PlainTextOption } from "@slack/types";
import type { ClassRecord } from "../../../store/index.js";
import { ClassInputId } from "../../ids.js";
import { LIMITS } from "../limits.js";
import { plainText } from "../text.js";
import { VIDEO_SWITCH_WORDS } from "../video-words.js";
import { type ClassModalFace, classModalFrame, laterOf } from "./frame.js";

export function videoModalView(face: ClassModalFace, cls: ClassRecord): ModalView {
  const options: PlainTextOption[] = Object.entries(VIDEO_SWITCH_WORDS).map(([value, text]) => ({
    text: plainText(text, LIMITS.optionText),
    value,
  }));
  const on = options.filter((o) => cls[o.value as keyof typeof VIDEO_SWITCH_WORDS]);
  return classModalFrame(face, {
    cls,
    later: laterOf(cls),
    blocks: [
      {
        type: "input",
        block_id: ClassInputId.videoSwitches,
        optional: true,
        label: plainText("Recording, live and replay", LIMITS.inputLabel),
        hint: plainText(
          "Live and replay need recording. Frozen in the 20 minutes before class.",
          LIMITS.inputHint,
        ),
        element: {
          type: "checkboxes",
          action_id: ClassInputId.videoSwitches,
          options,
          ...(on.length > 0 ? { initial_options: on } : {}),
        },
      },
    ],
  });
}
