/** The class picker modal: shown when `/class <sub>` names no class; picking one fills the modal. */
import type { KnownBlock, ModalView } from "@slack/types";
import type { T } from "../../../i18n/index.js";
import type { ClassRecord } from "../../../store/index.js";
import { LIMITS } from "../blocks/limits.js";
import { mrkdwn, plainText } from "../blocks/text.js";
import { ClassPickerIds } from "../ids.js";
import { classPickerMetadata, pickerOptions } from "./frame.js";

export function classPickerView(input: {
  subcommand: string;
  title: string;
  classes: readonly ClassRecord[];
  timeZone: string;
  /** Marks classes that have ended (the rate picker lists recent ones). */
  now?: number;
  /** Said above the menu instead of "Which class?" (already escaped). */
  intro?: string;
  /** The channel the command was typed in, carried to the modal picked into. */
  channel?: string;
  /** The reader's words. */
  t: T;
}): ModalView {
  const { classes, timeZone, now } = input;
  const t = input.t;
  const blocks: KnownBlock[] = [];
  if (classes.length === 0) {
    blocks.push({ type: "section", text: mrkdwn(t("classModals.picker.none")) });
  } else {
    // More than one menu can hold: search as you type through the options listener.
    const element =
      classes.length <= LIMITS.options
        ? {
            type: "static_select" as const,
            action_id: ClassPickerIds.select,
            placeholder: plainText(t("classModals.picker.pick"), LIMITS.placeholder),
            options: pickerOptions(classes, timeZone, now, t),
          }
        : {
            type: "external_select" as const,
            action_id: ClassPickerIds.select,
            placeholder: plainText(t("classModals.picker.search"), LIMITS.placeholder),
            min_query_length: 0,
          };
    blocks.push(
      { type: "section", text: mrkdwn(input.intro ?? t("classModals.picker.which")) },
      { type: "actions", block_id: ClassPickerIds.select, elements: [element] },
    );
  }
  return {
    type: "modal",
    callback_id: ClassPickerIds.callbackId,
    title: plainText(input.title, LIMITS.viewTitle),
    close: plainText(t("classModals.cancel"), LIMITS.viewClose),
    private_metadata: classPickerMetadata.encode({
      modal: input.subcommand,
      ...(input.channel ? { channel: input.channel } : {}),
    }),
    blocks,
  };
}
