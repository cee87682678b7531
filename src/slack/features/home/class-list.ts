/** `/class list`: the caller's upcoming classes, times in each reader's own zone. */
import type { KnownBlock } from "@slack/types";
import type { ListEntry, UpcomingClass, UpcomingScope } from "../../../classes/classes-list.js";
import type { T } from "../../../i18n/index.js";
import { type MessageContent, sectionMessage } from "../../lib/blocks/message.js";
import { mrkdwn, slackDate, userText } from "../../lib/blocks/text.js";
import { courseText, teacherText } from "../../lib/words/class-names.js";
import { seriesWords } from "../../lib/words/series-rhythm.js";

/** A class as the list shows it: exactly what the "upcoming classes" use case returns. */
export type ClassSummary = UpcomingClass;

export type ClassListScope = UpcomingScope;

export interface ClassListInput {
  /** Upcoming first. */
  readonly classes: readonly ClassSummary[];
  readonly scope: ClassListScope;
  /** The classes with each series as one entry; default one entry per class. */
  readonly entries?: readonly ListEntry[];
  /** The reader's words. */
  readonly t: T;
}

/** Messages hold at most 50 blocks; one section per class plus the frame. */
export const CLASS_LIST_MAX_SHOWN = 40;

const HEADINGS = {
  teaching: "teacher.list.headingTeaching",
  attending: "teacher.list.headingAttending",
  all: "teacher.list.headingAll",
} as const satisfies Readonly<Record<ClassListScope, string>>;

const EMPTY = {
  teaching: "teacher.list.emptyTeaching",
  attending: "teacher.list.emptyAttending",
  all: "teacher.list.emptyAll",
} as const satisfies Readonly<Record<ClassListScope, string>>;

function videoState(c: ClassSummary, t: T): string {
  if (!c.record) return t("teacher.list.notRecorded");
  if (c.live && c.replay) return t("teacher.list.recordedLiveReplay");
  if (c.live) return t("teacher.list.recordedLive");
  if (c.replay) return t("teacher.list.recordedReplay");
  return t("teacher.list.recorded");
}

function minutes(c: ClassSummary, t: T): string {
  const length = Math.round((c.endTime - c.beginTime) / 60);
  return Number.isFinite(length) && length > 0 ? t("teacher.list.length", { count: length }) : "";
}

/**
 * A class's line. Students read when and with whom, never the teacher's settings (seats, recording).
 */
export function classLine(c: ClassSummary, t: T, scope: ClassListScope = "teaching"): string {
  if (scope === "attending")
    return t("teacher.list.classLineStudent", {
      name: userText(c.name, 100),
      course: courseText(c, t),
      when: slackDate(c.beginTime),
      length: minutes(c, t),
      teacher: teacherText(c, t),
    });
  return t("teacher.list.classLine", {
    name: userText(c.name, 100),
    course: courseText(c, t),
    when: slackDate(c.beginTime),
    length: minutes(c, t),
    teacher: teacherText(c, t),
    seats: t("teacher.list.seats", { count: c.seats }),
    video: videoState(c, t),
  });
}

/**
 * A series as one line: its name and rule, its next class, and how many are left. Its settings are
 * the series' only when every class still to come shares them; else they "vary" (one class's
 * replay turned on does not make the series "replay").
 */
export function seriesLine(
  e: Extract<ListEntry, { kind: "series" }>,
  t: T,
  scope: ClassListScope = "teaching",
): string {
  const c = e.next;
  const vars = {
    name: userText(c.name, 100),
    course: courseText(c, t),
    when: slackDate(c.beginTime),
    length: minutes(c, t),
    teacher: teacherText(c, t),
    progress: t("teacher.list.seriesProgress", { count: e.total, toGo: e.toGo }),
    series: seriesWords(e.everyWeeks, t),
  };
  if (scope === "attending") return t("teacher.list.seriesLineStudent", vars);
  return t("teacher.list.seriesLine", {
    ...vars,
    seats: e.varies.seats ? t("teacher.list.seatsVary") : t("teacher.list.seats", { count: c.seats }),
    video: e.varies.video ? t("teacher.list.videoVaries") : videoState(c, t),
  });
}

/** A list entry's line: a class, or a series as one, as the list's reader may read it. */
export function entryLine(e: ListEntry, t: T, scope: ClassListScope = "teaching"): string {
  return e.kind === "series" ? seriesLine(e, t, scope) : classLine(e.cls, t, scope);
}

/** Each class as its own entry, for callers that have not grouped them. */
export function entriesOf(input: ClassListInput): readonly ListEntry[] {
  return input.entries ?? input.classes.map((cls): ListEntry => ({ kind: "class", cls }));
}

export function classListMessage(input: ClassListInput): MessageContent {
  const t = input.t;
  const heading = t(HEADINGS[input.scope]);
  if (input.classes.length === 0) {
    return sectionMessage(t(EMPTY[input.scope]), { blockId: "class_list_empty" });
  }
  const entries = entriesOf(input);
  const shown = entries.slice(0, CLASS_LIST_MAX_SHOWN);
  const blocks: KnownBlock[] = [
    { type: "section", block_id: "class_list_heading", text: mrkdwn(`*${heading}*`) },
    ...shown.map(
      (e, i): KnownBlock => ({
        type: "section",
        block_id: `class_${i}`,
        text: mrkdwn(entryLine(e, t, input.scope)),
      }),
    ),
  ];
  if (shown.length < entries.length) {
    blocks.push({
      type: "context",
      block_id: "class_list_showing",
      elements: [mrkdwn(t("teacher.list.showing", { shown: shown.length, total: entries.length }))],
    });
  }
  return { text: t("teacher.list.text", { heading, count: input.classes.length }), blocks };
}
