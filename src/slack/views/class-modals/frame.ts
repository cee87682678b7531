/**
 * The one frame of every class modal (students, video, seats, labels, rate, the picker): what its
 * `private_metadata` holds (which class, which page — never who may act), the escaped heading, the
 * "Apply to" block, the working view shown while a submission finishes, the notice view (a refusal,
 * "no students yet") and the report a modal closes with. Titles and callback ids come from the
 * modal's row (surfaces/class-modals), passed in as its `face`.
 */
import type { KnownBlock, ModalView, PlainTextOption } from "@slack/types";
import { z } from "zod";
import type { ApplyTo } from "../../../classes/apply-to.js";
import type { ClassRecord } from "../../../store/index.js";
import { CallbackId, ClassInputId } from "../../ids.js";
import { readOption, type SubmittedState } from "../form-values.js";
import { LIMITS } from "../limits.js";
import { metadataCodec } from "../metadata.js";
import { mrkdwn, packLines, plainText, plural, slackDate, truncate, userText } from "../text.js";

/** What a class modal's views take from its row. */
export interface ClassModalFace {
  readonly title: string;
  readonly callbackId: string;
}

const classModalSchema = z.union([
  z.object({
    classId: z.number().int().positive(),
    page: z.number().int().min(0).max(10_000).optional(),
    /** Where the share modal posts its card: the channel its command was typed in. */
    channel: z
      .string()
      .regex(/^[CGD][A-Z0-9]{2,30}$/)
      .optional(),
  }),
  // Students, video and seats views opened before the one codec carried the bare class id.
  z
    .number()
    .int()
    .positive()
    .transform((classId) => ({ classId })),
]);
export type ClassModalMetadata = {
  readonly classId: number;
  readonly page?: number | undefined;
  readonly channel?: string | undefined;
};
export const classModalMetadata = metadataCodec("class modal", classModalSchema);

/** The picker names the modal it opens (a row of CLASS_MODALS); the class is what gets picked. */
export const classPickerMetadata = metadataCodec(
  "class picker",
  z.object({
    modal: z.string().max(40),
    /** The channel the command was typed in, for the modal picked into (share). */
    channel: z
      .string()
      .regex(/^[CGD][A-Z0-9]{2,30}$/)
      .optional(),
  }),
);

export interface ClassHeading {
  readonly name: string;
  readonly beginTime: number;
  readonly seriesId?: string | null;
}

/** "*Algebra I* (weekly series) · Tue, Mar 3 5:00 PM" in each reader's zone; the name is escaped. */
export function classHeadingText(c: ClassHeading): string {
  const series = c.seriesId ? " (weekly series)" : "";
  return `*${userText(c.name, 200)}*${series} · ${slackDate(c.beginTime)}`;
}

/** The heading block, with a line or two under it. */
export function classHeadingBlock(c: ClassHeading, ...more: string[]): KnownBlock {
  return {
    type: "section",
    block_id: "class_heading",
    text: mrkdwn([classHeadingText(c), ...more].join("\n")),
  };
}

/** "Algebra · Tue 4 Mar 17:00" in the reader's zone: option texts cannot hold `<!date>` tokens. */
/** `now` given: a class that has ended says so ("… · ended"), as the rate picker lists recent ones. */
export function classLabel(
  cls: Pick<ClassRecord, "name" | "beginTime" | "endTime">,
  timeZone: string,
  now?: number,
): string {
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
  const suffix = ` · ${when}${now !== undefined && cls.endTime <= now ? " · ended" : ""}`;
  return `${truncate(cls.name, LIMITS.optionText - suffix.length)}${suffix}`;
}

export function classOption(cls: ClassRecord, timeZone: string, now?: number): PlainTextOption {
  return { text: plainText(classLabel(cls, timeZone, now), LIMITS.optionText), value: String(cls.classId) };
}

/**
 * A picker's options with each weekly series as one entry: its next class, labelled for the series
 * ("Algebra practice · series, next Tue 4 Mar 17:00"), valued `<id>:series` so the modal opens for this
 * and all later classes. Classes come upcoming first; single classes stay as they are.
 */
export function pickerOptions(
  classes: readonly ClassRecord[],
  timeZone: string,
  now?: number,
): PlainTextOption[] {
  const seen = new Set<string>();
  const out: PlainTextOption[] = [];
  for (const cls of classes) {
    if (cls.seriesId === null || (now !== undefined && cls.endTime <= now)) {
      out.push(classOption(cls, timeZone, now));
      continue;
    }
    if (seen.has(cls.seriesId)) continue;
    seen.add(cls.seriesId);
    const later = classes.filter(
      (c) => c.seriesId === cls.seriesId && (now === undefined || c.endTime > now),
    );
    const label = `${classLabel(cls, timeZone)} · series, ${later.length} to go`;
    out.push({ text: plainText(label, LIMITS.optionText), value: `${cls.classId}:series` });
  }
  return out;
}

export const APPLY_TO_CLASS = "class";
export const APPLY_TO_SERIES = "series";

/**
 * How many later classes of the series "Apply to" offers: a count when the modal knows it, "all"
 * when it does not, 0 for a single class (no block).
 */
export type LaterInSeries = number | "all";

/** For a modal that does not count them: every later class of a series, none for a single class. */
export function laterOf(cls: { readonly seriesId: string | null }): LaterInSeries {
  return cls.seriesId === null ? 0 : "all";
}

/** "Apply to" for a class of a series; nothing for a single class. */
export function applyToBlocks(later: LaterInSeries): KnownBlock[] {
  if (later === 0) return [];
  const rest =
    later === "all"
      ? "This and all later classes of the series"
      : `This and the ${plural(later, "later class", "later classes")} of the series`;
  const options: PlainTextOption[] = [
    { text: plainText("This class", LIMITS.optionText), value: APPLY_TO_CLASS },
    { text: plainText(rest, LIMITS.optionText), value: APPLY_TO_SERIES },
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

/**
 * The modal as opened from a series (its Home entry or its message): "Apply to" starts on this and all
 * later classes, and says so. A modal without the choice (the last class of a series) is unchanged.
 */
export function fromSeries(view: ModalView): ModalView {
  const blocks = view.blocks ?? [];
  const at = blocks.findIndex((b) => b.block_id === ClassInputId.applyTo);
  const block = blocks[at] as { element?: { options?: PlainTextOption[] } } | undefined;
  const series = block?.element?.options?.find((o) => o.value === APPLY_TO_SERIES);
  if (at < 0 || !block?.element || !series) return view;
  const chosen = { ...block, element: { ...block.element, initial_option: series } } as KnownBlock;
  const note: KnownBlock = {
    type: "context",
    block_id: "class_from_series",
    elements: [
      mrkdwn(
        "Opened from the series: this applies to this and all later classes. Pick *This class* for the next one only.",
      ),
    ],
  };
  return { ...view, blocks: [...blocks.slice(0, at), chosen, note, ...blocks.slice(at + 1)] };
}

export function readApplyTo(state: SubmittedState): ApplyTo {
  return readOption(state, ClassInputId.applyTo) === APPLY_TO_SERIES ? "series" : "class";
}

/** A class modal with a form: the heading, its blocks, "Apply to" for a series; Save and Cancel. */
export function classModalFrame(
  face: ClassModalFace,
  input: {
    readonly cls: ClassHeading & { readonly classId: number };
    readonly blocks: readonly KnownBlock[];
    /** Blocks above the heading (the result of the page saved before). */
    readonly before?: readonly KnownBlock[];
    readonly later?: LaterInSeries;
    readonly page?: number;
    readonly submit?: string;
  },
): ModalView {
  return {
    type: "modal",
    callback_id: face.callbackId,
    title: plainText(face.title, LIMITS.viewTitle),
    submit: plainText(input.submit ?? "Save", LIMITS.viewSubmit),
    close: plainText("Cancel", LIMITS.viewClose),
    private_metadata: classModalMetadata.encode(
      input.page === undefined
        ? { classId: input.cls.classId }
        : { classId: input.cls.classId, page: input.page },
    ),
    blocks: [
      ...(input.before ?? []),
      classHeadingBlock(input.cls),
      ...input.blocks,
      ...applyToBlocks(input.later ?? 0),
    ],
  };
}

function closingView(title: string, callbackId: string, close: string, blocks: KnownBlock[]): ModalView {
  return {
    type: "modal",
    callback_id: callbackId,
    title: plainText(title, LIMITS.viewTitle),
    close: plainText(close, LIMITS.viewClose),
    blocks,
  };
}

/** Shown while a submission finishes after the ack ("Saving the labels…"). */
export function classWorkingView(title: string, text: string): ModalView {
  return closingView(title, CallbackId.classWorking, "Close", [
    { type: "section", block_id: "working", text: mrkdwn(text) },
  ]);
}

/** A modal that only tells something and closes (a refusal, "no students yet"); `text` is mrkdwn. */
export function classNoticeView(title: string, text: string): ModalView {
  return closingView(title, CallbackId.classNotice, "Close", [
    { type: "section", block_id: "notice", text: mrkdwn(text) },
  ]);
}

/** What a class modal closes with: the heading, a summary under it, then one line per entry. */
export function classReportView(input: {
  readonly title: string;
  readonly callbackId: string;
  readonly heading: ClassHeading;
  readonly summary: string;
  /** mrkdwn lines, user text already escaped. */
  readonly lines: readonly string[];
}): ModalView {
  return closingView(input.title, input.callbackId, "Done", [
    classHeadingBlock(input.heading, input.summary),
    ...packLines(input.lines, LIMITS.sectionText)
      .slice(0, LIMITS.viewBlocks - 1)
      .map((text, i): KnownBlock => ({ type: "section", block_id: `report_${i}`, text: mrkdwn(text) })),
  ]);
}
