import type { ModalView, PlainTextOption } from "@slack/types";
import type { ClassRecord } from "../../../store/index.js";
import { LIMITS } from "../../lib/blocks/limits.js";
import { plainText } from "../../lib/blocks/text.js";
import { type ClassModalFace, classModalFrame, laterOf } from "../../lib/class-modals/frame.js";
import { ClassInputId } from "../../lib/ids.js";

/** The switches, in the words the schedule form uses for them (one name for one idea). */
const SWITCHES = {
  record: "classModals.video.record",
  live: "classModals.video.live",
  replay: "classModals.video.replay",
} as const;

export function videoModalView(face: ClassModalFace, cls: ClassRecord): ModalView {
  const t = face.t;
  const options: PlainTextOption[] = (Object.keys(SWITCHES) as (keyof typeof SWITCHES)[]).map((value) => ({
    text: plainText(t(SWITCHES[value]), LIMITS.optionText),
    value,
  }));
  const on = options.filter((o) => cls[o.value as keyof typeof SWITCHES]);
  return classModalFrame(face, {
    cls,
    later: laterOf(cls),
    blocks: [
      {
        type: "input",
        block_id: ClassInputId.videoSwitches,
        optional: true,
        label: plainText(t("classModals.video.label"), LIMITS.inputLabel),
        hint: plainText(t("classModals.video.hint"), LIMITS.inputHint),
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
