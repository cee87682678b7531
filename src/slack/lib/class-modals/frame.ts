/**
 * The one frame of every class modal (students, video, seats, labels, rate, the picker): what its
 * `private_metadata` holds (which class, which page — never who may act), the escaped heading, the
 * "Apply to" block, the working view shown while a submission finishes, the notice view (a refusal,
 * "no students yet") and the report a modal closes with. Titles and callback ids come from the
 * modal's row (its feature's modal.ts), passed in as its `face`.
 */
import type { KnownBlock, ModalView, PlainTextOption } from "@slack/types";
import { z } from "zod";
import type { ApplyTo } from "../../../classes/apply-to.js";
import type { MessageKey, PluralKey, T } from "../../../i18n/index.js";
import type { ClassRecord } from "../../../store/index.js";
import { readOption, type SubmittedState } from "../blocks/form-values.js";
import { LIMITS } from "../blocks/limits.js";
import { metadataCodec } from "../blocks/metadata.js";
import { mrkdwn, packLines, plainText, slackDate, truncate, userText } from "../blocks/text.js";
import { CallbackId, ClassInputId } from "../ids.js";
import { yourTimeBlock } from "../locale/reader-dates.js";
import { seriesWeekday, seriesWords } from "../words/series-rhythm.js";

/** What a class modal's views take from its row. */
export interface ClassModalFace {
  readonly title: string;
  readonly callbackId: string;
  /** The reader's words (the person the modal is for). */
  readonly t: T;
}

/** A catalogue key whose text takes no count: a modal's title. */
export type TitleKey = Exclude<MessageKey, PluralKey>;

/** How Slack knows a class modal (its callback_id) and what it is called (its title's catalogue key). */
export interface ClassModalIdentity {
  readonly callbackId: string;
  readonly titleKey: TitleKey;
}

/** A modal's title in the reader's words. */
export function classModalTitle(modal: Pick<ClassModalIdentity, "titleKey">, t: T): string {
  return t(modal.titleKey);
}

/** A modal's face for one reader: the title in their words, and their `t` for the views. */
export function faceFor(modal: ClassModalIdentity, t: T): ClassModalFace {
  return { callbackId: modal.callbackId, title: classModalTitle(modal, t), t };
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

/** How a class's series meets, read back from its classes (`everyWeeksOf`) in the school's zone. */
export interface SeriesRhythm {
  readonly everyWeeks: number;
  readonly beginTimes: readonly number[];
  readonly timeZone: string;
}

/**
 * What a heading knows beyond the class, read where a class modal loads its class (heading-facts.ts):
 * the series' rhythm, and the viewer's zone with the zones their clock is compared with (the school's).
 */
export interface HeadingFacts {
  readonly rhythm?: SeriesRhythm;
  readonly zones?: { readonly viewer: string | null; readonly others: readonly (string | null)[] };
}

export interface ClassHeading extends HeadingFacts {
  readonly name: string;
  readonly beginTime: number;
  readonly seriesId?: string | null;
}

/**
 * "*Algebra I* (class of a series every other Tuesday) · Tue, Mar 3 5:00 PM" in each reader's zone
 * (rhythm unknown: "class of a series"); the name is escaped.
 */
export function classHeadingText(c: ClassHeading, t: T): string {
  const vars = { name: userText(c.name, 200), when: slackDate(c.beginTime) };
  if (!c.seriesId) return t("classModals.heading", vars);
  if (!c.rhythm) return t("classModals.headingSeries", vars);
  const { everyWeeks, beginTimes, timeZone } = c.rhythm;
  const series = seriesWords(everyWeeks, t, false, seriesWeekday(beginTimes, timeZone, t));
  return t("classModals.headingRhythm", { ...vars, series });
}

/** The heading block, with a line or two under it. */
export function classHeadingBlock(c: ClassHeading, more: readonly string[] = [], t: T): KnownBlock {
  return {
    type: "section",
    block_id: "class_heading",
    text: mrkdwn([classHeadingText(c, t), ...more].join("\n")),
  };
}

/** The heading, and the "your time" line under it when the viewer's clock differs from the school's. */
export function classHeadingBlocks(c: ClassHeading, more: readonly string[], t: T): KnownBlock[] {
  const line = c.zones ? yourTimeBlock(c.beginTime, c.zones.viewer, c.zones.others, t) : null;
  return [classHeadingBlock(c, more, t), ...(line ? [line] : [])];
}

/** "Algebra · Tue 4 Mar 17:00" in the reader's zone: option texts cannot hold `<!date>` tokens. */
/** `now` given: a class that has ended says so ("… · ended"), as the rate picker lists recent ones. */
export function classLabel(
  cls: Pick<ClassRecord, "name" | "beginTime" | "endTime">,
  timeZone: string,
  now: number | undefined,
  t: T,
): string {
  const parts = new Intl.DateTimeFormat(t("classModals.intlLocale"), {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(cls.beginTime * 1000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const when = t("classModals.optionWhen", {
    weekday: part("weekday"),
    day: part("day"),
    month: part("month"),
    hour: part("hour"),
    minute: part("minute"),
  });
  const key = now !== undefined && cls.endTime <= now ? "classModals.optionEnded" : "classModals.option";
  // The name takes the room the rest of the label leaves.
  const room = LIMITS.optionText - t(key, { name: "", when }).length;
  return t(key, { name: truncate(cls.name, room), when });
}

export function classOption(
  cls: ClassRecord,
  timeZone: string,
  now: number | undefined,
  t: T,
): PlainTextOption {
  return {
    text: plainText(classLabel(cls, timeZone, now, t), LIMITS.optionText),
    value: String(cls.classId),
  };
}

/**
 * A picker's options with each weekly series as one entry: its next class, labelled for the series
 * ("Algebra practice · series, next Tue 4 Mar 17:00"), valued `<id>:series` so the modal opens for this
 * and all later classes. Classes come upcoming first; single classes stay as they are.
 */
export function pickerOptions(
  classes: readonly ClassRecord[],
  timeZone: string,
  now: number | undefined,
  t: T,
): PlainTextOption[] {
  const seen = new Set<string>();
  const out: PlainTextOption[] = [];
  for (const cls of classes) {
    if (cls.seriesId === null || (now !== undefined && cls.endTime <= now)) {
      out.push(classOption(cls, timeZone, now, t));
      continue;
    }
    if (seen.has(cls.seriesId)) continue;
    seen.add(cls.seriesId);
    const later = classes.filter(
      (c) => c.seriesId === cls.seriesId && (now === undefined || c.endTime > now),
    );
    const label = t("classModals.optionSeries", {
      label: classLabel(cls, timeZone, undefined, t),
      count: later.length,
    });
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
export function applyToBlocks(later: LaterInSeries, t: T): KnownBlock[] {
  if (later === 0) return [];
  const rest =
    later === "all" ? t("classModals.thisAndAll") : t("classModals.thisAndLater", { count: later });
  const options: PlainTextOption[] = [
    { text: plainText(t("classModals.thisClass"), LIMITS.optionText), value: APPLY_TO_CLASS },
    { text: plainText(rest, LIMITS.optionText), value: APPLY_TO_SERIES },
  ];
  return [
    {
      type: "input",
      block_id: ClassInputId.applyTo,
      label: plainText(t("classModals.applyTo"), LIMITS.inputLabel),
      element: {
        type: "radio_buttons",
        action_id: ClassInputId.applyTo,
        options,
        initial_option: options[0],
      },
    },
  ];
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
    /** The close button when it must say what it keeps (a destructive form: "Keep the class"). */
    readonly close?: string;
  },
): ModalView {
  const t = face.t;
  return {
    type: "modal",
    callback_id: face.callbackId,
    title: plainText(face.title, LIMITS.viewTitle),
    submit: plainText(input.submit ?? t("classModals.save"), LIMITS.viewSubmit),
    close: plainText(input.close ?? t("classModals.cancel"), LIMITS.viewClose),
    private_metadata: classModalMetadata.encode(
      input.page === undefined
        ? { classId: input.cls.classId }
        : { classId: input.cls.classId, page: input.page },
    ),
    blocks: [
      ...(input.before ?? []),
      ...classHeadingBlocks(input.cls, [], t),
      ...input.blocks,
      ...applyToBlocks(input.later ?? 0, t),
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
export function classWorkingView(title: string, text: string, t: T): ModalView {
  return closingView(title, CallbackId.classWorking, t("classModals.close"), [
    { type: "section", block_id: "working", text: mrkdwn(text) },
  ]);
}

/** A modal that only tells something and closes (a refusal, "no students yet"); `text` is mrkdwn. */
export function classNoticeView(title: string, text: string, t: T): ModalView {
  return closingView(title, CallbackId.classNotice, t("classModals.close"), [
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
  readonly t: T;
}): ModalView {
  const t = input.t;
  return closingView(input.title, input.callbackId, t("classModals.done"), [
    ...classHeadingBlocks(input.heading, [input.summary], t),
    ...packLines(input.lines, LIMITS.sectionText)
      .slice(0, LIMITS.viewBlocks - 2)
      .map((text, i): KnownBlock => ({ type: "section", block_id: `report_${i}`, text: mrkdwn(text) })),
  ]);
}
