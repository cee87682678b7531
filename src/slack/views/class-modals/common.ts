/** Pieces every class modal shares: the class's label in the reader's zone, "Apply to", the frame. */
import type { KnownBlock, ModalView, PlainTextOption } from "@slack/types";
import type { ClassRecord } from "../../../store/index.js";
import { ClassInputId } from "../../ids.js";
import { LIMITS } from "../limits.js";
import { mrkdwn, plainText, slackDate, truncate } from "../text.js";

/** "Algebra · Tue 4 Mar 17:00" in the reader's zone: option texts cannot hold `<!date>` tokens. */
export function classLabel(cls: Pick<ClassRecord, "name" | "beginTime">, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(cls.beginTime * 1000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const when = `${part("weekday")} ${part("day")} ${part("month")} ${part("hour")}:${part("minute")}`;
  const suffix = ` · ${when}`;
  return `${truncate(cls.name, LIMITS.optionText - suffix.length)}${suffix}`;
}

export function classOption(cls: ClassRecord, timeZone: string): PlainTextOption {
  return { text: plainText(classLabel(cls, timeZone), LIMITS.optionText), value: String(cls.classId) };
}

/** The heading of a class modal: which class, when (in the reader's own Slack time zone). */
export function classHeading(cls: ClassRecord): KnownBlock {
  const series = cls.seriesId === null ? "" : " (weekly series)";
  return {
    type: "section",
    text: mrkdwn(`*${truncate(cls.name, 200)}*${series} · ${slackDate(cls.beginTime)}`),
  };
}

/** "Apply to" for a class of a series; nothing for a single class. */
export function applyToBlocks(cls: ClassRecord): KnownBlock[] {
  if (cls.seriesId === null) return [];
  const options: PlainTextOption[] = [
    { text: plainText("This class", LIMITS.optionText), value: "class" },
    { text: plainText("This and all later classes of the series", LIMITS.optionText), value: "series" },
  ];
  return [
    {
      type: "input",
      block_id: ClassInputId.applyTo,
      label: plainText("Apply to", LIMITS.inputLabel),
      element: {
        type: "radio_buttons",
        action_id: ClassInputId.applyTo,
        options,
        initial_option: options[0],
      },
    },
  ];
}

export function classModalFrame(input: {
  callbackId: string;
  title: string;
  submit: string;
  cls: ClassRecord;
  blocks: KnownBlock[];
}): ModalView {
  return {
    type: "modal",
    callback_id: input.callbackId,
    title: plainText(input.title, LIMITS.viewTitle),
    submit: plainText(input.submit, LIMITS.viewSubmit),
    close: plainText("Cancel", LIMITS.viewClose),
    private_metadata: String(input.cls.classId),
    blocks: [classHeading(input.cls), ...input.blocks, ...applyToBlocks(input.cls)],
  };
}
